/**
 * Hourly rides and time packages (PRODUCT decision 3): the hourly packages' rates, the hours a drive needs,
 * and a wedding or event package with extra hours.
 */
import { mulDivRound } from './exact.ts';
import { BPS_ONE, type PricingConfig, type PricingPackage } from './pricing-config.ts';
import { packageMultiplierBps, packagePriceCents, toHundredths } from './pricing-rates.ts';
import { HOURLY_MIN_HOURS } from './ride-size.ts';

/** The hourly packages of a configuration (kind 'hourly' with hours), shortest first. */
export function hourlyPackages(config: PricingConfig): PricingPackage[] {
  return config.packages
    .filter((p) => p.kind === 'hourly' && typeof p.hours === 'number' && toHundredths(p.hours) > 0)
    .sort((a, b) => (a.hours as number) - (b.hours as number));
}

/**
 * The hourly package whose rate prices `hours`: the largest one not longer than them; below the shortest
 * package (a configuration whose shortest package is longer than the hours asked), the shortest. Null when the
 * configuration has no hourly package.
 */
export function hourlyRatePackage(config: PricingConfig, hours: number): PricingPackage | null {
  const tiers = hourlyPackages(config);
  let chosen: PricingPackage | null = tiers[0] ?? null;
  for (const p of tiers) if ((p.hours as number) <= hours) chosen = p;
  return chosen;
}

/**
 * `hours` at one package's hourly rate for a vehicle: hours x (package price / package hours) x the vehicle's
 * multiplier, rounded once to the cent (half away from zero). Hours count to the hundredth.
 */
function hoursAtRateCents(
  config: PricingConfig,
  rate: PricingPackage,
  hours: number,
  vehicleCode: string,
): number {
  const hundredths = Math.max(0, toHundredths(hours));
  const rateHundredths = toHundredths(rate.hours as number);
  return mulDivRound(
    [hundredths, rate.basePriceCents, packageMultiplierBps(config, vehicleCode)],
    rateHundredths * BPS_ONE,
  );
}

/**
 * The whole hours an hourly ride needs for the driving time of the route the customer gave (PRODUCT decision
 * 20): the driving seconds rounded up to whole hours, at least the minimum hourly booking (2). A second over a
 * whole hour needs the next hour: the booked hours must cover the driving, never nearly cover it. NaN and
 * negative seconds count as no driving (the minimum); an endless drive needs endless hours (refused).
 */
export function hourlyHoursNeeded(drivingSeconds: number): number {
  const seconds = drivingSeconds > 0 ? drivingSeconds : 0;
  return Math.max(HOURLY_MIN_HOURS, Math.ceil(seconds / 3600));
}

/**
 * An hourly ride (PRODUCT decision 3): the hours x the hourly price of the largest hourly package not longer
 * than them (basic 2 h $199 -> $99.50 an hour, standard 4 h $359 -> $89.75, premium 8 h $649 -> $81.125), x the
 * vehicle multiplier, one rounding to the cent, half away from zero. At a package's own hours this is exactly
 * the package's price x the multiplier (packagePriceCents). Null without any hourly package configured.
 */
export function hourlyPriceCents(
  config: PricingConfig,
  input: { hours: number; vehicleCode: string },
): number | null {
  const rate = hourlyRatePackage(config, input.hours);
  return rate ? hoursAtRateCents(config, rate, input.hours, input.vehicleCode) : null;
}

/**
 * A wedding or event package for `hours` (PRODUCT decision 3 and the package rule of package-coverage.ts): the
 * package's price x the vehicle multiplier covers its included hours, and fewer hours cost the same (the car
 * is the party's for the package's hours); each hour beyond is charged at the hourly rate of the hourly ride of
 * that many hours in all (the rate of the largest hourly package not longer than the total), x the vehicle
 * multiplier. Two lines, each rounded once to the cent. `hoursPriced` is the larger of the two.
 */
export function timePackagePriceCents(
  config: PricingConfig,
  input: { pkg: PricingPackage; includedHours: number; hours: number; vehicleCode: string },
): { cents: number; hoursPriced: number; extraHoursCents: number } {
  const packageCents = packagePriceCents(config, {
    basePriceCents: input.pkg.basePriceCents,
    vehicleCode: input.vehicleCode,
  });
  const extraHours = Math.max(0, input.hours - input.includedHours);
  const rate = extraHours > 0 ? hourlyRatePackage(config, input.hours) : null;
  const extraHoursCents = rate ? hoursAtRateCents(config, rate, extraHours, input.vehicleCode) : 0;
  return {
    cents: packageCents + extraHoursCents,
    hoursPriced: Math.max(input.hours, input.includedHours),
    extraHoursCents,
  };
}
