import '../zod-setup.ts';
import * as z from 'zod/mini';
import { TOLL_IDS } from '../domain/crossings.ts';
import {
  BPS_ONE,
  EXTRA_IDS,
  RATE_CARD_CATEGORIES,
  SURCHARGE_IDS,
  type PricingConfig,
  type RateCardFee,
} from '../domain/pricing-config.ts';
import type { ErrorCode } from '../error-codes.ts';
import { issue } from '../zod-issues.ts';

/**
 * The whole pricing configuration as an admin may save it: non-negative integer cents, factors and shares in
 * basis points, tax in parts per million, all within sane bounds, so a typo cannot price a ride at zero or at
 * a thousand times its value. The schema's output type is the engine's `PricingConfig`.
 */

const MAX_CENTS = 10_000_000; // $100,000: above any single line of a chauffeured ride
const MAX_RATE_CENTS = 100_000; // $1,000 per mile, hour, minute or item

const whole = (message: string) => z.int({ error: message });
const range = (min: number, max: number, message: string) =>
  whole(message).check(z.gte(min, message), z.lte(max, message));
const rangeOf = (min: number, max: number, code: ErrorCode) => range(min, max, issue(code));

const cents = (max = MAX_CENTS) => range(0, max, issue('pricing.cents', { max }));
/** A multiplier or time/service factor: x0.1 to x5. */
const factorBps = () => rangeOf(BPS_ONE / 10, 5 * BPS_ONE, 'pricing.factor');
/** A share or percentage: 0 to 100%. */
const percentBps = () => rangeOf(0, BPS_ONE, 'pricing.percent');
const label = (max = 100) =>
  z
    .string({ error: issue('pricing.nameRequired') })
    .check(
      z.trim(),
      z.minLength(1, issue('pricing.nameRequired')),
      z.maxLength(max, issue('pricing.tooLong', { count: max })),
    );
const description = () => z.string().check(z.maxLength(300, issue('pricing.tooLong', { count: 300 })));
const minuteOfDay = () => rangeOf(0, 1440, 'pricing.minuteOfDay');
const weekday = () => rangeOf(0, 6, 'pricing.weekday');
const id = () => z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,59}$/, issue('pricing.id')));

const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

const unique = <T>(key: (item: T) => string, code: ErrorCode) =>
  z.refine<T[]>((items) => new Set(items.map(key)).size === items.length, { error: issue(code) });

/** Per vehicle code, with the required `other` fallback for codes not listed. */
const vehicleCodeTable = (value: () => z.ZodMiniInt) =>
  z.catchall(z.object({ other: value() }), value()).check(
    z.refine((t) => Object.keys(t).length <= 50, { error: issue('pricing.tooManyVehicleCodes') }),
    z.refine((t) => Object.keys(t).every((k) => /^[a-z0-9][a-z0-9-]{0,39}$/.test(k)), {
      error: issue('pricing.vehicleCodes'),
    }),
  );

const packageSchema = z.object({
  id: id(),
  kind: z.enum(['airport', 'hourly', 'route', 'wedding', 'event']),
  name: label(),
  basePriceCents: cents(),
  hours: z.optional(
    z
      .number({ error: issue('pricing.hoursRequired') })
      .check(z.gt(0, issue('pricing.hoursMin')), z.lte(24, issue('pricing.hoursMax'))),
  ),
});

const tollSchema = z
  .object({
    name: label(),
    amountCents: cents(MAX_RATE_CENTS),
    offPeakCents: z.nullable(cents(MAX_RATE_CENTS)),
    isActive: z.boolean(),
    oncePerTrip: z.boolean(),
  })
  .check(
    z.refine((t) => t.offPeakCents === null || t.offPeakCents <= t.amountCents, {
      error: issue('pricing.offPeakAbovePeak'),
      path: ['offPeakCents'],
    }),
  );

/** A for-hire surcharge: cents when flat, basis points (at most 100%) when a percentage. */
const surchargeSchema = z
  .object({
    name: label(),
    value: rangeOf(0, MAX_RATE_CENTS, 'pricing.feeValue'),
    isPercentage: z.boolean(),
    isActive: z.boolean(),
  })
  .check(
    z.refine((s) => !s.isPercentage || s.value <= BPS_ONE, {
      error: issue('pricing.percentFee'),
      path: ['value'],
    }),
  );

const feeShape = {
  name: label(),
  value: rangeOf(0, MAX_RATE_CENTS, 'pricing.feeValue'),
  isActive: z.boolean(),
  isPercentage: z.boolean(),
  isDiscount: z.boolean(),
  description: description(),
};
const percentWithinBounds = z.refine<RateCardFee>((f) => !f.isPercentage || f.value <= BPS_ONE, {
  error: issue('pricing.percentFee'),
  path: ['value'],
});
const feeSchema = z.object(feeShape).check(percentWithinBounds);

const dailyWindowSchema = z
  .object({
    days: z.array(weekday()).check(
      z.minLength(1),
      z.maxLength(7),
      unique((d) => String(d), 'pricing.dayOnce'),
    ),
    startMinute: minuteOfDay(),
    endMinute: minuteOfDay(),
  })
  .check(
    z.refine((w) => w.startMinute < w.endMinute, {
      error: issue('pricing.windowOrder'),
      path: ['endMinute'],
    }),
  );

const weekPointSchema = z.object({ day: weekday(), minute: minuteOfDay() });

const namedFactor = { name: label(), factorBps: factorBps(), description: description() };

export const pricingConfigSchema = z.object({
  currency: z.literal('USD'),
  customRide: z.object({
    basePriceCents: cents(),
    perMileCents: vehicleCodeTable(() => cents(MAX_RATE_CENTS)),
    creditCardFeeBps: percentBps(),
    stcBps: percentBps(),
    adminFeeCents: cents(),
  }),
  packageMultipliersBps: vehicleCodeTable(factorBps),
  packages: z.array(packageSchema).check(
    z.maxLength(200),
    unique((p) => p.id, 'pricing.packageIdsUnique'),
  ),
  extras: z.record(z.enum(EXTRA_IDS), z.object({ name: label(), cents: cents(MAX_RATE_CENTS) })),
  /** Up to 25%. */
  taxRatePpm: rangeOf(0, 250_000, 'pricing.taxRate'),
  driverShareBps: percentBps(),
  tolls: z.record(z.enum(TOLL_IDS), tollSchema),
  tollPeakWindows: z.array(dailyWindowSchema).check(z.maxLength(14)),
  surcharges: z.record(z.enum(SURCHARGE_IDS), surchargeSchema),
  rateCard: z.object({
    vehicles: z.record(
      z.enum(RATE_CARD_CATEGORIES),
      z.object({
        perMileCents: cents(MAX_RATE_CENTS),
        minimumFareCents: cents(),
        hourlyRateCents: cents(MAX_RATE_CENTS),
      }),
    ),
    serviceMultipliers: z
      .array(
        z.object({
          id: id(),
          name: label(),
          factorBps: factorBps(),
          description: description(),
          hourly: z.boolean(),
        }),
      )
      .check(
        z.minLength(1),
        z.maxLength(50),
        unique((s) => s.id, 'pricing.serviceIdsUnique'),
      ),
    timeFactors: z.object({
      rushHour: z.object({ ...namedFactor, windows: z.array(dailyWindowSchema).check(z.maxLength(14)) }),
      weekend: z.object({ ...namedFactor, from: weekPointSchema, to: weekPointSchema }),
      holiday: z.object({
        ...namedFactor,
        dates: z
          .array(
            z
              .string()
              .check(
                z.regex(/^\d{4}-\d{2}-\d{2}$/, issue('pricing.dateFormat')),
                z.refine(isRealDate, { error: issue('pricing.notCalendarDate') }),
              ),
          )
          .check(
            z.maxLength(500),
            unique((d) => d, 'pricing.dateOnce'),
          ),
      }),
    }),
    fees: z.object({
      waitingTime: z
        .object({ ...feeShape, freeMinutes: rangeOf(0, 240, 'pricing.freeMinutes') })
        .check(percentWithinBounds),
      extraStop: feeSchema,
      luggageHandling: feeSchema,
      earlyMorning: z.object({ ...feeShape, startMinute: minuteOfDay(), endMinute: minuteOfDay() }).check(
        percentWithinBounds,
        z.refine((f) => f.startMinute !== f.endMinute, {
          error: issue('pricing.windowEmpty'),
          path: ['endMinute'],
        }),
      ),
      promocode: feeSchema,
    }),
  }),
});

// The schema and the engine's type must agree: this fails to compile if they drift apart.
const _typeCheck: z.ZodMiniType<PricingConfig> = pricingConfigSchema;
void _typeCheck;

/** A stored configuration as the API shows it to admins. */
export const pricingConfigRecordSchema = z.object({
  config: pricingConfigSchema,
  version: z.int(),
  updatedAt: z.nullable(z.string()),
  updatedBy: z.nullable(z.string()),
});
export type PricingConfigRecord = z.infer<typeof pricingConfigRecordSchema>;

/** GET /api/pricing (drivers and admins): the configuration in force, read-only, for the rate card and calculator. */
export const pricingResponseSchema = z.object({
  version: z.int(),
  updatedAt: z.nullable(z.string()),
  config: pricingConfigSchema,
});
export type PricingResponse = z.infer<typeof pricingResponseSchema>;
