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
import type { CrossingId } from './crossings.ts';
import { nyWallClock } from './new-york-time.ts';

// ---------------------------------------------------------------------------------------------------------------
// Configuration types

export const BPS_ONE = 10_000;
export const PPM_ONE = 1_000_000;

/** Metres in a statute mile as the specification writes it ("miles = metres / 1609.34"), x100 to stay integer. */
const CENTI_METRES_PER_MILE = 160_934;

export type PackageKind = 'airport' | 'hourly' | 'route' | 'wedding' | 'event';

export interface PricingPackage {
  /** Unique across kinds: jfk, basic, manhattan-brooklyn, wedding-basic, prom … */
  id: string;
  kind: PackageKind;
  name: string;
  basePriceCents: number;
  /** Hours included (hourly and wedding packages). */
  hours?: number;
}

/** Per-vehicle-code values with a required fallback for codes not listed. */
export type VehicleCodeTable = { other: number } & Record<string, number>;

export interface CustomRideConfig {
  /** The specification's base price (75 dollars). */
  basePriceCents: number;
  /** Per-mile rate by vehicle code (sedan 2.5, escalade 4, suburban 3.5, sprinter 4.5, other 3). */
  perMileCents: VehicleCodeTable;
  creditCardFeeBps: number;
  stcBps: number;
  adminFeeCents: number;
}

export const EXTRA_IDS = ['meetAndGreet', 'childSeat', 'extraStop'] as const;
export type ExtraId = (typeof EXTRA_IDS)[number];

export interface ExtraConfig {
  name: string;
  cents: number;
}

export interface TollConfig {
  name: string;
  amountCents: number;
  isActive: boolean;
  /** Charged at most once per trip however often the route enters (the congestion relief zone). */
  oncePerTrip: boolean;
}

export const RATE_CARD_CATEGORIES = ['sedan', 'suv', 'van', 'limo'] as const;
export type RateCardCategory = (typeof RATE_CARD_CATEGORIES)[number];

export interface RateCardVehicle {
  /** The operations document's "base rate" (per mile). */
  perMileCents: number;
  minimumFareCents: number;
  hourlyRateCents: number;
}

export interface ServiceMultiplier {
  id: string;
  name: string;
  factorBps: number;
  description: string;
  /** Priced by the hour (hourly rate x hours) instead of by the mile. */
  hourly: boolean;
}

/** A daily window on some weekdays, [startMinute, endMinute) in New York local minutes since midnight. */
export interface DailyWindow {
  /** 0 = Sunday … 6 = Saturday */
  days: number[];
  startMinute: number;
  endMinute: number;
}

/** A point in the week: day 0 = Sunday … 6 = Saturday, minute 0-1440 of that day. */
export interface WeekPoint {
  day: number;
  minute: number;
}

export interface TimeFactors {
  rushHour: { name: string; factorBps: number; description: string; windows: DailyWindow[] };
  /** [from, to) across the week, wrapping past Saturday (Friday 17:00 to Sunday 24:00). */
  weekend: { name: string; factorBps: number; description: string; from: WeekPoint; to: WeekPoint };
  /** New York calendar dates, YYYY-MM-DD. */
  holiday: { name: string; factorBps: number; description: string; dates: string[] };
}

export const FEE_IDS = ['waitingTime', 'extraStop', 'luggageHandling', 'earlyMorning', 'promocode'] as const;
export type FeeId = (typeof FEE_IDS)[number];

export interface RateCardFee {
  name: string;
  /** Cents (per minute, stop or bag for those fees) when flat; basis points of the running total when a percentage. */
  value: number;
  isActive: boolean;
  isPercentage: boolean;
  /** Subtracted instead of added (the promo code). */
  isDiscount: boolean;
  description: string;
}

export interface RateCardFees {
  /** Charged per minute after the free minutes. */
  waitingTime: RateCardFee & { freeMinutes: number };
  extraStop: RateCardFee;
  luggageHandling: RateCardFee;
  /** Applies by the pickup clock, every day, [startMinute, endMinute). */
  earlyMorning: RateCardFee & { startMinute: number; endMinute: number };
  promocode: RateCardFee;
}

export interface RateCardConfig {
  vehicles: Record<RateCardCategory, RateCardVehicle>;
  serviceMultipliers: ServiceMultiplier[];
  timeFactors: TimeFactors;
  fees: RateCardFees;
}

export interface PricingConfig {
  currency: 'USD';
  customRide: CustomRideConfig;
  /** Package price multipliers by vehicle code (escalade 1.5, suburban 1.3, sprinter 1.4, sedan 1, other 1.2). */
  packageMultipliersBps: VehicleCodeTable;
  packages: PricingPackage[];
  extras: Record<ExtraId, ExtraConfig>;
  /** Sales tax at checkout (PRODUCT decision 4). */
  taxRatePpm: number;
  /** The driver's share of the trip price (PRODUCT decision 11). */
  driverShareBps: number;
  tolls: Record<CrossingId, TollConfig>;
  rateCard: RateCardConfig;
}

// ---------------------------------------------------------------------------------------------------------------
// Defaults: both specification documents

const dollars = (d: number) => Math.round(d * 100);
const factor = (f: number) => Math.round(f * BPS_ONE);
const hm = (h: number, m = 0) => h * 60 + m;
const WEEKDAYS = [1, 2, 3, 4, 5];

/**
 * Holiday dates for the x1.5 factor: the US federal holidays on their calendar dates (not the observed weekday,
 * since demand follows the day itself) for 2026-2028, plus New Year's Eve, the busiest night for chauffeured
 * cars. Admins extend the list as years pass.
 */
export const DEFAULT_HOLIDAYS: readonly string[] = [
  // 2026: New Year, Martin Luther King Jr., Washington's Birthday, Memorial, Juneteenth, Independence,
  // Labor, Columbus, Veterans, Thanksgiving, Christmas, New Year's Eve.
  '2026-01-01',
  '2026-01-19',
  '2026-02-16',
  '2026-05-25',
  '2026-06-19',
  '2026-07-04',
  '2026-09-07',
  '2026-10-12',
  '2026-11-11',
  '2026-11-26',
  '2026-12-25',
  '2026-12-31',
  // 2027
  '2027-01-01',
  '2027-01-18',
  '2027-02-15',
  '2027-05-31',
  '2027-06-19',
  '2027-07-04',
  '2027-09-06',
  '2027-10-11',
  '2027-11-11',
  '2027-11-25',
  '2027-12-25',
  '2027-12-31',
  // 2028
  '2028-01-01',
  '2028-01-17',
  '2028-02-21',
  '2028-05-29',
  '2028-06-19',
  '2028-07-04',
  '2028-09-04',
  '2028-10-09',
  '2028-11-11',
  '2028-11-23',
  '2028-12-25',
  '2028-12-31',
];

/**
 * Tolls for a passenger car (two axles) paying with a New York E-ZPass, one crossing in the charged direction.
 * - Port Authority of NY & NJ (GWB, Lincoln, Holland, Goethals, Bayonne, Outerbridge): $16.79 peak E-ZPass from
 *   4 January 2026 (off-peak $14.79; Tolls by Mail $23.30), charged eastbound into New York only. Source: Port
 *   Authority toll schedule effective 2026-01-04 (panynj.gov "Bridges & Tunnels – Tolls"), as reported 2025-12.
 *   Peak is used: a quote cannot know the crossing time to the minute, and peak covers weekday rush and
 *   weekend afternoons.
 * - MTA Bridges and Tunnels: schedule in force since 6 August 2023 (new.mta.info/agency/bridges-and-tunnels/
 *   tolls-2023): $6.94 at RFK, Bronx-Whitestone, Throgs Neck, Verrazzano-Narrows, Queens Midtown and Hugh L.
 *   Carey; $3.18 at the Henry Hudson Bridge; $2.60 at the Marine Parkway and Cross Bay bridges. The Verrazzano
 *   has been tolled in both directions (split tolling) since 1 December 2020. The MTA board adopted a further
 *   increase on 30 September 2025 for January 2026; update these four amounts from new.mta.info when it applies.
 * - MTA Congestion Relief Zone (Manhattan at or below 60th Street, since 5 January 2025): $9.00 peak E-ZPass for
 *   a passenger vehicle, once a day. Crossing credits for entering through the four tolled tunnels at peak are
 *   not modelled. Note: TLC-licensed for-hire vehicles pay a per-trip surcharge instead; an admin can set
 *   this amount (or deactivate it) in the configuration.
 * Reviewed 2026-11.
 */
const PA = 1679;
const MTA_MAJOR = 694;
const TOLLS: Record<CrossingId, TollConfig> = {
  'george-washington-bridge': toll('George Washington Bridge', PA),
  'lincoln-tunnel': toll('Lincoln Tunnel', PA),
  'holland-tunnel': toll('Holland Tunnel', PA),
  'goethals-bridge': toll('Goethals Bridge', PA),
  'bayonne-bridge': toll('Bayonne Bridge', PA),
  'outerbridge-crossing': toll('Outerbridge Crossing', PA),
  'verrazzano-narrows-bridge': toll('Verrazzano-Narrows Bridge', MTA_MAJOR),
  'rfk-bridge': toll('Robert F. Kennedy Bridge', MTA_MAJOR),
  'bronx-whitestone-bridge': toll('Bronx-Whitestone Bridge', MTA_MAJOR),
  'throgs-neck-bridge': toll('Throgs Neck Bridge', MTA_MAJOR),
  'queens-midtown-tunnel': toll('Queens Midtown Tunnel', MTA_MAJOR),
  'hugh-carey-tunnel': toll('Hugh L. Carey Tunnel', MTA_MAJOR),
  'henry-hudson-bridge': toll('Henry Hudson Bridge', 318),
  'marine-parkway-bridge': toll('Marine Parkway-Gil Hodges Memorial Bridge', 260),
  'cross-bay-bridge': toll('Cross Bay Veterans Memorial Bridge', 260),
  'congestion-relief-zone': {
    ...toll('Congestion Relief Zone (Manhattan below 60th St)', 900),
    oncePerTrip: true,
  },
};

function toll(name: string, amountCents: number): TollConfig {
  return { name, amountCents, isActive: true, oncePerTrip: false };
}

/** Freezes an object graph in place (configurations are shared by every request: nobody may edit one). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export const DEFAULT_PRICING_CONFIG: PricingConfig = deepFreeze<PricingConfig>({
  currency: 'USD',
  customRide: {
    basePriceCents: dollars(75),
    perMileCents: { sedan: 250, escalade: 400, suburban: 350, sprinter: 450, other: 300 },
    creditCardFeeBps: 400,
    stcBps: 1400,
    adminFeeCents: dollars(15),
  },
  packageMultipliersBps: {
    sedan: factor(1),
    escalade: factor(1.5),
    suburban: factor(1.3),
    sprinter: factor(1.4),
    other: factor(1.2),
  },
  // The same packages and prices as the marketing pages (client/features/marketing/lib/offers.ts).
  packages: [
    { id: 'jfk', kind: 'airport', name: 'JFK Airport to Manhattan', basePriceCents: dollars(99) },
    { id: 'lga', kind: 'airport', name: 'LaGuardia Airport to Manhattan', basePriceCents: dollars(89) },
    { id: 'ewr', kind: 'airport', name: 'Newark Airport to Manhattan', basePriceCents: dollars(109) },
    { id: 'basic', kind: 'hourly', name: 'Basic Package', basePriceCents: dollars(199), hours: 2 },
    { id: 'standard', kind: 'hourly', name: 'Standard Package', basePriceCents: dollars(359), hours: 4 },
    { id: 'premium', kind: 'hourly', name: 'Premium Package', basePriceCents: dollars(649), hours: 8 },
    { id: 'manhattan-brooklyn', kind: 'route', name: 'Manhattan to Brooklyn', basePriceCents: dollars(79) },
    { id: 'manhattan-queens', kind: 'route', name: 'Manhattan to Queens', basePriceCents: dollars(89) },
    {
      id: 'manhattan-long-island',
      kind: 'route',
      name: 'Manhattan to Long Island',
      basePriceCents: dollars(149),
    },
    // "custom" alone means "no package, use the distance formula" in booking drafts, hence the longer id.
    { id: 'custom-route', kind: 'route', name: 'Custom Route', basePriceCents: dollars(89) },
    {
      id: 'wedding-basic',
      kind: 'wedding',
      name: 'Essential Wedding Package',
      basePriceCents: dollars(450),
      hours: 4,
    },
    {
      id: 'wedding-premium',
      kind: 'wedding',
      name: 'Luxury Wedding Package',
      basePriceCents: dollars(750),
      hours: 6,
    },
    {
      id: 'wedding-deluxe',
      kind: 'wedding',
      name: 'Royal Wedding Package',
      basePriceCents: dollars(1200),
      hours: 8,
    },
    { id: 'prom', kind: 'event', name: 'Prom & Formal Events', basePriceCents: dollars(199) },
    { id: 'gala', kind: 'event', name: 'Gala & Special Events', basePriceCents: dollars(299) },
    { id: 'corporate', kind: 'event', name: 'Corporate Events', basePriceCents: dollars(149) },
  ],
  // PRODUCT decision 1: one price list for extras.
  extras: {
    meetAndGreet: { name: 'Meet & Greet', cents: dollars(20) },
    childSeat: { name: 'Child Seat', cents: dollars(15) },
    extraStop: { name: 'Extra Stop', cents: dollars(20) },
  },
  taxRatePpm: 88_750,
  driverShareBps: 8_000,
  tolls: TOLLS,
  rateCard: {
    vehicles: {
      sedan: { perMileCents: 250, minimumFareCents: dollars(35), hourlyRateCents: dollars(65) },
      suv: { perMileCents: 320, minimumFareCents: dollars(45), hourlyRateCents: dollars(85) },
      van: { perMileCents: 400, minimumFareCents: dollars(60), hourlyRateCents: dollars(120) },
      limo: { perMileCents: 550, minimumFareCents: dollars(100), hourlyRateCents: dollars(180) },
    },
    serviceMultipliers: [
      {
        id: 'to-airport',
        name: 'To Airport',
        factorBps: factor(1.1),
        description: 'Airport drop-off: terminal access and flight-time pressure.',
        hourly: false,
      },
      {
        id: 'from-airport',
        name: 'From Airport',
        factorBps: factor(1.1),
        description: 'Airport pickup: flight tracking, parking and waiting at arrivals.',
        hourly: false,
      },
      {
        id: 'airport-transfer',
        name: 'Airport Transfer',
        factorBps: factor(1.1),
        description: 'Airport packages of the marketing pages; same factor as to and from the airport.',
        hourly: false,
      },
      {
        id: 'point-to-point',
        name: 'Point to Point',
        factorBps: factor(1),
        description: 'Direct ride between two addresses; the reference service.',
        hourly: false,
      },
      {
        id: 'hourly',
        name: 'Hourly/As Directed',
        factorBps: factor(1),
        description: 'Billed at the hourly rate instead of by the mile.',
        hourly: true,
      },
      {
        id: 'hourly-service',
        name: 'Hourly Service',
        factorBps: factor(1),
        description: 'Hourly packages of the marketing pages; billed at the hourly rate.',
        hourly: true,
      },
      // Events and tours keep the car and chauffeur for the occasion, so they are billed by the hour like
      // hourly service. Their premium is in the package prices; the rate card adds none (factor 1).
      {
        id: 'wedding',
        name: 'Wedding',
        factorBps: factor(1),
        description: 'The car stays with the party: billed at the hourly rate.',
        hourly: true,
      },
      {
        id: 'prom',
        name: 'Prom',
        factorBps: factor(1),
        description: 'The car stays with the party: billed at the hourly rate.',
        hourly: true,
      },
      {
        id: 'tour',
        name: 'Tour',
        factorBps: factor(1),
        description: 'Sightseeing at the passenger’s pace: billed at the hourly rate.',
        hourly: true,
      },
    ],
    timeFactors: {
      rushHour: {
        name: 'Rush hour',
        factorBps: factor(1.25),
        description: 'Weekdays 7-9 AM and 4-7 PM, New York time.',
        windows: [
          { days: WEEKDAYS, startMinute: hm(7), endMinute: hm(9) },
          { days: WEEKDAYS, startMinute: hm(16), endMinute: hm(19) },
        ],
      },
      weekend: {
        name: 'Weekend',
        factorBps: factor(1.15),
        description: 'Friday 5 PM to Sunday midnight, New York time.',
        from: { day: 5, minute: hm(17) },
        to: { day: 0, minute: hm(24) },
      },
      holiday: {
        name: 'Holiday',
        factorBps: factor(1.5),
        description: 'US federal holidays and New Year’s Eve, New York dates.',
        dates: [...DEFAULT_HOLIDAYS],
      },
    },
    fees: {
      waitingTime: {
        name: 'Waiting time',
        value: 50,
        isActive: true,
        isPercentage: false,
        isDiscount: false,
        description: '$0.50 per minute after the first 5 minutes.',
        freeMinutes: 5,
      },
      extraStop: {
        name: 'Extra stop',
        value: dollars(10),
        isActive: true,
        isPercentage: false,
        isDiscount: false,
        description: '$10 per additional stop.',
      },
      luggageHandling: {
        name: 'Luggage handling',
        value: dollars(5),
        isActive: true,
        isPercentage: false,
        isDiscount: false,
        description: '$5 per piece of luggage handled.',
      },
      earlyMorning: {
        name: 'Early morning',
        value: 1_000,
        isActive: true,
        isPercentage: true,
        isDiscount: false,
        description: '10% for pickups from midnight to 5 AM.',
        startMinute: hm(0),
        endMinute: hm(5),
      },
      promocode: {
        name: 'Promo code',
        value: 1_000,
        isActive: false,
        isPercentage: true,
        isDiscount: true,
        description: '10% off with a promo code.',
      },
    },
  },
});

// ---------------------------------------------------------------------------------------------------------------
// Exact arithmetic

/**
 * round(product(factors) / divisor), half away from zero, for integer factors and a positive integer divisor.
 * Exact: plain numbers while the product is a safe integer, BigInt beyond.
 */
export function mulDivRound(factors: readonly number[], divisor: number): number {
  let product = 1;
  let safe = true;
  for (const f of factors) {
    product *= f;
    if (!Number.isSafeInteger(product)) safe = false;
  }
  if (safe) {
    const r = product % divisor;
    const q = (product - r) / divisor;
    if (2 * Math.abs(r) >= divisor) return q + Math.sign(product);
    return q + 0; // avoid -0
  }
  let p = 1n;
  for (const f of factors) p *= BigInt(f);
  const d = BigInt(divisor);
  const r = p % d;
  let q = (p - r) / d;
  const absR2 = (r < 0n ? -r : r) * 2n;
  if (absR2 >= d) q += p < 0n ? -1n : 1n;
  return Number(q);
}

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
 * per-mile rate; card fee 4% and STC 14% of the service price; plus the admin fee and the tolls. Without a route
 * (`distanceMeters` null) the fees apply to the base alone and no tolls are added. Distances are taken in whole
 * metres (route providers report integers).
 */
export function customRideQuote(
  config: PricingConfig,
  input: { vehicleCode: string; distanceMeters: number | null; tollsCents: number },
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
  const totalCents = servicePriceCents + tollsCents + creditCardFeeCents + stcChargeCents + c.adminFeeCents;
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

/**
 * The tolls of the crossings a route makes, in order, active ones only. A facility marked once-per-trip (the
 * congestion relief zone) is charged on its first entry only.
 */
export function tollsForCrossings(
  config: PricingConfig,
  crossings: readonly { id: CrossingId }[],
): { id: CrossingId; name: string; amountCents: number }[] {
  const seen = new Set<CrossingId>();
  const out: { id: CrossingId; name: string; amountCents: number }[] = [];
  for (const { id } of crossings) {
    const t = config.tolls[id];
    if (!t || !t.isActive) continue;
    if (t.oncePerTrip && seen.has(id)) continue;
    seen.add(id);
    out.push({ id, name: t.name, amountCents: t.amountCents });
  }
  return out;
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

function inDailyWindow(w: { startMinute: number; endMinute: number }, minuteOfDay: number): boolean {
  return w.startMinute <= w.endMinute
    ? minuteOfDay >= w.startMinute && minuteOfDay < w.endMinute
    : minuteOfDay >= w.startMinute || minuteOfDay < w.endMinute;
}

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
