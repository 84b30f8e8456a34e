import type { BookingDraft } from '../../../booking/lib/draft-types.ts';
import { serviceCardKind } from '../../../booking/lib/service-card.ts';

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
