import { useMemo } from 'react';
import { formatMoney, formatPercent, intlLocale } from '../../../booking/lib/booking-format.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { formatNy } from '../lib/format.ts';

/** New York dates, dollars with two decimals, percentages and counts in the page language. */
export function useBookingFormat() {
  const lang = useContentLanguage();
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(intlLocale(lang));
    return {
      lang,
      day: (iso: string | null | undefined) => formatNy(iso, 'day', lang),
      time: (iso: string | null | undefined) => formatNy(iso, 'time', lang),
      dayTime: (iso: string | null | undefined) => formatNy(iso, 'dayTime', lang),
      money: (dollars: number) => formatMoney(dollars, lang),
      percent: (percent: number) => formatPercent(percent, lang),
      count: (n: number) => numbers.format(n),
    };
  }, [lang]);
}
