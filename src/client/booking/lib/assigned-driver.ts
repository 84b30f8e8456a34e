import type { DriverPositionResponse } from '../../../shared/contracts/driver-trips.ts';
import type { BookingStatus } from '../../../shared/domain/booking-status.ts';
import { formatNy } from '../../lib/new-york-date.ts';
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
  return formatNy(iso, 'hm', language);
}

/** The New York calendar day of an instant ("2026-07-01"), to tell today from another day. */
function nyDay(d: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);
}

/**
 * When the chauffeur's position starts to show, in New York time: "3:00 PM" today, "Thu, Jul 2, 3:00 PM" on
 * another day ('' when missing or invalid). `now` is the reader's clock (injected in tests).
 */
export function formatPositionFrom(
  iso: string | null | undefined,
  language: Language,
  now: Date = new Date(),
): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const day = nyDay(d);
  const today = nyDay(now);
  if (day === today) return formatNyTime(iso, language);
  return new Intl.DateTimeFormat(intlLocale(language), {
    timeZone: 'America/New_York',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(day.slice(0, 4) !== today.slice(0, 4) ? { year: 'numeric' as const } : {}),
    hour: 'numeric',
    minute: '2-digit',
  }).format(d);
}

/** The line under "Your chauffeur's position": which text (account:tracking.*) and its values. */
export type TrackingNote =
  | { key: 'updated'; time: string }
  | { key: 'from'; time: string }
  | { key: 'ended' }
  | { key: 'failed' }
  | { key: 'waiting' };

/**
 * What the customer reads about the position (decision 22): the time of the last report while it is live,
 * when it will show before the window opens, that it is no longer shown once the trip ended, or that it will
 * appear once the chauffeur shares it.
 */
export function trackingNote(
  answer: DriverPositionResponse | undefined,
  failed: boolean,
  language: Language,
  now: Date = new Date(),
): TrackingNote {
  if (answer?.tracking === 'live' && answer.location)
    return { key: 'updated', time: formatNyTime(answer.location.updatedAt, language) };
  if (answer?.tracking === 'ended') return { key: 'ended' };
  if (failed) return { key: 'failed' };
  if (answer?.tracking === 'notYet' && answer.visibleFrom) {
    const time = formatPositionFrom(answer.visibleFrom, language, now);
    if (time) return { key: 'from', time };
  }
  return { key: 'waiting' };
}
