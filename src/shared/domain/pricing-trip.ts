/**
 * A booking's total (PRODUCT decisions 1, 4, 9 and 11): the extra stop's added miles, the extras, sales tax on
 * the legs and extras, and the driver's share of a trip price.
 */
import { mulDivRound } from './exact.ts';
import { BPS_ONE, EXTRA_IDS, type ExtraId, PPM_ONE, type PricingConfig } from './pricing-config.ts';
import { CENTI_METRES_PER_MILE, perMileCents } from './pricing-rates.ts';
import { EXTRA_STOP_INCLUDED_MILES } from './ride-size.ts';

/**
 * What the miles an extra stop adds cost for one vehicle: the extra stop's price covers EXTRA_STOP_INCLUDED_MILES
 * added miles; the metres beyond are charged at the vehicle's custom-ride per-mile rate, prorated to the metre
 * like the ride's own distance charge (metres x rate / 1609.34), rounded once to the cent, half away from zero.
 * `addedMeters` = route(pickup -> stop) + route(stop -> destination) - route(pickup -> destination), whole metres.
 */
export function extraStopMilesCents(
  config: PricingConfig,
  input: { vehicleCode: string; addedMeters: number },
): number {
  const added = Math.max(0, Math.round(Number(input.addedMeters) || 0));
  // Centimetres beyond the included miles: 5 miles = 5 x 160934 cm.
  const beyondCm = added * 100 - EXTRA_STOP_INCLUDED_MILES * CENTI_METRES_PER_MILE;
  if (beyondCm <= 0) return 0;
  return mulDivRound([beyondCm, perMileCents(config, input.vehicleCode)], CENTI_METRES_PER_MILE);
}

export type ExtrasSelection = Partial<Record<ExtraId, boolean | undefined>>;

/** The chosen extras, once per booking (PRODUCT decision 1 prices). */
export function extrasCents(
  config: PricingConfig,
  selection: ExtrasSelection,
): { lines: { id: ExtraId; cents: number }[]; totalCents: number } {
  const lines = EXTRA_IDS.filter((id) => selection[id] === true).map((id) => ({
    id,
    cents: config.extras[id].cents,
  }));
  return { lines, totalCents: lines.reduce((sum, l) => sum + l.cents, 0) };
}

export interface TripTotal {
  legsCents: number[];
  extrasCents: number;
  subtotalCents: number;
  taxRatePpm: number;
  taxCents: number;
  totalCents: number;
}

/**
 * A booking's total: its legs (a return trip is a second leg, PRODUCT decision 9), extras once per booking (with
 * the extra stop's added miles), sales tax on the subtotal (PRODUCT decision 4).
 */
export function tripTotal(
  config: PricingConfig,
  input: {
    legsCents: readonly number[];
    extras: ExtrasSelection;
    /** The extra stop's miles beyond the included ones (extraStopMilesCents), an extras line of its own. */
    extraStopMilesCents?: number;
  },
): TripTotal {
  const legsCents = [...input.legsCents];
  const extras =
    extrasCents(config, input.extras).totalCents + Math.max(0, Math.round(input.extraStopMilesCents ?? 0));
  const subtotalCents = legsCents.reduce((sum, c) => sum + c, 0) + extras;
  const taxCents = mulDivRound([subtotalCents, config.taxRatePpm], PPM_ONE);
  return {
    legsCents,
    extrasCents: extras,
    subtotalCents,
    taxRatePpm: config.taxRatePpm,
    taxCents,
    totalCents: subtotalCents + taxCents,
  };
}

/** What the driver earns from a trip price (80% by default, PRODUCT decision 11). */
export function driverEarningsCents(config: PricingConfig, priceCents: number): number {
  return mulDivRound([priceCents, config.driverShareBps], BPS_ONE);
}
