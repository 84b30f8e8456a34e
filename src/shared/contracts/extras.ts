import '../zod-setup.ts';
import * as z from 'zod/mini';
import { issue } from '../zod-issues.ts';
import { isWholeCents } from './admin-bookings.ts';
import { UUID } from './ids.ts';

/**
 * Billing what really happened (decision 29): the extra lines of a ride (waiting time past the free minutes,
 * tolls and parking the chauffeur paid, the customer's tip), dispatch's review and close-out, and the charges
 * that collect them (the saved card off-session, else an emailed payment link). Dollars at this edge.
 */

export const TRIP_EXTRA_KIND_VALUES = ['waiting', 'toll', 'parking', 'tip'] as const;
export const TRIP_EXTRA_STATUS_VALUES = ['proposed', 'approved', 'rejected', 'charged'] as const;
export const EXTRA_CHARGE_STATUS_VALUES = [
  'processing',
  'paid',
  'failed',
  'link_sent',
  'on_account',
] as const;

/** The chauffeur may add tolls and parking this long after completing the ride. */
export const EXTRA_ADD_WINDOW_HOURS = 72;
/** The most one toll or parking line may be, in dollars. */
export const EXTRA_MAX_DOLLARS = 500;
export const EXTRA_NOTE_MAX = 300;
/** A receipt photo or PDF: at most 5 MB, JPEG, PNG, WebP or PDF (sniffed from its bytes). */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
/** Tip presets, in percent of the fare (the booking's subtotal before tax). */
export const TIP_PERCENTS = [15, 20, 25] as const;
/** A tip is at most this much, and never more than 100 % of the fare. */
export const TIP_MAX_DOLLARS = 1000;

export const tripExtraSchema = z.object({
  id: z.string(),
  kind: z.enum(TRIP_EXTRA_KIND_VALUES),
  amount: z.number(),
  /** Waiting time: the billed minutes beyond the free wait. */
  minutes: z.nullable(z.number()),
  note: z.nullable(z.string()),
  status: z.enum(TRIP_EXTRA_STATUS_VALUES),
  hasReceipt: z.boolean(),
  createdAt: z.string(),
});
export type TripExtra = z.infer<typeof tripExtraSchema>;

/** The chauffeur's view: their lines and whether (until when) they may still add one. */
export const driverExtrasSchema = z.object({
  lines: z.array(tripExtraSchema),
  addUntil: z.nullable(z.string()),
  canAdd: z.boolean(),
});
export type DriverExtras = z.infer<typeof driverExtrasSchema>;

const amountSchema = (max: number, code: 'extras.amountInvalid' | 'extras.tipInvalid') =>
  z
    .number({ error: issue(code) })
    .check(z.gte(0.01, issue(code)), z.lte(max, issue(code)), z.refine(isWholeCents, { error: issue(code) }));

/** POST /api/driver/trips/{id}/extras: a toll or parking paid, with an optional receipt (base64). */
export const driverExtraRequestSchema = z.object({
  kind: z.enum(['toll', 'parking'], { error: issue('extras.kindInvalid') }),
  amount: amountSchema(EXTRA_MAX_DOLLARS, 'extras.amountInvalid'),
  note: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(EXTRA_NOTE_MAX, issue('extras.noteTooLong', { max: EXTRA_NOTE_MAX }))),
  ),
  /** The receipt file, base64 (no data: prefix); its type is read from its bytes. */
  receipt: z.optional(
    z
      .string()
      .check(
        z.maxLength(Math.ceil((RECEIPT_MAX_BYTES * 4) / 3) + 4, issue('extras.receiptTooLarge')),
        z.regex(/^[A-Za-z0-9+/]*={0,2}$/, issue('extras.receiptType')),
      ),
  ),
});
export type DriverExtraRequest = z.infer<typeof driverExtraRequestSchema>;

export const extraChargeSchema = z.object({
  id: z.string(),
  kind: z.enum(['closeout', 'tip']),
  amount: z.number(),
  status: z.enum(EXTRA_CHARGE_STATUS_VALUES),
  failureReason: z.nullable(z.string()),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
});
export type ExtraCharge = z.infer<typeof extraChargeSchema>;

export const adminExtraLineSchema = z.extend(tripExtraSchema, {
  receiptType: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
});

/** The admin's close-out panel of one booking. */
export const adminExtrasSchema = z.object({
  lines: z.array(adminExtraLineSchema),
  charges: z.array(extraChargeSchema),
  /** The approved lines not charged yet, in dollars: what a close-out charges now. */
  toCharge: z.number(),
  canCloseOut: z.boolean(),
  /** The customer's saved card a close-out charges ("Visa •••• 4242"), or null: a payment link is emailed. */
  savedCard: z.nullable(z.string()),
});
export type AdminExtras = z.infer<typeof adminExtrasSchema>;
export type AdminExtraLine = z.infer<typeof adminExtraLineSchema>;

export const extraParamsSchema = z.object({
  id: z.string().check(z.regex(UUID, issue('dispatch.notFound'))),
  extraId: z.string().check(z.regex(UUID, issue('extras.notFound'))),
});

export const extraChargeParamsSchema = z.object({
  id: z.string().check(z.regex(UUID, issue('booking.notFound'))),
  chargeId: z.string().check(z.regex(UUID, issue('extras.chargeNotFound'))),
});

export const reviewExtraRequestSchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: issue('extras.decisionInvalid') }),
});

/** What a close-out or a tip did: paid on the saved card, or a payment link emailed to `sentTo`. */
export const extraChargeResultSchema = z.object({
  charge: extraChargeSchema,
  sentTo: z.nullable(z.string()),
});
export type ExtraChargeResult = z.infer<typeof extraChargeResultSchema>;

/** POST /api/bookings/{id}/tip: a preset percent of the fare, or an amount. */
export const tipRequestSchema = z.union([
  z.object({
    percent: z.union([z.literal(15), z.literal(20), z.literal(25)], { error: issue('extras.tipInvalid') }),
  }),
  z.object({ amount: amountSchema(TIP_MAX_DOLLARS, 'extras.tipInvalid') }),
]);
export type TipRequest = z.infer<typeof tipRequestSchema>;

/** The customer's view of a ride's extras: the charged lines, open charges and the tip card. */
export const customerExtrasSchema = z.object({
  lines: z.array(tripExtraSchema),
  /** Charges waiting on the customer (a refused card: pay by the link or here). */
  due: z.array(extraChargeSchema),
  tip: z.object({
    /** A tip may be added now (a completed ride, none yet or the last one failed). */
    allowed: z.boolean(),
    /** The base of the percentages: the fare before tax, in dollars. */
    fare: z.number(),
    presets: z.array(z.object({ percent: z.number(), amount: z.number() })),
    max: z.number(),
    /** The tip already given (its amount and whether it is paid). */
    given: z.nullable(extraChargeSchema),
  }),
});
export type CustomerExtras = z.infer<typeof customerExtrasSchema>;
