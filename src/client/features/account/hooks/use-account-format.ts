import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingSummary } from '../../../../shared/contracts/bookings.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { formatMoney, formatPercent } from '../../../booking/lib/booking-format.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';

/** Formatting bound to the current language: money, New York date-times and service names. */
export function useAccountFormat() {
  const { t } = useTranslation('account');
  const lang = useContentLanguage();
  return useMemo(
    () => ({
      lang,
      money: (amount: number) => formatMoney(amount, lang),
      percent: (percent: number) => formatPercent(percent, lang),
      dateTime: (iso: string | null | undefined) => formatDateTime(iso, lang),
      date: (iso: string | null | undefined) => formatDate(iso, lang),
      /** The server names services in English; Spanish uses our label for the service type when we know it. */
      service: (b: Pick<BookingSummary, 'serviceType' | 'serviceName'>) =>
        lang === 'es' ? t(`services.${b.serviceType}`, { defaultValue: b.serviceName }) : b.serviceName,
    }),
    [lang, t],
  );
}
