/** Formatting for booking details: money from integer cents, the tax rate, miles, New York date-times. */

export type Language = 'en' | 'es';

const NEW_YORK_TZ = 'America/New_York';

/** The Intl locale for a site language (US Spanish keeps US number and currency conventions). */
export function intlLocale(language: Language): string {
  return language === 'es' ? 'es-US' : 'en-US';
}

/** Integer cents as US dollars with two decimals ($1,234.50). */
export function formatCents(cents: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** A rate in parts per million as a percentage (88750 → "8.875%"). */
export function formatRatePpm(ppm: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 3 }).format(
    ppm / 1_000_000,
  );
}

/** Miles with one decimal ("17.1 mi"). */
export function formatMiles(miles: number, language: Language): string {
  const n = new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(miles);
  return `${n} mi`;
}

/** An instant in New York time ("Fri, Jul 5, 2030, 2:30 PM EDT"); '' when invalid. */
export function formatNyDateTime(iso: string, language: Language): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(language), {
    timeZone: NEW_YORK_TZ,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(d);
}
