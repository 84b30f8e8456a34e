/**
 * Dates and times as the pages show them: on New York clocks (rides, trips, the back office), wherever the reader
 * is, in the page language. The zone and the wall-clock arithmetic are the server's too
 * (shared/domain/new-york-time.ts); this adds the page's text. Each formatter is made once per language and
 * style (shared/intl-formats.ts): a table of bookings formats hundreds of dates.
 */
import { NEW_YORK_TZ, nyWallClock } from '../../shared/domain/new-york-time.ts';
import { dateTimeFormat } from '../../shared/intl-formats.ts';
import { intlLocale } from '../../shared/intl-locale.ts';
import type { Language } from './i18n.ts';

const STYLES = {
  /** "Mar 5, 2026" */
  day: { year: 'numeric', month: 'short', day: 'numeric' },
  /** "March 5, 2026" */
  longDay: { dateStyle: 'long' },
  /** "1:30 PM EST" */
  time: { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  /** "1:30 PM": hours and minutes, no zone (a trip stage's time: on the way at 10:04 AM) */
  hm: { hour: 'numeric', minute: '2-digit' },
  /** "1:30:05 PM" */
  clock: { hour: 'numeric', minute: '2-digit', second: '2-digit' },
  /** "Mar 5, 2026, 1:30 PM EST" */
  dayTime: {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
  /** "Thu, Mar 5, 2026, 1:30 PM EST" */
  weekdayDayTime: {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
  /** "Mar 5, 2026, 1:30 PM" (no zone) */
  mediumDayTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** A calendar tile's parts: "Thu", "5", "Mar". */
  weekday: { weekday: 'short' },
  dayOfMonth: { day: 'numeric' },
  month: { month: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type NyStyle = keyof typeof STYLES;

/** An instant from an ISO string (or a Date); null when missing or not a date. */
export function toInstant(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** An instant on New York clocks in one of the styles above; '' when missing or not a date. */
export function formatNy(
  value: string | Date | null | undefined,
  style: NyStyle,
  language: Language,
): string {
  const d = toInstant(value);
  if (!d) return '';
  return dateTimeFormat(intlLocale(language), { ...STYLES[style], timeZone: NEW_YORK_TZ }).format(d);
}

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD that is a calendar date as stored (a license expiry), not an instant. */
export const isCalendarDate = (value: string) => YMD.test(value);

/**
 * A calendar date stored as YYYY-MM-DD (a license expiry) in the `day` style, shown as written: read at noon
 * UTC, no zone can move it a day. Anything else is returned as it is.
 */
export function formatCalendarDate(ymd: string, language: Language): string {
  const m = YMD.exec(ymd);
  if (!m) return ymd;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
  return dateTimeFormat(intlLocale(language), { ...STYLES.day, timeZone: 'UTC' }).format(d);
}

/** The New York calendar date (YYYY-MM-DD) at an instant: "today" for a New York business. */
export function nyCalendarDate(at: Date): string {
  return nyWallClock(at).date;
}
