import { Users } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AdminDriver } from '../../../../shared/contracts/admin-drivers.ts';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useAdminDrivers } from '../api/admin-drivers.ts';
import { useDriverActions } from '../hooks/use-driver-actions.ts';
import { useDriversFormat } from '../hooks/use-drivers-format.ts';
import { filterCounts, parseDriverFilter, type DriverFilter } from '../lib/drivers.ts';
import { DriverCard } from './driver-card.tsx';
import { DriverDetailsDialog } from './driver-details-dialog.tsx';
import { DriverFilters } from './driver-filters.tsx';
import { SuspendDialog } from './suspend-dialog.tsx';

/** "Now" for "seen 3 minutes ago", moving on every minute while the page is open. */
function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

function CardSkeleton() {
  return (
    <div aria-hidden className="grid animate-pulse gap-4 rounded-2xl bg-white p-5 ring-1 ring-ink/8">
      <div className="flex items-center gap-3">
        <div className="size-11 rounded-full bg-ink/8" />
        <div className="h-5 w-40 rounded bg-ink/8" />
      </div>
      <div className="h-4 w-24 rounded bg-ink/6" />
      <div className="grid gap-2">
        <div className="h-4 w-56 rounded bg-ink/6" />
        <div className="h-4 w-40 rounded bg-ink/6" />
        <div className="h-4 w-48 rounded bg-ink/6" />
      </div>
      <div className="h-9 w-36 rounded-full bg-ink/6" />
    </div>
  );
}

/**
 * /admin?tab=drivers: the availability chips with their counts, the search (name, email, phone, plate), the
 * driver cards with View Details, and suspend / reinstate / set offline. Filter and search are in the address
 * (`&availability=busy&q=…`).
 */
export function DriversTab() {
  const { t } = useTranslation('admin-drivers');
  const message = useErrorText();
  const f = useDriversFormat();
  const now = useNow(60_000);
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseDriverFilter(searchParams.get('availability'));
  const q = searchParams.get('q') ?? '';
  const [search, setSearch] = useState(q);
  const query = useAdminDrivers({ availability: filter === 'all' ? undefined : filter, q: q || undefined });
  const actions = useDriverActions();
  const [details, setDetails] = useState<AdminDriver | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  // From the address as it is now: the search's timer may fire after a chip changed it (the router's own
  // `prev` would be the one of the render that started the timer).
  const setParam = (name: string, value: string | null) => {
    const params = new URLSearchParams(window.location.search);
    if (value) params.set(name, value);
    else params.delete(name);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  // The search reaches the address (and the server) once typing pauses.
  useEffect(() => {
    const text = search.trim();
    if (text === q) return;
    const id = setTimeout(() => setParam('q', text || null), 300);
    return () => clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new text starts the timer
  }, [search]);

  const counts = useMemo(() => (query.data ? filterCounts(query.data.counts) : null), [query.data]);
  const drivers = query.data?.drivers ?? [];
  const setFilter = (next: DriverFilter) => setParam('availability', next === 'all' ? null : next);
  const openDetails = (driver: AdminDriver, from: HTMLElement) => {
    opener.current = from;
    setDetails(driver);
  };

  return (
    <div className="grid gap-6" data-testid="drivers-tab">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="font-display text-2xl font-semibold text-ink sm:text-3xl">{t('title')}</h2>
          <p className="mt-1 max-w-2xl text-sm text-ink/65">{t('lead')}</p>
        </div>
      </div>

      <DriverFilters
        value={filter}
        onChange={setFilter}
        counts={counts}
        search={search}
        onSearch={setSearch}
      />

      {query.isError ? (
        <LoadFailure
          message={message(query.error) ?? t('loadFailed')}
          onRetry={() => void query.refetch()}
          retryLabel={t('retry')}
        />
      ) : query.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3" aria-busy>
          <CardSkeleton />
          <CardSkeleton />
          <CardSkeleton />
        </div>
      ) : drivers.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-ink/8">
          <Users className="size-8 text-gold-dark" aria-hidden />
          <p className="font-display text-xl font-semibold text-ink">
            {q || filter !== 'all' ? t('empty.filtered') : t('empty.none')}
          </p>
          <p className="max-w-md text-sm text-stone">
            {q || filter !== 'all' ? t('empty.filteredHint') : t('empty.noneHint')}
          </p>
        </div>
      ) : (
        <>
          <p className="sr-only" role="status">
            {t('shown', { count: drivers.length })}
          </p>
          <div
            className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3"
            aria-busy={query.isFetching || undefined}
          >
            {drivers.map((driver) => (
              <DriverCard
                key={driver.id}
                driver={driver}
                f={f}
                now={now}
                busy={actions.busyId === driver.id}
                onDetails={openDetails}
                onAction={actions.request}
              />
            ))}
          </div>
        </>
      )}

      <DriverDetailsDialog
        driver={details}
        onClose={() => setDetails(null)}
        f={f}
        now={now}
        busy={details !== null && actions.busyId === details.id}
        onAction={actions.request}
        returnFocusTo={() => opener.current}
      />
      <SuspendDialog
        driver={actions.confirming}
        pending={actions.busyId !== undefined}
        onCancel={actions.cancelSuspend}
        onConfirm={() => void actions.confirmSuspend()}
      />
    </div>
  );
}
