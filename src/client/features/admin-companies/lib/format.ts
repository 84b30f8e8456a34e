import { useMemo } from 'react';
import { formatMoney } from '../../../booking/lib/booking-format.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';

/** Cents as dollars in the page's language ("$25,000.00"). */
export function useCents() {
  const lang = useContentLanguage();
  return useMemo(() => (cents: number) => formatMoney(cents / 100, lang), [lang]);
}
