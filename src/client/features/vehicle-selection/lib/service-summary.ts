import type { BookingDraft } from '../../../lib/booking-draft.ts';

export type HeadingKind = 'pointToPoint' | 'hourly' | 'airport' | 'luxury';

/** The page heading for the URL's service type: point-to-point, hourly, airport, else Luxury Service. */
export function headingKind(serviceType: string): HeadingKind {
  const s = serviceType.toLowerCase();
  if (s.includes('point-to-point')) return 'pointToPoint';
  if (s.includes('hourly')) return 'hourly';
  if (s.includes('airport')) return 'airport';
  return 'luxury';
}

export type ServiceCardKind = 'airport' | 'hourly' | 'route';

/**
 * Which service card the summary opens with: an airport package (airport-transfer, or to/from the airport with
 * a package), the hourly-service package, or a popular point-to-point route; null for any other ride.
 */
export function serviceCardKind(draft: BookingDraft): ServiceCardKind | null {
  const type = draft.serviceType;
  if (type === 'airport-transfer') return 'airport';
  if (type.includes('airport') && draft.package) return 'airport';
  if (type === 'hourly-service') return 'hourly';
  if (type === 'point-to-point' && draft.routeId && draft.routeId !== 'custom') return 'route';
  return null;
}

/**
 * Where "Edit ride" leads: a package booked on a marketing page goes back to its page to change the package;
 * any other ride to the home widget, which reads the kept draft.
 */
export function editRideHref(draft: BookingDraft): { href: string; changePackage: boolean } {
  const card = serviceCardKind(draft);
  if (card === 'hourly') return { href: '/services/hourly-service', changePackage: true };
  if (card === 'route') return { href: '/services/point-to-point', changePackage: true };
  return { href: '/', changePackage: false };
}
