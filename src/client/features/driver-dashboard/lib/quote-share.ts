import type { VehicleQuote } from '../../../../shared/contracts/quotes.ts';
import { driverShareCents } from '../../../../shared/domain/money-split.ts';
import type { PricingConfig } from '../../../../shared/domain/pricing-config.ts';
import { priceLines } from '../../../../shared/domain/quote-price-lines.ts';

/**
 * The chauffeur's share of a quoted vehicle (decisions 29 and 36): the lines the booking would store, from the
 * server's own quote, and the share of its fare lines only, by the code the server credits with.
 */
export const quotedShareCents = (config: Pick<PricingConfig, 'driverShareBps'>, v: VehicleQuote): number =>
  driverShareCents(config, { priceLines: priceLines(v), taxCents: v.taxCents, totalCents: v.totalCents });
