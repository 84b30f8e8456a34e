import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * The chauffeurs' weekly pay (issue 36): a statement per chauffeur per week (Monday to Sunday, New York time)
 * is computed from the trips and extra lines of its week until an admin marks it paid; then it is stored here
 * with its totals and its lines (`settlement_items`), frozen. A line that becomes payable after its week was
 * paid (a tip charged late, an adjustment) goes to the chauffeur's next unpaid week.
 */
export const driverSettlements = pgTable(
  'driver_settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The week's Monday (New York). */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    trips: integer('trips').notNull(),
    fareCents: integer('fare_cents').notNull(),
    shareCents: integer('share_cents').notNull(),
    waitingCents: integer('waiting_cents').notNull(),
    tipsCents: integer('tips_cents').notNull(),
    reimbursementsCents: integer('reimbursements_cents').notNull(),
    adjustmentsCents: integer('adjustments_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The date the money was sent (New York calendar date), how, and the bank's or processor's reference. */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method', { enum: ['bank_transfer', 'check', 'cash', 'other'] }).notNull(),
    reference: text('reference'),
    paidByUserId: uuid('paid_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** One statement per chauffeur and week: of two concurrent mark-paid requests, one wins. */
    uniqueIndex('driver_settlements_week_key').on(t.driverId, t.weekStart),
    index('driver_settlements_week_idx').on(t.weekStart),
  ],
);

export const SETTLEMENT_ITEM_KINDS = ['trip', 'waiting', 'tip', 'toll', 'parking', 'adjustment'] as const;

/**
 * The lines a paid statement holds, as they were when paid. `sourceId` is the trip, the extra line or the
 * adjustment; it is unique, so no line is ever paid twice.
 */
export const settlementItems = pgTable(
  'settlement_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    settlementId: uuid('settlement_id')
      .notNull()
      .references(() => driverSettlements.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SETTLEMENT_ITEM_KINDS }).notNull(),
    sourceId: uuid('source_id').notNull(),
    bookingNumber: text('booking_number'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** What the line is worth before the chauffeur's share (the fare lines, the charged waiting time). */
    baseCents: integer('base_cents').notNull(),
    /** What the chauffeur is paid for it. */
    amountCents: integer('amount_cents').notNull(),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('settlement_items_source_key').on(t.sourceId),
    index('settlement_items_settlement_idx').on(t.settlementId),
  ],
);

/** A signed amount an admin adds to a chauffeur's week, with the reason (audited). */
export const settlementAdjustments = pgTable(
  'settlement_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The week it was added to (the next unpaid one when the week asked for was already paid). */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('settlement_adjustments_driver_idx').on(t.driverId, t.weekStart),
    check('settlement_adjustments_amount_check', sql`${t.amountCents} <> 0`),
  ],
);
