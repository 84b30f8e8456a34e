import { describe, expect, it } from 'vitest';
import { pricingConfigSchema } from '../contracts/pricing.ts';
import { TOLL_IDS } from './crossings.ts';
import { nyLocalToInstant } from './new-york-time.ts';
import { type PricingConfig } from './pricing-config.ts';
import { DEFAULT_PRICING_CONFIG as C } from './pricing-defaults.ts';
import {
  customRideQuote,
  driverEarningsCents,
  extrasCents,
  extraStopMilesCents,
  findPackage,
  hourlyPriceCents,
  hourlyRatePackage,
  mulDivRound,
  nyTimeFactors,
  packagePriceCents,
  timePackagePriceCents,
  tollsForCrossings,
  tripTotal,
} from './pricing.ts';

/** A New York local time as an instant. */
const ny = (y: number, mo: number, d: number, h = 0, mi = 0) => nyLocalToInstant(y, mo, d, h, mi);
const edit = (change: (c: PricingConfig) => void): PricingConfig => {
  const copy = structuredClone(C);
  change(copy);
  return copy;
};
/** The customer document's formula alone: the for-hire surcharges (tested in pricing-surcharges.test.ts) off. */
const FORMULA = edit((c) => {
  for (const s of Object.values(c.surcharges)) s.isActive = false;
});
/** 20 miles: 32187 m / 1609.34 = 20.00012 mi. */
const TWENTY_MILES_M = 32_187;

describe('exact rounding', () => {
  it('rounds half away from zero, once, on exact integers', () => {
    expect(mulDivRound([5], 10)).toBe(1); // 0.5 -> 1
    expect(mulDivRound([14], 10)).toBe(1); // 1.4 -> 1
    expect(mulDivRound([15], 10)).toBe(2); // 1.5 -> 2
    expect(mulDivRound([25], 10)).toBe(3); // 2.5 -> 3 (not banker's 2)
    expect(mulDivRound([-5], 10)).toBe(-1); // -0.5 -> -1
    expect(mulDivRound([-4], 10)).toBe(0); // -0.4 -> 0, never -0
    expect(Object.is(mulDivRound([-4], 10), -0)).toBe(false);
  });
  it('stays exact past 2^53 (BigInt)', () => {
    // 2^40 x 2^20 x 3 / 2^30 = 3 x 2^30
    expect(mulDivRound([2 ** 40, 2 ** 20, 3], 2 ** 30)).toBe(3 * 2 ** 30);
    // 3 x 2^52 x 5 / 2^53 = 7.5 -> 8
    expect(mulDivRound([3, 2 ** 52, 5], 2 ** 53)).toBe(8);
  });
});

describe('default configuration = both specification documents', () => {
  it('validates against the admin schema', () => {
    expect(pricingConfigSchema.safeParse(C).success).toBe(true);
  });
  it('holds the customer document constants', () => {
    expect(C.customRide).toEqual({
      basePriceCents: 7500,
      perMileCents: { sedan: 250, escalade: 400, suburban: 350, sprinter: 450, other: 300 },
      creditCardFeeBps: 400,
      stcBps: 1400,
      adminFeeCents: 1500,
    });
    expect(C.packageMultipliersBps).toEqual({
      sedan: 10000,
      escalade: 15000,
      suburban: 13000,
      sprinter: 14000,
      other: 12000,
    });
    expect(C.extras.meetAndGreet.cents).toBe(2000);
    expect(C.extras.childSeat.cents).toBe(1500);
    expect(C.extras.extraStop.cents).toBe(2000);
    expect(C.taxRatePpm).toBe(88750);
    expect(C.driverShareBps).toBe(8000);
  });
  it('holds the operations document rate card', () => {
    expect(C.rateCard.vehicles).toEqual({
      sedan: { perMileCents: 250, minimumFareCents: 3500, hourlyRateCents: 6500 },
      suv: { perMileCents: 320, minimumFareCents: 4500, hourlyRateCents: 8500 },
      van: { perMileCents: 400, minimumFareCents: 6000, hourlyRateCents: 12000 },
      limo: { perMileCents: 550, minimumFareCents: 10000, hourlyRateCents: 18000 },
    });
    const factor = (id: string) => C.rateCard.serviceMultipliers.find((s) => s.id === id);
    expect(factor('to-airport')).toMatchObject({ factorBps: 11000, hourly: false });
    expect(factor('from-airport')).toMatchObject({ factorBps: 11000, hourly: false });
    expect(factor('point-to-point')).toMatchObject({ factorBps: 10000, hourly: false });
    expect(factor('hourly')).toMatchObject({ hourly: true });
    const t = C.rateCard.timeFactors;
    expect([t.rushHour.factorBps, t.weekend.factorBps, t.holiday.factorBps]).toEqual([12500, 11500, 15000]);
    const f = C.rateCard.fees;
    expect(f.waitingTime).toMatchObject({ value: 50, freeMinutes: 5, isActive: true, isPercentage: false });
    expect(f.extraStop).toMatchObject({ value: 1000, isActive: true, isPercentage: false });
    expect(f.luggageHandling).toMatchObject({ value: 500, isActive: true, isPercentage: false });
    expect(f.earlyMorning).toMatchObject({ value: 1000, isActive: true, isPercentage: true });
    expect(f.promocode).toMatchObject({ value: 1000, isActive: false, isPercentage: true, isDiscount: true });
  });
  it('has a toll for every tolled facility the router reports (the zone is a surcharge, not a toll)', () => {
    for (const id of TOLL_IDS) expect(C.tolls[id].amountCents).toBeGreaterThan(0);
    expect(C.tolls['lincoln-tunnel']).toMatchObject({ amountCents: 1679, offPeakCents: 1479 }); // PA 2026
    expect(C.tolls['rfk-bridge']).toMatchObject({ amountCents: 694, offPeakCents: null }); // MTA major crossing
    expect(Object.keys(C.tolls)).not.toContain('congestion-relief-zone');
  });
  it('is frozen: nobody edits the shared defaults by accident', () => {
    expect(Object.isFrozen(C.customRide.perMileCents)).toBe(true);
    expect(Object.isFrozen(C.rateCard.timeFactors.holiday.dates)).toBe(true);
  });
});

describe('custom ride quote (customer document §9)', () => {
  it('without a route: fees on the base 75, admin fee, no tolls', () => {
    // card 7500 x 4% = 300; STC 7500 x 14% = 1050; total 7500 + 300 + 1050 + 1500 = 10350
    for (const vehicleCode of ['sedan', 'escalade', 'suburban', 'sprinter', 'continental']) {
      const q = customRideQuote(FORMULA, { vehicleCode, distanceMeters: null, tollsCents: 1679 });
      expect(q).toEqual({
        vehicleCode,
        breakdown: {
          basePriceCents: 7500,
          distanceChargeCents: 0,
          tollsCents: 0,
          creditCardFeeCents: 300,
          stcChargeCents: 1050,
          adminFeeCents: 1500,
          surchargesCents: 0,
          surcharges: [],
          totalCents: 10350,
          distanceInMiles: 0,
        },
        finalPriceCents: 10350,
      });
    }
  });

  it.each([
    // 20.00012 mi x rate, then 4% and 14% of (7500 + distance), + 1500
    // sedan 2.50: 5000.03 -> 5000; service 12500; card 500; STC 1750; 12500+500+1750+1500 = 16250
    ['sedan', 5000, 500, 1750, 16250],
    // escalade 4.00: 8000.05 -> 8000; service 15500; card 620; STC 2170; total 19790
    ['escalade', 8000, 620, 2170, 19790],
    // suburban 3.50: 7000.04 -> 7000; service 14500; card 580; STC 2030; total 18610
    ['suburban', 7000, 580, 2030, 18610],
    // sprinter 4.50: 9000.06 -> 9000; service 16500; card 660; STC 2310; total 20970
    ['sprinter', 9000, 660, 2310, 20970],
    // continental is not listed: "other" 3.00: 6000.04 -> 6000; service 13500; card 540; STC 1890; total 17430
    ['continental', 6000, 540, 1890, 17430],
    ['unknown-car', 6000, 540, 1890, 17430],
  ])('20 miles in a %s', (vehicleCode, distance, card, stc, total) => {
    const q = customRideQuote(FORMULA, { vehicleCode, distanceMeters: TWENTY_MILES_M, tollsCents: 0 });
    expect(q.breakdown).toEqual({
      basePriceCents: 7500,
      distanceChargeCents: distance,
      tollsCents: 0,
      creditCardFeeCents: card,
      stcChargeCents: stc,
      adminFeeCents: 1500,
      surchargesCents: 0,
      surcharges: [],
      totalCents: total,
      distanceInMiles: 20,
    });
    expect(q.finalPriceCents).toBe(total);
  });

  it('adds tolls after the percentage fees (fees are not charged on tolls)', () => {
    // Lincoln Tunnel 1679 + another 900 = 2579; sedan 20 mi 16250 + 2579 = 18829
    const q = customRideQuote(FORMULA, {
      vehicleCode: 'sedan',
      distanceMeters: TWENTY_MILES_M,
      tollsCents: 2579,
    });
    expect(q.breakdown).toMatchObject({ tollsCents: 2579, creditCardFeeCents: 500, stcChargeCents: 1750 });
    expect(q.finalPriceCents).toBe(18829);
  });

  it('rounds each line to cents, half away from zero', () => {
    // 160 m sedan: 160 x 250 / 1609.34 = 24.855 -> 25; service 7525;
    // card 7525 x 4% = 301.00; STC 7525 x 14% = 1053.50 -> 1054; total 7525 + 301 + 1054 + 1500 = 10380
    const a = customRideQuote(FORMULA, { vehicleCode: 'sedan', distanceMeters: 160, tollsCents: 0 });
    expect(a.breakdown).toMatchObject({
      distanceChargeCents: 25,
      creditCardFeeCents: 301,
      stcChargeCents: 1054,
      totalCents: 10380,
      distanceInMiles: 0.1, // 0.0994 mi shown with 2 decimals
    });
    // 1000 m sedan: 155.343 -> 155; service 7655; card 306.2 -> 306; STC 1071.7 -> 1072; total 10533
    const b = customRideQuote(FORMULA, { vehicleCode: 'sedan', distanceMeters: 1000, tollsCents: 0 });
    expect(b.breakdown).toMatchObject({
      distanceChargeCents: 155,
      creditCardFeeCents: 306,
      stcChargeCents: 1072,
      totalCents: 10533,
      distanceInMiles: 0.62,
    });
  });

  it('uses whole metres and the specification’s 1609.34 m per mile', () => {
    // 16093.4 m -> 16093 m = 9.99975 mi; sedan 2499.94 -> 2500
    const q = customRideQuote(FORMULA, { vehicleCode: 'sedan', distanceMeters: 16_093.4, tollsCents: 0 });
    expect(q.breakdown.distanceChargeCents).toBe(2500);
    expect(q.breakdown.distanceInMiles).toBe(10);
  });

  it('prices a zero-length route like the base with fees, plus its tolls', () => {
    // 7500 + 300 + 1050 + 1500 + 694 = 11044
    const q = customRideQuote(FORMULA, { vehicleCode: 'sedan', distanceMeters: 0, tollsCents: 694 });
    expect(q.finalPriceCents).toBe(11044);
  });
});

describe('packages (base x vehicle multiplier, no fees)', () => {
  it.each([
    // JFK 99.00 x 1 / 1.5 / 1.3 / 1.4 / 1.2 (other)
    ['sedan', 9900],
    ['escalade', 14850],
    ['suburban', 12870],
    ['sprinter', 13860],
    ['continental', 11880],
  ])('JFK in a %s', (vehicleCode, cents) => {
    const jfk = findPackage(C, 'jfk');
    expect(jfk).toMatchObject({ kind: 'airport', basePriceCents: 9900 });
    expect(packagePriceCents(C, { basePriceCents: jfk?.basePriceCents ?? 0, vehicleCode })).toBe(cents);
  });

  it('rounds to cents', () => {
    expect(packagePriceCents(C, { basePriceCents: 1005, vehicleCode: 'escalade' })).toBe(1508); // 1507.5
    expect(packagePriceCents(C, { basePriceCents: 1005, vehicleCode: 'suburban' })).toBe(1307); // 1306.5
    expect(packagePriceCents(C, { basePriceCents: 1001, vehicleCode: 'sprinter' })).toBe(1401); // 1401.4
    expect(packagePriceCents(C, { basePriceCents: 1001, vehicleCode: 'other' })).toBe(1201); // 1201.2
  });

  it('holds the marketing pages’ packages', () => {
    const prices = Object.fromEntries(C.packages.map((p) => [p.id, [p.kind, p.basePriceCents, p.hours]]));
    expect(prices).toEqual({
      jfk: ['airport', 9900, undefined],
      lga: ['airport', 8900, undefined],
      ewr: ['airport', 10900, undefined],
      basic: ['hourly', 19900, 2],
      standard: ['hourly', 35900, 4],
      premium: ['hourly', 64900, 8],
      'manhattan-brooklyn': ['route', 7900, undefined],
      'manhattan-queens': ['route', 8900, undefined],
      'manhattan-long-island': ['route', 14900, undefined],
      'custom-route': ['route', 8900, undefined],
      'wedding-basic': ['wedding', 45000, 4],
      'wedding-premium': ['wedding', 75000, 6],
      'wedding-deluxe': ['wedding', 120000, 8],
      prom: ['event', 19900, undefined],
      gala: ['event', 29900, undefined],
      corporate: ['event', 14900, undefined],
    });
    // Luxury wedding in a Suburban: 750.00 x 1.3 = 975.00
    expect(packagePriceCents(C, { basePriceCents: 75_000, vehicleCode: 'suburban' })).toBe(97_500);
    expect(findPackage(C, 'nope')).toBeNull();
  });
});

const pkg = (id: string) => {
  const p = findPackage(C, id);
  if (!p) throw new Error(id);
  return p;
};

describe('hourly rides (PRODUCT decision 3)', () => {
  it.each([
    // hours, sedan cents: the largest hourly package not longer than the hours sets the hourly price
    [2, 19_900], // basic 2 h $199 exactly
    [3, 29_850], // 3 x 99.50
    [4, 35_900], // standard 4 h $359 exactly
    [5, 44_875], // 5 x 89.75
    [7, 62_825], // 7 x 89.75
    [8, 64_900], // premium 8 h $649 exactly
    [9, 73_013], // 9 x 81.125 = 730.125 -> 730.13 (half away from zero)
    [11, 89_238], // 892.375 -> 892.38
    [12, 97_350],
  ])('%i hours in a sedan cost %i cents', (hours, cents) => {
    expect(hourlyPriceCents(C, { hours, vehicleCode: 'sedan' })).toBe(cents);
  });

  it('applies the vehicle multiplier, rounding once', () => {
    expect(hourlyPriceCents(C, { hours: 3, vehicleCode: 'escalade' })).toBe(44_775); // 298.50 x 1.5
    expect(hourlyPriceCents(C, { hours: 9, vehicleCode: 'escalade' })).toBe(109_519); // 1095.1875
    expect(hourlyPriceCents(C, { hours: 5, vehicleCode: 'continental' })).toBe(53_850); // 448.75 x 1.2
    for (const [hours, id] of [
      [2, 'basic'],
      [4, 'standard'],
      [8, 'premium'],
    ] as const) {
      for (const vehicleCode of ['sedan', 'escalade', 'suburban', 'sprinter', 'continental']) {
        expect(hourlyPriceCents(C, { hours, vehicleCode })).toBe(
          packagePriceCents(C, { basePriceCents: pkg(id).basePriceCents, vehicleCode }),
        );
      }
    }
  });

  it('picks the largest package not longer than the hours, else the shortest', () => {
    expect([2, 3, 4, 7, 8, 12].map((h) => hourlyRatePackage(C, h)?.id)).toEqual([
      'basic',
      'basic',
      'standard',
      'standard',
      'premium',
      'premium',
    ]);
    const onlyStandard = edit((c) => {
      c.packages = c.packages.filter((p) => p.kind !== 'hourly' || p.id === 'standard');
    });
    // 2 hours at the only package's rate: 2 x 89.75
    expect(hourlyPriceCents(onlyStandard, { hours: 2, vehicleCode: 'sedan' })).toBe(17_950);
    const none = edit((c) => {
      c.packages = c.packages.filter((p) => p.kind !== 'hourly');
    });
    expect(hourlyPriceCents(none, { hours: 2, vehicleCode: 'sedan' })).toBeNull();
  });

  it('follows an admin’s new package price', () => {
    const dearer = edit((c) => {
      const basic = c.packages.find((p) => p.id === 'basic');
      if (basic) basic.basePriceCents = 21_000;
    });
    expect(hourlyPriceCents(dearer, { hours: 2, vehicleCode: 'sedan' })).toBe(21_000);
    expect(hourlyPriceCents(dearer, { hours: 3, vehicleCode: 'sedan' })).toBe(31_500);
  });
});

describe('wedding and event packages: their price for their hours, extra hours at the hourly rate', () => {
  const wedding = (id: string, included: number, hours: number, vehicleCode = 'sedan') =>
    timePackagePriceCents(C, { pkg: pkg(id), includedHours: included, hours, vehicleCode });

  it('costs the package price for its hours, and the same for fewer', () => {
    expect(wedding('wedding-basic', 4, 4)).toEqual({ cents: 45_000, hoursPriced: 4, extraHoursCents: 0 });
    expect(wedding('wedding-basic', 4, 2)).toEqual({ cents: 45_000, hoursPriced: 4, extraHoursCents: 0 });
    expect(wedding('wedding-premium', 6, 6, 'suburban').cents).toBe(97_500); // 750 x 1.3
  });

  it('adds each hour beyond at the rate of an hourly ride of that many hours in all', () => {
    // 4 h package + 2 h: 6 h in all -> standard's $89.75 an hour: 450 + 179.50
    expect(wedding('wedding-basic', 4, 6)).toEqual({
      cents: 62_950,
      hoursPriced: 6,
      extraHoursCents: 17_950,
    });
    // 4 h + 6 h: 10 h -> premium's $81.125: 450 + 486.75
    expect(wedding('wedding-basic', 4, 10).cents).toBe(93_675);
    // 8 h + 4 h: 1200 + 4 x 81.125
    expect(wedding('wedding-deluxe', 8, 12).cents).toBe(152_450);
    // Escalade x1.5 on both lines: 675 + 269.25
    expect(wedding('wedding-basic', 4, 6, 'escalade').cents).toBe(94_425);
    // Prom (2 h, $199) for 3 hours: 199 + 99.50, the same as a 3-hour hourly ride
    expect(wedding('prom', 2, 3).cents).toBe(hourlyPriceCents(C, { hours: 3, vehicleCode: 'sedan' }));
  });
});

describe('the extra stop’s added miles (PRODUCT decision 1)', () => {
  it('are included up to 5 miles (5 x 1609.34 m = 8046.7 m)', () => {
    expect(extraStopMilesCents(C, { vehicleCode: 'sprinter', addedMeters: 0 })).toBe(0);
    expect(extraStopMilesCents(C, { vehicleCode: 'sprinter', addedMeters: 8046 })).toBe(0);
    // 0.3 m beyond: 0.0007 cents
    expect(extraStopMilesCents(C, { vehicleCode: 'sprinter', addedMeters: 8047 })).toBe(0);
  });

  it('charge the metres beyond at the vehicle’s per-mile rate, rounded once to the cent', () => {
    // 10 miles added (16093 m): 804630 cm beyond = 4.99981 mi x 2.50 = 12.4995 -> 12.50
    expect(extraStopMilesCents(C, { vehicleCode: 'sedan', addedMeters: 16_093 })).toBe(1250);
    expect(extraStopMilesCents(C, { vehicleCode: 'escalade', addedMeters: 16_093 })).toBe(2000);
    // 20 km added: 1195330 cm beyond = 7.42745 mi x 4.50 = 33.4235 -> 33.42
    expect(extraStopMilesCents(C, { vehicleCode: 'sprinter', addedMeters: 20_000 })).toBe(3342);
    // Unknown codes use the "other" rate (3.00): 4.99981 mi -> 14.9994 -> 15.00
    expect(extraStopMilesCents(C, { vehicleCode: 'limo-x', addedMeters: 16_093 })).toBe(1500);
  });

  it('never go negative or break on a bad distance', () => {
    expect(extraStopMilesCents(C, { vehicleCode: 'sedan', addedMeters: -50_000 })).toBe(0);
    expect(extraStopMilesCents(C, { vehicleCode: 'sedan', addedMeters: Number.NaN })).toBe(0);
  });

  it('are an extra: in the subtotal and taxed', () => {
    // 100.00 + extra stop 20.00 + 12.50 = 132.50; tax 11.759375 -> 11.76
    expect(
      tripTotal(C, { legsCents: [10_000], extras: { extraStop: true }, extraStopMilesCents: 1250 }),
    ).toEqual({
      legsCents: [10_000],
      extrasCents: 3250,
      subtotalCents: 13_250,
      taxRatePpm: 88_750,
      taxCents: 1176,
      totalCents: 14_426,
    });
  });
});

describe('extras, tolls, return leg, tax, driver share', () => {
  it('prices extras once, with PRODUCT decision 1 amounts', () => {
    expect(extrasCents(C, { meetAndGreet: true, childSeat: true, extraStop: true })).toEqual({
      lines: [
        { id: 'meetAndGreet', cents: 2000 },
        { id: 'childSeat', cents: 1500 },
        { id: 'extraStop', cents: 2000 },
      ],
      totalCents: 5500, // 20 + 15 + 20
    });
    expect(extrasCents(C, { childSeat: true, meetAndGreet: false })).toEqual({
      lines: [{ id: 'childSeat', cents: 1500 }],
      totalCents: 1500,
    });
    expect(extrasCents(C, {}).totalCents).toBe(0);
  });

  it('looks tolls up by crossing, active ones only; entering the zone is no toll for a for-hire car', () => {
    const tolls = tollsForCrossings(C, [
      { id: 'lincoln-tunnel' },
      { id: 'congestion-relief-zone' },
      { id: 'rfk-bridge' },
    ]);
    expect(tolls.map((t) => [t.id, t.amountCents])).toEqual([
      ['lincoln-tunnel', 1679],
      ['rfk-bridge', 694],
    ]);
    // 1679 + 694 = 2373
    expect(tolls.reduce((s, t) => s + t.amountCents, 0)).toBe(2373);
    const noLincoln = edit((c) => {
      c.tolls['lincoln-tunnel'].isActive = false;
    });
    expect(tollsForCrossings(noLincoln, [{ id: 'lincoln-tunnel' }])).toEqual([]);
    const oncePerTrip = edit((c) => {
      c.tolls['rfk-bridge'].oncePerTrip = true;
    });
    expect(tollsForCrossings(oncePerTrip, [{ id: 'rfk-bridge' }, { id: 'rfk-bridge' }])).toHaveLength(1);
    // Bridges crossed twice are paid twice (there and back in one route).
    expect(tollsForCrossings(C, [{ id: 'rfk-bridge' }, { id: 'rfk-bridge' }])).toHaveLength(2);
  });

  it('adds a return leg, extras once, and tax on the subtotal', () => {
    // legs 16250 + 16250 + meet & greet 2000 = 34500; tax 34500 x 8.875% = 3061.875 -> 3062; total 37562
    expect(tripTotal(C, { legsCents: [16250, 16250], extras: { meetAndGreet: true } })).toEqual({
      legsCents: [16250, 16250],
      extrasCents: 2000,
      subtotalCents: 34500,
      taxRatePpm: 88750,
      taxCents: 3062,
      totalCents: 37562,
    });
    // 10000 x 8.875% = 887.5 -> 888
    expect(tripTotal(C, { legsCents: [10000], extras: {} })).toMatchObject({
      taxCents: 888,
      totalCents: 10888,
    });
  });

  it('gives the driver 80%', () => {
    expect(driverEarningsCents(C, 16250)).toBe(13000);
    expect(driverEarningsCents(C, 10001)).toBe(8001); // 8000.8
    expect(driverEarningsCents(C, 10003)).toBe(8002); // 8002.4
  });
});

describe('time factors in America/New_York', () => {
  const at = (d: Date) => nyTimeFactors(C, d);
  // Wednesday 15 July 2026; Friday 17, Saturday 18, Sunday 19, Monday 20.
  it('rush hour: weekdays 7:00-9:00 and 16:00-19:00, end exclusive', () => {
    expect(at(ny(2026, 7, 15, 6, 59)).rushHour).toBe(false);
    expect(at(ny(2026, 7, 15, 7, 0)).rushHour).toBe(true);
    expect(at(ny(2026, 7, 15, 8, 59)).rushHour).toBe(true);
    expect(at(ny(2026, 7, 15, 9, 0)).rushHour).toBe(false);
    expect(at(ny(2026, 7, 15, 15, 59)).rushHour).toBe(false);
    expect(at(ny(2026, 7, 15, 16, 0)).rushHour).toBe(true);
    expect(at(ny(2026, 7, 15, 18, 59)).rushHour).toBe(true);
    expect(at(ny(2026, 7, 15, 19, 0)).rushHour).toBe(false);
  });
  it('no rush hour on Saturday or Sunday', () => {
    expect(at(ny(2026, 7, 18, 7, 0)).rushHour).toBe(false);
    expect(at(ny(2026, 7, 18, 18, 59)).rushHour).toBe(false);
    expect(at(ny(2026, 7, 19, 8, 0)).rushHour).toBe(false);
  });
  it('rush hour follows New York clocks across the March change', () => {
    // 11:30Z is 06:30 EST on Friday 6 March but 07:30 EDT on Monday 9 March.
    expect(at(new Date('2026-03-06T11:30:00Z')).rushHour).toBe(false);
    expect(at(new Date('2026-03-09T11:30:00Z')).rushHour).toBe(true);
  });
  it('weekend: Friday 17:00 to Sunday 24:00', () => {
    expect(at(ny(2026, 7, 17, 16, 59)).weekend).toBe(false);
    expect(at(ny(2026, 7, 17, 17, 0)).weekend).toBe(true);
    expect(at(ny(2026, 7, 18, 3, 0)).weekend).toBe(true);
    expect(at(ny(2026, 7, 19, 23, 59)).weekend).toBe(true);
    expect(at(ny(2026, 7, 20, 0, 0)).weekend).toBe(false);
    expect(at(ny(2026, 7, 15, 12, 0)).weekend).toBe(false);
  });
  it('holidays by New York date', () => {
    expect(at(ny(2026, 7, 4, 12)).holiday).toBe(true);
    expect(at(ny(2026, 11, 26, 9)).holiday).toBe(true); // Thanksgiving
    expect(at(new Date('2026-12-25T03:00:00Z')).holiday).toBe(false); // 24 Dec 22:00 EST
    expect(at(new Date('2026-12-26T03:00:00Z')).holiday).toBe(true); // 25 Dec 22:00 EST
    expect(at(ny(2026, 7, 15, 12)).holiday).toBe(false);
  });
  it('early morning: 00:00-05:00', () => {
    expect(at(ny(2026, 7, 15, 0, 0)).earlyMorning).toBe(true);
    expect(at(ny(2026, 7, 15, 4, 59)).earlyMorning).toBe(true);
    expect(at(ny(2026, 7, 15, 5, 0)).earlyMorning).toBe(false);
    expect(at(ny(2026, 7, 14, 23, 59)).earlyMorning).toBe(false);
  });
});
