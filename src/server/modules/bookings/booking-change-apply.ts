import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { BRAND } from '../../../shared/brand.ts';
import { changeRefusal, type ChangeRefusal } from '../../../shared/domain/booking-change.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { bookingChanges, bookings, type BookingChangeFields } from '../../db/schema/bookings.ts';
import type { EmailPort } from '../../integrations/email/types.ts';
import { recordAudit } from '../admin/audit.ts';
import { newToken } from '../auth/tokens.ts';
import {
  customerChangeEmail,
  dispatchChangeEmail,
  driverChangeEmail,
  type ChangeFacts,
} from './booking-change-emails.ts';
import { confirmationLink } from './booking-emails.ts';
import type { BookingRefundRow, BookingRefunds } from './booking-refunds.ts';
import type { BookingRow, BookingsRepository } from './bookings.repository.ts';

export type BookingChangeRow = typeof bookingChanges.$inferSelect;

/** The reason a change's refund row gives (the receipt lists it as the change's own line). */
export const CHANGE_REFUND_REASON = 'Booking change: difference refunded';

/** The changeable fields of a booking as it is now. */
export function changeFieldsOf(b: BookingRow): BookingChangeFields {
  return {
    pickupAt: b.pickupAt.toISOString(),
    returnAt: b.returnAt?.toISOString() ?? null,
    vehicleId: b.vehicleId,
    vehicleName: b.vehicleName,
    passengers: b.passengers,
    bags: b.bags,
    meetAndGreet: b.meetAndGreet,
    childSeat: b.childSeat,
    pickupAddress: b.pickupAddress,
    destinationAddress: b.destinationAddress,
    extraStopAddress: b.extraStop ? b.extraStopAddress : null,
  };
}

/** Dispatch's details of a booking (decision 045) as a details change records them. */
export function detailFieldsOf(b: BookingRow) {
  return {
    passengerName: b.passengerName,
    passengerPhone: b.passengerPhone,
    passengerEmail: b.passengerEmail,
    flightNumber: b.flightNumber,
    specialRequests: b.specialRequests,
  };
}

/** The columns a change writes besides its price: the route when dispatch moved a place, the details given. */
function movedColumns(after: BookingChangeFields) {
  const details = Object.fromEntries(
    Object.entries(detailFieldsOf(after as unknown as BookingRow)).filter(([, v]) => v !== undefined),
  );
  return { ...(after.route ?? {}), ...details };
}

/** The booking is still as the change found it (nothing else changed it since it was priced). */
export function unchangedSince(b: BookingRow, change: Pick<BookingChangeRow, 'before' | 'oldTotalCents'>) {
  return sameFields(changeFieldsOf(b), change.before) && b.totalCents === change.oldTotalCents;
}

/** Field by field (a jsonb column gives its keys back in its own order). */
export function sameFields(a: BookingChangeFields, b: BookingChangeFields): boolean {
  const keys = Object.keys(a) as (keyof BookingChangeFields)[];
  return keys.every((k) => a[k] === b[k]) && Object.keys(b).length === keys.length;
}

export interface ChangeApplyDeps {
  repo: BookingsRepository;
  refunds: BookingRefunds;
  email: EmailPort;
  publicUrl: string;
  /** Dispatch's address (OPERATOR_EMAIL). */
  operatorEmail: string;
  log: FastifyBaseLogger;
  /**
   * Decision 062: the assigned chauffeur checked again against the changed ride, in the change's transaction (the
   * trips module: class, other rides, documents, rest); the booking back in the queue when they no longer fit
   * (they and the customer told there), or null when they keep it. Absent: not checked (tests of the change alone).
   */
  recheckChauffeur?: (
    tx: Db,
    b: BookingRow,
    at: Date,
  ) => Promise<{ booking: BookingRow; driverId: string } | null>;
}

/** The fields whose change can make a ride no longer fit its chauffeur (when, how long, where, which class). */
function movesTheRide(before: BookingChangeFields, after: BookingChangeFields): boolean {
  return (
    before.pickupAt !== after.pickupAt ||
    before.returnAt !== after.returnAt ||
    before.vehicleId !== after.vehicleId ||
    before.pickupAddress !== after.pickupAddress ||
    before.destinationAddress !== after.destinationAddress ||
    before.extraStopAddress !== after.extraStopAddress
  );
}

/**
 * Writes a priced change onto its locked booking, in the caller's transaction: the new fields and price, the
 * change row applied, the refund of a lower price claimed (its own row, never above what the booking holds),
 * the audit entry, and the customer's, chauffeur's and dispatch's emails (the transactional outbox).
 * Returns the booking as changed and the refund's parts (one per payment it is made on) to settle once committed.
 */
export async function applyChange(
  deps: ChangeApplyDeps,
  tx: Db,
  locked: BookingRow,
  change: BookingChangeRow,
  opts: { at: Date; chargedCents: number; paymentMethod: string | null },
): Promise<{ booking: BookingRow; parts: BookingRefundRow[] }> {
  const { after } = change;
  const [updated] = await tx
    .update(bookings)
    .set({
      pickupAt: new Date(after.pickupAt),
      returnAt: after.returnAt ? new Date(after.returnAt) : null,
      vehicleId: after.vehicleId,
      vehicleName: after.vehicleName,
      passengers: after.passengers,
      bags: after.bags,
      meetAndGreet: after.meetAndGreet,
      childSeat: after.childSeat,
      ...movedColumns(after),
      priceLines: change.priceLines,
      subtotalCents: change.subtotalCents,
      taxRatePpm: change.taxRatePpm,
      taxCents: change.taxCents,
      totalCents: change.newTotalCents,
      updatedAt: opts.at,
    })
    .where(eq(bookings.id, locked.id))
    .returning();
  if (!updated) throw new AppError('booking.notFound');
  const released =
    deps.recheckChauffeur && updated.driverId && movesTheRide(change.before, after)
      ? await deps.recheckChauffeur(tx, updated, opts.at)
      : null;
  const current = released?.booking ?? updated;
  let parts: BookingRefundRow[] = [];
  if (change.differenceCents < 0) {
    parts = await deps.refunds.claimChange(tx, {
      bookingId: locked.id,
      changeId: change.id,
      // What the booking holds is its total before this change, less the refunds of it (booking-refunds.ts).
      totalCents: locked.totalCents,
      amountCents: -change.differenceCents,
      provider: locked.paymentProvider ?? deps.refunds.mode ?? 'none',
      reason: CHANGE_REFUND_REASON,
      createdBy: null,
      at: opts.at,
    });
  }
  const refundedCents = parts.reduce((sum, r) => sum + r.amountCents, 0);
  await tx
    .update(bookingChanges)
    .set({
      status: 'applied',
      appliedAt: opts.at,
      // The first part's (every part carries the change's id: booking_refunds.change_id).
      refundId: parts[0]?.id ?? null,
      paymentMethod: opts.paymentMethod,
    })
    .where(eq(bookingChanges.id, change.id));
  const facts: ChangeFacts = {
    before: change.before,
    after,
    oldTotalCents: change.oldTotalCents,
    newTotalCents: change.newTotalCents,
    chargedCents: opts.chargedCents,
    refundedCents,
  };
  await recordAudit(tx, {
    actorUserId: change.actorUserId,
    action: 'booking.change',
    entityType: 'booking',
    entityId: locked.id,
    summary: `${locked.number}: changed by the ${change.actorRole} ($${(change.oldTotalCents / 100).toFixed(2)} → $${(change.newTotalCents / 100).toFixed(2)})`,
    before: { ...change.before, totalCents: change.oldTotalCents },
    after: {
      ...after,
      totalCents: change.newTotalCents,
      chargedCents: facts.chargedCents,
      refundedCents: facts.refundedCents,
    },
  });
  const t = newToken();
  await deps.repo.insertAccessToken(locked.id, t.hash, tx);
  await deps.email.record(
    customerChangeEmail(current, facts, confirmationLink(deps.publicUrl, current, t.token)),
    tx,
  );
  // A chauffeur the change released was told so by the re-check; one who keeps the ride gets the change.
  if (current.driverId) {
    const [driver] = await tx
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, current.driverId));
    if (driver) {
      await deps.email.record(
        driverChangeEmail(
          driver.email,
          driver.locale,
          current,
          facts,
          current.driverName,
          change.actorRole === 'admin',
        ),
        tx,
      );
    }
  }
  await deps.email.record(
    dispatchChangeEmail(deps.operatorEmail, current, facts, change.actorRole === 'admin', released !== null),
    tx,
  );
  return { booking: current, parts };
}

/** The refusal as the API answers it (within 24 hours: with dispatch's phone). */
export function refusalError(code: ChangeRefusal): AppError {
  return code === 'booking.changeTooLate'
    ? new AppError(code, { phone: BRAND.phoneDisplay })
    : new AppError(code);
}

/**
 * Why a change can no longer apply to the booking as it is now: the customer's rule again (paid, open, 24 hours
 * ahead) and nothing else changed it since it was priced. Null: it applies.
 */
export function applyRefusal(
  b: BookingRow,
  change: Pick<BookingChangeRow, 'before' | 'oldTotalCents'>,
  now: Date,
  { paid, anyTime = false }: { paid: boolean; anyTime?: boolean },
): AppError | null {
  // A difference already paid is applied even if the 24 hours ran out while the payment was made; dispatch's
  // changes (`anyTime`, decision 045) have no 24-hour limit.
  const refusal = changeRefusal(b, now);
  if (refusal && !((paid || anyTime) && refusal === 'booking.changeTooLate')) return refusalError(refusal);
  if (!unchangedSince(b, change)) return new AppError('booking.changeConflict');
  return null;
}

/** The change waiting for its payment, locked with its booking (after `lockBooking`). */
export async function awaitingChange(tx: Db, bookingId: string): Promise<BookingChangeRow | undefined> {
  const [row] = await tx
    .select()
    .from(bookingChanges)
    .where(and(eq(bookingChanges.bookingId, bookingId), eq(bookingChanges.status, 'awaiting_payment')))
    .for('update');
  return row;
}

/** The applied changes of a booking with a price difference, oldest first, as its receipt lists them. */
export async function receiptChanges(
  db: Db,
  bookingId: string,
): Promise<{ at: Date; differenceCents: number; refundCents: number }[]> {
  const rows = await db
    .select({
      at: bookingChanges.appliedAt,
      differenceCents: bookingChanges.differenceCents,
      // Every part of the change's refund (one per payment it was made on), failed ones aside.
      // (Names written out: a one-table select leaves its columns unqualified, so `id` would be the refund's.)
      refundCents: sql<string | number>`(select coalesce(sum(r.amount_cents), 0) from booking_refunds r
        where r.change_id = "booking_changes"."id" and r.status <> 'failed')`,
    })
    .from(bookingChanges)
    .where(
      and(
        eq(bookingChanges.bookingId, bookingId),
        eq(bookingChanges.status, 'applied'),
        ne(bookingChanges.differenceCents, 0),
      ),
    )
    .orderBy(asc(bookingChanges.appliedAt));
  return rows.map((r) => ({
    at: r.at ?? new Date(0),
    differenceCents: r.differenceCents,
    refundCents: Number(r.refundCents),
  }));
}
