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

/** A leg's fare by part (money-split.ts classes them): what the quote's breakdown holds, zeros left out. */
function fareParts(leg: VehicleQuote['legs'][number]): NonNullable<PriceLine['parts']> {
  const b = leg.breakdown;
  return [
    { code: 'base', amountCents: b.basePriceCents },
    { code: 'distance', amountCents: b.distanceChargeCents },
    { code: 'stc', amountCents: b.stcChargeCents },
    { code: 'card_fee', amountCents: b.creditCardFeeCents },
    { code: 'admin_fee', amountCents: b.adminFeeCents },
    { code: 'tolls', amountCents: b.tollsCents },
  ].filter((p) => p.amountCents !== 0);
}

/**
 * The booking's price lines, fixed when it is priced: one fare per leg (without the for-hire surcharges; with its
 * parts when it has several, so the chauffeur's share leaves out tolls and fees), then each surcharge of the legs summed by charge (New York requires them reported separately on the receipt), then
 * each extra.
 */
export function priceLines(vehicle: VehicleQuote): PriceLine[] {
  const legs: PriceLine[] = vehicle.legs.map((leg) => {
    const amountCents = leg.priceCents - leg.breakdown.surchargesCents;
    const code =
      vehicle.legs.length === 1 ? 'fare' : leg.leg === 'outbound' ? 'fare_outbound' : 'fare_return';
    const parts = fareParts(leg);
    const whole = parts.reduce((sum, p) => sum + p.amountCents, 0) === amountCents;
    return { ...line(code, amountCents), ...(whole && parts.length > 1 ? { parts } : {}) };
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
