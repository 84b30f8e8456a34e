/**
 * The per-vehicle rates of a pricing configuration (custom-ride per-mile rate, package multiplier, package
 * prices) and the unit helpers the customer-side formulas share (pricing.ts describes the units).
 */
import { mulDivRound } from './exact.ts';
import { BPS_ONE, type PricingConfig, type PricingPackage, type VehicleCodeTable } from './pricing-config.ts';

/** Metres in a statute mile as the specification writes it ("miles = metres / 1609.34"), x100 to stay integer. */
export const CENTI_METRES_PER_MILE = 160_934;

/** Round a non-negative count to hundredths, as an integer (12.345 miles -> 1235). */
export const toHundredths = (x: number) => Math.round(x * 100);

function codeValue(table: VehicleCodeTable, code: string): number {
  return Object.hasOwn(table, code) ? (table[code] ?? table.other) : table.other;
}

export function perMileCents(config: PricingConfig, vehicleCode: string): number {
  return codeValue(config.customRide.perMileCents, vehicleCode);
}

export function packageMultiplierBps(config: PricingConfig, vehicleCode: string): number {
  return codeValue(config.packageMultipliersBps, vehicleCode);
}

/** A package's price for one vehicle: base x the vehicle's multiplier, rounded to cents, no fees. */
export function packagePriceCents(
  config: PricingConfig,
  input: { basePriceCents: number; vehicleCode: string },
): number {
  return mulDivRound([input.basePriceCents, packageMultiplierBps(config, input.vehicleCode)], BPS_ONE);
}

export function findPackage(config: PricingConfig, packageId: string): PricingPackage | null {
  return config.packages.find((p) => p.id === packageId) ?? null;
}
