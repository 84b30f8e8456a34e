import type { BookingDraft } from './draft-types.ts';

export type ServiceCardKind = 'airport' | 'hourly' | 'route';

/**
 * Which packages open the ride summary as a service card (package, hours, route): an airport package
 * (airport-transfer, or to/from the airport with a package), the hourly-service package, or a popular
 * point-to-point route; null for any other ride.
 */
export function serviceCardKind(draft: BookingDraft): ServiceCardKind | null {
  const type = draft.serviceType;
  if (type === 'airport-transfer') return 'airport';
  if (type.includes('airport') && draft.package) return 'airport';
  if (type === 'hourly-service') return 'hourly';
  if (type === 'point-to-point' && draft.routeId && draft.routeId !== 'custom') return 'route';
  return null;
}
