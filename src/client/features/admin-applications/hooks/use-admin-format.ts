import { useMemo } from 'react';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { formatCalendarDate, formatDay, formatDayTime, formatTime } from '../lib/format.ts';

/** New York dates in the page language. */
export function useAdminFormat() {
  const lang = useContentLanguage();
  return useMemo(
    () => ({
      lang,
      day: (iso: string | null | undefined) => formatDay(iso, lang),
      time: (iso: string | null | undefined) => formatTime(iso, lang),
      dayTime: (iso: string | null | undefined) => formatDayTime(iso, lang),
      calendarDate: (ymd: string) => formatCalendarDate(ymd, lang),
    }),
    [lang],
  );
}
