import { intlLocale, type Language } from '../../../booking/lib/booking-format.ts';

/** Applications are dated in New York time, wherever the admin is. */
const NEW_YORK_TZ = 'America/New_York';

function toDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "Mar 5, 2025" in New York; '' when missing or invalid. */
export function formatDay(iso: string | null | undefined, language: Language): string {
  const d = toDate(iso);
  if (!d) return '';
  return new Intl.DateTimeFormat(intlLocale(language), {
    timeZone: NEW_YORK_TZ,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(d);
}

/** "1:30 PM EST" in New York. */
export function formatTime(iso: string | null | undefined, language: Language): string {
  const d = toDate(iso);
  if (!d) return '';
  return new Intl.DateTimeFormat(intlLocale(language), {
    timeZone: NEW_YORK_TZ,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(d);
}

/** "Mar 5, 2025, 1:30 PM EST" in New York. */
export function formatDayTime(iso: string | null | undefined, language: Language): string {
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

/** A calendar date stored as YYYY-MM-DD (a licence expiry), shown as is: no zone can move it a day. */
export function formatCalendarDate(ymd: string, language: Language): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!m) return ymd;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
  return new Intl.DateTimeFormat(intlLocale(language), {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(d);
}
