import { useMemo } from 'react';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import {
  formatBucket,
  formatCalendarDay,
  formatCompactMoney,
  formatCount,
  formatMoney,
  formatRange,
  formatShare,
} from '../lib/format.ts';
import type { DateRange, RevenueGroup } from '../lib/range.ts';

/** Analytics' formatting bound to the page language. */
export function useAnalyticsFormat() {
  const lang = useContentLanguage();
  return useMemo(
    () => ({
      lang,
      money: (dollars: number) => formatMoney(dollars, lang),
      compactMoney: (dollars: number) => formatCompactMoney(dollars, lang),
      count: (n: number) => formatCount(n, lang),
      share: (share: number) => formatShare(share, lang),
      bucket: (start: string, group: RevenueGroup) => formatBucket(start, group, lang),
      day: (value: string) => formatCalendarDay(value, lang),
      range: (range: DateRange) => formatRange(range, lang),
    }),
    [lang],
  );
}

export type AnalyticsFormat = ReturnType<typeof useAnalyticsFormat>;
