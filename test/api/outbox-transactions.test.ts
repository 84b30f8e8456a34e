import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRefunds, bookings } from '../../src/server/db/schema/bookings.ts';
import { driverApplications, driverTrips } from '../../src/server/db/schema/drivers.ts';
import { emailOutbox } from '../../src/server/db/schema/email.ts';
import type { EmailPort } from '../../src/server/integrations/email/types.ts';
import { signInAs } from '../support/accounts.ts';
import { adminCall, insertAdminBooking, insertDriver } from '../support/admin.ts';
import { applyToDrive } from '../support/drivers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 18: every email a change sends is written in the transaction of that change (the transactional
 * outbox), so neither can be kept without the other: when the email cannot be written the change is refused
 * whole (500, nothing moved), and once it can, the change and its one email are both there. Covers what
 * email-outbox.test.ts does not: a customer's cancellation (with its refund and the driver's notice), an admin's
 * assignment and status change, a driver's own trip moves (with every admin's notice on a cancel) and the
 * review of a driver's application.
 */
/** The app's clock, fixed: a cancellation 72 hours ahead is refunded in full however slow the machine. */
const NOW = new Date();

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  admin = await signInAs(t.app, t.database, 'admin');
});
afterAll(() => t.close());

/** Runs `fn` while the outbox cannot write (a full disk, a dropped connection) and gives its answer. */
async function withOutboxDown<T>(fn: () => Promise<T>): Promise<T> {
  const email: EmailPort = t.app.ctx.email;
  const record = email.record;
  email.record = () => Promise.reject(new Error('disk full'));
  try {
    return await fn();
  } finally {
    email.record = record;
  }
}

const call = <T = unknown>(method: 'POST' | 'PATCH', url: string, cookie: string, body: object = {}) =>
  adminCall<T>(t.app, method, url, cookie, body);

async function booking(id: string) {
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error(`booking ${id} not found`);
  return row;
}
const kinds = async (where: { bookingId?: string; to?: string }) =>
  (
    await t.database.db
      .select({ kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(
        and(
          // The emails: an assignment's SMS and push to the chauffeur (decision 30) are rows of other channels.
          eq(emailOutbox.channel, 'email'),
          where.bookingId ? eq(emailOutbox.bookingId, where.bookingId) : undefined,
          where.to ? eq(emailOutbox.to, where.to.toLowerCase()) : undefined,
        ),
      )
  )
    .map((r) => r.kind)
    .sort();
const trips = (bookingId: string) =>
  t.database.db
    .select({ status: driverTrips.status })
    .from(driverTrips)
    .where(eq(driverTrips.bookingId, bookingId));

describe('the emails commit with their change, or neither does', () => {
  it("a customer's cancellation: its email, the refund claim and the driver's notice", async () => {
    const customer = await signInAs(t.app, t.database, 'passenger');
    const b = await insertAdminBooking(t.database, {
      userId: customer.user.id,
      pickupAt: new Date(NOW.getTime() + 72 * 3_600_000),
    });
    const driver = await insertDriver(t.app, t.database);
    const assigned = await call('POST', `/api/admin/bookings/${b.id}/assign-driver`, admin.cookie, {
      driverId: driver.user.id,
    });
    expect(assigned.status).toBe(200);
    const before = await kinds({ bookingId: b.id });

    const refused = await withOutboxDown(() =>
      call('POST', `/api/user/bookings/${b.id}/cancel`, customer.cookie),
    );
    expect(refused.status).toBe(500);
    const kept = await booking(b.id);
    expect(kept.status).toBe('assigned');
    expect(kept.refundedCents).toBe(0);
    expect(
      await t.database.db.select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, b.id)),
    ).toEqual([]);
    expect(await trips(b.id)).toEqual([{ status: 'assigned' }]);
    expect(await kinds({ bookingId: b.id })).toEqual(before);

    const cancelled = await call<{ refundAmount: number }>(
      'POST',
      `/api/user/bookings/${b.id}/cancel`,
      customer.cookie,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refundAmount).toBe(130.65);
    expect((await booking(b.id)).refundedCents).toBe(13_065);
    expect(await kinds({ bookingId: b.id })).toEqual(
      [...before, 'booking-cancelled-by-customer', 'trip-customer-cancelled'].sort(),
    );
  });

  it("an admin's assignment and status change", async () => {
    // At its pickup time: the admin's start and completion keep the trip's time rules (decision 21).
    const b = await insertAdminBooking(t.database, { pickupAt: new Date(Date.now() - 60_000) });
    const driver = await insertDriver(t.app, t.database);
    const assign = () =>
      call('POST', `/api/admin/bookings/${b.id}/assign-driver`, admin.cookie, { driverId: driver.user.id });

    expect((await withOutboxDown(assign)).status).toBe(500);
    expect(await booking(b.id)).toMatchObject({ status: 'confirmed', driverId: null });
    expect(await trips(b.id)).toEqual([]);
    expect(await kinds({ bookingId: b.id })).toEqual([]);

    expect((await assign()).status).toBe(200);
    // The customer's "your chauffeur" email and the chauffeur's own notice of the job (issue 35).
    expect(await kinds({ bookingId: b.id })).toEqual(['driver-job-assigned', 'trip-assigned']);

    const start = () => call('PATCH', `/api/admin/bookings/${b.id}`, admin.cookie, { status: 'in_progress' });
    expect((await withOutboxDown(start)).status).toBe(500);
    expect((await booking(b.id)).status).toBe('assigned');
    expect(await trips(b.id)).toEqual([{ status: 'assigned' }]);

    expect((await start()).status).toBe(200);
    expect(await trips(b.id)).toEqual([{ status: 'in_progress' }]);
    expect(await kinds({ bookingId: b.id })).toEqual([
      'driver-job-assigned',
      'trip-assigned',
      'trip-started',
    ]);

    const complete = () =>
      call('PATCH', `/api/admin/bookings/${b.id}`, admin.cookie, { status: 'completed' });
    expect((await withOutboxDown(complete)).status).toBe(500);
    expect((await booking(b.id)).status).toBe('in_progress');
    expect((await complete()).status).toBe(200);
    expect(await kinds({ bookingId: b.id })).toEqual([
      'driver-job-assigned',
      'trip-assigned',
      'trip-completed',
      'trip-started',
    ]);
  });

  it("a driver's own moves, and every admin's notice when they hand a trip back", async () => {
    const b = await insertAdminBooking(t.database);
    const driver = await insertDriver(t.app, t.database);
    const accept = () => call('POST', `/api/driver/trips/${b.id}/accept`, driver.cookie);
    expect((await withOutboxDown(accept)).status).toBe(500);
    expect((await booking(b.id)).status).toBe('confirmed');
    expect((await accept()).status).toBe(200);

    const handBack = () =>
      call('POST', `/api/driver/trips/${b.id}/status`, driver.cookie, {
        status: 'cancelled',
        reason: 'Flat tyre on the FDR',
      });
    expect((await withOutboxDown(handBack)).status).toBe(500);
    expect(await booking(b.id)).toMatchObject({ status: 'assigned', driverId: driver.user.id });
    expect(await trips(b.id)).toEqual([{ status: 'assigned' }]);
    expect(await kinds({ to: admin.user.email })).not.toContain('trip-driver-cancelled');

    expect((await handBack()).status).toBe(200);
    expect(await booking(b.id)).toMatchObject({ status: 'confirmed', driverId: null });
    expect(await kinds({ bookingId: b.id })).toContain('trip-reassigning');
    const notices = await t.database.db
      .select({ kind: emailOutbox.kind, text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, admin.user.email.toLowerCase()), eq(emailOutbox.bookingId, b.id)));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('Flat tyre on the FDR');
  });

  it("the review of a driver's application: the invitation code and the rejection", async () => {
    const applied = await applyToDrive(t.app);
    const approve = () => call('POST', `/api/approve-driver/${applied.id}`, admin.cookie);
    expect((await withOutboxDown(approve)).status).toBe(500);
    const [pending] = await t.database.db
      .select({ status: driverApplications.status })
      .from(driverApplications)
      .where(eq(driverApplications.id, applied.id));
    expect(pending?.status).toBe('pending');
    expect(await kinds({ to: applied.email })).not.toContain('driver-invitation');

    expect((await approve()).status).toBe(200);
    expect((await kinds({ to: applied.email })).filter((k) => k === 'driver-invitation')).toHaveLength(1);

    const other = await applyToDrive(t.app);
    const reject = () =>
      call('POST', `/api/driver-applications/${other.id}/reject`, admin.cookie, {
        reason: 'No livery license on file',
      });
    expect((await withOutboxDown(reject)).status).toBe(500);
    expect(await kinds({ to: other.email })).not.toContain('driver-application-rejected');
    expect((await reject()).status).toBe(200);
    expect(await kinds({ to: other.email })).toContain('driver-application-rejected');
  });
});
