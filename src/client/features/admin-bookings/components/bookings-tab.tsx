import { CalendarX2, RefreshCw, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AdminBookingRow } from '../../../../shared/contracts/admin-bookings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useAdminBookings } from '../api/admin-bookings.ts';
import { useBookingActions } from '../hooks/use-booking-actions.ts';
import {
  DEFAULT_FILTERS,
  filtersToParams,
  isFiltered,
  pageWindow,
  parseFilters,
  withChange,
  type BookingFilters,
} from '../lib/filters.ts';
import { AssignDialog } from './assign-dialog.tsx';
import { BookingDetailDialog } from './booking-detail-dialog.tsx';
import { BookingsList } from './bookings-list.tsx';
import { BookingsToolbar } from './bookings-toolbar.tsx';
import { PaginationBar } from './pagination-bar.tsx';
import { RefundDialog, type RefundTarget } from './refund-dialog.tsx';
import { SummaryCards } from './summary-cards.tsx';

type OpenDialog =
  | { kind: 'details'; booking: AdminBookingRow }
  | { kind: 'cancel'; booking: AdminBookingRow }
  | { kind: 'assign'; booking: AdminBookingRow }
  /** From the details: closing it goes back to them. */
  | { kind: 'refund'; booking: RefundTarget; back: AdminBookingRow };

function RowSkeleton() {
  return (
    <div
      aria-hidden
      className="flex animate-pulse items-center gap-6 rounded-2xl bg-white p-5 ring-1 ring-ink/8"
    >
      <div className="h-4 w-24 rounded bg-ink/10" />
      <div className="hidden h-4 w-40 rounded bg-ink/6 sm:block" />
      <div className="hidden h-4 w-56 rounded bg-ink/6 md:block" />
      <div className="h-6 w-20 rounded-full bg-ink/6" />
      <div className="ml-auto h-9 w-40 rounded-lg bg-ink/6" />
    </div>
  );
}

/**
 * /admin (Bookings, the default section): the summary cards, the filters in the address, the list with each
 * booking's actions, the pages, the details, cancellation with refunds, and the CSV export.
 */
export function BookingsTab({
  newBooking,
  detailExtra,
}: {
  /** "New booking" (dispatch takes a booking by phone), composed in the admin page. */
  newBooking?: ReactNode;
  /** More of a booking in its details (dispatch's internal notes). */
  detailExtra?: (bookingId: string) => ReactNode;
} = {}) {
  const { t } = useTranslation('admin-bookings');
  const message = useErrorText();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseFilters(searchParams);
  const query = useAdminBookings(filters);
  const data = query.data;
  const actions = useBookingActions();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  // The address last asked for, while it is not the one rendered yet. React Router hands a functional update the
  // address of the last render: a change asked for before the previous one rendered (the search box's delayed
  // send right after Clear filters, on a busy phone) would be built on the old address and bring the cleared
  // filters back. It builds on what was asked instead.
  const asked = useRef<{ from: string; to: URLSearchParams } | null>(null);
  const shown = searchParams.toString();
  useEffect(() => {
    asked.current = null;
  }, [shown]);
  const change = useCallback(
    (next: Partial<BookingFilters>) =>
      setSearchParams(
        (prev) => {
          const base = asked.current?.from === prev.toString() ? asked.current.to : prev;
          const to = filtersToParams(withChange(parseFilters(base), next), base);
          asked.current = { from: prev.toString(), to };
          return to;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  const clear = useCallback(
    () =>
      change({
        status: DEFAULT_FILTERS.status,
        q: '',
        from: '',
        to: '',
        dateField: DEFAULT_FILTERS.dateField,
      }),
    [change],
  );

  // A page past the end (the list shrank, an old link): the last page instead.
  const { pages } = pageWindow(filters.page, filters.pageSize, data?.total ?? 0);
  useEffect(() => {
    if (data && !query.isPlaceholderData && filters.page > pages) change({ page: pages });
  }, [change, data, filters.page, pages, query.isPlaceholderData]);

  // The open booking follows the list as it is read again (its status after an action).
  const fresh = (b: AdminBookingRow) => data?.bookings.find((r) => r.id === b.id) ?? b;

  const handlers = {
    actions,
    onAssign: (booking: AdminBookingRow, el: HTMLElement) => {
      opener.current = el;
      setDialog({ kind: 'assign', booking });
    },
    onCancel: (booking: AdminBookingRow, el: HTMLElement) => {
      opener.current = el;
      setDialog({ kind: 'cancel', booking });
    },
    onDetails: (booking: AdminBookingRow, el: HTMLElement) => {
      opener.current = el;
      setDialog({ kind: 'details', booking });
    },
  };
  const close = () => setDialog(null);
  const returnFocusTo = () => opener.current;

  return (
    <div className="grid gap-6" data-testid="bookings-tab">
      <SummaryCards summary={data?.summary} />

      <section aria-labelledby="admin-bookings-title" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2
              id="admin-bookings-title"
              className="font-display text-2xl font-semibold text-ink sm:text-3xl"
            >
              {t('title')}
            </h2>
            <p className="mt-0.5 text-sm text-stone">{t('lead')}</p>
          </div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void query.refetch()}
            aria-label={t('refresh')}
            className="normal-case tracking-normal"
          >
            <RefreshCw className={cn('size-4', query.isFetching && 'animate-spin')} aria-hidden />
            <span className="hidden sm:inline">{t('refresh')}</span>
          </Button>
          {newBooking}
        </div>

        <BookingsToolbar filters={filters} onChange={change} onClear={clear} />

        <div
          aria-busy={query.isFetching || undefined}
          className={cn('grid gap-4 transition-opacity', query.isPlaceholderData && 'opacity-60')}
        >
          {query.isError && !data ? (
            <LoadFailure
              message={message(query.error) ?? t('loadError')}
              onRetry={() => void query.refetch()}
              retryLabel={t('retry')}
            />
          ) : !data ? (
            <div className="grid gap-3" role="status" aria-label={t('loading')}>
              <RowSkeleton />
              <RowSkeleton />
              <RowSkeleton />
              <RowSkeleton />
            </div>
          ) : data.bookings.length === 0 ? (
            <div
              className="flex flex-col items-center rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-ink/8"
              data-testid="bookings-empty"
            >
              <span className="inline-flex size-14 items-center justify-center rounded-full bg-ivory-deep text-gold-dark">
                <CalendarX2 className="size-6" aria-hidden strokeWidth={1.5} />
              </span>
              <h3 className="mt-5 font-display text-2xl font-semibold text-ink">
                {isFiltered(filters) ? t('empty.filteredTitle') : t('empty.title')}
              </h3>
              <p className="mt-2 max-w-md text-stone">
                {isFiltered(filters) ? t('empty.filtered') : t('empty.none')}
              </p>
              {isFiltered(filters) && (
                <Button variant="outline" className="mt-6" onClick={clear}>
                  <X className="size-4" aria-hidden />
                  {t('filters.clear')}
                </Button>
              )}
            </div>
          ) : (
            <BookingsList bookings={data.bookings} labelledBy="admin-bookings-title" {...handlers} />
          )}
          {data && data.total > 0 && (
            <PaginationBar
              page={filters.page}
              pageSize={filters.pageSize}
              total={data.total}
              onPage={(page) => {
                change({ page });
                document.getElementById('admin-bookings-title')?.scrollIntoView({ block: 'start' });
              }}
            />
          )}
        </div>
      </section>

      {dialog?.kind === 'details' && (
        <BookingDetailDialog
          key={dialog.booking.id}
          booking={fresh(dialog.booking)}
          actions={actions}
          open
          onOpenChange={(open) => !open && close()}
          onRefund={(booking) => setDialog({ kind: 'refund', booking, back: fresh(dialog.booking) })}
          returnFocusTo={returnFocusTo}
          extra={detailExtra}
        />
      )}
      {dialog?.kind === 'assign' && (
        <AssignDialog
          key={dialog.booking.id}
          booking={dialog.booking}
          actions={actions}
          onClose={close}
          returnFocusTo={returnFocusTo}
        />
      )}
      {dialog?.kind === 'cancel' && (
        <RefundDialog
          key={dialog.booking.id}
          booking={dialog.booking}
          mode="cancel"
          actions={actions}
          open
          onOpenChange={(open) => !open && close()}
          returnFocusTo={returnFocusTo}
        />
      )}
      {dialog?.kind === 'refund' && (
        <RefundDialog
          key={dialog.booking.id}
          booking={dialog.booking}
          mode="refund"
          actions={actions}
          open
          onOpenChange={(open) => !open && setDialog({ kind: 'details', booking: dialog.back })}
        />
      )}
    </div>
  );
}
