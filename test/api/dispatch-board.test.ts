import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DispatchBoard } from '../../src/shared/contracts/dispatch-board.ts';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { driverTrips, drivers } from '../../src/server/db/schema/drivers.ts';
import { signInAs } from '../support/accounts.ts';
import { adminCall, REFUSED, sessionsByRole } from '../support/admin.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertOpenBooking, MIDTOWN, signInDriver } from '../support/trips.ts';

/**
 * Issue 36, the dispatch board: GET /api/admin/dispatch/board?date= for a seeded New York day (Dec 8, 2026,
 * New York is UTC-5): assigned rides in their chauffeur's row, unassigned ones in their own, a return trip's
 * way back its own block, hourly service as long as its hours, the queue by pickup with its urgency, `now`
 * from the injected clock.
 */
const NY = (hhmm: string, day = '2026-12-08') => new Date(`${day}T${hhmm}:00-05:00`);
const NOW = NY('12:00');
let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  admin = await signInAs(t.app, t.database, 'admin');
});
afterAll(() => t.close());

const board = (query = '', cookie: string | null = admin.cookie) =>
  adminCall<DispatchBoard & { code?: string }>(t.app, 'GET', `/api/admin/dispatch/board${query}`, cookie);

const ride = async (pickupAt: Date, set: Partial<typeof bookings.$inferInsert> = {}) => {
  const b = await insertOpenBooking(t.database, { ...MIDTOWN, pickupAt });
  if (Object.keys(set).length) await t.database.db.update(bookings).set(set).where(eq(bookings.id, b.id));
  return b;
};

describe('GET /api/admin/dispatch/board', () => {
  it('is for admins only; a bad date is 400', async () => {
    const who = await sessionsByRole(t.app, t.database);
    for (const [role, status] of Object.entries(REFUSED)) {
      const res = await board('?date=2026-12-08', who[role as keyof typeof REFUSED]);
      expect(res.status, role).toBe(status);
    }
    for (const bad of ['2026-02-30', 'tomorrow', '2026-12-8']) {
      const res = await board(`?date=${bad}`);
      expect([res.status, res.body.code], bad).toEqual([400, 'admin.dateInvalid']);
    }
    expect((await board('?date=2026-12-08&x=1')).status).toBe(400);
  });

  it("shows the day's rides in the right rows, as blocks to their estimated end, with the queue", async () => {
    const alice = await signInDriver(t.app, t.database, MIDTOWN); // on duty, rides below
    const idle = await signInDriver(t.app, t.database, MIDTOWN); // on duty, nothing that day
    const off = await signInDriver(t.app, t.database, {}); // off duty with a ride that day
    const away = await signInDriver(t.app, t.database, {}); // off duty, nothing: not on the board
    await t.database.db.update(drivers).set({ status: 'offline' }).where(eq(drivers.userId, off.user.id));
    await t.database.db.update(drivers).set({ status: 'offline' }).where(eq(drivers.userId, away.user.id));

    // Alice: a 09:00 return trip (back at 17:00) she is on location for; Off: an 11:00 ride.
    const back = await ride(NY('09:00'), {
      status: 'assigned',
      driverId: alice.user.id,
      driverName: 'Alice',
      returnTrip: true,
      returnAt: NY('17:00'),
    });
    await t.database.db.insert(driverTrips).values({
      bookingId: back.id,
      driverId: alice.user.id,
      status: 'assigned',
      arrivedAt: NY('08:55'),
    });
    const offRide = await ride(NY('11:00'), { status: 'assigned', driverId: off.user.id });
    // Unassigned: 13:00 (red at noon), 16:00 hourly for 3 hours (amber), 10:00 (two hours late: not queued).
    const soon = await ride(NY('13:00'));
    const hourly = await ride(NY('16:00'), { hours: 3, serviceName: 'Hourly Service' });
    const late = await ride(NY('10:00'));
    // Not on this day's board: tomorrow's ride (queued, no urgency), a pending and a cancelled one.
    const tomorrow = await ride(NY('20:00', '2026-12-09'));
    await ride(NY('14:00'), { status: 'pending', paidAt: null });
    await ride(NY('15:00'), { status: 'cancelled' });
    // Yesterday's return trip comes back today at 08:00: only its way back is on today's board.
    const yesterday = await ride(NY('18:00', '2026-12-07'), {
      returnTrip: true,
      returnAt: NY('08:00'),
    });

    const res = await board('?date=2026-12-08');
    expect(res.status).toBe(200);
    const b = res.body;
    expect(b).toMatchObject({
      date: '2026-12-08',
      dayStart: '2026-12-08T05:00:00.000Z',
      dayEnd: '2026-12-09T05:00:00.000Z',
      now: NOW.toISOString(),
    });
    const ids = b.rows.map((r) => r.driver.id);
    expect(ids).toEqual(expect.arrayContaining([alice.user.id, idle.user.id, off.user.id]));
    expect(ids).not.toContain(away.user.id);
    const rowOf = (id: string) => b.rows.find((r) => r.driver.id === id)!;
    expect(rowOf(off.user.id).driver.onDuty).toBe(false);
    expect(rowOf(idle.user.id).blocks).toEqual([]);
    expect(rowOf(alice.user.id).driver.position).toMatchObject({ lat: MIDTOWN.lat, lng: MIDTOWN.lng });

    // The return trip: two blocks of 30 minutes each (its route), on location.
    const aliceBlocks = rowOf(alice.user.id).blocks;
    expect(aliceBlocks.map((x) => [x.number, x.leg, x.start, x.end, x.stage])).toEqual([
      [back.number, 'outbound', NY('09:00').toISOString(), NY('09:30').toISOString(), 'onLocation'],
      [back.number, 'return', NY('17:00').toISOString(), NY('17:30').toISOString(), 'onLocation'],
    ]);
    expect(rowOf(off.user.id).blocks.map((x) => [x.bookingId, x.status])).toEqual([[offRide.id, 'assigned']]);

    // The unassigned row: yesterday's way back, the late ride, the 13:00, the hourly 16:00-19:00.
    expect(b.unassigned.map((x) => [x.bookingId, x.leg])).toEqual([
      [yesterday.id, 'return'],
      [late.id, 'outbound'],
      [soon.id, 'outbound'],
      [hourly.id, 'outbound'],
    ]);
    const hourlyBlock = b.unassigned.find((x) => x.bookingId === hourly.id)!;
    expect([hourlyBlock.end, hourlyBlock.hours, hourlyBlock.stage]).toEqual([
      NY('19:00').toISOString(),
      3,
      null,
    ]);

    // The queue from now on (up to an hour late), by pickup, with urgency.
    expect(b.queue.map((q) => [q.bookingId, q.urgency])).toEqual([
      [soon.id, 'red'],
      [hourly.id, 'amber'],
      [tomorrow.id, null],
    ]);
    expect(b.queueTotal).toBe(3);

    // The day's pickups for the map: the rides picking up today, not yesterday's.
    const picked = b.pickups.map((p) => p.bookingId);
    expect(picked).toEqual(expect.arrayContaining([back.id, offRide.id, soon.id, hourly.id, late.id]));
    expect(picked).not.toContain(yesterday.id);
  });

  it("defaults to today's New York date from the clock; tomorrow holds tomorrow's ride", async () => {
    expect((await board()).body.date).toBe('2026-12-08');
    const next = (await board('?date=2026-12-09')).body;
    expect(next.unassigned.map((x) => x.pickupDateTime)).toEqual([NY('20:00', '2026-12-09').toISOString()]);
  });
});
