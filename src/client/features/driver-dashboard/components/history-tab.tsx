import { ChevronLeft, ChevronRight, History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { useTripHistory } from '../api/trip-history.ts';
import { useDriverFormat } from '../hooks/use-driver-format.ts';
import { EmptyState, ListSkeleton, PanelHeading } from './empty-state.tsx';
import { TripCard } from './trip-card.tsx';
import { TripExtrasPanel } from './trip-extras-panel.tsx';

/** Trip History: completed and cancelled trips (with the reason), 20 a page, Previous / Next. */
export function HistoryTab() {
  const { t } = useTranslation('driver-dashboard');
  const f = useDriverFormat();
  const [page, setPage] = useState(1);
  const history = useTripHistory(page);
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / Math.max(1, data.pageSize))) : 1;

  return (
    <section aria-labelledby="history-title">
      <PanelHeading id="history-title" title={t('history.title')} lead={t('history.lead')} />
      {history.isError && !data ? (
        <LoadFailure
          message={t('history.error')}
          onRetry={() => void history.refetch()}
          retryLabel={t('retry')}
        />
      ) : !data ? (
        <ListSkeleton label={t('loading')} />
      ) : data.trips.length === 0 && data.page === 1 ? (
        <EmptyState icon={History} title={t('history.empty')} hint={t('history.emptyHint')} />
      ) : (
        <div className="grid gap-5" aria-busy={history.isPlaceholderData || undefined}>
          {history.isError && (
            <LoadFailure
              message={t('history.error')}
              onRetry={() => void history.refetch()}
              retryLabel={t('retry')}
            />
          )}
          <ul className="grid gap-4 xl:grid-cols-2" aria-label={t('history.title')}>
            {data.trips.map((trip) => (
              <li key={`${trip.id}-${trip.acceptedAt ?? ''}`}>
                <TripCard
                  trip={trip}
                  variant="history"
                  footnote={
                    <div className="grid gap-1 text-sm" data-testid="trip-outcome">
                      {trip.status === 'completed' && trip.completedAt && (
                        <p className="text-ink/80">
                          {t('history.completedAt', { time: f.dateTime(trip.completedAt) })}
                        </p>
                      )}
                      {(trip.status === 'completed' || trip.status === 'no_show') && (
                        <TripExtrasPanel tripId={trip.id} />
                      )}
                      {trip.status === 'no_show' && trip.completedAt && (
                        <p className="text-ink/80">
                          {t('history.noShowAt', { time: f.dateTime(trip.completedAt) })}
                        </p>
                      )}
                      {trip.status === 'cancelled' && (
                        <>
                          {trip.cancelledAt && (
                            <p className="text-ink/80">
                              {t('history.cancelledAt', { time: f.dateTime(trip.cancelledAt) })}
                            </p>
                          )}
                          {trip.cancelReason && (
                            <p className="rounded-lg bg-rose-50 px-3 py-2 text-rose-900">
                              {t('history.reason', { reason: trip.cancelReason })}
                            </p>
                          )}
                        </>
                      )}
                    </div>
                  }
                />
              </li>
            ))}
          </ul>
          <nav
            aria-label={t('history.page', { page: data.page, pages })}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white px-4 py-3 ring-1 ring-ink/8"
          >
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1 || history.isFetching}
              onClick={() => setPage((p) => Math.max(1, p - 1))}
            >
              <ChevronLeft className="size-4" aria-hidden />
              {t('history.previous')}
            </Button>
            <p className="text-center text-sm text-stone tabular-nums">
              <span className="block font-semibold text-ink">
                {t('history.page', { page: data.page, pages })}
              </span>
              {data.total > 0 &&
                t('history.range', {
                  from: (data.page - 1) * data.pageSize + 1,
                  to: (data.page - 1) * data.pageSize + data.trips.length,
                  total: data.total,
                })}
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pages || history.isFetching}
              onClick={() => setPage((p) => p + 1)}
            >
              {t('history.next')}
              <ChevronRight className="size-4" aria-hidden />
            </Button>
          </nav>
        </div>
      )}
    </section>
  );
}
