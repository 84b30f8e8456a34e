import { formatCents, type Language } from '../../../booking/lib/booking-format.ts';

/** "Mar 10, 2026": a calendar date (no time zone shift). */
export function formatDay(date: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** "November 2026" / "noviembre de 2026": the month an invoice bills, by its first day. */
export function formatMonth(periodStart: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${periodStart}T12:00:00Z`));
}

export const money = (cents: number, lang: Language) => formatCents(cents, lang);

/** Dollars typed by an admin ("1,306.50", "25") as integer cents; null when it is not a positive amount. */
export function parseDollarsToCents(text: string): number | null {
  const m = /^\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number((m[1] ?? '').replace(/,/g, '')) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
