/**
 * The pricing engine: pure functions of one configuration object, integer cents throughout.
 *
 * Two formulas live here (PRODUCT decision 3):
 * - customer side (customer document §9): the custom-ride quote per vehicle (base + miles x per-mile rate,
 *   card fee, STC, admin fee, tolls), package prices (base x vehicle multiplier), extras, tax;
 * - operations side (operations document §9): the drivers' and admins' rate-card fare calculator (per-category
 *   rate, service factor, rush-hour/weekend/holiday factors in America/New_York, fees, minimum fare).
 *
 * Units: money in cents; multipliers and factors in basis points (10000 = x1.0); percentages in basis points
 * (400 = 4%); the tax rate in parts per million (88750 = 8.875%). Every money line is rounded to whole cents once,
 * half away from zero, with exact integer arithmetic (BigInt past 2^53), so results never drift by a float error.
 */
import { mulDivRound } from './exact.ts';
import { nyWallClock } from './new-york-time.ts';
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
 * A booking's total: its legs (a return trip is a second leg, PRODUCT decision 9), extras once per booking,
 * sales tax on the subtotal (PRODUCT decision 4).
 */
export function tripTotal(
  config: PricingConfig,
  input: { legsCents: readonly number[]; extras: ExtrasSelection },
): TripTotal {
  const legsCents = [...input.legsCents];
  const extras = extrasCents(config, input.extras).totalCents;
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
