import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import { Input } from '../../../components/ui/form-field.tsx';
import { DRIVER_FILTERS, type DriverFilter } from '../lib/drivers.ts';

interface DriverFiltersProps {
  value: DriverFilter;
  onChange: (filter: DriverFilter) => void;
  counts: Record<DriverFilter, number> | null;
  search: string;
  onSearch: (text: string) => void;
}

/** The availability chips with their counts (toggle buttons) and the search box. */
export function DriverFilters({ value, onChange, counts, search, onSearch }: DriverFiltersProps) {
  const { t } = useTranslation('admin-drivers');
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
      <div role="group" aria-label={t('filters.label')} className="flex flex-wrap gap-2">
        {DRIVER_FILTERS.map((filter) => {
          const selected = filter === value;
          return (
            <button
              key={filter}
              type="button"
              aria-pressed={selected}
              data-filter={filter}
              onClick={() => onChange(filter)}
              className={cn(
                'inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold',
                selected
                  ? 'bg-ink text-ivory ring-ink'
                  : 'bg-white text-ink/75 ring-ink/10 hover:text-ink hover:ring-gold',
              )}
            >
              {t(filter === 'all' ? 'filters.all' : `availability.${filter}`)}
              <span
                className={cn(
                  'inline-flex min-w-6 items-center justify-center rounded-full px-1.5 py-0.5 text-xs tabular-nums',
                  selected ? 'bg-gold text-ink' : 'bg-ivory-deep text-ink/80',
                )}
                data-testid={`count-${filter}`}
              >
                {counts ? counts[filter] : '–'}
              </span>
            </button>
          );
        })}
      </div>
      <div className="relative w-full lg:w-80">
        <label htmlFor="drivers-search" className="sr-only">
          {t('search.label')}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-stone"
          aria-hidden
        />
        <Input
          id="drivers-search"
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={t('search.placeholder')}
          maxLength={100}
          className="rounded-full py-2.5 pr-10 pl-10 text-sm"
        />
        {search && (
          <button
            type="button"
            onClick={() => onSearch('')}
            aria-label={t('search.clear')}
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full p-1.5 text-stone hover:bg-ink/5 hover:text-ink"
          >
            <X className="size-4" aria-hidden />
          </button>
        )}
      </div>
    </div>
  );
}
