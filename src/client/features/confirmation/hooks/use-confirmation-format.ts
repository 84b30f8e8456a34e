import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingView, PriceLineView } from '../../../../shared/contracts/checkout.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { formatMoney, formatNyDateTime, formatPercent } from '../lib/format.ts';
import { receiptRecipient } from '../lib/receipt-message.ts';

const KNOWN: Record<string, string> = {
  'We could not find that booking.': 'serverMessages.notFound',
  'This booking is awaiting payment and is not confirmed yet.': 'serverMessages.awaitingPayment',
  'The receipt could not be sent right now. Please try again later.': 'serverMessages.receiptFailed',
  'Network error. Please try again.': 'serverMessages.network',
};

/** Formatting bound to the current language, and the server's English messages in Spanish when known. */
export function useConfirmationFormat() {
  const { t } = useTranslation('confirmation');
  const lang = useContentLanguage();
  return useMemo(
    () => ({
      lang,
      money: (dollars: number) => formatMoney(dollars, lang),
      percent: (percent: number) => formatPercent(percent, lang),
      dateTime: (iso: string | null | undefined) => formatNyDateTime(iso, lang),
      message: (text: string) => {
        if (lang === 'en') return text;
        const to = receiptRecipient(text);
        if (to) return t('receipt.sentTo', { email: to });
        const key = KNOWN[text];
        return key ? t(key) : text;
      },
      service: (b: Pick<BookingView, 'serviceType' | 'serviceName'>) =>
        lang === 'es' ? t(`services.${b.serviceType}`, { defaultValue: b.serviceName }) : b.serviceName,
      line: (l: PriceLineView) => (lang === 'es' ? t(`lines.${l.code}`, { defaultValue: l.label }) : l.label),
    }),
    [lang, t],
  );
}

export type ConfirmationFormat = ReturnType<typeof useConfirmationFormat>;
