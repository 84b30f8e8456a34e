import { CheckCircle2, LocateFixed, MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
  position: Position | null;
  radiusMiles: number;
  onAccepted: () => void;
}

/** Nearby Requests: polled every 30 s while a location is known; Accept takes the trip (first driver wins). */
export function NearbyTab({ position, radiusMiles, onAccepted }: NearbyTabProps) {
  const { t } = useTranslation('driver-dashboard');
  const errorText = useErrorText();
  const nearby = useNearbyTrips(position);
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
      {!position ? (
        <EmptyState icon={MapPinOff} title={t('nearby.needLocation')} hint={t('location.none')} />
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
