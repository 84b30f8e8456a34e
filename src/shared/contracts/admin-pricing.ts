import '../zod-setup.ts';
import * as z from 'zod/mini';
import {
  BPS_ONE,
  EXTRA_IDS,
  FEE_IDS,
  PPM_ONE,
  RATE_CARD_CATEGORIES,
  SURCHARGE_IDS,
  type PricingConfig,
  type VehicleCodeTable,
} from '../domain/pricing-config.ts';
import type { ErrorCode } from '../error-codes.ts';
import { issue } from '../zod-issues.ts';

/**
 * The admin's Pricing tab (GET and PUT /api/admin/pricing): the one stored pricing configuration in the units
 * its editors show — dollars, plain factors (1.25) and percentages (8.875) — with the editor ranges of the
 * operations document (section 5) and sane ranges for the rest, one message code per field. Names, ids,
 * descriptions, time windows and holiday dates are shown but not edited here: `fromEditorDocument` keeps them
 * from the configuration in force. Inputs step by the `step` of each range; the server checks the range only
 * and rounds to the unit (cents, basis points, parts per million).
 */

export interface EditorRange {
  min: number;
  max: number;
  step: number;
}

/** The editors' ranges, shared by the schema (validation) and the inputs (min, max, step). */
export const PRICING_RANGES = {
  // Operations document, section 5.
  baseRate: { min: 1, max: 10, step: 0.1 },
  minimumFare: { min: 15, max: 200, step: 5 },
  hourlyRate: { min: 30, max: 300, step: 5 },
  serviceFactor: { min: 0.5, max: 2, step: 0.05 },
  rushHour: { min: 1, max: 2, step: 0.05 },
  weekend: { min: 1, max: 2, step: 0.05 },
  holiday: { min: 1, max: 2.5, step: 0.05 },
  feeFlat: { min: 0, max: 1000, step: 0.5 },
  feePercent: { min: 0, max: 100, step: 1 },
  // Sane ranges for the rest: wide enough for any real price list, narrow enough to catch a slipped digit.
  customBase: { min: 0, max: 1000, step: 1 },
  perMile: { min: 0.5, max: 50, step: 0.05 },
  packagePrice: { min: 1, max: 20000, step: 1 },
  multiplier: { min: 0.5, max: 5, step: 0.05 },
  extra: { min: 0, max: 500, step: 0.5 },
  cardFee: { min: 0, max: 10, step: 0.1 },
  stc: { min: 0, max: 30, step: 0.5 },
  adminFee: { min: 0, max: 200, step: 0.5 },
  taxRate: { min: 0, max: 25, step: 0.001 },
  driverShare: { min: 0, max: 100, step: 1 },
  toll: { min: 0, max: 200, step: 0.01 },
  surchargeFlat: { min: 0, max: 100, step: 0.05 },
  surchargePercent: { min: 0, max: 25, step: 0.25 },
} as const satisfies Record<string, EditorRange>;
export type PricingRangeId = keyof typeof PRICING_RANGES;

/** A number within a range, else the field's own message ("Enter 1 to 10"). */
const within = (id: PricingRangeId, code: ErrorCode) => {
  const { min, max } = PRICING_RANGES[id];
  const message = issue(code, { min, max });
  return z.number({ error: message }).check(z.gte(min, message), z.lte(max, message));
};
const name = () => z.string().check(z.maxLength(200));
const vehicleTable = (value: () => z.ZodMiniNumber) =>
  z.catchall(z.object({ other: value() }), value()).check(
    z.refine((t) => Object.keys(t).every((k) => /^[a-z0-9][a-z0-9-]{0,39}$/.test(k)), {
      error: issue('pricing.vehicleCodes'),
    }),
  );

/** A value that is a percentage or an amount, each with its own range (fees and surcharges). */
const flatOrPercent = (flat: PricingRangeId, percent: PricingRangeId, code: ErrorCode) =>
  z.refine<{ value: number; isPercentage: boolean }>(
    (f) => {
      const r = PRICING_RANGES[f.isPercentage ? percent : flat];
      return f.value >= r.min && f.value <= r.max;
    },
    { error: issue(code), path: ['value'] },
  );

const feeDocSchema = z
  .object({
    name: name(),
    value: z
      .number({ error: issue('pricing.feeValueRange') })
      .check(z.gte(0, issue('pricing.feeValueRange'))),
    isActive: z.boolean(),
    /** Shown, not edited: the fee keeps its kind. */
    isPercentage: z.boolean(),
  })
  .check(flatOrPercent('feeFlat', 'feePercent', 'pricing.feeValueRange'));

const tollDocSchema = z
  .object({
    name: name(),
    /** Dollars; the peak amount where the crossing has peak and off-peak. */
    peak: within('toll', 'pricing.tollRange'),
    offPeak: z.nullable(within('toll', 'pricing.tollRange')),
    isActive: z.boolean(),
  })
  .check(
    z.refine((t) => t.offPeak === null || t.offPeak <= t.peak, {
      error: issue('pricing.offPeakAbovePeak'),
      path: ['offPeak'],
    }),
  );

const surchargeDocSchema = z
  .object({
    name: name(),
    value: z
      .number({ error: issue('pricing.surchargeRange') })
      .check(z.gte(0, issue('pricing.surchargeRange'))),
    /** Shown, not edited. */
    isPercentage: z.boolean(),
    isActive: z.boolean(),
  })
  .check(flatOrPercent('surchargeFlat', 'surchargePercent', 'pricing.surchargeRange'));

export const pricingDocumentSchema = z.object({
  customRide: z.object({
    basePrice: within('customBase', 'pricing.customBaseRange'),
    /** Dollars per mile by vehicle code, with `other` for codes not listed. */
    perMile: vehicleTable(() => within('perMile', 'pricing.perMileRange')),
  }),
  packages: z
    .array(
      z.object({
        id: z.string().check(z.maxLength(60)),
        kind: z.string().check(z.maxLength(20)),
        name: name(),
        hours: z.nullable(z.number()),
        price: within('packagePrice', 'pricing.packagePriceRange'),
      }),
    )
    .check(z.maxLength(200)),
  packageMultipliers: vehicleTable(() => within('multiplier', 'pricing.multiplierRange')),
  extras: z.record(
    z.enum(EXTRA_IDS),
    z.object({ name: name(), price: within('extra', 'pricing.extraRange') }),
  ),
  charges: z.object({
    cardFeePercent: within('cardFee', 'pricing.cardFeeRange'),
    stcPercent: within('stc', 'pricing.stcRange'),
    adminFee: within('adminFee', 'pricing.adminFeeRange'),
    taxRatePercent: within('taxRate', 'pricing.taxRateRange'),
    driverSharePercent: within('driverShare', 'pricing.driverShareRange'),
  }),
  rateCard: z.object({
    vehicles: z.record(
      z.enum(RATE_CARD_CATEGORIES),
      z.object({
        baseRate: within('baseRate', 'pricing.baseRateRange'),
        minimumFare: within('minimumFare', 'pricing.minimumFareRange'),
        hourlyRate: within('hourlyRate', 'pricing.hourlyRateRange'),
      }),
    ),
    serviceFactors: z
      .array(
        z.object({
          id: z.string().check(z.maxLength(60)),
          name: name(),
          factor: within('serviceFactor', 'pricing.serviceFactorRange'),
          hourly: z.boolean(),
        }),
      )
      .check(z.maxLength(50)),
    timeFactors: z.object({
      rushHour: within('rushHour', 'pricing.rushHourRange'),
      weekend: within('weekend', 'pricing.weekendRange'),
      holiday: within('holiday', 'pricing.holidayRange'),
    }),
    fees: z.record(z.enum(FEE_IDS), feeDocSchema),
  }),
  /** By toll id (every tolled crossing the router knows). */
  tolls: z.record(z.string().check(z.maxLength(60)), tollDocSchema),
  surcharges: z.record(z.enum(SURCHARGE_IDS), surchargeDocSchema),
});
export type PricingDocument = z.infer<typeof pricingDocumentSchema>;

export const pricingVersionSchema = z.object({
  version: z.int(),
  updatedAt: z.nullable(z.string()),
  /** The admin's name; null for the built-in defaults (or a deleted account). */
  updatedBy: z.nullable(z.string()),
});
export type PricingVersion = z.infer<typeof pricingVersionSchema>;

/** GET and PUT /api/admin/pricing answer. */
export const adminPricingSchema = z.object({
  ...pricingVersionSchema.shape,
  document: pricingDocumentSchema,
  /** The latest versions, newest first (up to 20). */
  versions: z.array(pricingVersionSchema),
});
export type AdminPricing = z.infer<typeof adminPricingSchema>;

/** PUT /api/admin/pricing body: the edited document and the version it was edited from. */
export const adminPricingUpdateSchema = z.object({
  expectedVersion: z.int({ error: issue('common.required') }).check(z.gte(0)),
  document: pricingDocumentSchema,
});
export type AdminPricingUpdate = z.infer<typeof adminPricingUpdateSchema>;

// ---------------------------------------------------------------------------------------------------------
// Conversions (pure): stored units <-> editor units

/** `value x scale`, rounded half up, immune to binary noise (2.555 dollars is 256 cents, not 255). */
const toUnits = (value: number, scale: number) => Math.round(Number((value * scale).toPrecision(12)));
const fromUnits = (units: number, scale: number) => units / scale;

const dollars = (cents: number) => fromUnits(cents, 100);
const cents = (d: number) => toUnits(d, 100);
const factor = (bps: number) => fromUnits(bps, BPS_ONE);
const bps = (f: number) => toUnits(f, BPS_ONE);
/** Percent <-> basis points (8.5% is 850). */
const percent = (b: number) => fromUnits(b, 100);
const percentBps = (p: number) => toUnits(p, 100);
/** Percent <-> parts per million (8.875% is 88,750). */
const ppmPercent = (ppm: number) => fromUnits(ppm, PPM_ONE / 100);
const ppm = (p: number) => toUnits(p, PPM_ONE / 100);

const mapTable = (t: VehicleCodeTable, f: (n: number) => number): VehicleCodeTable =>
  Object.fromEntries(Object.entries(t).map(([k, v]) => [k, f(v)])) as VehicleCodeTable;
const mapRecord = <K extends string, A, B>(r: Record<K, A>, f: (a: A, k: K) => B): Record<K, B> =>
  Object.fromEntries(Object.entries(r).map(([k, v]) => [k, f(v as A, k as K)])) as Record<K, B>;
/** A fee's or surcharge's value: dollars when flat, percent when a percentage. */
const valueOut = (v: number, isPercentage: boolean) => (isPercentage ? percent(v) : dollars(v));
const valueIn = (v: number, isPercentage: boolean) => (isPercentage ? percentBps(v) : cents(v));

/** The configuration as the editors show it. */
export function toEditorDocument(config: PricingConfig): PricingDocument {
  const card = config.rateCard;
  return {
    customRide: {
      basePrice: dollars(config.customRide.basePriceCents),
      perMile: mapTable(config.customRide.perMileCents, dollars),
    },
    packages: config.packages.map((p) => ({
      id: p.id,
      kind: p.kind,
      name: p.name,
      hours: p.hours ?? null,
      price: dollars(p.basePriceCents),
    })),
    packageMultipliers: mapTable(config.packageMultipliersBps, factor),
    extras: mapRecord(config.extras, (e) => ({ name: e.name, price: dollars(e.cents) })),
    charges: {
      cardFeePercent: percent(config.customRide.creditCardFeeBps),
      stcPercent: percent(config.customRide.stcBps),
      adminFee: dollars(config.customRide.adminFeeCents),
      taxRatePercent: ppmPercent(config.taxRatePpm),
      driverSharePercent: percent(config.driverShareBps),
    },
    rateCard: {
      vehicles: mapRecord(card.vehicles, (v) => ({
        baseRate: dollars(v.perMileCents),
        minimumFare: dollars(v.minimumFareCents),
        hourlyRate: dollars(v.hourlyRateCents),
      })),
      serviceFactors: card.serviceMultipliers.map((s) => ({
        id: s.id,
        name: s.name,
        factor: factor(s.factorBps),
        hourly: s.hourly,
      })),
      timeFactors: {
        rushHour: factor(card.timeFactors.rushHour.factorBps),
        weekend: factor(card.timeFactors.weekend.factorBps),
        holiday: factor(card.timeFactors.holiday.factorBps),
      },
      fees: mapRecord(card.fees, (f) => ({
        name: f.name,
        value: valueOut(f.value, f.isPercentage),
        isActive: f.isActive,
        isPercentage: f.isPercentage,
      })),
    },
    tolls: mapRecord(
      config.tolls as Record<string, PricingConfig['tolls'][keyof PricingConfig['tolls']]>,
      (t) => ({
        name: t.name,
        peak: dollars(t.amountCents),
        offPeak: t.offPeakCents === null ? null : dollars(t.offPeakCents),
        isActive: t.isActive,
      }),
    ),
    surcharges: mapRecord(config.surcharges, (s) => ({
      name: s.name,
      value: valueOut(s.value, s.isPercentage),
      isPercentage: s.isPercentage,
      isActive: s.isActive,
    })),
  };
}

/**
 * The configuration `current` with the document's values (converted and rounded to the stored units). What
 * the editors do not edit — names, ids, descriptions, windows, dates, whether a fee is a percentage — is kept
 * from `current`; packages, service factors, tolls and surcharges the document omits keep their values, and
 * entries `current` does not know are ignored. The vehicle-code tables are taken whole from the document.
 */
export function fromEditorDocument(doc: PricingDocument, current: PricingConfig): PricingConfig {
  const card = current.rateCard;
  const packagePrice = new Map(doc.packages.map((p) => [p.id, p.price]));
  const serviceFactor = new Map(doc.rateCard.serviceFactors.map((s) => [s.id, s.factor]));
  const tolls = doc.tolls as Partial<Record<string, PricingDocument['tolls'][string]>>;
  return {
    ...current,
    customRide: {
      basePriceCents: cents(doc.customRide.basePrice),
      perMileCents: mapTable(doc.customRide.perMile, cents),
      creditCardFeeBps: percentBps(doc.charges.cardFeePercent),
      stcBps: percentBps(doc.charges.stcPercent),
      adminFeeCents: cents(doc.charges.adminFee),
    },
    packageMultipliersBps: mapTable(doc.packageMultipliers, bps),
    packages: current.packages.map((p) => {
      const price = packagePrice.get(p.id);
      return price === undefined ? p : { ...p, basePriceCents: cents(price) };
    }),
    extras: mapRecord(current.extras, (e, id) => ({ ...e, cents: cents(doc.extras[id].price) })),
    taxRatePpm: ppm(doc.charges.taxRatePercent),
    driverShareBps: percentBps(doc.charges.driverSharePercent),
    tolls: mapRecord(current.tolls, (t, id) => {
      const edited = tolls[id];
      if (!edited) return t;
      return {
        ...t,
        amountCents: cents(edited.peak),
        offPeakCents: edited.offPeak === null ? null : cents(edited.offPeak),
        isActive: edited.isActive,
      };
    }),
    surcharges: mapRecord(current.surcharges, (s, id) => ({
      ...s,
      value: valueIn(doc.surcharges[id].value, s.isPercentage),
      isActive: doc.surcharges[id].isActive,
    })),
    rateCard: {
      ...card,
      vehicles: mapRecord(card.vehicles, (v, id) => ({
        perMileCents: cents(doc.rateCard.vehicles[id].baseRate),
        minimumFareCents: cents(doc.rateCard.vehicles[id].minimumFare),
        hourlyRateCents: cents(doc.rateCard.vehicles[id].hourlyRate),
      })),
      serviceMultipliers: card.serviceMultipliers.map((s) => {
        const f = serviceFactor.get(s.id);
        return f === undefined ? s : { ...s, factorBps: bps(f) };
      }),
      timeFactors: {
        rushHour: { ...card.timeFactors.rushHour, factorBps: bps(doc.rateCard.timeFactors.rushHour) },
        weekend: { ...card.timeFactors.weekend, factorBps: bps(doc.rateCard.timeFactors.weekend) },
        holiday: { ...card.timeFactors.holiday, factorBps: bps(doc.rateCard.timeFactors.holiday) },
      },
      fees: mapRecord(card.fees, (f, id) => ({
        ...f,
        value: valueIn(doc.rateCard.fees[id].value, f.isPercentage),
        isActive: doc.rateCard.fees[id].isActive,
      })) as PricingConfig['rateCard']['fees'],
    },
  };
}

/**
 * The editor fields whose values differ between two documents, as dotted paths with before and after
 * (for the audit entry: "customRide.perMile.sedan: 2.5 → 3").
 */
export function documentChanges(
  before: PricingDocument,
  after: PricingDocument,
): { path: string; before: unknown; after: unknown }[] {
  const out: { path: string; before: unknown; after: unknown }[] = [];
  const walk = (a: unknown, b: unknown, path: string) => {
    if (a && b && typeof a === 'object' && typeof b === 'object') {
      // Arrays of entries with ids compare by id, so the path names the package or service.
      const key = (v: unknown, i: number) =>
        Array.isArray(a) && v && typeof v === 'object' && 'id' in v ? String(v.id) : String(i);
      const entries = (o: object) =>
        new Map(Array.isArray(o) ? o.map((v, i) => [key(v, i), v]) : Object.entries(o));
      const ea = entries(a);
      const eb = entries(b);
      for (const k of new Set([...ea.keys(), ...eb.keys()])) {
        if (k === 'name' || k === 'id' || k === 'kind') continue;
        walk(ea.get(k), eb.get(k), path ? `${path}.${k}` : k);
      }
    } else if (a !== b) {
      out.push({ path, before: a ?? null, after: b ?? null });
    }
  };
  walk(before, after, '');
  return out;
}
