import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, formatMoney } from '../../../booking/lib/booking-format.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import {
  formatClock,
  formatCoordinate,
  formatDistance,
  formatDuration,
  formatStageTime,
  formatTripDateTime,
} from '../lib/format.ts';

/** Formatting bound to the page language: money, New York times, miles, durations and service names. */
export function useDriverFormat() {
  const { t } = useTranslation('driver-dashboard');
  const lang = useContentLanguage();
  return useMemo(
    () => ({
      lang,
      money: (dollars: number) => formatMoney(dollars, lang),
      cents: (cents: number) => formatCents(cents, lang),
      dateTime: (iso: string | null | undefined) => formatTripDateTime(iso, lang),
      clock: (at: Date | string | null | undefined) => formatClock(at, lang),
      /** A stage's time: hours and minutes in New York (never seconds). */
      stageTime: (at: Date | string | null | undefined) => formatStageTime(at, lang),
      coordinate: formatCoordinate,
      miles: (miles: number | null | undefined) => formatDistance(miles, lang),
      duration: formatDuration,
      /** A rate-card service by its id, in Spanish when we know it (the server names it in English). */
      service: (id: string, name: string) =>
        lang === 'es' ? t(`services.${id}`, { defaultValue: name }) : name,
      /** A trip's service as the booking named it (English), in Spanish when we know the name. */
      serviceName: (name: string) =>
        lang === 'es' ? t(`serviceNames.${name}`, { defaultValue: name }) : name,
    }),
    [lang, t],
  );
}
