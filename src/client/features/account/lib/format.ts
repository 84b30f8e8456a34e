import { isBookingStatus, type BookingStatus } from '../../../../shared/domain/booking-status.ts';
import { formatNy, toInstant } from '../../../lib/new-york-date.ts';

export type AccountLanguage = 'en' | 'es';

/**
 * Date and time in New York with its zone abbreviation ("Mar 5, 2025, 1:30 PM EST"); '' when missing or
 * invalid. Bookings are shown in New York time, wherever the customer is.
 */
export function formatDateTime(iso: string | null | undefined, language: AccountLanguage): string {
  return formatNy(iso, 'dayTime', language);
}

/** Date only, in New York ("March 5, 2025"). */
export function formatDate(iso: string | null | undefined, language: AccountLanguage): string {
  return formatNy(iso, 'longDay', language);
}

/** Parts of a New York date for a calendar tile: weekday, day of month, month, time. */
export function dateTileParts(
  iso: string,
  language: AccountLanguage,
): { weekday: string; day: string; month: string; time: string } {
  const d = toInstant(iso) ?? new Date(0);
  return {
    weekday: formatNy(d, 'weekday', language),
    day: formatNy(d, 'dayOfMonth', language),
    month: formatNy(d, 'month', language),
    time: formatNy(d, 'time', language),
  };
}

/** Any status the client does not know is shown as pending (decision 10). */
export function normalizeStatus(status: string | null | undefined): BookingStatus {
  return isBookingStatus(status) ? status : 'pending';
}

/** A rating clamped to whole stars 0-5 (null when not rated). */
export function ratingStars(rating: number | null | undefined): number | null {
  if (rating == null || !Number.isFinite(rating)) return null;
  return Math.max(0, Math.min(5, Math.round(rating)));
}
