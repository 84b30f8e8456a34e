import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingView, PriceLineView } from '../../../shared/contracts/checkout.ts';
import type { QuoteResponse } from '../../../shared/contracts/quotes.ts';
import {
  EXTRA_LINE_CODES,
  priceLineLabel,
  SURCHARGE_LINE_CODES,
} from '../../../shared/domain/price-line-labels.ts';
import type { SurchargeId } from '../../../shared/domain/pricing-config.ts';
import type { BookingDraft } from '../lib/draft-types.ts';
import {
  formatCents,
  formatMiles,
  formatMoney,
  formatNyDateTime,
  formatPercent,
  formatRatePpm,
  formatRateCents,
  formatWholeDollars,
} from '../lib/booking-format.ts';
import { draftPackageId } from '../lib/quote-request.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { useContentLanguage } from '../../lib/use-content-language.ts';

/**
 * Formatting bound to the site language for the booking steps: money, rates, miles, New York date-times,
 * service and package names (the common namespace), price-line names by code (shared/domain/price-line-labels.ts,
 * the one table the pages, emails and PDF share), and errors (an AppError, a form message's code, a notice code)
 * in the site language.
 */
export function useBookingFormat() {
  const { t } = useTranslation('common');
  const message = useErrorText();
  const lang = useContentLanguage();
  return useMemo(() => {
    return {
      lang,
      /** Integer cents, as quotes send them ($1,234.50). */
      cents: (cents: number) => formatCents(cents, lang),
      /** A rate in cents, to a tenth of a cent when it has one ($81.125). */
      centsRate: (cents: number) => formatRateCents(cents, lang),
      /** Dollars, as booking views send them ($1,234.50). */
      dollars: (dollars: number) => formatMoney(dollars, lang),
      /** Whole dollars without cents ("from $359"). */
      wholeDollars: (dollars: number) => formatWholeDollars(dollars, lang),
      percent: (percent: number) => formatPercent(percent, lang),
      /** A rate in parts per million. */
      rate: (ppm: number) => formatRatePpm(ppm, lang),
      miles: (miles: number) => formatMiles(miles, lang),
      dateTime: (iso: string | null | undefined) => formatNyDateTime(iso, lang),
      /** An error's text (see errorText); undefined for an unknown exception. */
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
      /** A stored price line's name by its code in the site language (the server's label for an unknown code). */
      line: (l: Pick<PriceLineView, 'code' | 'label'>) => priceLineLabel(l, lang),
      /** A quote's for-hire surcharge by id, named as the booking's stored line will be. */
      surcharge: (id: SurchargeId) => priceLineLabel({ code: SURCHARGE_LINE_CODES[id], label: id }, lang),
      /** A quote's extra by id, named as the booking's stored line will be. */
      extra: (id: keyof typeof EXTRA_LINE_CODES) =>
        priceLineLabel({ code: EXTRA_LINE_CODES[id], label: id }, lang),
    };
  }, [lang, t, message]);
}

export type BookingFormat = ReturnType<typeof useBookingFormat>;
