import { formatCents, type Language } from '../../../booking/lib/booking-format.ts';

/** "Mar 2 – 8, 2026" / "2–8 mar 2026": a pay week by its Monday and Sunday (calendar dates, no time zone shift). */
export function formatWeek(weekStart: string, weekEnd: string, lang: Language): string {
  const fmt = new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return fmt.formatRange(new Date(`${weekStart}T12:00:00Z`), new Date(`${weekEnd}T12:00:00Z`));
}

/** "Mar 10, 2026": a calendar date. */
export function formatDay(date: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** "Thu, Mar 5, 3:00 PM": an instant in New York time. */
export function formatNyInstant(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/New_York',
  }).format(new Date(iso));
}

export const money = (cents: number, lang: Language) => formatCents(cents, lang);

/** Dollars typed by an admin ("-12.50", "25") as integer cents; null when it is not an amount. */
export function parseDollarsToCents(text: string): number | null {
  const m = /^\s*([+-])?\s*\$?\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -cents : cents;
}
