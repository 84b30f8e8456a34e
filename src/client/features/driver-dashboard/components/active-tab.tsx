import { CarFront, CheckCircle2, Play, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverTrip, TripStatusRequest } from '../../../../shared/contracts/driver-trips.ts';
import { AppError } from '../../../../shared/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useActiveTrips } from '../api/active-trips.ts';
import { useTripStatus } from '../api/trip-status.ts';
import { useDriverFormat } from '../hooks/use-driver-format.ts';
import { CancelTripDialog } from './cancel-trip-dialog.tsx';
import { EmptyState, ListSkeleton, PanelHeading } from './empty-state.tsx';
import { TripCard } from './trip-card.tsx';

/** Active Trips: polled every 15 s; Start (accepted), Complete (in progress), Cancel with a reason (both). */
export function ActiveTab() {
  const { t } = useTranslation('driver-dashboard');
  const f = useDriverFormat();
  const errorText = useErrorText();
  const active = useActiveTrips();
  const status = useTripStatus();
  const [cancelling, setCancelling] = useState<DriverTrip | null>(null);

  const move = (trip: DriverTrip, body: TripStatusRequest) =>
    status.mutate(
      { tripId: trip.id, body },
      {
        onSuccess: (updated) => {
          setCancelling(null);
          if (body.status === 'in_progress') toast({ title: t('active.started'), variant: 'success' });
          if (body.status === 'completed')
            toast({
              title: t('active.completed'),
              description: t('active.completedBody', { amount: f.money(updated.earnings) }),
              variant: 'success',
            });
          if (body.status === 'cancelled')
            toast({ title: t('active.cancelled'), description: t('active.cancelledBody') });
        },
        onError: (error) => {
          // Too early to start: when it opens, on New York clocks in the page language (decision 21).
          const opensAt =
            error instanceof AppError && error.code === 'trips.startNotYet' ? error.params?.opensAt : null;
          const description =
            typeof opensAt === 'string'
              ? t('active.startNotYet', {
                  time: f.dateTime(opensAt),
                  minutes: (error as AppError).params?.minutes ?? 60,
                })
              : errorText(error);
          toast({ title: t('active.statusFailed'), description, variant: 'destructive' });
        },
      },
    );

  const busyOn = (trip: DriverTrip) => status.isPending && status.variables?.tripId === trip.id;

  return (
    <section aria-labelledby="active-title">
      <PanelHeading id="active-title" title={t('active.title')} lead={t('active.lead')} />
      {active.isError ? (
        <LoadFailure
          message={t('active.error')}
          onRetry={() => void active.refetch()}
          retryLabel={t('retry')}
        />
      ) : active.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : active.data.length === 0 ? (
        <EmptyState icon={CarFront} title={t('active.empty')} hint={t('active.emptyHint')} />
      ) : (
        <ul className="grid gap-4 xl:grid-cols-2" aria-label={t('active.title')}>
          {active.data.map((trip) => {
            const busy = busyOn(trip);
            return (
              <li key={trip.id}>
                <TripCard
                  trip={trip}
                  variant="active"
                  actions={
                    <>
                      {trip.status === 'assigned' && (
                        <Button
                          size="lg"
                          className="w-full sm:w-auto"
                          disabled={status.isPending}
                          onClick={() => move(trip, { status: 'in_progress' })}
                        >
                          <Play className="size-4" aria-hidden />
                          {busy && status.variables?.body.status === 'in_progress'
                            ? t('active.working')
                            : t('active.start')}
                        </Button>
                      )}
                      {trip.status === 'in_progress' && (
                        <Button
                          size="lg"
                          className="w-full sm:w-auto"
                          disabled={status.isPending}
                          onClick={() => move(trip, { status: 'completed' })}
                        >
                          <CheckCircle2 className="size-4" aria-hidden />
                          {busy && status.variables?.body.status === 'completed'
                            ? t('active.working')
                            : t('active.complete')}
                        </Button>
                      )}
                      <Button
                        variant="outline"
                        size="lg"
                        className="w-full sm:w-auto"
                        disabled={status.isPending}
                        onClick={() => setCancelling(trip)}
                      >
                        <XCircle className="size-4" aria-hidden />
                        {t('active.cancel')}
                      </Button>
                    </>
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
      <CancelTripDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        tripNumber={cancelling?.number ?? ''}
        busy={status.isPending}
        onConfirm={(reason) => {
          if (cancelling) move(cancelling, { status: 'cancelled', reason });
        }}
      />
    </section>
  );
}
