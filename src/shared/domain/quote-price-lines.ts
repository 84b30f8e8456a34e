import type { VehicleQuote } from '../contracts/quotes.ts';
import { EXTRA_LINE_CODES, PRICE_LINE_LABELS, SURCHARGE_LINE_CODES } from './price-line-labels.ts';
import type { SurchargeId } from './pricing-config.ts';

/** A booking's stored price line (the bookings table's `price_lines`), integer cents. */
export interface PriceLine {
  code: string;
  label: string;
  amountCents: number;
  /**
   * A fare line's parts (base, distance, stc, card_fee, admin_fee, tolls), adding up to it: who gets which cent
   * (money-split.ts, docs/decisions/044). Absent on lines that are one thing, and on older bookings.
   */
  parts?: { code: string; amountCents: number }[];
}

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
 * The booking's price lines of a quoted vehicle, fixed when it is priced (checkout, changes) and priced the same
 * way by the drivers' fare calculator (decision 36): one fare per leg (without the for-hire surcharges; with its
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
