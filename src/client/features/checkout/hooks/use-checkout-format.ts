import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingView, PriceLineView } from '../../../../shared/contracts/checkout.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { formatMoney, formatNyDateTime, formatPercent } from '../lib/format.ts';
import { messageKey } from '../lib/messages.ts';

/** Formatting bound to the current language, and the server's English messages in Spanish when known. */
export function useCheckoutFormat() {
  const { t } = useTranslation('checkout');
  const lang = useContentLanguage();
  return useMemo(
    () => ({
      lang,
      money: (dollars: number) => formatMoney(dollars, lang),
      percent: (percent: number) => formatPercent(percent, lang),
      dateTime: (iso: string | null | undefined) => formatNyDateTime(iso, lang),
      /** The server's message, in Spanish when we know its translation. */
      message: (text: string) => {
        if (lang === 'en') return text;
        const key = messageKey(text);
        return key ? t(key) : text;
      },
      /** The service's name: ours in Spanish by service type, else the server's. */
      service: (b: Pick<BookingView, 'serviceType' | 'serviceName'>) =>
        lang === 'es' ? t(`services.${b.serviceType}`, { defaultValue: b.serviceName }) : b.serviceName,
      /** A price line's label: the server's, or ours in Spanish for the fixed lines (tolls, extras, fees). */
      line: (l: PriceLineView) => (lang === 'es' ? t(`lines.${l.code}`, { defaultValue: l.label }) : l.label),
    }),
    [lang, t],
  );
}

export type CheckoutFormat = ReturnType<typeof useCheckoutFormat>;
