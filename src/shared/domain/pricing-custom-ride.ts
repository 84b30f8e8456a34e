/**
 * The customer-side custom ride (customer document §9): one vehicle's quote from the route's distance, its
 * tolls and New York's for-hire surcharges.
 */
import { mulDivRound } from './exact.ts';
import { BPS_ONE, type PricingConfig } from './pricing-config.ts';
import { CENTI_METRES_PER_MILE, perMileCents } from './pricing-rates.ts';
import {
  NO_SURCHARGE_FACTS,
  type SurchargeFacts,
  type SurchargeLine,
  surchargeLines,
} from './pricing-tolls.ts';

export interface CustomRideBreakdown {
  basePriceCents: number;
  distanceChargeCents: number;
  tollsCents: number;
  creditCardFeeCents: number;
  stcChargeCents: number;
  adminFeeCents: number;
  /** New York's for-hire charges (PRODUCT decision 3): their sum, and one line per charge. */
  surchargesCents: number;
  surcharges: SurchargeLine[];
  totalCents: number;
  /** Miles, 2 decimals (display only; the charge is computed from metres exactly). */
  distanceInMiles: number;
}

export interface CustomRideQuote {
  vehicleCode: string;
  breakdown: CustomRideBreakdown;
  finalPriceCents: number;
}

/**
 * The customer-side custom ride (customer document §9): miles = metres / 1609.34; service price = base + miles x
 * per-mile rate; card fee 4% and STC 14% of the service price; plus the admin fee and the tolls; plus New
 * York's for-hire charges as their own lines (PRODUCT decision 3; the Black Car Fund percentage applies to the
 * sum of the lines before it). Without a route (`distanceMeters` null) the fees apply to the base alone and no
 * tolls are added. Distances are taken in whole metres (route providers report integers).
 */
export function customRideQuote(
  config: PricingConfig,
  input: {
    vehicleCode: string;
    distanceMeters: number | null;
    tollsCents: number;
    /** What the route touches; absent = nothing (only percentage surcharges apply). */
    surchargeFacts?: SurchargeFacts | null | undefined;
  },
): CustomRideQuote {
  const c = config.customRide;
  const metres =
    input.distanceMeters === null ? null : Math.max(0, Math.round(Number(input.distanceMeters) || 0));
  const rate = perMileCents(config, input.vehicleCode);
  // metres x rate / 1609.34 = metres x rate x 100 / 160934
  const distanceChargeCents = metres === null ? 0 : mulDivRound([metres, rate, 100], CENTI_METRES_PER_MILE);
  const tollsCents = metres === null ? 0 : Math.max(0, Math.round(Number(input.tollsCents) || 0));
  const servicePriceCents = c.basePriceCents + distanceChargeCents;
  const creditCardFeeCents = mulDivRound([servicePriceCents, c.creditCardFeeBps], BPS_ONE);
  const stcChargeCents = mulDivRound([servicePriceCents, c.stcBps], BPS_ONE);
  const fareCents = servicePriceCents + tollsCents + creditCardFeeCents + stcChargeCents + c.adminFeeCents;
  const surcharges = surchargeLines(config, input.surchargeFacts ?? NO_SURCHARGE_FACTS, fareCents);
  const surchargesCents = surcharges.reduce((sum, s) => sum + s.cents, 0);
  const totalCents = fareCents + surchargesCents;
  const distanceInMiles = metres === null ? 0 : mulDivRound([metres, 10_000], CENTI_METRES_PER_MILE) / 100;
  return {
    vehicleCode: input.vehicleCode,
    breakdown: {
      basePriceCents: c.basePriceCents,
      distanceChargeCents,
      tollsCents,
      creditCardFeeCents,
      stcChargeCents,
      adminFeeCents: c.adminFeeCents,
      surchargesCents,
      surcharges,
      totalCents,
      distanceInMiles,
    },
    finalPriceCents: totalCents,
  };
}
