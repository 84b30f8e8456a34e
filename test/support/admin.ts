import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/server/db/client.ts';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { drivers } from '../../src/server/db/schema/drivers.ts';
import { testPaymentIntents } from '../../src/server/db/schema/payments.ts';
import type { BookingStatus } from '../../src/shared/domain/booking-status.ts';
import { guestCookie, nextIp, signInAs } from './accounts.ts';
import { insertBooking } from './bookings.ts';
import { MIDTOWN, signInDriver } from './trips.ts';

/**
 * Helpers for the back office's API tests: an admin session, the other sessions an admin route must refuse,
 * bookings in any state (paid through the test processor, so refunds go through the payments port) and
 * drivers in every availability.
 */

export type AdminWho = 'anonymous' | 'guest' | 'passenger' | 'driver' | 'admin';

/** A session cookie per kind of caller (null for anonymous): the table every admin route is checked against. */
export async function sessionsByRole(
  app: FastifyInstance,
  database: Database,
): Promise<Record<AdminWho, string | null>> {
  const [guest, passenger, driver, admin] = await Promise.all([
    guestCookie(app),
    signInAs(app, database, 'passenger'),
    signInAs(app, database, 'driver'),
    signInAs(app, database, 'admin'),
  ]);
  return { anonymous: null, guest, passenger: passenger.cookie, driver: driver.cookie, admin: admin.cookie };
}

/** The statuses every admin route answers each non-admin caller with. */
export const REFUSED: Record<Exclude<AdminWho, 'admin'>, number> = {
  anonymous: 401,
  guest: 403,
  passenger: 403,
  driver: 403,
};

/** `app.inject` with a cookie (or none), JSON in and the parsed answer out. */
export async function adminCall<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  cookie: string | null,
  payload?: object,
): Promise<{ status: number; body: T; res: LightMyRequestResponse }> {
  const res = await app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
    remoteAddress: nextIp(),
  });
  let body: unknown = undefined;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body: body as T, res };
}

export interface BookingFixture {
  status?: BookingStatus;
  userId?: string | null;
  customerName?: string;
  customerEmail?: string;
  pickupAddress?: string;
  destinationAddress?: string;
  pickupAt?: Date;
  createdAt?: Date;
  language?: 'en' | 'es';
  totalCents?: number;
  /** Pickup coordinates (Midtown by default). */
  lat?: number;
  lng?: number;
  driverId?: string | null;
  driverName?: string | null;
  /**
   * 'test' (default for paid states): paid through a succeeded test-processor intent; 'none': marked paid
   * without an intent; a string: that intent id, which the processor does not know.
   */
  payment?: 'test' | 'none' | { intentId: string };
}

/**
 * A booking straight in the database in any state ($130.65 unless told), paid (except pending) through a
 * succeeded test-processor intent, so a refund goes through the payments port like a checkout's would.
 */
export async function insertAdminBooking(database: Database, opts: BookingFixture = {}) {
  const status = opts.status ?? 'confirmed';
  const createdAt = opts.createdAt ?? new Date();
  const base = await insertBooking(database, { userId: opts.userId ?? null, status, createdAt });
  const paid = status !== 'pending';
  const payment = paid ? (opts.payment ?? 'test') : 'none';
  const totalCents = opts.totalCents ?? base.totalCents;
  let intentId: string | null = null;
  if (payment === 'test') {
    intentId = `pi_test_${randomBytes(12).toString('hex')}`;
    await database.db.insert(testPaymentIntents).values({
      id: intentId,
      clientSecret: `${intentId}_secret_fixture`,
      bookingId: base.id,
      amountCents: totalCents,
      status: 'succeeded',
      paymentMethod: 'Visa •••• 4242',
      idempotencyKey: `fixture-${base.id}`,
    });
  } else if (typeof payment === 'object') {
    intentId = payment.intentId;
  }
  const [row] = await database.db
    .update(bookings)
    .set({
      customerName: opts.customerName ?? base.customerName,
      customerEmail: opts.customerEmail ?? base.customerEmail,
      pickupAddress: opts.pickupAddress ?? base.pickupAddress,
      destinationAddress: opts.destinationAddress ?? base.destinationAddress,
      pickupAt: opts.pickupAt ?? new Date(Date.now() + 24 * 3_600_000),
      pickupLat: opts.lat ?? MIDTOWN.lat,
      pickupLng: opts.lng ?? MIDTOWN.lng,
      language: opts.language ?? 'en',
      totalCents,
      paymentProvider: intentId ? 'test' : null,
      paymentIntentId: intentId,
      driverId: opts.driverId ?? null,
      driverName: opts.driverName ?? null,
      cancelledAt: status === 'cancelled' ? createdAt : null,
    })
    .where(eq(bookings.id, base.id))
    .returning();
  if (!row) throw new Error('booking not updated');
  return row;
}

export type DriverAvailability = 'available' | 'offline' | 'suspended' | 'stale' | 'unlocated';

/**
 * A signed-in driver with a profile in the given availability: available (stored available, located a minute
 * ago), offline or suspended (stored so), stale (located an hour ago) or unlocated (never located).
 */
export async function insertDriver(
  app: FastifyInstance,
  database: Database,
  availability: DriverAvailability = 'available',
) {
  const located = availability !== 'unlocated';
  const d = await signInDriver(app, database, located ? MIDTOWN : {});
  const status = availability === 'offline' || availability === 'suspended' ? availability : 'available';
  const locationAt = !located ? null : new Date(Date.now() - (availability === 'stale' ? 60 : 1) * 60_000);
  await database.db.update(drivers).set({ status, locationAt }).where(eq(drivers.userId, d.user.id));
  return d;
}
