import type { VehicleQuote } from '../../../shared/contracts/quotes.ts';
import {
  EXTRA_LINE_CODES,
  PRICE_LINE_LABELS,
  SURCHARGE_LINE_CODES,
} from '../../../shared/domain/price-line-labels.ts';
import type { SurchargeId } from '../../../shared/domain/pricing-config.ts';
import type { PriceLine } from '../../db/schema/bookings.ts';

/** A stored line: its code and its English label (the pages, emails and PDF translate by code). */
const line = (code: string, amountCents: number): PriceLine => ({
  code,
  label: PRICE_LINE_LABELS.en[code] ?? code,
  amountCents,
});

/**
 * The booking's price lines, fixed when it is priced: one fare per leg (without the for-hire surcharges), then
 * each surcharge of the legs summed by charge (New York requires them reported separately on the receipt), then
 * each extra.
 */
export function priceLines(vehicle: VehicleQuote): PriceLine[] {
  const legs: PriceLine[] = vehicle.legs.map((leg) => {
    const amountCents = leg.priceCents - leg.breakdown.surchargesCents;
    const code =
      vehicle.legs.length === 1 ? 'fare' : leg.leg === 'outbound' ? 'fare_outbound' : 'fare_return';
    return line(code, amountCents);
  });
  const surcharges = new Map<SurchargeId, PriceLine>();
  for (const s of vehicle.legs.flatMap((leg) => leg.breakdown.surcharges)) {
    // The surcharge's own name as the quote gives it (the pricing configuration's).
    const sum = surcharges.get(s.id) ?? { code: SURCHARGE_LINE_CODES[s.id], label: s.name, amountCents: 0 };
    surcharges.set(s.id, { ...sum, amountCents: sum.amountCents + s.cents });
  }
  const extras = vehicle.extras.map((e) => line(EXTRA_LINE_CODES[e.id], e.cents));
  return [...legs, ...surcharges.values(), ...extras];
}
