import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  preloadRouteMap,
  RouteMap,
  routeMapProps,
  type RouteMapStatus,
} from '../../../components/map/route-map.tsx';
import { locationParam } from '../../../booking/lib/draft-places.ts';
import { routeErrorStatus, useDirections } from '../../../booking/api/maps-api.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useIdle } from '../hooks/use-idle.ts';
import type { RideRoute } from '../lib/ride-route.ts';

/** The hero's route map: asks GET /api/directions once both ends are known and shows the four map states. */
export function HeroRouteMap({ route, className }: { route: RideRoute; className?: string }) {
  const { t } = useTranslation('maps');
  const message = useErrorText();
  const idle = useIdle();
  const origin = route.pickup ? locationParam(route.pickup) : '';
  const destination = route.destination ? locationParam(route.destination) : '';
  const both = Boolean(origin && destination);
  const directions = useDirections(both ? { origin, destination, departureTime: route.departureTime } : null);

  // The Leaflet chunk, ahead of the first route.
  useEffect(() => {
    if (idle) preloadRouteMap();
  }, [idle]);

  const status: RouteMapStatus = !both
    ? 'empty'
    : directions.isError
      ? 'error'
      : directions.isPending || directions.isPlaceholderData
        ? 'loading'
        : 'ready';
  const { distanceText, durationText, ...drawing } = routeMapProps(
    status === 'empty' || status === 'error' ? undefined : directions.data,
  );

  return (
    <RouteMap
      status={status}
      tone="dark"
      {...drawing}
      // Figures only for the route on screen, not for the one being replaced.
      distanceText={status === 'ready' ? distanceText : undefined}
      durationText={status === 'ready' ? durationText : undefined}
      originLabel={route.pickup?.address}
      destinationLabel={route.destination?.address}
      errorMessage={
        status === 'error'
          ? t('map.error', { status: routeErrorStatus(directions.error, message) })
          : undefined
      }
      className={className}
    />
  );
}
