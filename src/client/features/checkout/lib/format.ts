/** Formatting for checkout: server dollars, the tax rate, New York date-times. */

export type Language = 'en' | 'es';

const NEW_YORK_TZ = 'America/New_York';

/** The Intl locale for a site language (US Spanish keeps US number and currency conventions). */
export function intlLocale(language: Language): string {
  return language === 'es' ? 'es-US' : 'en-US';
}

/** Dollars as the server sends them, with two decimals ($1,234.50). */
export function formatMoney(dollars: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(dollars);
}

/** A rate in percent (8.875 → "8.875%"). */
export function formatPercent(percent: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 3 }).format(
    percent / 100,
  );
}

/** An instant in New York time ("Thu, Jul 4, 2030, 2:30 PM EDT"); '' when missing or invalid. */
export function formatNyDateTime(iso: string | null | undefined, language: Language): string {
  if (!iso) return '';
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
