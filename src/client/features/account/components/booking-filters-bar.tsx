import { ChevronDown, SlidersHorizontal, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { statusLabelKey } from '../../../../shared/domain/booking-status.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/form-field.tsx';
import {
  PERIOD_FILTERS,
  STATUS_FILTERS,
  isFiltered,
  parsePeriodFilter,
  parseStatusFilter,
  type BookingFilters,
} from '../lib/booking-filters.ts';

interface BookingFiltersBarProps {
  filters: BookingFilters;
  onChange: (filters: BookingFilters) => void;
  shown: number;
  total: number;
}

const selectClasses = 'h-11 py-0 pr-10 text-sm';

/** Status and time filters (kept in the URL by the caller) and how many bookings they leave. */
export function BookingFiltersBar({ filters, onChange, shown, total }: BookingFiltersBarProps) {
  const { t } = useTranslation('account');
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/8 sm:p-5 lg:flex-row lg:items-end lg:justify-between">
      <div className="grid gap-4 sm:grid-cols-2 lg:flex lg:items-end">
        <p className="hidden items-center gap-2 self-center pr-2 text-sm font-semibold text-ink lg:flex">
          <SlidersHorizontal className="size-4 text-gold-dark" aria-hidden />
          {t('filters.title')}
        </p>
        <div className="grid gap-1.5 lg:w-56">
          <label
            htmlFor="booking-status-filter"
            className="text-xs font-semibold tracking-[0.12em] text-stone uppercase"
          >
            {t('filters.status')}
          </label>
          <div className="relative">
            <Select
              id="booking-status-filter"
              className={selectClasses}
              value={filters.status}
              onChange={(e) => onChange({ ...filters, status: parseStatusFilter(e.target.value) })}
            >
              {STATUS_FILTERS.map((s) => (
                <option key={s} value={s}>
                  {s === 'all' ? t('filters.allStatuses') : t(statusLabelKey('customer', s))}
                </option>
              ))}
            </Select>
            <ChevronDown
              aria-hidden
              className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-stone"
            />
          </div>
        </div>
        <div className="grid gap-1.5 lg:w-56">
          <label
            htmlFor="booking-period-filter"
            className="text-xs font-semibold tracking-[0.12em] text-stone uppercase"
          >
            {t('filters.period')}
          </label>
          <div className="relative">
            <Select
              id="booking-period-filter"
              className={selectClasses}
              value={filters.period}
              onChange={(e) => onChange({ ...filters, period: parsePeriodFilter(e.target.value) })}
            >
              {PERIOD_FILTERS.map((p) => (
                <option key={p} value={p}>
                  {t(`filters.periods.${p}`)}
                </option>
              ))}
            </Select>
            <ChevronDown
              aria-hidden
              className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-stone"
            />
          </div>
        </div>
      </div>
      <div className="flex items-center justify-between gap-4 lg:justify-end">
        <p className="text-sm text-stone" role="status" aria-live="polite" data-testid="bookings-shown">
          {t('filters.showing', { count: shown, total })}
        </p>
        {isFiltered(filters) && (
          <Button variant="ghost" size="sm" onClick={() => onChange({ status: 'all', period: 'all' })}>
            <X className="size-4" aria-hidden />
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
