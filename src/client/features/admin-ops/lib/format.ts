import { intlLocale, type Language } from '../../../booking/lib/booking-format.ts';

/** The back office dates everything in New York, wherever the operator is. */
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
export type NyPart = keyof typeof OPTIONS;

/** `day` "Mar 5, 2026", `time` "1:30 PM EST", `dayTime` both, in New York; '' when missing or invalid. */
export function formatNy(iso: string | null | undefined, part: NyPart, language: Language): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(language), {
    ...OPTIONS[part],
    timeZone: 'America/New_York',
  }).format(d);
}

/** "26–50 of 1,234": the positions of the first and last rows of a page, and the page count. */
export function pageWindow(page: number, pageSize: number, total: number) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : Math.min((page - 1) * pageSize + 1, total);
  return { first, last: Math.min(page * pageSize, total), pages };
}
