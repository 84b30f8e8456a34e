import { Download, Search, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_BOOKING_DATE_FIELDS,
  ADMIN_BOOKING_SORTS,
} from '../../../../shared/contracts/admin-bookings.ts';
import { statusLabelKey } from '../../../../shared/domain/booking-status.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { CompactInput, CompactSelect } from './controls.tsx';
import { exportCsvHref, useCompanyChoices } from '../api/admin-bookings.ts';
import { PAGE_SIZES, SEARCH_MAX, STATUS_FILTERS, isFiltered, type BookingFilters } from '../lib/filters.ts';

/** Typing waits this long before the list is asked again. */
const SEARCH_DELAY_MS = 350;

const labelClasses = 'text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase';

function Labelled({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={cn('grid min-w-0 gap-1.5', className)}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

interface ToolbarProps {
  filters: BookingFilters;
  onChange: (change: Partial<BookingFilters>) => void;
  onClear: () => void;
}

/**
 * Search (debounced), status, sort, the date range on pickup or booking dates (New York calendar days),
 * page size, Clear and the CSV export of the same filtered list.
 */
export function BookingsToolbar({ filters, onChange, onClear }: ToolbarProps) {
  const { t } = useTranslation('admin-bookings');
  const { t: ts } = useTranslation('booking-status');
  const [text, setText] = useState(filters.q);
  // The company filter's choices (issue 38); while they load or if they fail, only "All companies".
  const companies = useCompanyChoices().data ?? [];
  /** The search this box last sent (or found in the address): its own echo does not overwrite typing. */
  const sent = useRef(filters.q);

  const send = useCallback(
    (value: string) => {
      sent.current = value.trim();
      onChange({ q: value.trim() });
    },
    [onChange],
  );

  // The address changed by itself (Clear below the list, the back button): the box follows.
  useEffect(() => {
    if (filters.q === sent.current) return;
    sent.current = filters.q;
    setText(filters.q);
  }, [filters.q]);

  useEffect(() => {
    if (text.trim() === sent.current) return;
    const id = setTimeout(() => send(text), SEARCH_DELAY_MS);
    return () => clearTimeout(id);
  }, [text, send]);

  const clear = () => {
    sent.current = '';
    setText('');
    onClear();
  };

  return (
    <div
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/8 sm:p-5"
      data-testid="bookings-toolbar"
    >
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <Labelled label={t('filters.search')} className="sm:col-span-3 lg:col-span-1">
          {(id) => (
            <div className="relative">
              <Search
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-stone"
              />
              <CompactInput
                id={id}
                type="search"
                maxLength={SEARCH_MAX}
                className="pl-10"
                placeholder={t('filters.searchPlaceholder')}
                value={text}
                onChange={(e) => setText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') send(text);
                }}
              />
            </div>
          )}
        </Labelled>
        <Labelled label={t('filters.status')}>
          {(id) => (
            <CompactSelect
              id={id}
              value={filters.status}
              onChange={(e) => onChange({ status: e.target.value as BookingFilters['status'] })}
            >
              {STATUS_FILTERS.map((s) => (
                <option key={s} value={s}>
                  {s === 'all' ? t('filters.allStatuses') : ts(statusLabelKey('admin', s))}
                </option>
              ))}
            </CompactSelect>
          )}
        </Labelled>
        <Labelled label={t('filters.sort')}>
          {(id) => (
            <CompactSelect
              id={id}
              value={filters.sort}
              onChange={(e) => onChange({ sort: e.target.value as BookingFilters['sort'] })}
            >
              {ADMIN_BOOKING_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`sort.${s}`)}
                </option>
              ))}
            </CompactSelect>
          )}
        </Labelled>
        <Labelled label={t('filters.company')}>
          {(id) => (
            <CompactSelect
              id={id}
              value={filters.company}
              onChange={(e) => onChange({ company: e.target.value })}
              data-testid="company-filter"
            >
              <option value="">{t('filters.allCompanies')}</option>
              {/* A company in the address not (yet) among the choices keeps its place. */}
              {filters.company && !companies.some((c) => c.id === filters.company) && (
                <option value={filters.company}>{t('filters.company')}</option>
              )}
              {companies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.legalName}
                </option>
              ))}
            </CompactSelect>
          )}
        </Labelled>
      </div>

      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)] lg:flex lg:items-end">
          <fieldset className="col-span-2 grid gap-1.5 sm:col-span-1">
            <legend className={cn(labelClasses, 'mb-1.5')}>{t('filters.dateField')}</legend>
            <div className="inline-flex h-10 rounded-full bg-ivory p-1 ring-1 ring-ink/10">
              {ADMIN_BOOKING_DATE_FIELDS.map((field) => (
                <label
                  key={field}
                  className={cn(
                    'relative inline-flex flex-1 cursor-pointer items-center justify-center rounded-full px-3.5 text-xs font-semibold whitespace-nowrap transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold',
                    filters.dateField === field ? 'bg-ink text-white' : 'text-ink/70 hover:text-ink',
                  )}
                >
                  <input
                    type="radio"
                    name="booking-date-field"
                    value={field}
                    checked={filters.dateField === field}
                    onChange={() => onChange({ dateField: field })}
                    className="sr-only"
                  />
                  {t(`filters.dateFields.${field}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <Labelled label={t('filters.from')} className="lg:w-40">
            {(id) => (
              <CompactInput
                id={id}
                type="date"
                value={filters.from}
                max={filters.to || undefined}
                onChange={(e) => onChange({ from: e.target.value })}
              />
            )}
          </Labelled>
          <Labelled label={t('filters.to')} className="lg:w-40">
            {(id) => (
              <CompactInput
                id={id}
                type="date"
                value={filters.to}
                min={filters.from || undefined}
                onChange={(e) => onChange({ to: e.target.value })}
              />
            )}
          </Labelled>
        </div>
        <div className="flex flex-wrap items-end gap-3 lg:ml-auto">
          <Labelled label={t('filters.pageSize')} className="w-28">
            {(id) => (
              <CompactSelect
                id={id}
                value={filters.pageSize}
                onChange={(e) => onChange({ pageSize: Number(e.target.value) })}
              >
                {PAGE_SIZES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </CompactSelect>
            )}
          </Labelled>
          {isFiltered(filters) && (
            <Button variant="ghost" size="sm" className="h-10" onClick={clear}>
              <X className="size-4" aria-hidden />
              {t('filters.clear')}
            </Button>
          )}
          <a
            href={exportCsvHref(filters)}
            download
            className={buttonClasses('outline', 'sm', 'h-10 ml-auto lg:ml-0')}
            data-testid="export-csv"
          >
            <Download className="size-4" aria-hidden />
            {t('filters.export')}
          </a>
        </div>
      </div>
    </div>
  );
}
