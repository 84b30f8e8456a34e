import type { Language } from '../../../booking/lib/booking-format.ts';
import { formatNy } from '../../../lib/new-york-date.ts';

/** "Mar 5, 2025": applications are dated in New York time, wherever the admin is ('' when missing or invalid). */
export const formatDay = (iso: string | null | undefined, language: Language) =>
  formatNy(iso, 'day', language);

/** "1:30 PM EST" */
export const formatTime = (iso: string | null | undefined, language: Language) =>
  formatNy(iso, 'time', language);

/** "Mar 5, 2025, 1:30 PM EST" */
export const formatDayTime = (iso: string | null | undefined, language: Language) =>
  formatNy(iso, 'dayTime', language);

/** A license expiry (YYYY-MM-DD) as written: no zone can move it a day. */
export { formatCalendarDate } from '../../../lib/new-york-date.ts';
