import type {
  Breakdown,
  QuoteLeg,
  QuoteResponse,
  VehicleQuote,
} from '../../../../shared/contracts/quotes.ts';
import type { SurchargeId } from '../../../../shared/domain/pricing-config.ts';

/** One line of a custom leg's fare, as the server computed it; the fees with their configured rate. */
export type FareLine =
  | { id: 'base' | 'tolls' | 'admin'; cents: number }
  | { id: 'cardFee' | 'stc'; cents: number; percent: number }
  | { id: 'distance'; cents: number; miles: number };

export interface LegLine {
  leg: QuoteLeg['leg'];
  pricing: QuoteLeg['pricing'];
  /** The leg's fare without the for-hire surcharges (the receipt's "Trip fare"). */
  cents: number;
  /** An hourly ride: the hours and the hourly rate (cents, may hold a fraction of a cent); else null. */
  hourly: { hours: number; rateCents: number } | null;
  /** When the leg starts (ISO), or null while the pickup time is still to be chosen. */
  at: string | null;
  /** A custom leg's fare lines; empty for a package (its price is the line). */
  fare: FareLine[];
}

export type ExtraId = VehicleQuote['extras'][number]['id'];

/** The booking summary: every amount is the server's; nothing is added up here. */
export interface BookingSummary {
  vehicleName: string;
  legs: LegLine[];
  /** New York's for-hire surcharges of every leg, summed by charge, as the receipt lists them. */
  surcharges: { id: SurchargeId; cents: number }[];
  extras: { id: ExtraId; cents: number }[];
  subtotalCents: number;
  taxRatePpm: number;
  taxCents: number;
  totalCents: number;
}

function fareLines(b: Breakdown, rates: QuoteResponse['rates']): FareLine[] {
  const lines: FareLine[] = [{ id: 'base', cents: b.basePriceCents }];
  if (b.distanceChargeCents > 0)
    lines.push({ id: 'distance', cents: b.distanceChargeCents, miles: b.distanceInMiles });
  if (b.tollsCents > 0) lines.push({ id: 'tolls', cents: b.tollsCents });
  lines.push(
    { id: 'cardFee', cents: b.creditCardFeeCents, percent: rates.creditCardFeeBps / 100 },
    { id: 'stc', cents: b.stcChargeCents, percent: rates.stcBps / 100 },
    { id: 'admin', cents: b.adminFeeCents },
  );
  return lines;
}

/**
 * The summary of the chosen vehicle in a quote, or null when the quote has no such vehicle. `provisionalTime`
 * hides the outbound time of a package priced before the customer chose one.
 */
export function bookingSummary(
  response: QuoteResponse,
  vehicleId: string,
  { provisionalTime = false }: { provisionalTime?: boolean } = {},
): BookingSummary | null {
  const quote = response.vehicles.find((v) => v.vehicleId === vehicleId);
  if (!quote) return null;
  // New York's for-hire charges (PRODUCT decision 3) after the fares, summed by charge, as the booking stores them.
  const surcharges = new Map<SurchargeId, number>();
  for (const s of quote.legs.flatMap((leg) => leg.breakdown.surcharges))
    surcharges.set(s.id, (surcharges.get(s.id) ?? 0) + s.cents);
  const hours = response.hours;
  return {
    vehicleName: quote.vehicleName,
    legs: quote.legs.map((leg) => ({
      leg: leg.leg,
      pricing: leg.pricing,
      cents: leg.priceCents - leg.breakdown.surchargesCents,
      hourly:
        leg.leg === 'hourly' && hours && response.priceBasis.kind !== 'time-package'
          ? { hours, rateCents: leg.priceCents / hours }
          : null,
      at: leg.leg === 'return' ? response.returnDateTime : provisionalTime ? null : response.pickupDateTime,
      fare: leg.pricing === 'custom' ? fareLines(leg.breakdown, response.rates) : [],
    })),
    surcharges: [...surcharges].map(([id, cents]) => ({ id, cents })),
    extras: quote.extras.map((e) => ({ id: e.id, cents: e.cents })),
    subtotalCents: quote.subtotalCents,
    taxRatePpm: quote.taxRatePpm,
    taxCents: quote.taxCents,
    totalCents: quote.totalCents,
  };
}

/** Each extra's price for the chosen vehicle, read from a quote with every extra on. */
export function extraPrices(
  response: QuoteResponse | undefined,
  vehicleId: string,
): Partial<Record<ExtraId, number>> {
  const quote = response?.vehicles.find((v) => v.vehicleId === vehicleId);
  const prices: Partial<Record<ExtraId, number>> = {};
  for (const e of quote?.extras ?? []) prices[e.id] = e.cents;
  return prices;
}
