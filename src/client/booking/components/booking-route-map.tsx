import type { BookingView } from '../../../shared/contracts/checkout.ts';
import { bookingMapProps, RouteMap } from '../../components/map/route-map.tsx';

/** A stored booking has a route to draw: a destination, and a line or both end points. */
export function hasDrawableRoute(b: Pick<BookingView, 'destinationAddress' | 'route'>): boolean {
  const r = b.route;
  return (
    b.destinationAddress.trim() !== '' &&
    (Boolean(r.polyline) || Boolean(r.pickupLocation && r.destinationLocation))
  );
}

/**
 * A booking's route on checkout and the confirmation page. A ride without a destination (hourly, as
 * directed) has no route: nothing is drawn, never the "enter a pickup" prompt of an empty form.
 */
export function BookingRouteMap({ booking, className }: { booking: BookingView; className?: string }) {
  if (!hasDrawableRoute(booking)) return null;
  return <RouteMap {...bookingMapProps(booking)} className={className} />;
}
