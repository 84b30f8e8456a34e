/** The default pricing configuration: both specification documents' numbers (PRODUCT decisions 1-4, 11). */
import { TOLL_IDS, type TollId } from './crossings.ts';
import { PA_PEAK_WINDOWS, SURCHARGE_SCHEDULE_2026, TOLL_SCHEDULE_2026 } from './nyc-tolls-2026.ts';
import {
  BPS_ONE,
  SURCHARGE_IDS,
  type PricingConfig,
  type SurchargeConfig,
  type SurchargeId,
  type TollConfig,
} from './pricing-config.ts';

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
 * Tolls and for-hire charges: the 2026 schedule of nyc-tolls-2026.ts (each figure with its source and effective
 * date). Tolls are a passenger car's New York E-ZPass amounts; Port Authority crossings have peak and off-peak
 * amounts, chosen by the pickup time against `tollPeakWindows`. The Congestion Relief Zone is not a toll here:
 * a for-hire black car pays the per-trip `crzForHire` surcharge instead of the private car's daily toll.
 */
const TOLLS = Object.fromEntries(
  TOLL_IDS.map((id) => {
    const e = TOLL_SCHEDULE_2026[id];
    const t: TollConfig = {
      name: e.name,
      amountCents: e.eZPassCents,
      offPeakCents: e.offPeakEZPassCents,
      isActive: true,
      oncePerTrip: false,
    };
    return [id, t];
  }),
) as Record<TollId, TollConfig>;

const SURCHARGES = Object.fromEntries(
  SURCHARGE_IDS.map((id) => {
    const e = SURCHARGE_SCHEDULE_2026[id];
    const c: SurchargeConfig = { name: e.name, value: e.value, isPercentage: e.isPercentage, isActive: true };
    return [id, c];
  }),
) as Record<SurchargeId, SurchargeConfig>;

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
  tollPeakWindows: PA_PEAK_WINDOWS.windows.map((w) => ({ ...w, days: [...w.days] })),
  surcharges: SURCHARGES,
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
