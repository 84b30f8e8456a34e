import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import {
  formatCents,
  formatDollars,
  formatMiles,
  formatNyDateTime,
  formatPercent,
  formatRatePpm,
} from '../lib/format.ts';
import { quoteMessageKey } from '../lib/quote-messages.ts';

/** Formatting bound to the current language, and the server's English messages in Spanish when known. */
export function useSelectionFormat() {
  const { t } = useTranslation('vehicles');
  const lang = useContentLanguage();
  return useMemo(
    () => ({
      lang,
      money: (cents: number) => formatCents(cents, lang),
      dollars: (dollars: number) => formatDollars(dollars, lang),
      percent: (percent: number) => formatPercent(percent, lang),
      rate: (ppm: number) => formatRatePpm(ppm, lang),
      miles: (miles: number) => formatMiles(miles, lang),
      dateTime: (iso: string) => formatNyDateTime(iso, lang),
      serverMessage: (message: string) => {
        if (lang === 'en') return message;
        const known = quoteMessageKey(message);
        return known ? t(known.key, known.values) : message;
      },
    }),
    [lang, t],
  );
}

export type SelectionFormat = ReturnType<typeof useSelectionFormat>;
