import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPercent, intlLocale } from '../../../booking/lib/booking-format.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { formatNy } from '../lib/format.ts';

/**
 * New York dates, dollars with two decimals, percentages and counts in the page language; a booking's service
 * by its id and its package by its price-list id (the server stores their English names).
 */
export function useBookingFormat() {
  const lang = useContentLanguage();
  const { t } = useTranslation('common');
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
      service: (b: { serviceType: string; serviceName: string }) =>
        t(`services.${b.serviceType}`, { defaultValue: b.serviceName }),
      packageName: (b: { packageId?: string | null | undefined; packageName: string | null }) =>
        b.packageId
          ? t(`packages.${b.packageId}`, { defaultValue: b.packageName ?? b.packageId })
          : b.packageName,
    };
  }, [lang, t]);
}
