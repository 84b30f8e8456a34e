import { CalendarX2, FileDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyMembership } from '../../../../shared/contracts/company-portal.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select } from '../../../components/ui/form-field.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatNy } from '../../../lib/new-york-date.ts';
import { RideStatus } from './ride-status.tsx';
import { usePortalFormat } from './format.ts';
import { receiptUrl, useCompanyBookings, type BookingFilters } from '../api/portal.ts';

const EMPTY: BookingFilters = { traveller: '', booker: '', reference: '', month: '', page: 1 };

/**
 * The rides the member may see (admins all, bookers theirs, travellers their own), newest pickup first, with the
 * filters (admins: traveller and booker; everyone: reference and month) and each ride's receipt PDF.
 */
export function BookingsTab({ membership }: { membership: CompanyMembership }) {
  const { t } = useTranslation('company-portal');
  const { money, lang } = usePortalFormat();
  const errorText = useErrorText();
  const [filters, setFilters] = useState<BookingFilters>(EMPTY);
  const [reference, setReference] = useState('');
  const query = useCompanyBookings(filters);
  const set = (patch: Partial<BookingFilters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));
  const isAdmin = membership.roles.isAdmin;
  const people = query.data?.people ?? [];
  const filtered = filters.traveller || filters.booker || filters.reference || filters.month;
  const refLabel = (key: string) => {
    const field = membership.company.referenceFields.find((f) => f.key === key);
    return field ? (lang === 'es' ? field.labelEs : field.labelEn) : key;
  };

  return (
    <section aria-labelledby="company-bookings-title" className="grid min-w-0 grid-cols-1 gap-5">
      <h2 id="company-bookings-title" className="sr-only">
        {t('tabs.bookings')}
      </h2>
      <form
        className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-ink/8 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          set({ reference });
        }}
        role="search"
        aria-label={t('bookings.filters')}
      >
        {isAdmin && (
          <Field label={t('bookings.traveller')}>
            {({ id }) => (
              <Select id={id} value={filters.traveller} onChange={(e) => set({ traveller: e.target.value })}>
                <option value="">{t('bookings.anyone')}</option>
                {people.map((p) => (
                  <option key={p.userId} value={p.userId}>
                    {p.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        {isAdmin && (
          <Field label={t('bookings.booker')}>
            {({ id }) => (
              <Select id={id} value={filters.booker} onChange={(e) => set({ booker: e.target.value })}>
                <option value="">{t('bookings.anyone')}</option>
                {people.map((p) => (
                  <option key={p.userId} value={p.userId}>
                    {p.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        <Field label={t('bookings.reference')}>
          {({ id }) => (
            <Input
              id={id}
              type="search"
              value={reference}
              maxLength={100}
              placeholder={t('bookings.referencePlaceholder')}
              onChange={(e) => setReference(e.target.value)}
              onBlur={() => reference !== filters.reference && set({ reference })}
            />
          )}
        </Field>
        <Field label={t('bookings.month')}>
          {({ id }) => (
            <Input
              id={id}
              type="month"
              value={filters.month}
              onChange={(e) => set({ month: e.target.value })}
            />
          )}
        </Field>
        <Button
          type="button"
          variant="outline"
          disabled={!filtered}
          onClick={() => {
            setReference('');
            setFilters(EMPTY);
          }}
        >
          {t('bookings.clear')}
        </Button>
      </form>

      {query.isPending ? (
        <div className="flex justify-center py-16 text-gold-dark">
          <Spinner label={t('loading')} />
        </div>
      ) : query.isError ? (
        <LoadFailure
          size="section"
          message={errorText(query.error) ?? t('loadError')}
          onRetry={() => void query.refetch()}
          retryLabel={t('retry')}
        />
      ) : query.data.bookings.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-ink/8">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-ivory-deep text-gold-dark">
            <CalendarX2 className="size-5" aria-hidden strokeWidth={1.5} />
          </span>
          <p className="mt-4 font-display text-2xl font-semibold text-ink">{t('bookings.emptyTitle')}</p>
          <p className="mt-1 max-w-md text-stone">
            {filtered ? t('bookings.emptyFiltered') : t('bookings.emptyBody')}
          </p>
        </div>
      ) : (
        <>
          <p className="text-sm text-stone" aria-live="polite">
            {t('bookings.count', { count: query.data.total })}
          </p>
          <ul className="grid grid-cols-1 gap-3" data-testid="company-bookings">
            {query.data.bookings.map((b) => (
              <li
                key={b.number}
                className="grid grid-cols-1 gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink/8 lg:grid-cols-[11rem_minmax(0,1.4fr)_minmax(0,1fr)_8rem_auto] lg:items-center lg:gap-5"
              >
                <div className="flex flex-wrap items-center justify-between gap-2 lg:block">
                  <p className="font-semibold text-ink">{b.number}</p>
                  <p className="text-sm text-stone">{formatNy(b.pickupAt, 'mediumDayTime', lang)}</p>
                  <RideStatus status={b.status} className="lg:mt-1.5" />
                </div>
                <div className="min-w-0 text-sm">
                  <p className="truncate text-ink" title={b.pickupAddress}>
                    <span className="text-stone">{t('bookings.from')} </span>
                    {b.pickupAddress}
                  </p>
                  <p className="truncate text-ink" title={b.destinationAddress}>
                    <span className="text-stone">{t('bookings.to')} </span>
                    {b.destinationAddress}
                  </p>
                </div>
                <div className="min-w-0 text-sm">
                  <p className="truncate">
                    <span className="text-stone">{t('bookings.travellerShort')} </span>
                    {b.travellerName ?? '—'}
                  </p>
                  <p className="truncate">
                    <span className="text-stone">{t('bookings.bookerShort')} </span>
                    {b.bookerName ?? '—'}
                  </p>
                  {Object.entries(b.references).map(([key, value]) => (
                    <p key={key} className="truncate">
                      <span className="text-stone">{refLabel(key)}: </span>
                      {value}
                    </p>
                  ))}
                </div>
                <div className="flex items-baseline justify-between gap-2 lg:block lg:text-right">
                  <p className="font-semibold text-ink">{money(b.totalCents / 100)}</p>
                  <p className="text-xs text-stone">
                    {b.paymentMethod === 'account' ? t('bookings.onAccount') : (b.paymentMethod ?? '')}
                  </p>
                </div>
                <div>
                  {b.hasReceipt && (
                    <a
                      href={receiptUrl(b.number, lang)}
                      download={`receipt-${b.number}.pdf`}
                      className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-gold-dark hover:bg-ivory-deep"
                    >
                      <FileDown className="size-4" aria-hidden />
                      {t('bookings.receipt')}
                      <span className="sr-only"> {b.number}</span>
                    </a>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {query.data.total > query.data.pageSize && (
            <nav className="flex items-center justify-between gap-3" aria-label={t('bookings.pages')}>
              <Button
                variant="outline"
                size="sm"
                disabled={filters.page <= 1}
                onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}
              >
                {t('bookings.previous')}
              </Button>
              <p className="text-sm text-stone">
                {t('bookings.page', {
                  page: filters.page,
                  pages: Math.ceil(query.data.total / query.data.pageSize),
                })}
              </p>
              <Button
                variant="outline"
                size="sm"
                disabled={filters.page * query.data.pageSize >= query.data.total}
                onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}
              >
                {t('bookings.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
