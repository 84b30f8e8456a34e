import { CalendarX2, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { useUserBookings } from '../api/user-bookings.ts';
import {
  filterBookings,
  filtersFromSearch,
  filtersToSearch,
  isFiltered,
  type BookingFilters,
} from '../lib/booking-filters.ts';
import { bookingTotals } from '../lib/booking-totals.ts';
import { BookingCard } from './booking-card.tsx';
import { BookingFiltersBar } from './booking-filters-bar.tsx';
import { BookingSummaryCards } from './booking-summary-cards.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';

function CardSkeleton() {
  return (
    <div aria-hidden className="h-64 animate-pulse rounded-2xl bg-white ring-1 ring-ink/8">
      <div className="m-6 h-6 w-40 rounded bg-ink/8" />
      <div className="mx-6 mt-8 h-4 w-2/3 rounded bg-ink/6" />
      <div className="mx-6 mt-3 h-4 w-1/2 rounded bg-ink/6" />
    </div>
  );
}

/** Summary, filters (in the URL: ?status=&period=) and the list of the account's bookings. */
export function BookingHistory() {
  const { t } = useTranslation('account');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const { status, period } = filters;
  const bookingsQuery = useUserBookings();
  const bookings = useMemo(() => bookingsQuery.data ?? [], [bookingsQuery.data]);
  const totals = useMemo(() => bookingTotals(bookings), [bookings]);
  // "Now" moves with the data and the filters, not on every render.
  const shown = useMemo(
    () => filterBookings(bookings, { status, period }, new Date()),
    [bookings, status, period],
  );

  const setFilters = (next: BookingFilters) =>
    setSearchParams(filtersToSearch(next, searchParams), { replace: true, preventScrollReset: true });

  return (
    <div className="container-page grid gap-10 py-12 sm:py-16">
      <section aria-labelledby="bookings-summary-title">
        <h2 id="bookings-summary-title" className="sr-only">
          {t('summary.title')}
        </h2>
        <BookingSummaryCards totals={totals} loading={bookingsQuery.isPending} />
      </section>

      <section aria-labelledby="bookings-list-title" className="grid gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="eyebrow">{t('history.eyebrow')}</p>
            <h2
              id="bookings-list-title"
              className="mt-2 font-display text-3xl font-semibold text-ink sm:text-4xl"
            >
              {t('history.listTitle')}
            </h2>
          </div>
        </div>

        {bookingsQuery.isError ? (
          <LoadFailure
            message={t('history.error')}
            onRetry={() => void bookingsQuery.refetch()}
            retryLabel={t('retry')}
          />
        ) : (
          <>
            <BookingFiltersBar
              filters={filters}
              onChange={setFilters}
              shown={shown.length}
              total={bookings.length}
            />
            {bookingsQuery.isPending ? (
              <div className="grid gap-5" role="status" aria-label={t('history.loading')}>
                <CardSkeleton />
                <CardSkeleton />
              </div>
            ) : shown.length === 0 ? (
              <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-ink/8">
                <span className="inline-flex size-14 items-center justify-center rounded-full bg-ivory-deep text-gold-dark">
                  <CalendarX2 className="size-6" aria-hidden strokeWidth={1.5} />
                </span>
                <h3 className="mt-5 font-display text-3xl font-semibold text-ink">
                  {t('history.empty.title')}
                </h3>
                <p className="mt-2 max-w-md text-stone">
                  {isFiltered(filters) ? t('history.empty.filtered') : t('history.empty.body')}
                </p>
                <div className="mt-8 flex flex-wrap justify-center gap-3">
                  <Link to="/" className={buttonClasses('primary')}>
                    <Plus className="size-4" aria-hidden />
                    {t('history.empty.book')}
                  </Link>
                  {isFiltered(filters) && (
                    <Button variant="outline" onClick={() => setFilters({ status: 'all', period: 'all' })}>
                      {t('filters.clear')}
                    </Button>
                  )}
                </div>
              </div>
            ) : (
              <ul className="grid gap-5 xl:grid-cols-2" aria-labelledby="bookings-list-title">
                {shown.map((b) => (
                  <li key={b.id}>
                    <BookingCard booking={b} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </div>
  );
}
