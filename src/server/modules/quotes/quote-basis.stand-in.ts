/**
 * STAND-IN (issue 34, client branch h-pricecard): fills the quote's `priceBasis` and `rates` so the client work
 * can be built and walked in the browser. The quote-service helper's branch fills them for real: drop this file
 * and its call when merging that branch.
 */
import type { QuoteResponse } from '../../../shared/contracts/quotes.ts';
import type { PricingConfig } from '../../../shared/domain/pricing-config.ts';
import type { NoticeCode } from '../../../shared/error-codes.ts';
import { errorText } from '../../../shared/error-text.ts';
import type { Pricing } from './ride-pricing.ts';

export function standInBasis(
  config: PricingConfig,
  pricing: Pricing,
): Pick<QuoteResponse, 'priceBasis' | 'rates'> {
  const pkg = pricing.kind === 'distance' || pricing.kind === 'time-package' ? pricing.pkg : null;
  const kind =
    pricing.kind === 'distance'
      ? pkg
        ? 'package'
        : 'custom'
      : pricing.kind === 'hourly'
        ? 'hourly'
        : 'time-package';
  const reasonCode: NoticeCode =
    kind === 'package'
      ? 'quote.basisPackage'
      : kind === 'custom'
        ? 'quote.basisCustom'
        : kind === 'hourly'
          ? 'quote.basisHourly'
          : 'quote.basisTimePackage';
  return {
    priceBasis: {
      kind,
      packageId: pkg?.id ?? null,
      packageName: pkg?.name ?? null,
      reasonCode,
      reason: errorText(reasonCode, { package: pkg?.name ?? '' }),
    },
    rates: {
      creditCardFeeBps: config.creditCardFeeBps,
      stcBps: config.stcBps,
      taxRatePpm: config.taxRatePpm,
    },
  };
}
