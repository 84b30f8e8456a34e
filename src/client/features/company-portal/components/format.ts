import { useMemo } from 'react';
import { formatMoney } from '../../../booking/lib/booking-format.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';

/** Money (from cents) and the page language for the portal. */
export function usePortalFormat() {
  const lang = useContentLanguage();
  return useMemo(() => ({ lang, money: (dollars: number) => formatMoney(dollars, lang) }), [lang]);
}

/** Where a visitor who must sign in first goes; `next` brings them back afterwards. */
export function loginHref(next: string): string {
  return `/auth/login?next=${encodeURIComponent(next)}`;
}
