/**
 * The pricing engine: pure functions of one configuration object, integer cents throughout.
 *
 * Two formulas live here (PRODUCT decision 3):
 * - customer side (customer document §9): the custom-ride quote per vehicle (base + miles x per-mile rate,
 *   card fee, STC, admin fee, tolls), package prices (base x vehicle multiplier, all-in), hourly rides at the
 *   hourly packages' rates, time packages with extra hours, extras (with the extra stop's added miles), tax;
 * - operations side (operations document §9): the drivers' and admins' rate-card fare calculator (per-category
 *   rate, service factor, rush-hour/weekend/holiday factors in America/New_York, fees, minimum fare).
 *
 * Units: money in cents; multipliers and factors in basis points (10000 = x1.0); percentages in basis points
 * (400 = 4%); the tax rate in parts per million (88750 = 8.875%). Every money line is rounded to whole cents once,
 * half away from zero, with exact integer arithmetic (BigInt past 2^53), so results never drift by a float error.
 */
import { mulDivRound } from './exact.ts';
import { nyWallClock } from './new-york-time.ts';
import { EXTRA_STOP_INCLUDED_MILES, HOURLY_MIN_HOURS } from './ride-size.ts';
import {
  BPS_ONE,
  EXTRA_IDS,
  type ExtraId,
  type FeeId,
  PPM_ONE,
  type PricingConfig,
  type PricingPackage,
  type RateCardCategory,
  type ServiceMultiplier,
  type VehicleCodeTable,
  type WeekPoint,
} from './pricing-config.ts';
import {
  inDailyWindow,
  NO_SURCHARGE_FACTS,
  type SurchargeFacts,
  type SurchargeLine,
  surchargeLines,
} from './pricing-tolls.ts';

export { mulDivRound } from './exact.ts';
export {
  isTollPeak,
  NO_SURCHARGE_FACTS,
  type SurchargeFacts,
  type SurchargeLine,
  surchargeLines,
  tollsForCrossings,
} from './pricing-tolls.ts';

/** Metres in a statute mile as the specification writes it ("miles = metres / 1609.34"), x100 to stay integer. */
const CENTI_METRES_PER_MILE = 160_934;

// ---------------------------------------------------------------------------------------------------------------
// Helpers

/** Round a non-negative count to hundredths, as an integer (12.345 miles -> 1235). */
const toHundredths = (x: number) => Math.round(x * 100);

function codeValue(table: VehicleCodeTable, code: string): number {
  return Object.hasOwn(table, code) ? (table[code] ?? table.other) : table.other;
}

// ---------------------------------------------------------------------------------------------------------------
// Customer side

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

export function perMileCents(config: PricingConfig, vehicleCode: string): number {
  return codeValue(config.customRide.perMileCents, vehicleCode);
}

export function packageMultiplierBps(config: PricingConfig, vehicleCode: string): number {
  return codeValue(config.packageMultipliersBps, vehicleCode);
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

// ---------------------------------------------------------------------------------------------------------------
// Hourly rides and time packages (PRODUCT decision 3)

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

// ---------------------------------------------------------------------------------------------------------------
// The extra stop (PRODUCT decision 1)

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

// ---------------------------------------------------------------------------------------------------------------
// Operations side: time factors and the rate card

export interface NyTimeFactors {
  rushHour: boolean;
  weekend: boolean;
  holiday: boolean;
  earlyMorning: boolean;
}

const MINUTES_PER_DAY = 1440;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

function inWeekSpan(from: WeekPoint, to: WeekPoint, day: number, minuteOfDay: number): boolean {
  const m = day * MINUTES_PER_DAY + minuteOfDay;
  const start = (from.day * MINUTES_PER_DAY + from.minute) % MINUTES_PER_WEEK;
  const end = (to.day * MINUTES_PER_DAY + to.minute) % MINUTES_PER_WEEK;
  if (start === end) return false;
  return start < end ? m >= start && m < end : m >= start || m < end;
}

/** Which time factors and clock-based fees apply at an instant, read on New York clocks. */
export function nyTimeFactors(config: PricingConfig, at: Date): NyTimeFactors {
  const t = config.rateCard.timeFactors;
  const clock = nyWallClock(at);
  return {
    rushHour: t.rushHour.windows.some(
      (w) => w.days.includes(clock.weekday) && inDailyWindow(w, clock.minuteOfDay),
    ),
    weekend: inWeekSpan(t.weekend.from, t.weekend.to, clock.weekday, clock.minuteOfDay),
    holiday: t.holiday.dates.includes(clock.date),
    earlyMorning: inDailyWindow(config.rateCard.fees.earlyMorning, clock.minuteOfDay),
  };
}

export interface RateCardInput {
  category: RateCardCategory;
  serviceType: string;
  distanceMiles: number;
  /** Hourly services: hours booked (default 1). */
  hours?: number;
  /** Pickup time: detects the time factors (unless `apply` is given) and the early-morning fee. */
  at?: Date;
  /** The time factors chosen by hand (the calculator's toggles); absent = detected at `at`. */
  apply?: { rushHour?: boolean; weekend?: boolean; holiday?: boolean };
  fees?: { waitingMinutes?: number; extraStops?: number; luggage?: number; promo?: boolean };
}

export interface RateCardFare {
  fareCents: number;
  minimumApplied: boolean;
  /** What each step adds (negative for a discount); the steps sum to the fare. */
  steps: { label: string; cents: number }[];
}

export function findServiceMultiplier(config: PricingConfig, serviceType: string): ServiceMultiplier {
  const list = config.rateCard.serviceMultipliers;
  return (
    list.find((s) => s.id === serviceType) ??
    list.find((s) => s.id === 'point-to-point') ?? {
      id: 'point-to-point',
      name: 'Point to Point',
      factorBps: BPS_ONE,
      description: '',
      hourly: false,
    }
  );
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const times = (bps: number) => `x${(bps / BPS_ONE).toString()}`;
const count = (n: number | undefined) => Math.max(0, Math.floor(Number.isFinite(n) ? (n as number) : 0));

/**
 * The operations document's fare: base rate x distance x service factor (hourly services: hourly rate x hours
 * instead), x each chosen time factor, plus the active fees in the order waiting time, extra stop, luggage,
 * early morning, promo code (a percentage fee applies to the running total at its turn), never below the
 * category's minimum fare. Each step is rounded to cents. Distances and hours count to the hundredth.
 */
export function rateCardFare(config: PricingConfig, input: RateCardInput): RateCardFare {
  const card = config.rateCard;
  const vehicle = card.vehicles[input.category];
  const service = findServiceMultiplier(config, input.serviceType);
  const steps: { label: string; cents: number }[] = [];
  let running: number;

  if (service.hourly) {
    const hours = input.hours === undefined ? 1 : input.hours;
    const hundredths = Math.max(0, toHundredths(Number.isFinite(hours) ? hours : 0));
    running = mulDivRound([vehicle.hourlyRateCents, hundredths, service.factorBps], 100 * BPS_ONE);
    const f = service.factorBps === BPS_ONE ? '' : ` ${times(service.factorBps)} (${service.name})`;
    steps.push({ label: `${hundredths / 100} h x ${usd(vehicle.hourlyRateCents)}/h${f}`, cents: running });
  } else {
    const miles = Number.isFinite(input.distanceMiles) ? input.distanceMiles : 0;
    const hundredths = Math.max(0, toHundredths(miles));
    running = mulDivRound([vehicle.perMileCents, hundredths, service.factorBps], 100 * BPS_ONE);
    steps.push({
      label: `${hundredths / 100} mi x ${usd(vehicle.perMileCents)}/mi ${times(service.factorBps)} (${service.name})`,
      cents: running,
    });
  }

  const detected: NyTimeFactors | null = input.at ? nyTimeFactors(config, input.at) : null;
  const chosen = input.apply ?? {
    rushHour: detected?.rushHour ?? false,
    weekend: detected?.weekend ?? false,
    holiday: detected?.holiday ?? false,
  };
  for (const key of ['rushHour', 'weekend', 'holiday'] as const) {
    if (chosen[key] !== true) continue;
    const tf = card.timeFactors[key];
    const next = mulDivRound([running, tf.factorBps], BPS_ONE);
    steps.push({ label: `${tf.name} ${times(tf.factorBps)}`, cents: next - running });
    running = next;
  }

  const f = input.fees ?? {};
  const fee = (id: FeeId, quantity: number, detail: string) => {
    const def = card.fees[id];
    if (!def.isActive || quantity <= 0) return;
    const amount = def.isPercentage
      ? mulDivRound([running, def.value], BPS_ONE)
      : mulDivRound([def.value, quantity], 1);
    const delta = def.isDiscount ? 0 - Math.min(amount, running) : amount; // 0 - 0 is +0
    const what = def.isPercentage ? `${def.value / 100}%` : detail;
    steps.push({ label: `${def.name}${what ? ` (${what})` : ''}`, cents: delta });
    running += delta;
  };
  const billableMinutes = Math.max(0, count(f.waitingMinutes) - card.fees.waitingTime.freeMinutes);
  fee('waitingTime', billableMinutes, `${billableMinutes} min`);
  fee('extraStop', count(f.extraStops), `${count(f.extraStops)}`);
  fee('luggageHandling', count(f.luggage), `${count(f.luggage)}`);
  fee('earlyMorning', detected?.earlyMorning ? 1 : 0, '');
  fee('promocode', f.promo === true ? 1 : 0, '');

  let minimumApplied = false;
  if (running < vehicle.minimumFareCents) {
    steps.push({
      label: `Minimum fare ${usd(vehicle.minimumFareCents)}`,
      cents: vehicle.minimumFareCents - running,
    });
    running = vehicle.minimumFareCents;
    minimumApplied = true;
  }
  return { fareCents: running, minimumApplied, steps };
}
