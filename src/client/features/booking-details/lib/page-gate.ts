import type { BookingDraft } from '../../../booking/lib/draft-types.ts';
import { isSpecialServiceType } from './ride-needs.ts';

export type DetailsVariant = 'standard' | 'special';

/**
 * Where the booking-details pages send a draft they cannot complete: home without one, vehicle selection
 * without a chosen vehicle, and /booking-details for a special-service page whose service type is not one of
 * airport-transfer, hourly-service and point-to-point. Null when the page can show the draft.
 */
export function detailsRedirect(draft: BookingDraft | null, variant: DetailsVariant): string | null {
  if (!draft) return '/';
  if (variant === 'special' && !isSpecialServiceType(draft.serviceType)) return '/booking-details';
  if (!draft.vehicleId?.trim()) return `/vehicle-selection/${encodeURIComponent(draft.serviceType)}`;
  return null;
}
