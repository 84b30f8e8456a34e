import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../src/server/db/schema/audit.ts';
import { bookingRefunds, bookings } from '../../src/server/db/schema/bookings.ts';
import { emailOutbox } from '../../src/server/db/schema/email.ts';
import type { PaymentRefund, PaymentsPort } from '../../src/server/integrations/payments/types.ts';
import { createAdminBookingsServices } from '../../src/server/modules/admin/admin-bookings.routes.ts';
import {
  createBookingRefunds,
  PENDING_REFUND_STALE_MS,
  type ClaimedRefund,
} from '../../src/server/modules/bookings/booking-refunds.ts';
import { createAccount, signInAs } from '../support/accounts.ts';
import { insertAdminBooking } from '../support/admin.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 18: a refund is claimed (a `pending` row) before the payments provider is asked, and stored after it
 * answers. A crash in between left the row pending for ever: the money perhaps given back, the booking not
 * saying so, and nobody told. The scheduled sweep completes such rows under the attempt's own idempotency key
 * (never a second refund), and a refused one is marked failed with dispatch's notice written in the same
 * transaction (the transactional outbox), as a cancellation's refused refund now is too.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const MINUTE = 60_000;
/** The sweeps' time: fixed, far from the machine's clock (rows are aged from it, however slow the run). */
const NOW = new Date('2030-02-12T16:00:00Z');

/** A refund row left pending `ageMs` ago, as a process that died after claiming it leaves it. */
async function leftPending(
  bookingId: string,
  opts: { ageMs: number; amountCents: number; createdBy?: string | null; reason?: string | null },
) {
  const [row] = await t.database.db
    .insert(bookingRefunds)
    .values({
      bookingId,
      amountCents: opts.amountCents,
      provider: 'test',
      status: 'pending',
      reason: opts.reason ?? null,
      createdBy: opts.createdBy ?? null,
      createdAt: new Date(NOW.getTime() - opts.ageMs),
    })
    .returning();
  if (!row) throw new Error('refund row not inserted');
  return row;
}

const refundRow = async (bookingId: string) =>
  (await t.database.db.select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, bookingId)))[0];
const bookingRow = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe('the sweep of refunds left pending', () => {
  it("completes an admin's refund left pending, with the customer's email and the audit entry, once", async () => {
    const admin = await signInAs(t.app, t.database, 'admin');
    const b = await insertAdminBooking(t.database, { customerEmail: 'swept@example.com' });
    await leftPending(b.id, {
      ageMs: PENDING_REFUND_STALE_MS + MINUTE,
      amountCents: 2500,
      createdBy: admin.user.id,
      reason: 'Late',
    });
    const fresh = await insertAdminBooking(t.database);
    await leftPending(fresh.id, {
      ageMs: PENDING_REFUND_STALE_MS - MINUTE,
      amountCents: 1000,
      createdBy: admin.user.id,
    });

    const { refunds } = createAdminBookingsServices(t.app);
    const [first, second] = await Promise.all([refunds.completePending(NOW), refunds.completePending(NOW)]);
    // Two sweeps at once (two processes): the row is completed by one of them.
    expect((first?.settled ?? 0) + (second?.settled ?? 0)).toBe(1);

    expect(await refundRow(b.id)).toMatchObject({ status: 'succeeded', amountCents: 2500 });
    expect((await refundRow(b.id))?.providerRefundId).toMatch(/^re_test_/);
    expect((await bookingRow(b.id))?.refundedCents).toBe(2500);
    const emails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, b.id));
    expect(emails.map((e) => [e.kind, e.to])).toEqual([['booking-refund', 'swept@example.com']]);
    const audit = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, b.id));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'booking.refund', actorUserId: admin.user.id }),
    ]);
    expect(audit[0]?.after).toMatchObject({ refunded: 25, status: 'succeeded', reason: 'Late' });

    // A refund claimed a minute short of the stale age may still be waiting on the provider: left alone.
    expect(await refundRow(fresh.id)).toMatchObject({ status: 'pending' });
    expect((await bookingRow(fresh.id))?.refundedCents).toBe(0);
  });

  it("marks a refused one failed and tells dispatch in the same transaction; the customer's booking is intact", async () => {
    const admin = await createAccount(t.database, 'admin');
    const b = await insertAdminBooking(t.database, { payment: { intentId: 'pi_test_vanished' } });
    await leftPending(b.id, {
      ageMs: PENDING_REFUND_STALE_MS + MINUTE,
      amountCents: 13065,
      reason: 'Customer cancellation (100%)',
    });

    const done = await createAdminBookingsServices(t.app).refunds.completePending(NOW);
    expect(done).toMatchObject({ refused: 1, errors: 0 });
    expect(await refundRow(b.id)).toMatchObject({ status: 'failed' });
    expect((await bookingRow(b.id))?.refundedCents).toBe(0);
    const [notice] = (await outboxFor(t.database, admin.user.email)).filter(
      (m) => m.kind === 'refund-failed' && m.bookingId === b.id,
    );
    expect(notice?.subject).toBe(`Refund needed — ${b.number} was cancelled by the customer`);
    expect(notice?.text).toContain('the refund of $130.65 was refused by the payments provider');
  });
});

describe('a refund asked of the provider, then a crash', () => {
  /** A provider like Stripe: a retried idempotency key answers with the refund it made. */
  function keyedProvider() {
    const byKey = new Map<string, PaymentRefund>();
    const payments = {
      mode: 'test',
      async refund(input: { idempotencyKey: string }) {
        const known = byKey.get(input.idempotencyKey);
        if (known) return known;
        const made: PaymentRefund = { id: `re_keyed_${byKey.size + 1}`, status: 'succeeded' };
        byKey.set(input.idempotencyKey, made);
        return made;
      },
    } as unknown as PaymentsPort;
    return { payments, byKey };
  }

  it('is stored with the refund the provider made, never a second one', async () => {
    const b = await insertAdminBooking(t.database);
    const { payments, byKey } = keyedProvider();
    const refunds = createBookingRefunds({ db: t.database.db, payments });
    // The live path: the claim commits, the provider refunds, and the process dies before storing the answer.
    const claimed: ClaimedRefund | null = await t.database.db.transaction(async (tx) => {
      const booking = await refunds.lockBooking(tx, b.id);
      const refund = await refunds.claim(tx, {
        bookingId: b.id,
        amountCents: 4000,
        provider: 'test',
        reason: null,
        createdBy: null,
        at: new Date(NOW.getTime() - PENDING_REFUND_STALE_MS - MINUTE),
      });
      return booking && refund ? { booking, refund } : null;
    });
    if (!claimed) throw new Error('not claimed');
    const made = await payments.refund({
      intentId: claimed.booking.paymentIntentId,
      amountCents: 4000,
      idempotencyKey: `refund-${claimed.refund.id}-${claimed.refund.createdAt.getTime()}`,
      bookingId: b.id,
    });

    expect(await refunds.sweepPending(NOW)).toEqual({ settled: 1, refused: 0, errors: 0 });
    expect(byKey.size).toBe(1);
    expect(await refundRow(b.id)).toMatchObject({ status: 'succeeded', providerRefundId: made.id });
    expect((await bookingRow(b.id))?.refundedCents).toBe(4000);
    // Swept again: nothing is pending any more.
    expect(await refunds.sweepPending(NOW)).toEqual({ settled: 0, refused: 0, errors: 0 });
  });
});
