import { CheckCircle2, LocateFixed, MapPinOff, PowerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StoredLocation } from '../../../../shared/contracts/driver-trips.ts';
import { AppError } from '../../../../shared/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useAcceptTrip } from '../api/accept-trip.ts';
import { useNearbyTrips, type Position } from '../api/nearby-trips.ts';
import { EmptyState, ListSkeleton, PanelHeading } from './empty-state.tsx';
import { TripCard } from './trip-card.tsx';

interface NearbyTabProps {
  /** The browser's position (null until known). */
  position: Position | null;
  /** The position the server stored (nearby and accept are computed from it); null until saved. */
  stored: StoredLocation | null;
  /** Asks the browser again and stores the answer (accept refused a location over 15 minutes old). */
  onLocationStale: () => void;
  radiusMiles: number;
  /** Off duty (issue 35): no requests are offered. */
  offDuty: boolean;
  onAccepted: () => void;
}

/**
 * Nearby Requests: polled every 30 s once the location is stored; Accept takes the trip (first driver wins;
 * the server checks the stored location is recent and within the radius of the pickup).
 */
export function NearbyTab({
  position,
  stored,
  onLocationStale,
  radiusMiles,
  offDuty,
  onAccepted,
}: NearbyTabProps) {
  const { t } = useTranslation('driver-dashboard');
  const errorText = useErrorText();
  const nearby = useNearbyTrips(stored);
  const accept = useAcceptTrip();
  const radius = nearby.data?.radiusMiles ?? radiusMiles;

  const onAccept = (tripId: string) => {
    if (!position) {
      toast({
        title: t('location.required.title'),
        description: t('location.required.body'),
        variant: 'destructive',
      });
      return;
    }
    accept.mutate(tripId, {
      onSuccess: (trip) => {
        toast({
          title: t('nearby.accepted'),
          description: t('nearby.acceptedBody', { number: trip.number }),
          variant: 'success',
        });
        onAccepted();
      },
      onError: (error) => {
        // An old location: report the current one again (the driver may accept once it is stored).
        if (error instanceof AppError && error.code === 'driver.locationStale') onLocationStale();
        if (error instanceof AppError && error.code === 'driver.locationRequired') {
          toast({
            title: t('location.required.title'),
            description: t('location.required.body'),
            variant: 'destructive',
          });
          return;
        }
        toast({ title: t('nearby.acceptFailed'), description: errorText(error), variant: 'destructive' });
      },
    });
  };

  return (
    <section aria-labelledby="nearby-title">
      <PanelHeading id="nearby-title" title={t('nearby.title')} lead={t('nearby.lead', { miles: radius })} />
      {offDuty || nearby.data?.onDuty === false ? (
        <EmptyState icon={PowerOff} title={t('duty.offTitle')} hint={t('duty.offHint')} />
      ) : !position ? (
        <EmptyState icon={MapPinOff} title={t('nearby.needLocation')} hint={t('location.none')} />
      ) : !stored ? (
        <ListSkeleton label={t('nearby.waitingForLocation')} />
      ) : nearby.isError ? (
        <LoadFailure
          message={t('nearby.error')}
          onRetry={() => void nearby.refetch()}
          retryLabel={t('retry')}
        />
      ) : nearby.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : nearby.data.trips.length === 0 ? (
        <EmptyState icon={LocateFixed} title={t('nearby.empty')} hint={t('nearby.emptyHint')} />
      ) : (
        <ul className="grid gap-4 xl:grid-cols-2" aria-label={t('nearby.title')}>
          {nearby.data.trips.map((trip) => {
            const busy = accept.isPending && accept.variables === trip.id;
            return (
              <li key={trip.id}>
                <TripCard
                  trip={trip}
                  variant="nearby"
                  actions={
                    <Button
                      size="lg"
                      className="w-full sm:w-auto"
                      disabled={accept.isPending}
                      onClick={() => onAccept(trip.id)}
                    >
                      {busy ? (
                        <Spinner className="[&>span:first-child]:size-4" label={t('nearby.accepting')} />
                      ) : (
                        <CheckCircle2 className="size-4" aria-hidden />
                      )}
                      {busy ? t('nearby.accepting') : t('nearby.accept')}
                    </Button>
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
