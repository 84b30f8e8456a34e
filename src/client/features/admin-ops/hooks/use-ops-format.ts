import { useMemo } from 'react';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { formatNy } from '../lib/format.ts';

/** New York dates and counts in the page language. */
export function useOpsFormat() {
  const lang = useContentLanguage();
  return useMemo(
    () => ({
      day: (iso: string | null | undefined) => formatNy(iso, 'day', lang),
      time: (iso: string | null | undefined) => formatNy(iso, 'time', lang),
      dayTime: (iso: string | null | undefined) => formatNy(iso, 'dayTime', lang),
      count: (n: number) => n.toLocaleString(lang === 'es' ? 'es-US' : 'en-US'),
    }),
    [lang],
  );
}
