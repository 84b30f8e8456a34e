import { useTranslation } from 'react-i18next';
import type { QuoteResponse } from '../../../shared/contracts/quotes.ts';

/** A quote, or a stored booking (its priceBasis as the quote said when it was made; null on older bookings). */
export interface PricedRide {
  priceBasis?: Pick<
    QuoteResponse['priceBasis'],
    'packageId' | 'packageName' | 'reasonCode' | 'reason'
  > | null;
  hours: number | null;
}

/**
 * A package's name in the page language (the configuration stores it in English), the stored name for a package
 * the texts do not know; null without one.
 */
export function usePackageName(
  packageId: string | null | undefined,
  packageName: string | null | undefined,
): string | null {
  const { t } = useTranslation('common');
  if (!packageId) return packageName ?? null;
  return t(`packages.${packageId}`, { defaultValue: packageName ?? packageId });
}

/**
 * Which price applied and why (PRODUCT decision 24): the quote's reason code in the page language, with the
 * package's name in it; the server's English until the texts have loaded; null before the quote (or for a booking that did not store it). Shown by the
 * vehicle step's ride summary, the details step's summary and the checkout's order summary.
 */
export function usePriceBasisText(quote: PricedRide | undefined): string | null {
  const { t: te } = useTranslation('errors', { useSuspense: false });
  const { t: tc } = useTranslation('common');
  const basis = quote?.priceBasis;
  if (!basis) return null;
  const pkg = basis.packageId
    ? tc(`packages.${basis.packageId}`, { defaultValue: basis.packageName ?? basis.packageId })
    : (basis.packageName ?? '');
  return (
    te(basis.reasonCode, {
      package: pkg,
      hours: quote.hours ?? '',
      keySeparator: false,
      nsSeparator: false,
      defaultValue: '',
    }) || basis.reason
  );
}
