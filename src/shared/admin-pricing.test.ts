import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pricingConfigSchema } from './contracts/pricing.ts';
import {
  PRICING_RANGES,
  documentChanges,
  fromEditorDocument,
  pricingDocumentSchema,
  toEditorDocument,
  type PricingDocument,
} from './contracts/admin-pricing.ts';
import type { PricingConfig } from './domain/pricing-config.ts';
import { DEFAULT_PRICING_CONFIG } from './domain/pricing-defaults.ts';
import { issueFieldErrors } from './zod-issues.ts';

const doc = () => structuredClone(toEditorDocument(DEFAULT_PRICING_CONFIG));
const fieldErrors = (d: unknown) => {
  const parsed = pricingDocumentSchema.safeParse(d);
  return parsed.success ? {} : issueFieldErrors(parsed.error.issues);
};

describe('toEditorDocument', () => {
  it('shows dollars, plain factors and percentages', () => {
    const d = toEditorDocument(DEFAULT_PRICING_CONFIG);
    expect(d.customRide.basePrice).toBe(75);
    expect(d.customRide.perMile.sedan).toBe(2.5);
    expect(d.charges).toEqual({
      cardFeePercent: 4,
      stcPercent: 14,
      adminFee: 15,
      taxRatePercent: 8.875,
      driverSharePercent: 80,
    });
    expect(d.rateCard.vehicles.suv).toEqual({ baseRate: 3.2, minimumFare: 45, hourlyRate: 85 });
    expect(d.rateCard.timeFactors).toEqual({ rushHour: 1.25, weekend: 1.15, holiday: 1.5 });
    expect(d.rateCard.fees.waitingTime.value).toBe(0.5);
    expect(d.rateCard.fees.earlyMorning).toMatchObject({ value: 10, isPercentage: true });
    expect(d.packages.find((p) => p.id === 'standard')).toMatchObject({ price: 359, hours: 4 });
    expect(d.packageMultipliers.escalade).toBe(1.5);
    expect(d.extras.meetAndGreet.price).toBe(20);
    expect(d.surcharges.blackCarFund.isPercentage).toBe(true);
    expect(Object.keys(d.tolls)).toEqual(Object.keys(DEFAULT_PRICING_CONFIG.tolls));
  });

  it('is a valid document for the defaults', () => {
    expect(fieldErrors(toEditorDocument(DEFAULT_PRICING_CONFIG))).toEqual({});
  });
});

describe('fromEditorDocument', () => {
  it('round-trips the defaults exactly', () => {
    expect(fromEditorDocument(doc(), DEFAULT_PRICING_CONFIG)).toEqual(DEFAULT_PRICING_CONFIG);
  });

  it('converts edits to cents, basis points and parts per million, rounding half up', () => {
    const d = doc();
    d.customRide.perMile.sedan = 2.555; // 255.49999… in binary: still 256 cents
    d.charges.taxRatePercent = 8.5;
    d.charges.cardFeePercent = 3.25;
    d.rateCard.timeFactors.holiday = 1.75;
    d.rateCard.fees.earlyMorning.value = 12.5;
    d.rateCard.fees.extraStop.value = 12.345;
    const c = fromEditorDocument(d, DEFAULT_PRICING_CONFIG);
    expect(c.customRide.perMileCents.sedan).toBe(256);
    expect(c.taxRatePpm).toBe(85_000);
    expect(c.customRide.creditCardFeeBps).toBe(325);
    expect(c.rateCard.timeFactors.holiday.factorBps).toBe(17_500);
    expect(c.rateCard.fees.earlyMorning.value).toBe(1_250);
    expect(c.rateCard.fees.extraStop.value).toBe(1_235);
    expect(pricingConfigSchema.safeParse(c).success).toBe(true);
  });

  it('keeps what the editors do not edit from the configuration in force', () => {
    const d = doc();
    d.packages = d.packages.filter((p) => p.id === 'standard').map((p) => ({ ...p, price: 400, name: 'X' }));
    d.packages.push({ id: 'unknown', kind: 'hourly', name: 'Nope', hours: 3, price: 5 });
    d.rateCard.fees.promocode.isPercentage = false; // shown, not edited
    const c = fromEditorDocument(d, DEFAULT_PRICING_CONFIG);
    expect(c.packages.map((p) => p.id)).toEqual(DEFAULT_PRICING_CONFIG.packages.map((p) => p.id));
    expect(c.packages.find((p) => p.id === 'standard')).toMatchObject({
      name: 'Standard Package',
      basePriceCents: 40_000,
    });
    expect(c.packages.find((p) => p.id === 'basic')?.basePriceCents).toBe(19_900);
    expect(c.rateCard.fees.promocode).toMatchObject({ isPercentage: true, value: 1_000 });
    expect(c.rateCard.timeFactors.holiday.dates).toEqual(
      DEFAULT_PRICING_CONFIG.rateCard.timeFactors.holiday.dates,
    );
  });

  /** A valid configuration with random values within the editor ranges, in stored units. */
  const units = (id: keyof typeof PRICING_RANGES, scale: number) =>
    fc.integer({
      min: Math.ceil(PRICING_RANGES[id].min * scale),
      max: Math.floor(PRICING_RANGES[id].max * scale),
    });
  const randomConfig = fc
    .record({
      base: units('customBase', 100),
      perMile: units('perMile', 100),
      pkg: fc.array(units('packagePrice', 100), {
        minLength: DEFAULT_PRICING_CONFIG.packages.length,
        maxLength: DEFAULT_PRICING_CONFIG.packages.length,
      }),
      multiplier: units('multiplier', 10_000),
      tax: units('taxRate', 10_000),
      share: units('driverShare', 100),
      card: units('cardFee', 100),
      baseRate: units('baseRate', 100),
      minimum: units('minimumFare', 100),
      hourly: units('hourlyRate', 100),
      holiday: units('holiday', 10_000),
      flatFee: units('feeFlat', 100),
      percentFee: units('feePercent', 100),
      toll: units('toll', 100),
      active: fc.boolean(),
    })
    .map((r): PricingConfig => {
      const c = structuredClone(DEFAULT_PRICING_CONFIG) as PricingConfig;
      c.customRide.basePriceCents = r.base;
      c.customRide.perMileCents.escalade = r.perMile;
      c.customRide.creditCardFeeBps = r.card;
      c.packages.forEach((p, i) => (p.basePriceCents = r.pkg[i] ?? p.basePriceCents));
      c.packageMultipliersBps.other = r.multiplier;
      c.taxRatePpm = r.tax;
      c.driverShareBps = r.share;
      c.rateCard.vehicles.van = {
        perMileCents: r.baseRate,
        minimumFareCents: r.minimum,
        hourlyRateCents: r.hourly,
      };
      c.rateCard.timeFactors.holiday.factorBps = r.holiday;
      c.rateCard.fees.extraStop.value = r.flatFee;
      c.rateCard.fees.earlyMorning.value = r.percentFee;
      c.rateCard.fees.promocode.isActive = r.active;
      for (const t of Object.values(c.tolls)) {
        t.amountCents = r.toll;
        t.offPeakCents = t.offPeakCents === null ? null : Math.floor(r.toll / 2);
        t.isActive = r.active;
      }
      c.surcharges.nysCongestion.isActive = r.active;
      return c;
    });

  it('fromEditor(toEditor(c)) is c for random valid configurations', () => {
    fc.assert(
      fc.property(randomConfig, (c) => {
        expect(pricingConfigSchema.safeParse(c).success).toBe(true);
        const d = toEditorDocument(c);
        expect(fieldErrors(d)).toEqual({});
        expect(fromEditorDocument(d, DEFAULT_PRICING_CONFIG)).toEqual(c);
      }),
      { numRuns: 200 },
    );
  });
});

describe('pricingDocumentSchema', () => {
  const cases: [string, (d: PricingDocument) => void, string, string][] = [
    [
      'base rate',
      (d) => (d.rateCard.vehicles.sedan.baseRate = 10.5),
      'rateCard.vehicles.sedan.baseRate',
      'pricing.baseRateRange',
    ],
    [
      'minimum fare',
      (d) => (d.rateCard.vehicles.suv.minimumFare = 10),
      'rateCard.vehicles.suv.minimumFare',
      'pricing.minimumFareRange',
    ],
    [
      'hourly rate',
      (d) => (d.rateCard.vehicles.limo.hourlyRate = 301),
      'rateCard.vehicles.limo.hourlyRate',
      'pricing.hourlyRateRange',
    ],
    [
      'service factor',
      (d) => (d.rateCard.serviceFactors[0]!.factor = 0.4),
      'rateCard.serviceFactors.0.factor',
      'pricing.serviceFactorRange',
    ],
    [
      'rush hour',
      (d) => (d.rateCard.timeFactors.rushHour = 0.9),
      'rateCard.timeFactors.rushHour',
      'pricing.rushHourRange',
    ],
    [
      'weekend',
      (d) => (d.rateCard.timeFactors.weekend = 2.1),
      'rateCard.timeFactors.weekend',
      'pricing.weekendRange',
    ],
    [
      'holiday',
      (d) => (d.rateCard.timeFactors.holiday = 2.6),
      'rateCard.timeFactors.holiday',
      'pricing.holidayRange',
    ],
    [
      'negative fee',
      (d) => (d.rateCard.fees.extraStop.value = -1),
      'rateCard.fees.extraStop.value',
      'pricing.feeValueRange',
    ],
    [
      'percent fee',
      (d) => (d.rateCard.fees.earlyMorning.value = 101),
      'rateCard.fees.earlyMorning.value',
      'pricing.feeValueRange',
    ],
    ['per mile', (d) => (d.customRide.perMile.sedan = 0), 'customRide.perMile.sedan', 'pricing.perMileRange'],
    ['package', (d) => (d.packages[0]!.price = 0), 'packages.0.price', 'pricing.packagePriceRange'],
    [
      'multiplier',
      (d) => (d.packageMultipliers.other = 6),
      'packageMultipliers.other',
      'pricing.multiplierRange',
    ],
    ['tax', (d) => (d.charges.taxRatePercent = 30), 'charges.taxRatePercent', 'pricing.taxRateRange'],
    [
      'share',
      (d) => (d.charges.driverSharePercent = 120),
      'charges.driverSharePercent',
      'pricing.driverShareRange',
    ],
    [
      'off-peak',
      (d) => setOffPeak(d, 99),
      'tolls.george-washington-bridge.offPeak',
      'pricing.offPeakAbovePeak',
    ],
    [
      'surcharge',
      (d) => (d.surcharges.blackCarFund.value = 30),
      'surcharges.blackCarFund.value',
      'pricing.surchargeRange',
    ],
  ];
  const setOffPeak = (d: PricingDocument, v: number) => {
    const gwb = d.tolls['george-washington-bridge'];
    if (gwb) gwb.offPeak = v;
  };

  it.each(cases)('refuses an out-of-range %s with its own message', (_label, change, path, code) => {
    const d = doc();
    change(d);
    expect(fieldErrors(d)[path]?.code).toBe(code);
  });

  it('carries the range in the message', () => {
    const d = doc();
    d.rateCard.vehicles.sedan.baseRate = 0.5;
    expect(fieldErrors(d)['rateCard.vehicles.sedan.baseRate']).toEqual({
      code: 'pricing.baseRateRange',
      params: { min: 1, max: 10 },
    });
  });

  it('accepts the edges of each range', () => {
    const d = doc();
    d.rateCard.vehicles.sedan = { baseRate: 1, minimumFare: 200, hourlyRate: 30 };
    d.rateCard.timeFactors = { rushHour: 2, weekend: 1, holiday: 2.5 };
    d.rateCard.fees.extraStop.value = 0;
    expect(fieldErrors(d)).toEqual({});
  });
});

describe('documentChanges', () => {
  it('lists the changed fields by path, packages by id', () => {
    const before = doc();
    const after = doc();
    after.rateCard.vehicles.sedan.baseRate = 3;
    const standard = after.packages.find((p) => p.id === 'standard');
    if (standard) standard.price = 400;
    expect(documentChanges(before, after)).toEqual([
      { path: 'packages.standard.price', before: 359, after: 400 },
      { path: 'rateCard.vehicles.sedan.baseRate', before: 2.5, after: 3 },
    ]);
    expect(documentChanges(before, before)).toEqual([]);
  });
});
