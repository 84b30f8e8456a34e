/**
 * Formatting for the booking steps: money (integer cents from quotes, dollars from booking views), rates,
 * miles and New York date-times, in the site language.
 */

import { dateTimeFormat, numberFormat as sharedNumberFormat } from '../../../shared/intl-formats.ts';
import { intlLocale } from '../../../shared/intl-locale.ts';

export type Language = 'en' | 'es';

const NEW_YORK_TZ = 'America/New_York';

/** Formatters made once per language and options (a booking step formats every vehicle's lines). */
const numberFormat = (language: Language, options: Intl.NumberFormatOptions) =>
  sharedNumberFormat(intlLocale(language), options);
const dateFormat = (language: Language, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(intlLocale(language), options);

export { intlLocale };

/** Dollars with two decimals ($1,234.50), as booking views send them. */
export function formatMoney(dollars: number, language: Language): string {
  return numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(dollars);
}

/** Integer cents as US dollars with two decimals ($1,234.50), as quotes send them. */
export function formatCents(cents: number, language: Language): string {
  return formatMoney(cents / 100, language);
}

/** A rate in cents that may hold a fraction of a cent ($99.50, $81.125 an hour). */
export function formatRateCents(cents: number, language: Language): string {
  return numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  }).format(cents / 100);
}

/** Whole dollars when the amount has no cents ("$359"), for "from" prices. */
export function formatWholeDollars(dollars: number, language: Language): string {
  const whole = Number.isInteger(dollars);
  return numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(dollars);
}

/** A percentage (4 → "4%", 8.875 → "8.875%"). */
export function formatPercent(percent: number, language: Language): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 3 }).format(percent / 100);
}

/** A rate in parts per million (the tax rate 88750 → "8.875%"). */
export function formatRatePpm(ppm: number, language: Language): string {
  return formatPercent(ppm / 10_000, language);
}

/** Miles with one decimal ("17.1 mi"). */
export function formatMiles(miles: number, language: Language): string {
  const n = numberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(miles);
  return `${n} mi`;
}

/** An instant in New York time ("Thu, Jul 4, 2030, 2:30 PM EDT"); '' when missing or invalid. */
export function formatNyDateTime(iso: string | null | undefined, language: Language): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const text = dateFormat(language, {
    timeZone: NEW_YORK_TZ,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    // English names the zone (EST/EDT); Spanish says "hora de Nueva York" (the glossary), not "EST".
    ...(language === 'es' ? {} : { timeZoneName: 'short' as const }),
  }).format(d);
  return language === 'es' ? `${text}, hora de Nueva York` : text;
}
