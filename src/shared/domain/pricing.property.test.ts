import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pricingConfigSchema } from '../contracts/pricing.ts';
import { CROSSING_IDS, TOLL_IDS } from './crossings.ts';
import {
  BPS_ONE,
  RATE_CARD_CATEGORIES,
  SURCHARGE_IDS,
  type PricingConfig,
  type PricingPackage,
} from './pricing-config.ts';
import { DEFAULT_PRICING_CONFIG } from './pricing-defaults.ts';
import {
  customRideQuote,
  driverEarningsCents,
  extraStopMilesCents,
  hourlyHoursNeeded,
  hourlyPriceCents,
  isTollPeak,
  packagePriceCents,
  timePackagePriceCents,
  type SurchargeFacts,
  rateCardFare,
  tollsForCrossings,
  tripTotal,
  type RateCardInput,
} from './pricing.ts';

const RUNS = { numRuns: 400 };
const isCents = (n: number) => Number.isSafeInteger(n) && !Object.is(n, -0);

/** Configurations an admin could save: the defaults with rates, fees and factors varied within the schema. */
const configArb: fc.Arbitrary<PricingConfig> = fc
  .record({
    base: fc.integer({ min: 0, max: 50_000 }),
    perMile: fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 5, maxLength: 5 }),
    cardBps: fc.integer({ min: 0, max: 10_000 }),
    stcBps: fc.integer({ min: 0, max: 10_000 }),
    admin: fc.integer({ min: 0, max: 10_000 }),
    multiplier: fc.integer({ min: 1_000, max: 50_000 }),
    taxPpm: fc.integer({ min: 0, max: 250_000 }),
    share: fc.integer({ min: 0, max: 10_000 }),
    minimum: fc.integer({ min: 0, max: 50_000 }),
    factor: fc.integer({ min: 1_000, max: 50_000 }),
    feeValue: fc.integer({ min: 0, max: 10_000 }),
    promoActive: fc.boolean(),
    promoPercent: fc.boolean(),
    surcharges: fc.array(
      fc.record({
        value: fc.integer({ min: 0, max: 10_000 }),
        isActive: fc.boolean(),
        isPercentage: fc.boolean(),
      }),
      { minLength: SURCHARGE_IDS.length, maxLength: SURCHARGE_IDS.length },
    ),
    peak: fc.integer({ min: 0, max: 20_000 }),
    offPeakDiscount: fc.option(fc.integer({ min: 0, max: 20_000 })),
    peakStart: fc.integer({ min: 0, max: 1_439 }),
  })
  .map((v) => {
    const c = structuredClone(DEFAULT_PRICING_CONFIG);
    const [sedan = 0, escalade = 0, suburban = 0, sprinter = 0, other = 0] = v.perMile;
    c.customRide = {
      basePriceCents: v.base,
      perMileCents: { sedan, escalade, suburban, sprinter, other },
      creditCardFeeBps: v.cardBps,
      stcBps: v.stcBps,
      adminFeeCents: v.admin,
    };
    c.packageMultipliersBps.escalade = v.multiplier;
    c.taxRatePpm = v.taxPpm;
    c.driverShareBps = v.share;
    c.rateCard.vehicles.sedan.minimumFareCents = v.minimum;
    c.rateCard.timeFactors.rushHour.factorBps = v.factor;
    c.rateCard.fees.earlyMorning.value = v.feeValue;
    c.rateCard.fees.promocode = {
      ...c.rateCard.fees.promocode,
      isActive: v.promoActive,
      isPercentage: v.promoPercent,
      value: v.feeValue,
    };
    SURCHARGE_IDS.forEach((id, i) => {
      c.surcharges[id] = { ...c.surcharges[id], ...v.surcharges[i]! };
    });
    for (const id of TOLL_IDS) {
      c.tolls[id].amountCents = v.peak;
      c.tolls[id].offPeakCents = v.offPeakDiscount === null ? null : Math.max(0, v.peak - v.offPeakDiscount);
    }
    c.tollPeakWindows = [{ days: [1, 2, 3, 4, 5], startMinute: v.peakStart, endMinute: 1440 }];
    return c;
  });

const configs = fc.oneof(fc.constant(DEFAULT_PRICING_CONFIG), configArb);
const vehicleCode = fc.constantFrom('sedan', 'continental', 'suburban', 'escalade', 'sprinter', 'other', 'x');
const metres = fc.integer({ min: 0, max: 1_000_000 }); // up to ~620 miles
const tolls = fc.integer({ min: 0, max: 20_000 });
const facts: fc.Arbitrary<SurchargeFacts> = fc.record({
  manhattanBelow96th: fc.boolean(),
  congestionReliefZone: fc.boolean(),
  airportEnds: fc.integer({ min: 0, max: 2 }),
});

const instant = fc
  .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2029, 0, 1) })
  .map((ms) => new Date(ms - (ms % 60_000)));
const rateCardBase = fc.record(
  {
    category: fc.constantFrom(...RATE_CARD_CATEGORIES),
    serviceType: fc.constantFrom(
      'to-airport',
      'from-airport',
      'point-to-point',
      'hourly',
      'wedding',
      'unknown',
    ),
    hours: fc.double({ min: 0, max: 24, noNaN: true }),
    at: instant,
    apply: fc.record(
      { rushHour: fc.boolean(), weekend: fc.boolean(), holiday: fc.boolean() },
      { requiredKeys: [] },
    ),
    fees: fc.record(
      {
        waitingMinutes: fc.integer({ min: 0, max: 300 }),
        extraStops: fc.integer({ min: 0, max: 5 }),
        luggage: fc.integer({ min: 0, max: 10 }),
        promo: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: ['category', 'serviceType'] },
);
const miles = fc.double({ min: 0, max: 1_000, noNaN: true });

describe('generated configurations are ones the admin schema accepts', () => {
  it('validates', () => {
    fc.assert(
      fc.property(configArb, (c) => {
        expect(pricingConfigSchema.safeParse(c).success).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('custom ride quote properties', () => {
  it('is cents-exact, never negative, and its lines sum to the total', () => {
    fc.assert(
      fc.property(configs, vehicleCode, fc.option(metres), tolls, facts, (config, code, distance, t, f) => {
        const q = customRideQuote(config, {
          vehicleCode: code,
          distanceMeters: distance,
          tollsCents: t,
          surchargeFacts: f,
        });
        const b = q.breakdown;
        const lines = [
          b.basePriceCents,
          b.distanceChargeCents,
          b.tollsCents,
          b.creditCardFeeCents,
          b.stcChargeCents,
          b.adminFeeCents,
          b.surchargesCents,
        ];
        for (const s of b.surcharges) expect(s.cents).toBeGreaterThan(0);
        expect(b.surcharges.reduce((sum, s) => sum + s.cents, 0)).toBe(b.surchargesCents);
        for (const n of [...lines, b.totalCents, q.finalPriceCents]) {
          expect(isCents(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(0);
        }
        expect(lines.reduce((s, n) => s + n, 0)).toBe(b.totalCents);
        expect(q.finalPriceCents).toBe(b.totalCents);
        expect(Math.round(b.distanceInMiles * 100) / 100).toBe(b.distanceInMiles);
        if (distance === null) expect(b.tollsCents).toBe(0);
        else expect(b.tollsCents).toBe(t);
      }),
      RUNS,
    );
  });

  it('never costs less for a longer route', () => {
    fc.assert(
      fc.property(configs, vehicleCode, metres, metres, tolls, facts, (config, code, a, b, t, f) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        const price = (m: number) =>
          customRideQuote(config, { vehicleCode: code, distanceMeters: m, tollsCents: t, surchargeFacts: f })
            .finalPriceCents;
        expect(price(short)).toBeLessThanOrEqual(price(long));
      }),
      RUNS,
    );
  });
});

describe('rate-card fare properties', () => {
  it('is cents-exact, never negative, never below the minimum, and its steps sum to the fare', () => {
    fc.assert(
      fc.property(configs, rateCardBase, miles, (config, base, distanceMiles) => {
        const input: RateCardInput = { ...base, distanceMiles };
        const r = rateCardFare(config, input);
        const minimum = config.rateCard.vehicles[input.category].minimumFareCents;
        expect(isCents(r.fareCents)).toBe(true);
        expect(r.fareCents).toBeGreaterThanOrEqual(0);
        expect(r.fareCents).toBeGreaterThanOrEqual(minimum);
        expect(r.minimumApplied).toBe(r.steps.at(-1)?.label.startsWith('Minimum fare') ?? false);
        for (const s of r.steps) expect(isCents(s.cents)).toBe(true);
        expect(r.steps.reduce((sum, s) => sum + s.cents, 0)).toBe(r.fareCents);
      }),
      RUNS,
    );
  });

  it('never costs less for a longer distance', () => {
    fc.assert(
      fc.property(configs, rateCardBase, miles, miles, (config, base, a, b) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        const fare = (distanceMiles: number) => rateCardFare(config, { ...base, distanceMiles }).fareCents;
        expect(fare(short)).toBeLessThanOrEqual(fare(long));
      }),
      RUNS,
    );
  });
});

describe('packages, tolls, totals and driver share', () => {
  it('package prices are whole cents, never negative, monotone in the base price', () => {
    fc.assert(
      fc.property(
        configs,
        vehicleCode,
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (config, code, a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const p = (basePriceCents: number) =>
            packagePriceCents(config, { basePriceCents, vehicleCode: code });
          expect(isCents(p(lo))).toBe(true);
          expect(p(lo)).toBeGreaterThanOrEqual(0);
          expect(p(lo)).toBeLessThanOrEqual(p(hi));
        },
      ),
      RUNS,
    );
  });

  it('trip totals add up: legs + extras = subtotal; subtotal + tax = total', () => {
    fc.assert(
      fc.property(
        configs,
        fc.array(fc.integer({ min: 0, max: 2_000_000 }), { minLength: 1, maxLength: 2 }),
        fc.record({ meetAndGreet: fc.boolean(), childSeat: fc.boolean(), extraStop: fc.boolean() }),
        (config, legs, extras) => {
          const t = tripTotal(config, { legsCents: legs, extras });
          for (const n of [t.extrasCents, t.subtotalCents, t.taxCents, t.totalCents]) {
            expect(isCents(n)).toBe(true);
            expect(n).toBeGreaterThanOrEqual(0);
          }
          expect(legs.reduce((s, n) => s + n, 0) + t.extrasCents).toBe(t.subtotalCents);
          expect(t.subtotalCents + t.taxCents).toBe(t.totalCents);
          // the tax is the rate of the subtotal to within half a cent
          expect(Math.abs(t.taxCents - (t.subtotalCents * config.taxRatePpm) / 1e6)).toBeLessThanOrEqual(0.5);
        },
      ),
      RUNS,
    );
  });

  it('tolls are whole cents from the configuration, active ones only, peak or off-peak by the time', () => {
    const crossings = fc.array(fc.constantFrom(...CROSSING_IDS), { maxLength: 8 });
    fc.assert(
      fc.property(configs, crossings, instant, (config, ids, at) => {
        const list = ids.map((id) => ({ id }));
        const out = tollsForCrossings(config, list, at);
        const peak = isTollPeak(config, at);
        for (const t of out) {
          const c = config.tolls[t.id];
          expect(isCents(t.amountCents)).toBe(true);
          expect(t.amountCents).toBe(peak || c.offPeakCents === null ? c.amountCents : c.offPeakCents);
        }
        expect(out.length).toBeLessThanOrEqual(ids.length);
        // Without a time the peak amount applies: never less than at any given time.
        const sum = (ts: { amountCents: number }[]) => ts.reduce((s, t) => s + t.amountCents, 0);
        expect(sum(out)).toBeLessThanOrEqual(sum(tollsForCrossings(config, list)));
      }),
      RUNS,
    );
  });

  it('the driver share is whole cents between 0 and the price', () => {
    fc.assert(
      fc.property(configs, fc.integer({ min: 0, max: 10_000_000 }), (config, price) => {
        const e = driverEarningsCents(config, price);
        expect(isCents(e)).toBe(true);
        expect(e).toBeGreaterThanOrEqual(0);
        expect(e).toBeLessThanOrEqual(price);
      }),
      RUNS,
    );
  });
});

describe('for-hire surcharge properties (PRODUCT decision 3)', () => {
  const quote = (config: PricingConfig, m: number | null, t: number, f: SurchargeFacts) =>
    customRideQuote(config, { vehicleCode: 'sedan', distanceMeters: m, tollsCents: t, surchargeFacts: f });
  const lineOf = (q: ReturnType<typeof quote>, id: string) =>
    q.breakdown.surcharges.find((s) => s.id === id)?.cents ?? 0;
  /** Whether each charge's condition holds (a percentage one then applies once, on the fare). */
  const applying = (f: SurchargeFacts) => ({
    nysCongestion: f.manhattanBelow96th,
    crzForHire: f.congestionReliefZone,
    airportAccess: f.airportEnds > 0,
  });

  it('flat surcharges do not depend on the distance; percentage ones are their rate of the fare', () => {
    fc.assert(
      fc.property(configs, metres, metres, tolls, facts, (config, a, b, t, f) => {
        const qa = quote(config, a, t, f);
        const qb = quote(config, b, t, f);
        for (const id of SURCHARGE_IDS) {
          const s = config.surcharges[id];
          const fare = qa.breakdown.totalCents - qa.breakdown.surchargesCents;
          const applies = { ...applying(f), blackCarFund: true }[id];
          if (!s.isActive || !applies) expect(lineOf(qa, id)).toBe(0);
          else if (s.isPercentage) {
            expect(Math.abs(lineOf(qa, id) - (fare * s.value) / BPS_ONE)).toBeLessThanOrEqual(0.5);
          } else expect(lineOf(qa, id)).toBe(lineOf(qb, id));
        }
      }),
      RUNS,
    );
  });

  it('a flat surcharge applies only when the trip touches its zone (the airport fee per airport end)', () => {
    fc.assert(
      fc.property(configs, metres, facts, (config, m, f) => {
        const q = quote(config, m, 0, f);
        const flat = (id: (typeof SURCHARGE_IDS)[number], times: number) => {
          const s = config.surcharges[id];
          if (s.isPercentage) return;
          expect(lineOf(q, id)).toBe(s.isActive ? s.value * times : 0);
        };
        flat('nysCongestion', f.manhattanBelow96th ? 1 : 0);
        flat('crzForHire', f.congestionReliefZone ? 1 : 0);
        flat('airportAccess', f.airportEnds);
      }),
      RUNS,
    );
  });

  it('surcharges only add: a quote with them is never below the formula without them', () => {
    fc.assert(
      fc.property(configs, fc.option(metres), tolls, facts, (config, m, t, f) => {
        const none = structuredClone(config);
        for (const id of SURCHARGE_IDS) none.surcharges[id].isActive = false;
        const q = quote(config, m, t, f);
        expect(quote(none, m, t, f).breakdown.surchargesCents).toBe(0);
        expect(q.finalPriceCents).toBe(quote(none, m, t, f).finalPriceCents + q.breakdown.surchargesCents);
      }),
      RUNS,
    );
  });

  it('package prices are all-in: the surcharges and tolls never change them', () => {
    fc.assert(
      fc.property(
        configs,
        configs,
        vehicleCode,
        fc.integer({ min: 0, max: 1_000_000 }),
        (a, b, code, base) => {
          const mixed = {
            ...a,
            surcharges: b.surcharges,
            tolls: b.tolls,
            tollPeakWindows: b.tollPeakWindows,
          };
          expect(packagePriceCents(mixed, { basePriceCents: base, vehicleCode: code })).toBe(
            packagePriceCents(a, { basePriceCents: base, vehicleCode: code }),
          );
        },
      ),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Hourly rides, time packages and the extra stop (PRODUCT decisions 1 and 3)

const HOURS = fc.integer({ min: 2, max: 12 });
const hourlyOf = (config: PricingConfig, id: string): PricingPackage => {
  const p = config.packages.find((x) => x.id === id);
  if (!p) throw new Error(id);
  return p;
};

/**
 * Configurations with the hourly packages re-priced as an admin might, keeping the rate card sane: the hourly
 * price never rises with a longer package, and a longer package never costs less than the hour before it at
 * the shorter package's rate (standard >= 3 basic hours, premium >= 7 standard hours).
 */
const hourlyConfigArb: fc.Arbitrary<PricingConfig> = fc
  .record({
    config: configs,
    basicRate: fc.integer({ min: 1_000, max: 50_000 }),
    standardCut: fc.integer({ min: 0, max: 2_500 }),
    premiumCut: fc.integer({ min: 0, max: 1_250 }),
  })
  .map(({ config, basicRate, standardCut, premiumCut }) => {
    const c = structuredClone(config);
    const standardRate = Math.ceil((basicRate * (BPS_ONE - standardCut)) / BPS_ONE);
    const premiumRate = Math.ceil((standardRate * (BPS_ONE - premiumCut)) / BPS_ONE);
    hourlyOf(c, 'basic').basePriceCents = 2 * basicRate;
    hourlyOf(c, 'standard').basePriceCents = 4 * standardRate;
    hourlyOf(c, 'premium').basePriceCents = 8 * premiumRate;
    return c;
  });
const hourlyConfigs = fc.oneof(fc.constant(DEFAULT_PRICING_CONFIG), hourlyConfigArb);

describe('hourly ride properties (PRODUCT decision 3)', () => {
  it('is whole cents, and exactly the package price x the multiplier at 2, 4 and 8 hours', () => {
    fc.assert(
      fc.property(
        configs,
        vehicleCode,
        fc.constantFrom('basic', 'standard', 'premium'),
        (config, code, id) => {
          const p = hourlyOf(config, id);
          const price = hourlyPriceCents(config, { hours: p.hours as number, vehicleCode: code });
          expect(price).toBe(
            packagePriceCents(config, { basePriceCents: p.basePriceCents, vehicleCode: code }),
          );
          expect(isCents(price as number)).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('never costs less for more hours', () => {
    fc.assert(
      fc.property(hourlyConfigs, vehicleCode, HOURS, HOURS, (config, code, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const price = (hours: number) => hourlyPriceCents(config, { hours, vehicleCode: code }) as number;
        expect(price(lo)).toBeLessThanOrEqual(price(hi));
      }),
      RUNS,
    );
  });

  it('is the hours at the hourly rate of the largest package not longer than them', () => {
    fc.assert(
      fc.property(configs, HOURS, (config, hours) => {
        const id = hours >= 8 ? 'premium' : hours >= 4 ? 'standard' : 'basic';
        const p = hourlyOf(config, id);
        const sedan = structuredClone(config);
        sedan.packageMultipliersBps.sedan = BPS_ONE;
        const exact = (hours * p.basePriceCents) / (p.hours as number);
        expect(
          Math.abs((hourlyPriceCents(sedan, { hours, vehicleCode: 'sedan' }) as number) - exact),
        ).toBeLessThanOrEqual(0.5);
      }),
      RUNS,
    );
  });

  it('applies the vehicle multiplier to the whole price, rounding once', () => {
    fc.assert(
      fc.property(configs, HOURS, fc.integer({ min: 1_000, max: 50_000 }), (config, hours, multiplier) => {
        const c = structuredClone(config);
        c.packageMultipliersBps.sedan = BPS_ONE;
        c.packageMultipliersBps.escalade = multiplier;
        const one = hourlyPriceCents(c, { hours, vehicleCode: 'sedan' }) as number;
        const times = hourlyPriceCents(c, { hours, vehicleCode: 'escalade' }) as number;
        // Both round the same exact amount: x1 to within half a cent, x m to within half a cent.
        expect(Math.abs(times - (one * multiplier) / BPS_ONE)).toBeLessThanOrEqual(
          0.5 + (0.5 * multiplier) / BPS_ONE,
        );
        if (multiplier >= BPS_ONE) expect(times).toBeGreaterThanOrEqual(one);
        else expect(times).toBeLessThanOrEqual(one);
      }),
      RUNS,
    );
  });
});

describe('hours an hourly ride needs (PRODUCT decision 20)', () => {
  it('covers the driving time with the fewest whole hours, never below the 2-hour minimum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 48 * 3600 }), (seconds) => {
        const hours = hourlyHoursNeeded(seconds);
        expect(Number.isInteger(hours)).toBe(true);
        expect(hours).toBeGreaterThanOrEqual(2);
        // Covers the driving: every second of it.
        expect(hours * 3600).toBeGreaterThanOrEqual(seconds);
        // The fewest: one hour less would not cover it (or would be under the minimum).
        if (hours > 2) expect((hours - 1) * 3600).toBeLessThan(seconds);
        // More driving never needs fewer hours.
        expect(hourlyHoursNeeded(seconds + 1)).toBeGreaterThanOrEqual(hours);
      }),
      RUNS,
    );
  });

  it('counts no or nonsense driving as the minimum, and an endless drive as endless hours', () => {
    for (const s of [Number.NaN, -1, Number.NEGATIVE_INFINITY, 0]) expect(hourlyHoursNeeded(s)).toBe(2);
    expect(hourlyHoursNeeded(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(hourlyHoursNeeded(3 * 3600 + 32 * 60 + 4)).toBe(4);
  });
});

describe('wedding and event package properties', () => {
  it('cost the package price up to their hours, more after, never less for more hours', () => {
    fc.assert(
      fc.property(
        hourlyConfigs,
        vehicleCode,
        fc.constantFrom('wedding-basic', 'wedding-premium', 'wedding-deluxe', 'prom', 'gala', 'corporate'),
        HOURS,
        HOURS,
        (config, code, id, a, b) => {
          const pkg = hourlyOf(config, id);
          const included = pkg.hours ?? 2;
          const price = (hours: number) =>
            timePackagePriceCents(config, { pkg, includedHours: included, hours, vehicleCode: code });
          const base = packagePriceCents(config, { basePriceCents: pkg.basePriceCents, vehicleCode: code });
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(price(lo).cents).toBeLessThanOrEqual(price(hi).cents);
          expect(isCents(price(hi).cents)).toBe(true);
          expect(price(hi).cents).toBe(base + price(hi).extraHoursCents);
          expect(price(hi).hoursPriced).toBe(Math.max(hi, included));
          if (hi <= included) expect(price(hi).cents).toBe(base);
        },
      ),
      RUNS,
    );
  });
});

describe('extra stop properties (PRODUCT decision 1)', () => {
  it('charges nothing up to 5 added miles, then the vehicle rate per mile, never less for a longer detour', () => {
    fc.assert(
      fc.property(configs, vehicleCode, metres, metres, (config, code, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const cost = (addedMeters: number) => extraStopMilesCents(config, { vehicleCode: code, addedMeters });
        expect(isCents(cost(lo))).toBe(true);
        expect(cost(lo)).toBeLessThanOrEqual(cost(hi));
        if (lo <= 8046) expect(cost(lo)).toBe(0);
        const rate = config.customRide.perMileCents[code] ?? config.customRide.perMileCents.other;
        const exact = Math.max(0, lo / 1609.34 - 5) * rate;
        expect(Math.abs(cost(lo) - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
      RUNS,
    );
  });
});
