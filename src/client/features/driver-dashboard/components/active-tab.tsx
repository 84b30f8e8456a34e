import { CarFront } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverTrip, TripStatusRequest } from '../../../../shared/contracts/driver-trips.ts';
import { AppError } from '../../../../shared/errors.ts';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useActiveTrips } from '../api/active-trips.ts';
import { useTripStatus } from '../api/trip-status.ts';
import { useDriverFormat } from '../hooks/use-driver-format.ts';
import { CancelTripDialog } from './cancel-trip-dialog.tsx';
import { EmptyState, ListSkeleton, PanelHeading } from './empty-state.tsx';
import { TripActions } from './trip-actions.tsx';
import { TripCard } from './trip-card.tsx';
import { TripStepDialog, type TripStep } from './trip-step-dialog.tsx';

/**
 * Active Trips: polled every 15 s; On location, Start, Passenger no-show (after the free wait), Complete, each
 * confirmed once in a dialog, and Cancel with a reason. Each stage carries the phone's position when it has one
 * (refreshed every 30 s while a trip is live): where the car waited, where the passenger got in, and where the
 * ride ended (the drop-off of the TLC trip record, decision 34).
 */
export function ActiveTab({ position }: { position: { latitude: number; longitude: number } | null }) {
  const { t } = useTranslation('driver-dashboard');
  const f = useDriverFormat();
  const errorText = useErrorText();
  const active = useActiveTrips();
  const status = useTripStatus();
  const [cancelling, setCancelling] = useState<DriverTrip | null>(null);
  const [confirming, setConfirming] = useState<{ trip: DriverTrip; step: TripStep } | null>(null);

  const move = (trip: DriverTrip, body: TripStatusRequest) =>
    status.mutate(
      { tripId: trip.id, body: position ? { ...body, ...position } : body },
      {
        onSuccess: (updated) => {
          setCancelling(null);
          setConfirming(null);
          if (body.status === 'on_the_way') toast({ title: t('active.onTheWayDone'), variant: 'success' });
          if (body.status === 'arrived') toast({ title: t('active.arrivedDone'), variant: 'success' });
          if (body.status === 'no_show')
            toast({
              title: t('active.noShowDone'),
              description: t('active.completedBody', { amount: f.money(updated.earnings) }),
              variant: 'success',
            });
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
          setConfirming(null);
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
                    <TripActions
                      trip={trip}
                      busy={status.isPending}
                      saving={busy ? (status.variables?.body.status ?? null) : null}
                      onStep={(step) => setConfirming({ trip, step })}
                      onCancel={() => setCancelling(trip)}
                    />
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
      <TripStepDialog
        step={confirming?.step ?? null}
        tripNumber={confirming?.trip.number ?? ''}
        busy={status.isPending}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        onConfirm={(step) => {
          if (confirming) move(confirming.trip, { status: step });
        }}
      />
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
