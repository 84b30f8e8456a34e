import { intlLocale, type Language } from '../../../booking/lib/booking-format.ts';

/** The back office reads every time in New York, wherever the operator is. */
const NEW_YORK_TZ = 'America/New_York';

const OPTIONS = {
  day: { year: 'numeric', month: 'short', day: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  dayTime: {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * An instant in New York: `day` "Mar 5, 2026", `time` "1:30 PM EST", `dayTime` both; '' when missing or
 * invalid.
 */
export function formatNy(
  iso: string | null | undefined,
  part: keyof typeof OPTIONS,
  language: Language,
): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(language), { timeZone: NEW_YORK_TZ, ...OPTIONS[part] }).format(d);
}
