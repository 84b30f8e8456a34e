import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingView } from '../../../shared/contracts/checkout.ts';
import type { BookingStatus } from '../../../shared/domain/booking-status.ts';
import { RouteMap } from '../../components/map/route-map.tsx';
import { DriverMarkerIcon, EndMarkerIcon, StartMarkerIcon } from '../../components/map/route-map-art.tsx';
import { cn } from '../../components/ui/cn.ts';
import { useContentLanguage } from '../../lib/use-content-language.ts';
import { useDriverLocation } from '../api/driver-location.ts';
import { isTracked, trackingNote } from '../lib/assigned-driver.ts';
import type { ConfirmationRef } from '../lib/draft-types.ts';
import { TripStageBanner } from './trip-stage-banner.tsx';

interface DriverTrackingProps {
  /** The booking's number (and the link's token on a guest's confirmation page). */
  access: ConfirmationRef;
  /** The status the page shows now; the position is read only while it is assigned or in progress. */
  status: BookingStatus;
  /** The stored booking (its pickup, destination and route), when the page has it. */
  booking?: BookingView | undefined;
  /** The server reports another status than `status`: the page reads its booking again. */
  onStatusChange?: (status: BookingStatus) => void;
  /** Show the addresses, distance and time on the map (the confirmation page; the dialog lists them above). */
  legend?: boolean;
  /** The heading's level in the page's outline. */
  headingLevel?: 2 | 3;
  className?: string;
  mapClassName?: string;
}

/**
 * "Your chauffeur": the assigned chauffeur's last reported position on the booking's map with the pickup,
 * read again every 15 s while the trip is assigned or in progress, and the time of that report ("Last updated
 * 10:42 AM"); before the position shows (decision 22: an hour before pickup or once the trip started) when it
 * will ("Live position from 3:00 PM"), once the trip ended that it no longer shows, or a note that the
 * position will appear once the chauffeur shares it; above the map the chauffeur's stage and its time.
 */
export function DriverTracking({
  access,
  status,
  booking,
  onStatusChange,
  legend = false,
  headingLevel = 2,
  className,
  mapClassName,
}: DriverTrackingProps) {
  const { t } = useTranslation('account');
  const lang = useContentLanguage();
  const queryClient = useQueryClient();
  const headingId = useId();
  const live = isTracked(status);
  const position = useDriverLocation(access, live);
  const reported = position.data?.status;

  // The position answer carries the booking's status: when it moved on (started, completed, returned to
  // dispatch), the booking itself is read again so every part of the page agrees.
  useEffect(() => {
    if (!reported || reported === status) return;
    void queryClient.invalidateQueries({ queryKey: ['/api/bookings', access.number, 'confirmation'] });
    onStatusChange?.(reported);
  }, [reported, status, access.number, queryClient, onStatusChange]);

  // Coordinates only while the server says the position is live (decision 22): never before the window
  // opens (the chauffeur may be serving another customer) nor after the trip ended.
  const tracking = live ? position.data?.tracking : undefined;
  const location = tracking === 'live' ? (position.data?.location ?? null) : null;
  const route = booking?.route;
  const pickup = route?.pickupLocation ?? undefined;
  const driver = location ? { lat: location.latitude, lng: location.longitude } : undefined;
  const note = trackingNote(live ? position.data : undefined, position.isError, lang);
  const noteText =
    note.key === 'updated' || note.key === 'from'
      ? t(`tracking.${note.key}`, { time: note.time })
      : t(`tracking.${note.key}`);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section
      aria-labelledby={headingId}
      data-testid="driver-tracking"
      data-has-position={location ? 'true' : 'false'}
      className={cn('grid gap-3', className)}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Heading
          id={headingId}
          className={cn(
            'font-display font-semibold text-ink',
            headingLevel === 2 ? 'text-2xl leading-tight' : 'text-xl leading-tight',
          )}
        >
          {t('tracking.title')}
        </Heading>
        <p className="inline-flex items-center gap-1.5 text-xs text-stone" aria-live="polite">
          {position.isFetching && (
            <RefreshCw className="size-3 animate-spin motion-reduce:animate-none" aria-hidden />
          )}
          <span data-testid="driver-position-updated" data-tracking={tracking ?? 'unknown'}>
            {noteText}
          </span>
        </p>
      </div>
      <TripStageBanner answer={live ? position.data : undefined} />
      <div className="relative">
        <RouteMap
          status="ready"
          origin={pickup}
          destination={route?.destinationLocation ?? undefined}
          polyline={route?.polyline ?? undefined}
          driver={driver}
          originLabel={legend ? booking?.pickupAddress : undefined}
          destinationLabel={legend ? booking?.destinationAddress : undefined}
          distanceText={legend ? (route?.estimatedDistance ?? undefined) : undefined}
          durationText={legend ? (route?.estimatedDuration ?? undefined) : undefined}
          className={cn('h-64 sm:h-72', mapClassName)}
        />
        {!location && (
          <div
            aria-hidden
            className="pointer-events-none absolute inset-0 z-20 flex items-center justify-center p-4"
          >
            <p className="max-w-xs rounded-xl bg-ink/90 px-4 py-3 text-center text-sm font-medium text-ivory shadow-lg ring-1 ring-gold/30">
              <DriverMarkerIcon className="mx-auto mb-2 size-7" />
              {note.key === 'from' || note.key === 'ended' ? noteText : t('tracking.waiting')}
            </p>
          </div>
        )}
      </div>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-stone" aria-label={t('tracking.key')}>
        <li className="inline-flex items-center gap-1.5">
          <DriverMarkerIcon className="size-4" />
          {t('tracking.driverMarker')}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <StartMarkerIcon className="size-4" />
          {t('tracking.pickupMarker')}
        </li>
        {route?.destinationLocation && (
          <li className="inline-flex items-center gap-1.5">
            <EndMarkerIcon className="h-4 w-4" />
            {t('tracking.destinationMarker')}
          </li>
        )}
      </ul>
    </section>
  );
}
