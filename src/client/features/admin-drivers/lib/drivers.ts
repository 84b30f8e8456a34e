import {
  ADMIN_DRIVER_STATES,
  type AdminDriver,
  type AdminDriverState,
} from '../../../../shared/contracts/admin-drivers.ts';
import { intlLocale, type Language } from '../../../booking/lib/booking-format.ts';
import { formatCalendarDate, formatNy, isCalendarDate, toInstant } from '../../../lib/new-york-date.ts';

/** The chips above the cards: every driver, or one availability (`?availability=busy`). */
export const DRIVER_FILTERS = ['all', ...ADMIN_DRIVER_STATES] as const;
export type DriverFilter = (typeof DRIVER_FILTERS)[number];

export function parseDriverFilter(value: string | null): DriverFilter {
  return (DRIVER_FILTERS as readonly string[]).includes(value ?? '') ? (value as DriverFilter) : 'all';
}

/** The chip counts: the four availabilities and their sum. */
export function filterCounts(counts: Record<AdminDriverState, number>): Record<DriverFilter, number> {
  const all = ADMIN_DRIVER_STATES.reduce((sum, s) => sum + counts[s], 0);
  return { all, ...counts };
}

/** "4.8 / 5.0" (one decimal out of 5.0, in the page language); null when the driver has no ratings yet. */
export function formatRating(rating: number | null, language: Language): string | null {
  if (rating === null || !Number.isFinite(rating)) return null;
  const one = new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return `${one.format(Math.min(5, Math.max(0, rating)))} / ${one.format(5)}`;
}

/** A coordinate with the specification's 6 decimals ("40.758000"). */
export const formatCoordinate = (value: number) => value.toFixed(6);

/** A link that opens the position in a map (Google Maps' universal URL: the app on phones, else the site). */
export function mapsHref(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude.toFixed(6)},${longitude.toFixed(6)}`;
}

/**
 * "Mar 5, 2026, 1:30 PM EST" in New York ('' when missing or invalid): drivers are dispatched in New York, so
 * every date on the section is read on New York clocks.
 */
export function formatDayTime(iso: string | null | undefined, language: Language): string {
  return formatNy(iso, 'dayTime', language);
}

/** "Mar 5, 2026" in New York; a bare calendar date (YYYY-MM-DD, a license expiry) is shown as written. */
export function formatDay(value: string | null | undefined, language: Language): string {
  if (!value) return '';
  if (isCalendarDate(value)) return formatCalendarDate(value, language);
  // Text that is not a date at all is shown as it came.
  return formatNy(value, 'day', language) || value;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 minutes ago", "2 hours ago", "yesterday" (the page language); "just now" under a minute is `null`. */
export function formatAgo(iso: string | null | undefined, now: Date, language: Language): string | null {
  const d = toInstant(iso);
  if (!d) return null;
  const elapsed = Math.max(0, now.getTime() - d.getTime());
  const rtf = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' });
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return rtf.format(-Math.floor(elapsed / ms), unit);
  }
  return null;
}

/**
 * What an admin can do to a driver, by the stored status: suspend; reinstate a suspended driver or set an
 * offline one available (both store available); set an available driver offline.
 */
export type DriverAction = 'suspend' | 'reinstate' | 'setAvailable' | 'setOffline';

export function driverActions(driver: Pick<AdminDriver, 'status'>): DriverAction[] {
  switch (driver.status) {
    case 'suspended':
      return ['reinstate'];
    case 'offline':
      return ['setAvailable', 'suspend'];
    default:
      return ['setOffline', 'suspend'];
  }
}

/** The stored status each action writes (PATCH /api/admin/drivers/{id}). */
export const ACTION_STATUS = {
  suspend: 'suspended',
  reinstate: 'available',
  setAvailable: 'available',
  setOffline: 'offline',
} as const satisfies Record<DriverAction, AdminDriver['status']>;
