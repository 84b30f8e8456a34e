import type { BookingStatus } from '../../../shared/domain/booking-status.ts';
import { intlLocale, type Language } from './booking-format.ts';

/**
 * The customer's view of the chauffeur on a booking (the /bookings cards and details, the dashboard's next
 * trip, the confirmation page): who, how to call, which car, and while the trip is live where it is.
 */

/** The states in which the customer's booking shows the chauffeur's last reported position (issue 13). */
export const TRACKED_STATUSES = ['assigned', 'in_progress'] as const satisfies readonly BookingStatus[];

/** Is the chauffeur on the way or driving: the position map shows and refreshes. */
export function isTracked(status: string): boolean {
  return (TRACKED_STATUSES as readonly string[]).includes(status);
}

/** The position and the booking refresh this often while a trip is assigned or in progress. */
export const TRACKING_INTERVAL_MS = 15_000;

/** A phone number as a tel: link (digits and a leading +; "(212) 555-0148" -> "tel:2125550148"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** "Cadillac Escalade · ABC-1234" (either may be missing). */
export function vehicleAndPlate(vehicle: string | null, plate: string | null): string {
  return [vehicle?.trim(), plate?.trim()].filter(Boolean).join(' · ');
}

/** The time of a position report in New York, "10:42 AM" ('' when missing or invalid). */
export function formatNyTime(iso: string | null | undefined, language: Language): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(language), {
    timeZone: 'America/New_York',
    hour: 'numeric',
    minute: '2-digit',
  }).format(d);
}
