import { NEW_YORK_TZ } from '../../../../shared/domain/new-york-time.ts';

const HOUR = 3_600_000;

/** Where an instant sits on the day's timeline, 0-100 (clamped). */
export function dayPercent(iso: string, dayStart: string, dayEnd: string): number {
  const start = Date.parse(dayStart);
  const span = Date.parse(dayEnd) - start;
  return Math.min(100, Math.max(0, ((Date.parse(iso) - start) / span) * 100));
}

/** The hour columns of the day: one per hour from New York midnight (23 or 25 when the clocks change). */
export function hourColumns(dayStart: string, dayEnd: string): string[] {
  const start = Date.parse(dayStart);
  const n = Math.round((Date.parse(dayEnd) - start) / HOUR);
  return Array.from({ length: n }, (_, i) => new Date(start + i * HOUR).toISOString());
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone: NEW_YORK_TZ, ...options });
    formatters.set(key, f);
  }
  return f;
}

/** "3:00 PM" in New York. */
export const nyTime = (iso: string, locale: string) =>
  format(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
/** "3 PM" in New York (the hour columns). */
export const nyHour = (iso: string, locale: string) =>
  format(locale, { hour: 'numeric' }).format(new Date(iso));
/** "Tue, Dec 8" for the day shown. */
export const nyDay = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));

/** How long ago a position was reported, in whole minutes (never negative). */
export const minutesAgo = (iso: string, now: number) =>
  Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));

/** "Tue, Dec 8": an instant's New York date. */
export const nyDateOf = (iso: string, locale: string) =>
  format(locale, { weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(iso));
