import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingView, PriceLineView } from '../../shared/contracts/checkout.ts';
import type { QuoteResponse } from '../../shared/contracts/quotes.ts';
import type { BookingDraft } from './booking-draft.ts';
import {
  formatCents,
  formatMiles,
  formatMoney,
  formatNyDateTime,
  formatPercent,
  formatRatePpm,
  formatWholeDollars,
} from './booking-format.ts';
import { draftPackageId } from './quote-request.ts';
import { useContentLanguage } from './use-content-language.ts';

/** A server message we have a text for: its key in the step's namespace and the values it carries. */
export interface KnownMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** How a booking step shows the server's English messages. */
export interface ServerMessages {
  /** The namespace holding the texts. */
  ns: string;
  /** The message's key, or null to show it as the server wrote it. */
  known: (message: string) => KnownMessage | null;
  /** English messages go through the namespace too (else they are shown as the server wrote them). */
  rewordEnglish?: boolean;
}

interface TranslateMessage {
  (message: string): string;
  (message: string | undefined): string | undefined;
}

/**
 * Formatting bound to the site language for the booking steps: money, rates, miles, New York date-times,
 * service, package and price-line names (the shared names live in the common namespace), and the server's
 * English messages in the site language when the step knows them.
 */
export function useBookingFormat(messages?: ServerMessages) {
  const { t } = useTranslation('common');
  const { t: tm } = useTranslation(messages?.ns ?? 'common');
  const lang = useContentLanguage();
  return useMemo(() => {
    const message = ((text: string | undefined) => {
      if (!text || !messages || (lang === 'en' && !messages.rewordEnglish)) return text;
      const known = messages.known(text);
      return known ? tm(known.key, known.values) : text;
    }) as TranslateMessage;
    return {
      lang,
      /** Integer cents, as quotes send them ($1,234.50). */
      cents: (cents: number) => formatCents(cents, lang),
      /** Dollars, as booking views send them ($1,234.50). */
      dollars: (dollars: number) => formatMoney(dollars, lang),
      /** Whole dollars without cents ("from $359"). */
      wholeDollars: (dollars: number) => formatWholeDollars(dollars, lang),
      percent: (percent: number) => formatPercent(percent, lang),
      /** A rate in parts per million. */
      rate: (ppm: number) => formatRatePpm(ppm, lang),
      miles: (miles: number) => formatMiles(miles, lang),
      dateTime: (iso: string | null | undefined) => formatNyDateTime(iso, lang),
      message,
      /** A booking's service: ours in Spanish by service type, else the server's name. */
      service: (b: Pick<BookingView, 'serviceType' | 'serviceName'>) =>
        lang === 'es' ? t(`services.${b.serviceType}`, { defaultValue: b.serviceName }) : b.serviceName,
      /** A draft's service: ours by service type, else the name the draft stored. */
      draftService: (draft: Pick<BookingDraft, 'serviceType' | 'serviceName'>) =>
        t(`services.${draft.serviceType}`, { defaultValue: draft.serviceName ?? draft.serviceType }),
      /** A draft's package: ours by its price-list id, else as the marketing page stored it. */
      packageName: (draft: BookingDraft, quote: QuoteResponse | undefined): string | null => {
        const id = quote?.package?.id ?? draftPackageId(draft)?.replace(/-manhattan$/, '');
        const stored = quote?.package?.name ?? draft.packageName ?? draft.routeName;
        if (!id) return stored ?? null;
        if (id === 'custom')
          return draft.routeId === 'custom' ? t('packages.customRoute') : t('packages.custom');
        return t(`packages.${id}`, { defaultValue: stored ?? id });
      },
      /** A price line's label: the server's, or ours in Spanish for the fixed lines (tolls, extras, fees). */
      line: (l: PriceLineView) => (lang === 'es' ? t(`lines.${l.code}`, { defaultValue: l.label }) : l.label),
    };
  }, [lang, t, tm, messages]);
}

export type BookingFormat = ReturnType<typeof useBookingFormat>;
