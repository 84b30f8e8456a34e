import { useMemo } from 'react';
import { formatMoney } from '../../../booking/lib/booking-format.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { formatAgo, formatCoordinate, formatDay, formatDayTime, formatRating } from '../lib/drivers.ts';

/** The section's formatting bound to the page language: money, ratings, New York dates, "3 minutes ago". */
export function useDriversFormat() {
  const lang = useContentLanguage();
  return useMemo(
    () => ({
      lang,
      money: (dollars: number) => formatMoney(dollars, lang),
      rating: (rating: number | null) => formatRating(rating, lang),
      dayTime: (iso: string | null | undefined) => formatDayTime(iso, lang),
      day: (value: string | null | undefined) => formatDay(value, lang),
      ago: (iso: string | null | undefined, now: Date) => formatAgo(iso, now, lang),
      coordinate: formatCoordinate,
      count: (n: number) => new Intl.NumberFormat(lang === 'es' ? 'es-US' : 'en-US').format(n),
    }),
    [lang],
  );
}

export type DriversFormat = ReturnType<typeof useDriversFormat>;
