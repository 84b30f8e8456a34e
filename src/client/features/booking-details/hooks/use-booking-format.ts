import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { formatCents, formatMiles, formatNyDateTime, formatRatePpm } from '../lib/booking-format.ts';
import { bookingMessageKey } from '../lib/booking-messages.ts';

/** Formatting bound to the site language, and the server's English messages in the site language when known. */
export function useBookingFormat() {
  const { t } = useTranslation('booking');
  const lang = useContentLanguage();
  return useMemo(
    () => ({
      lang,
      money: (cents: number) => formatCents(cents, lang),
      rate: (ppm: number) => formatRatePpm(ppm, lang),
      miles: (miles: number) => formatMiles(miles, lang),
      dateTime: (iso: string) => formatNyDateTime(iso, lang),
      message: (message: string | undefined) => {
        if (!message) return undefined;
        const known = bookingMessageKey(message);
        return known ? t(known.key, known.values) : message;
      },
    }),
    [lang, t],
  );
}

export type BookingFormat = ReturnType<typeof useBookingFormat>;
