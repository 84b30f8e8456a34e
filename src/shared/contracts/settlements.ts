import '../zod-setup.ts';
import * as z from 'zod/mini';
import { isWeekStart } from '../domain/settlement-week.ts';
import { issue } from '../zod-issues.ts';
import { UUID } from './ids.ts';

/**
 * The chauffeurs' weekly statements (issue 36; decisions 11, 29 and 044). Money in integer cents. A week is named
 * by its Monday, New York time ("2026-03-09"); it runs to Sunday 24:00.
 *
 * - `open`: the week is not over yet; lines still arrive;
 * - `due`: the week is over and not paid;
 * - `paid`: an admin marked it paid; its lines and totals are frozen (a later line goes to the next week).
 */
export const SETTLEMENT_STATUSES = ['open', 'due', 'paid'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];
export const SETTLEMENT_LINE_KINDS = ['trip', 'waiting', 'tip', 'toll', 'parking', 'adjustment'] as const;
export type SettlementLineKind = (typeof SETTLEMENT_LINE_KINDS)[number];
export const PAYOUT_METHODS = ['bank_transfer', 'check', 'cash', 'other'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** The largest adjustment or payment an admin may enter ($10,000). */
export const MAX_ADJUSTMENT_CENTS = 1_000_000;
export const ADJUSTMENT_REASON_MAX = 300;
export const PAYOUT_REFERENCE_MAX = 120;

const weekStart = () =>
  z
    .string({ error: issue('settlement.weekInvalid') })
    .check(z.refine(isWeekStart, { error: issue('settlement.weekInvalid') }));

export const settlementWeekParamsSchema = z.object({ week: weekStart() });
export const settlementDriverParamsSchema = z.object({
  week: weekStart(),
  driverId: z.string().check(z.regex(UUID, issue('settlement.notFound'))),
});
/** GET /api/admin/settlements?week=…: the week to show (default: the last week that is over). */
export const adminSettlementsQuerySchema = z.object({ week: z.optional(weekStart()) });
/** The downloads' language (the statement's texts; numbers are the same). */
export const settlementDownloadQuerySchema = z.object({ lang: z.optional(z.enum(['en', 'es'])) });

export const settlementLineSchema = z.object({
  kind: z.enum(SETTLEMENT_LINE_KINDS),
  /** The trip, the extra line or the adjustment this line pays. */
  sourceId: z.string(),
  bookingNumber: z.nullable(z.string()),
  /** ISO instant: the trip's completion, or when the adjustment was made. */
  occurredAt: z.string(),
  /** What the line is worth before the share: the fare lines of a trip, the charged waiting time. */
  baseCents: z.int(),
  /** What the chauffeur is paid for it. */
  amountCents: z.int(),
  /** Toll or parking note, the adjustment's reason. */
  note: z.nullable(z.string()),
});
export type SettlementLine = z.infer<typeof settlementLineSchema>;

export const settlementTotalsSchema = z.object({
  trips: z.int(),
  /** The trips' fare lines (what the share is of). */
  fareCents: z.int(),
  /** The chauffeur's share of the fare lines (fixed on each trip at completion). */
  shareCents: z.int(),
  /** The chauffeur's share of the charged waiting time. */
  waitingCents: z.int(),
  tipsCents: z.int(),
  /** Tolls and parking the chauffeur paid, reimbursed at cost. */
  reimbursementsCents: z.int(),
  adjustmentsCents: z.int(),
  totalCents: z.int(),
});
export type SettlementTotals = z.infer<typeof settlementTotalsSchema>;

export const settlementPaymentSchema = z.object({
  /** YYYY-MM-DD, New York. */
  paidOn: z.string(),
  method: z.enum(PAYOUT_METHODS),
  reference: z.nullable(z.string()),
  paidBy: z.nullable(z.string()),
  recordedAt: z.string(),
});

export const settlementSummarySchema = z.object({
  driverId: z.string(),
  driverName: z.string(),
  weekStart: z.string(),
  /** The week's Sunday. */
  weekEnd: z.string(),
  status: z.enum(SETTLEMENT_STATUSES),
  totals: settlementTotalsSchema,
  payment: z.nullable(settlementPaymentSchema),
});
export type SettlementSummary = z.infer<typeof settlementSummarySchema>;

export const settlementStatementSchema = z.extend(settlementSummarySchema, {
  lines: z.array(settlementLineSchema),
});
export type SettlementStatement = z.infer<typeof settlementStatementSchema>;

/** GET /api/driver/settlements: the signed-in chauffeur's weeks with anything to pay, newest first. */
export const driverSettlementListSchema = z.object({ statements: z.array(settlementSummarySchema) });
export type DriverSettlementList = z.infer<typeof driverSettlementListSchema>;

/** GET /api/admin/settlements: every chauffeur's statement of a week, and the week's sums. */
export const adminSettlementWeekSchema = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  /** The weeks before and after, for the week picker (null after the current week). */
  previousWeek: z.string(),
  nextWeek: z.nullable(z.string()),
  statements: z.array(settlementSummarySchema),
  totalCents: z.int(),
  paidCents: z.int(),
  dueCents: z.int(),
});
export type AdminSettlementWeek = z.infer<typeof adminSettlementWeekSchema>;

/** POST …/adjustments: a signed amount in cents (not 0) and the reason. */
export const settlementAdjustmentSchema = z.object({
  amountCents: z.int({ error: issue('settlement.adjustmentAmountInvalid') }).check(
    z.gte(-MAX_ADJUSTMENT_CENTS, issue('settlement.adjustmentAmountInvalid')),
    z.lte(MAX_ADJUSTMENT_CENTS, issue('settlement.adjustmentAmountInvalid')),
    z.refine((n) => n !== 0, { error: issue('settlement.adjustmentAmountInvalid') }),
  ),
  reason: z
    .string({ error: issue('settlement.reasonRequired') })
    .check(
      z.trim(),
      z.minLength(3, issue('settlement.reasonRequired')),
      z.maxLength(ADJUSTMENT_REASON_MAX, issue('settlement.reasonTooLong', { count: ADJUSTMENT_REASON_MAX })),
    ),
});
export type SettlementAdjustmentInput = z.infer<typeof settlementAdjustmentSchema>;

/** The answer to an adjustment: the week it went to (the next unpaid one when the week asked for is paid). */
export const settlementAdjustmentResultSchema = z.object({
  id: z.string(),
  weekStart: z.string(),
  movedFromPaidWeek: z.boolean(),
});
export type SettlementAdjustmentResult = z.infer<typeof settlementAdjustmentResultSchema>;

/**
 * POST …/pay: when and how the money was sent; `expectedTotalCents` is the total the admin saw, so a
 * statement that changed in between is not paid blind (409).
 */
export const settlementPaySchema = z.object({
  paidOn: z
    .string({ error: issue('settlement.paidOnInvalid') })
    .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, issue('settlement.paidOnInvalid'))),
  method: z.enum(PAYOUT_METHODS, { error: issue('settlement.methodInvalid') }),
  reference: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          PAYOUT_REFERENCE_MAX,
          issue('settlement.referenceTooLong', { count: PAYOUT_REFERENCE_MAX }),
        ),
      ),
  ),
  expectedTotalCents: z.int({ error: issue('common.invalidInput') }),
});
export type SettlementPayInput = z.infer<typeof settlementPaySchema>;
