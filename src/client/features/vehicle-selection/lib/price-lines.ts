import type { RouteInfo } from '../../../../shared/contracts/maps.ts';
import type { Breakdown, QuoteLeg, VehicleQuote } from '../../../../shared/contracts/quotes.ts';
import type { SurchargeId } from '../../../../shared/domain/pricing-config.ts';

/** One priced line of a leg, as the server computed it. */
export type PriceLine =
  | { id: 'package'; cents: number }
  | { id: 'base'; cents: number }
  | { id: 'distance'; cents: number; miles: number }
  /** Each toll by crossing id (named on the page in the reader's language), with the server's English name. */
  | { id: 'tolls'; cents: number; tolls: { id: string; name: string }[] }
  /** Card fee and STC charge carry their rate (percent of base + distance), read back from the amounts. */
  | { id: 'cardFee'; cents: number; percent: number | null }
  | { id: 'stc'; cents: number; percent: number | null }
  | { id: 'admin'; cents: number }
  /** One of New York's for-hire charges (PRODUCT decision 3). */
  | { id: 'surcharge'; surcharge: SurchargeId; cents: number };

export interface LegPrice {
  leg: QuoteLeg['leg'];
  pricing: QuoteLeg['pricing'];
  lines: PriceLine[];
  cents: number;
}

export interface PriceSummary {
  legs: LegPrice[];
  extras: VehicleQuote['extras'];
  extrasCents: number;
  subtotalCents: number;
  taxRatePpm: number;
  taxCents: number;
  totalCents: number;
}

/** A fee's rate in percent of the service price, to 2 decimals (the server rounds the fee to the cent). */
export function feePercent(feeCents: number, servicePriceCents: number): number | null {
  if (servicePriceCents <= 0) return null;
  return Math.round((feeCents / servicePriceCents) * 10_000) / 100;
}

function customLines(b: Breakdown, route: RouteInfo | null): PriceLine[] {
  const service = b.basePriceCents + b.distanceChargeCents;
  const lines: PriceLine[] = [{ id: 'base', cents: b.basePriceCents }];
  if (b.distanceChargeCents > 0)
    lines.push({ id: 'distance', cents: b.distanceChargeCents, miles: b.distanceInMiles });
  if (b.tollsCents > 0)
    lines.push({
      id: 'tolls',
      cents: b.tollsCents,
      tolls: route?.tolls.map((t) => ({ id: t.id, name: t.name })) ?? [],
    });
  lines.push(
    { id: 'cardFee', cents: b.creditCardFeeCents, percent: feePercent(b.creditCardFeeCents, service) },
    { id: 'stc', cents: b.stcChargeCents, percent: feePercent(b.stcChargeCents, service) },
    { id: 'admin', cents: b.adminFeeCents },
    ...b.surcharges.map((s) => ({ id: 'surcharge' as const, surcharge: s.id, cents: s.cents })),
  );
  return lines;
}

/**
 * The price breakdown of one vehicle, line by line, from the quote: each leg (a package price, or the custom
 * formula's base, distance, tolls with their names, card fee, STC charge and admin fee), extras, tax and total.
 * Nothing is computed here but labels: every amount is the server's.
 */
export function priceSummary(
  quote: VehicleQuote,
  routes: { route: RouteInfo | null; returnRoute: RouteInfo | null },
): PriceSummary {
  return {
    legs: quote.legs.map((leg) => ({
      leg: leg.leg,
      pricing: leg.pricing,
      cents: leg.priceCents,
      lines:
        leg.pricing === 'package'
          ? [{ id: 'package', cents: leg.priceCents }]
          : // The server prices a return leg on the return route, or the outbound one when it has none.
            customLines(
              leg.breakdown,
              leg.leg === 'return' ? (routes.returnRoute ?? routes.route) : routes.route,
            ),
    })),
    extras: quote.extras,
    extrasCents: quote.extrasCents,
    subtotalCents: quote.subtotalCents,
    taxRatePpm: quote.taxRatePpm,
    taxCents: quote.taxCents,
    totalCents: quote.totalCents,
  };
}
