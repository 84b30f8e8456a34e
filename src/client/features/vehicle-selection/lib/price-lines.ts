import type { RouteInfo } from '../../../../shared/contracts/maps.ts';
import type {
  Breakdown,
  QuoteLeg,
  QuoteResponse,
  VehicleQuote,
} from '../../../../shared/contracts/quotes.ts';
import type { SurchargeId } from '../../../../shared/domain/pricing-config.ts';

/** One priced line of a leg's fare, as the server computed it. */
export type PriceLine =
  | { id: 'package'; cents: number }
  /** An hourly ride: the hours x the hourly rate (cents, may hold a fraction of a cent: $81.125). */
  | { id: 'hourly'; cents: number; hours: number; rateCents: number }
  | { id: 'base'; cents: number }
  | { id: 'distance'; cents: number; miles: number }
  /** Each toll by crossing id (named on the page in the reader's language), with the server's English name. */
  | { id: 'tolls'; cents: number; tolls: { id: string; name: string }[] }
  /** Card fee and STC charge carry the configured rate (percent of base + distance), never one read back. */
  | { id: 'cardFee'; cents: number; percent: number }
  | { id: 'stc'; cents: number; percent: number }
  | { id: 'admin'; cents: number };

export interface LegPrice {
  leg: QuoteLeg['leg'];
  pricing: QuoteLeg['pricing'];
  lines: PriceLine[];
  /** The leg's fare without New York's for-hire surcharges (the receipt's "Trip fare" line). */
  fareCents: number;
}

/**
 * A vehicle's price in the order of the receipt (server/modules/bookings/booking-price-lines.ts and the PDF):
 * each leg's fare, the for-hire surcharges summed by charge, the extras, subtotal, tax and the all-in total.
 */
export interface PriceSummary {
  legs: LegPrice[];
  surcharges: { id: SurchargeId; cents: number }[];
  extras: VehicleQuote['extras'];
  extrasCents: number;
  subtotalCents: number;
  taxRatePpm: number;
  taxCents: number;
  totalCents: number;
}

/** What of the quote the lines need besides the vehicle: the routes (toll names), the hours and the rates. */
export type PriceContext = Pick<QuoteResponse, 'route' | 'returnRoute' | 'hours' | 'rates'> & {
  priceBasis?: Pick<QuoteResponse['priceBasis'], 'kind'> | undefined;
};

/** Basis points as a percent (400 → 4). */
export const bpsPercent = (bps: number) => bps / 100;

function customLines(b: Breakdown, route: RouteInfo | null, rates: QuoteResponse['rates']): PriceLine[] {
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
    { id: 'cardFee', cents: b.creditCardFeeCents, percent: bpsPercent(rates.creditCardFeeBps) },
    { id: 'stc', cents: b.stcChargeCents, percent: bpsPercent(rates.stcBps) },
    { id: 'admin', cents: b.adminFeeCents },
  );
  return lines;
}

function legLines(leg: QuoteLeg, ctx: PriceContext): PriceLine[] {
  const hourly =
    leg.leg === 'hourly' && ctx.hours !== null && ctx.hours > 0 && ctx.priceBasis?.kind !== 'time-package';
  if (hourly && ctx.hours !== null)
    return [{ id: 'hourly', cents: leg.priceCents, hours: ctx.hours, rateCents: leg.priceCents / ctx.hours }];
  if (leg.pricing === 'package') return [{ id: 'package', cents: leg.priceCents }];
  // The server prices a return leg on the return route, or the outbound one when it has none.
  const route = leg.leg === 'return' ? (ctx.returnRoute ?? ctx.route) : ctx.route;
  return customLines(leg.breakdown, route, ctx.rates);
}

/**
 * The price breakdown of one vehicle, line by line, from the quote, in the receipt's order. Nothing is computed
 * here but labels and the surcharges summed by charge (as the booking stores them): every amount is the server's.
 */
export function priceSummary(quote: VehicleQuote, ctx: PriceContext): PriceSummary {
  const surcharges = new Map<SurchargeId, number>();
  for (const s of quote.legs.flatMap((leg) => leg.breakdown.surcharges))
    surcharges.set(s.id, (surcharges.get(s.id) ?? 0) + s.cents);
  return {
    legs: quote.legs.map((leg) => ({
      leg: leg.leg,
      pricing: leg.pricing,
      fareCents: leg.priceCents - leg.breakdown.surchargesCents,
      lines: legLines(leg, ctx),
    })),
    surcharges: [...surcharges].map(([id, cents]) => ({ id, cents })),
    extras: quote.extras,
    extrasCents: quote.extrasCents,
    subtotalCents: quote.subtotalCents,
    taxRatePpm: quote.taxRatePpm,
    taxCents: quote.taxCents,
    totalCents: quote.totalCents,
  };
}
