/**
 * The pricing engine: pure functions of one configuration object, integer cents throughout.
 *
 * Two formulas (PRODUCT decision 3):
 * - customer side (customer document §9): the custom-ride quote per vehicle (base + miles x per-mile rate,
 *   card fee, STC, admin fee, tolls), package prices (base x vehicle multiplier, all-in), hourly rides at the
 *   hourly packages' rates, time packages with extra hours, extras (with the extra stop's added miles), tax;
 * - operations side (operations document §9): the drivers' and admins' rate-card fare calculator (per-category
 *   rate, service factor, rush-hour/weekend/holiday factors in America/New_York, fees, minimum fare).
 *
 * Units: money in cents; multipliers and factors in basis points (10000 = x1.0); percentages in basis points
 * (400 = 4%); the tax rate in parts per million (88750 = 8.875%). Every money line is rounded to whole cents once,
 * half away from zero, with exact integer arithmetic (BigInt past 2^53), so results never drift by a float error.
 *
 * This file is the entry point importers use; the rules live beside it, one idea a file: pricing-rates.ts
 * (per-vehicle rates, package prices), pricing-custom-ride.ts, pricing-hourly.ts (hourly rides, time packages),
 * pricing-trip.ts (extra stop, extras, tax, the driver's share), pricing-rate-card.ts (the operations side) and
 * pricing-tolls.ts (tolls and surcharges).
 */
export { mulDivRound } from './exact.ts';
export {
  isTollPeak,
  NO_SURCHARGE_FACTS,
  type SurchargeFacts,
  surchargeLines,
  tollsForCrossings,
} from './pricing-tolls.ts';
export { customRideQuote } from './pricing-custom-ride.ts';
export {
  hourlyHoursNeeded,
  hourlyPriceCents,
  hourlyRatePackage,
  timePackagePriceCents,
} from './pricing-hourly.ts';
export { nyTimeFactors, type RateCardFare, rateCardFare, type RateCardInput } from './pricing-rate-card.ts';
export { findPackage, packagePriceCents } from './pricing-rates.ts';
export { driverEarningsCents, extrasCents, extraStopMilesCents, tripTotal } from './pricing-trip.ts';
