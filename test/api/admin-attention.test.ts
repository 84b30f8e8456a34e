import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAttention } from '../../src/shared/contracts/admin-attention.ts';
import { bookingStatusHistory, bookings } from '../../src/server/db/schema/bookings.ts';
import { emailOutbox } from '../../src/server/db/schema/email.ts';
import { guestCookie, signInAs } from '../support/accounts.ts';
import { adminCall, insertAdminBooking, REFUSED, sessionsByRole } from '../support/admin.ts';
import { cityRide, createBooking, payAndConfirm, warmQuotes } from '../support/checkout-flow.ts';
import { applyToDrive } from '../support/drivers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * What waits for dispatch (issue 35: a new booking or application raised nothing, a ride dropped by its
 * chauffeur was not flagged): GET /api/admin/attention counts it for the back office's header, and every admin
 * is emailed a new paid booking and a new application (a dropped ride already was).
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { checkout: { max: 10_000, timeWindow: 60_000 } } });
  admin = await signInAs(t.app, t.database, 'admin');
  await warmQuotes(t.app);
});
afterAll(() => t.close());

const counts = async () => {
  const res = await adminCall<AdminAttention>(t.app, 'GET', '/api/admin/attention', admin.cookie);
  expect(res.status).toBe(200);
  return res.body;
};

const emailsOf = (kind: 'dispatch-new-booking' | 'dispatch-new-application', to: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, kind), eq(emailOutbox.to, to)));

describe('GET /api/admin/attention', () => {
  it('is for admins only, and takes no input', async () => {
    const who = await sessionsByRole(t.app, t.database);
    for (const [role, status] of Object.entries(REFUSED)) {
      const res = await adminCall(t.app, 'GET', '/api/admin/attention', who[role as keyof typeof REFUSED]);
      expect(res.status, role).toBe(status);
    }
    expect((await adminCall(t.app, 'GET', '/api/admin/attention?status=x', admin.cookie)).status).toBe(400);
  });

  it('counts paid rides without a chauffeur, those a chauffeur dropped, and pending applications', async () => {
    const before = await counts();
    // Paid and unassigned: needs a chauffeur. Unpaid, assigned or finished ones do not count.
    await insertAdminBooking(t.database, { status: 'confirmed' });
    await insertAdminBooking(t.database, { status: 'pending' });
    await insertAdminBooking(t.database, { status: 'assigned', driverName: 'Someone' });
    await insertAdminBooking(t.database, { status: 'completed' });
    // Dropped: a chauffeur's Cancel returned it to confirmed (the last move is the driver's).
    const dropped = await insertAdminBooking(t.database, { status: 'confirmed' });
    const at = Date.now();
    await t.database.db.insert(bookingStatusHistory).values([
      {
        bookingId: dropped.id,
        fromStatus: 'confirmed',
        toStatus: 'assigned',
        actorRole: 'driver',
        createdAt: new Date(at - 60_000),
      },
      {
        bookingId: dropped.id,
        fromStatus: 'assigned',
        toStatus: 'confirmed',
        actorRole: 'driver',
        reason: 'Flat tire',
        createdAt: new Date(at),
      },
    ]);
    await applyToDrive(t.app);
    expect(await counts()).toEqual({
      unassigned: before.unassigned + 2,
      dropped: before.dropped + 1,
      urgent: expect.any(Number),
      applications: before.applications + 1,
    });
    // Reassigned by dispatch: no longer dropped nor waiting.
    await t.database.db.insert(bookingStatusHistory).values({
      bookingId: dropped.id,
      fromStatus: 'confirmed',
      toStatus: 'assigned',
      actorRole: 'admin',
      createdAt: new Date(at + 60_000),
    });
    await insertAdminBooking(t.database, { status: 'confirmed' }); // still waiting (not dropped)
    await t.database.db
      .update(bookings)
      .set({ status: 'assigned', driverName: 'Ana' })
      .where(eq(bookings.id, dropped.id));
    expect(await counts()).toMatchObject({ unassigned: before.unassigned + 2, dropped: before.dropped });
  });
});

describe('urgent (issue 36)', () => {
  it('counts the unassigned rides picking up within 2 hours or up to an hour late, as the board colours red', async () => {
    const before = await counts();
    const pickup = async (minutes: number, status: 'confirmed' | 'assigned' = 'confirmed') => {
      const b = await insertAdminBooking(t.database, { status });
      await t.database.db
        .update(bookings)
        .set({ pickupAt: new Date(Date.now() + minutes * 60_000) })
        .where(eq(bookings.id, b.id));
    };
    await pickup(90); // red
    await pickup(-30); // late: red
    await pickup(200); // amber: not urgent
    await pickup(-120); // long gone: not urgent
    await pickup(60, 'assigned'); // somebody has it
    const after = await counts();
    expect(after.urgent - before.urgent).toBe(2);
    expect(after.unassigned - before.unassigned).toBe(4);
  });
});

describe('dispatch is emailed', () => {
  it('a new driver application, in its transaction, with where to review it', async () => {
    const applied = await applyToDrive(t.app, { firstName: 'Rosa', lastName: 'Delgado' });
    const [notice] = (await emailsOf('dispatch-new-application', admin.user.email)).filter((e) =>
      e.text.includes(applied.email),
    );
    expect(notice?.subject).toMatch(/^New driver application DA-[0-9A-F]{8} — Rosa Delgado$/);
    expect(notice?.text).toContain('/admin/driver-applications');
  });

  it('a new paid booking (not while it waits for payment)', async () => {
    const guest = await guestCookie(t.app);
    const booked = await createBooking(t.app, guest, cityRide());
    expect(booked.status, booked.raw).toBe(201);
    const about = async () =>
      (await emailsOf('dispatch-new-booking', admin.user.email)).filter(
        (e) => e.bookingId === booked.body.id,
      );
    expect(await about()).toHaveLength(0);
    await payAndConfirm(t.app, guest, booked.body.id);
    const [notice] = await about();
    expect(notice?.subject).toBe(`New booking — ${booked.body.number} needs a chauffeur`);
    expect(notice?.text).toContain('Grand Central');
  });
});
