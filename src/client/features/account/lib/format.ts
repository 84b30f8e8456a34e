import { isBookingStatus, type BookingStatus } from '../../../../shared/domain/booking-status.ts';
import { intlLocale } from '../../../booking/lib/booking-format.ts';

/** Bookings are shown in New York time, wherever the customer is. */
export const NEW_YORK_TZ = 'America/New_York';

export type AccountLanguage = 'en' | 'es';

function toDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Date and time in New York with its zone abbreviation ("Mar 5, 2025, 1:30 PM EST"); '' when missing or invalid. */
export function formatDateTime(iso: string | null | undefined, language: AccountLanguage): string {
  const d = toDate(iso);
  if (!d) return '';
  return new Intl.DateTimeFormat(intlLocale(language), {
    timeZone: NEW_YORK_TZ,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(d);
}

/** Date only, in New York ("March 5, 2025"). */
export function formatDate(iso: string | null | undefined, language: AccountLanguage): string {
  const d = toDate(iso);
  if (!d) return '';
  return new Intl.DateTimeFormat(intlLocale(language), { timeZone: NEW_YORK_TZ, dateStyle: 'long' }).format(
    d,
  );
}

/** Parts of a New York date for a calendar tile: weekday, day of month, month, time. */
export function dateTileParts(
  iso: string,
  language: AccountLanguage,
): { weekday: string; day: string; month: string; time: string } {
  const d = toDate(iso) ?? new Date(0);
  const locale = intlLocale(language);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: NEW_YORK_TZ, ...options }).format(d);
  return {
    weekday: part({ weekday: 'short' }),
    day: part({ day: 'numeric' }),
    month: part({ month: 'short' }),
    time: part({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
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
