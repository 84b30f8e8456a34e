import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../src/server/db/schema/audit.ts';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { driverTrips } from '../../src/server/db/schema/drivers.ts';
import { taxiZoneOf } from '../../src/server/modules/compliance/taxi-zones.ts';
import type { TripRecordsCheck } from '../../src/shared/contracts/trip-records.ts';
import type { ErrorBody } from '../../src/shared/errors.ts';
import type { DriverTrip } from '../../src/shared/contracts/driver-trips.ts';
import { nextIp, signInAs } from '../support/accounts.ts';
import { REFUSED, adminCall, sessionsByRole, type AdminWho } from '../support/admin.ts';
import {
  insertChauffeur,
  insertDispatchedTrip,
  insertFleetCar,
  setBaseIdentity,
  type Point,
} from '../support/compliance-records.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertOpenBooking, signInDriver } from '../support/trips.ts';

/**
 * The TLC trip records of March 2026 on a real database (issue 37, decision 34). The app's clock is Friday
 * 2026-04-10 12:00 in New York: March is over, April is the current month, May is in the future. March holds the
 * spring change (Sunday March 8, 02:00 EST -> 03:00 EDT), and its last evening is already April in UTC.
 */
const NOW = new Date('2026-04-10T16:00:00Z');
const MONTH = '2026-03';
const BASE = 'B01234';

const JFK: Point = { lat: 40.6413, lng: -73.7781 };
const TIMES_SQUARE: Point = { lat: 40.758, lng: -73.9855 };
const LAGUARDIA: Point = { lat: 40.7769, lng: -73.874 };
const CENTRAL_PARK: Point = { lat: 40.7812, lng: -73.9665 };
const NEWARK: Point = { lat: 40.6895, lng: -74.1745 };
const BROOKLYN_HEIGHTS: Point = { lat: 40.6928, lng: -73.9903 };
const WHITE_PLAINS: Point = { lat: 41.0339, lng: -73.7629 };

let t: TestApp;
let admin: { cookie: string; user: { id: string } };
/** The app's clock: NOW, but for the ride driven through the chauffeur's stages (the last test). */
let now = NOW;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await signInAs(t.app, t.database, 'admin');
});
afterAll(() => t.close());

const call = <T>(url: string, cookie: string | null = admin.cookie) =>
  adminCall<T>(t.app, 'GET', url, cookie);
const check = (month = MONTH) =>
  call<TripRecordsCheck>(`/api/admin/compliance/trip-records/check?month=${month}`);
const download = (month = MONTH, cookie: string | null = admin.cookie) =>
  call<string>(`/api/admin/compliance/trip-records.csv?month=${month}`, cookie);

/** New York wall-clock time as the TLC reads it, by the runtime's time-zone database (not the product's code). */
const nyFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'America/New_York',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const nyTime = (at: Date) => nyFormat.format(at);

/** The rows of a CSV whose every field is double-quoted (quotes doubled) and every line ends with CRLF. */
function parseQuotedCsv(text: string): string[][] {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  return lines.map((line) => {
    expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
    return [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"'));
  });
}

/** March's trips, seeded once (the first describe block finds the base license unset). */
const seeded = {} as Awaited<ReturnType<typeof seedMarch>>;
async function seedMarch() {
  const db = t.database;
  const ana = await insertChauffeur(db, '5100001', 'Ana Rivera');
  const ben = await insertChauffeur(db, '5100002', 'Ben Okafor');
  const cy = await insertChauffeur(db, null, 'Cy Noble');
  const dee = await insertChauffeur(db, '5100004', 'Dee Park');
  // Ana's trips record her car; Ben's record none (his current car, affiliated with another base, stands in).
  const anaCar = await insertFleetCar(db, { tlcLicense: 'T700001C', driverId: ana.id });
  await insertFleetCar(db, { tlcLicense: 'T700002C', driverId: ben.id, affiliatedBase: 'B07777' });
  const cyCar = await insertFleetCar(db, { tlcLicense: null, driverId: cy.id });
  const deeCar = await insertFleetCar(db, { tlcLicense: 'T700004C', driverId: dee.id });
  // A car Ana drove earlier and has handed back: her trip on it keeps its license.
  const loaner = await insertFleetCar(db, { tlcLicense: 'T799999C' });

  // Filed, in pickup order:
  // JFK -> Times Square across the spring change: on board 01:30 EST, dropped 03:45 EDT.
  const dst = await insertDispatchedTrip(db, {
    driverId: ana.id,
    carId: anaCar.id,
    pickupAt: new Date('2026-03-08T06:15:00Z'),
    pickup: JFK,
    destination: TIMES_SQUARE,
    startedAt: new Date('2026-03-08T06:30:00Z'),
    startedPoint: JFK,
    completedAt: new Date('2026-03-08T07:45:00Z'),
    completedPoint: TIMES_SQUARE,
  });
  // LaGuardia (where the passenger boarded, not the booked point) -> Central Park, where it ended.
  const stamped = await insertDispatchedTrip(db, {
    driverId: ben.id,
    pickupAt: new Date('2026-03-12T13:00:00Z'),
    pickup: TIMES_SQUARE,
    destination: BROOKLYN_HEIGHTS,
    startedAt: new Date('2026-03-12T13:10:05Z'),
    startedPoint: LAGUARDIA,
    completedAt: new Date('2026-03-12T13:52:41Z'),
    completedPoint: CENTRAL_PARK,
  });
  // On the loaner car, to White Plains (outside NYC: zone 265).
  const loanerTrip = await insertDispatchedTrip(db, {
    driverId: ana.id,
    carId: loaner.id,
    pickupAt: new Date('2026-03-20T22:00:00Z'),
    pickup: TIMES_SQUARE,
    destination: WHITE_PLAINS,
    startedAt: new Date('2026-03-20T22:04:00Z'),
    completedAt: new Date('2026-03-20T23:10:00Z'),
  });
  // No stages (an admin completed it): the booked pickup time, Newark -> Times Square by the booking's points.
  // 23:30 EDT on March 31 is already April 1 in UTC: still March's.
  const lastEvening = await insertDispatchedTrip(db, {
    driverId: dee.id,
    carId: deeCar.id,
    pickupAt: new Date('2026-04-01T03:30:00Z'),
    pickup: NEWARK,
    destination: TIMES_SQUARE,
    startedAt: null,
    completedAt: new Date('2026-04-01T04:40:00Z'),
  });

  // Not fileable:
  // Cy has no TLC license and his car none either.
  const unlicensed = await insertDispatchedTrip(db, {
    driverId: cy.id,
    carId: cyCar.id,
    pickupAt: new Date('2026-03-05T15:00:00Z'),
    pickup: TIMES_SQUARE,
    destination: JFK,
    startedAt: new Date('2026-03-05T15:02:00Z'),
    completedAt: new Date('2026-03-05T16:00:00Z'),
  });
  // An hourly ride "as directed", ended without a point: no drop-off zone.
  const hourly = await insertDispatchedTrip(db, {
    driverId: dee.id,
    carId: deeCar.id,
    serviceType: 'hourly',
    pickupAt: new Date('2026-03-15T14:00:00Z'),
    pickup: CENTRAL_PARK,
    destination: null,
    startedAt: new Date('2026-03-15T14:05:00Z'),
    completedAt: new Date('2026-03-15T18:05:00Z'),
  });
  // Started and never completed in the app: no drop-off time.
  const neverClosed = await insertDispatchedTrip(db, {
    driverId: dee.id,
    carId: deeCar.id,
    status: 'in_progress',
    pickupAt: new Date('2026-03-25T12:00:00Z'),
    pickup: JFK,
    destination: TIMES_SQUARE,
    startedAt: new Date('2026-03-25T12:10:00Z'),
    completedAt: null,
  });

  // Dispatched without a ride (counted apart), and trips of other months.
  await insertDispatchedTrip(db, {
    driverId: ana.id,
    carId: anaCar.id,
    status: 'cancelled',
    pickupAt: new Date('2026-03-18T12:00:00Z'),
    pickup: JFK,
    destination: TIMES_SQUARE,
  });
  await insertDispatchedTrip(db, {
    driverId: ben.id,
    status: 'no_show',
    pickupAt: new Date('2026-03-19T12:00:00Z'),
    pickup: LAGUARDIA,
    destination: TIMES_SQUARE,
    completedAt: new Date('2026-03-19T13:30:00Z'),
  });
  // 23:50 EST on February 28 (March 1 in UTC): February's.
  await insertDispatchedTrip(db, {
    driverId: ana.id,
    carId: anaCar.id,
    pickupAt: new Date('2026-03-01T04:50:00Z'),
    pickup: JFK,
    destination: TIMES_SQUARE,
    startedAt: new Date('2026-03-01T04:55:00Z'),
    completedAt: new Date('2026-03-01T05:40:00Z'),
  });
  // April 2, already done: April's.
  await insertDispatchedTrip(db, {
    driverId: ana.id,
    carId: anaCar.id,
    pickupAt: new Date('2026-04-02T14:00:00Z'),
    pickup: JFK,
    destination: TIMES_SQUARE,
    startedAt: new Date('2026-04-02T14:00:00Z'),
    completedAt: new Date('2026-04-02T15:00:00Z'),
  });

  return {
    ana,
    ben,
    cy,
    dee,
    filed: [dst, stamped, loanerTrip, lastEvening],
    problems: { unlicensed, hourly, neverClosed },
  };
}

describe('without the base license', () => {
  it('lists every trip as not fileable and refuses the file (409), writing no submission', async () => {
    Object.assign(seeded, await seedMarch());
    const res = await check();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      month: MONTH,
      from: '2026-03-01',
      to: '2026-03-31',
      dueBy: '2026-04-30',
      baseLicense: null,
      fileName: null,
      rowCount: 0,
    });
    expect(res.body.problems).toHaveLength(7);
    for (const p of res.body.problems) expect(p.reasons).toContain('missingBaseLicense');

    const csv = await download();
    expect(csv.status).toBe(409);
    expect((csv.body as unknown as ErrorBody).code).toBe('compliance.recordsBaseLicenseMissing');
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'tripRecords.submission'));
    expect(audit).toEqual([]);
  });
});

describe('a month of trips', () => {
  beforeAll(() => setBaseIdentity(t.database, BASE, 'Empire Chauffeur LLC'));

  it('checks the month: the file name, the rows, and each trip that cannot be filed with why', async () => {
    const res = await check();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      month: MONTH,
      from: '2026-03-01',
      to: '2026-03-31',
      dueBy: '2026-04-30',
      baseLicense: BASE,
      baseName: 'Empire Chauffeur LLC',
      fileName: 'B01234_20260301-20260331.csv',
      rowCount: 4,
      notFiled: { cancelledAfterDispatch: 1, noShows: 1 },
      submissions: [],
    });
    const { unlicensed, hourly, neverClosed } = seeded.problems;
    expect(res.body.problems).toEqual([
      {
        bookingId: unlicensed.booking.id,
        bookingNumber: unlicensed.booking.number,
        tripId: unlicensed.trip.id,
        driverId: seeded.cy.id,
        driverName: 'Cy Noble',
        pickupAt: '2026-03-05T15:02:00.000Z',
        reasons: ['missingDriverLicense', 'missingVehicleLicense'],
      },
      expect.objectContaining({
        bookingNumber: hourly.booking.number,
        driverName: 'Dee Park',
        reasons: ['zoneUnknown'],
      }),
      expect.objectContaining({
        bookingNumber: neverClosed.booking.number,
        reasons: ['missingDropoffTime'],
      }),
    ]);
  });

  it('downloads the CSV: one quoted row per fileable trip, checked row by row against the bookings', async () => {
    const res = await download();
    expect(res.status).toBe(200);
    expect(res.res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.res.headers['content-disposition']).toBe(
      'attachment; filename="B01234_20260301-20260331.csv"',
    );
    expect(res.res.headers['cache-control']).toBe('private, no-store');
    const [header, ...rows] = parseQuotedCsv(res.res.body);
    expect(header).toEqual([
      'dispatching_base_num',
      'pickup_datetime',
      'dropOff_datetime',
      'PUlocationID',
      'DOlocationID',
      'driver_license_num',
      'vehicle_license_num',
      'Affiliated_base_number',
      'SR_Flag',
      'wav_request_flag',
    ]);
    expect(rows).toHaveLength(4);

    // Each row against its booking and trip as stored, in pickup order.
    const expected = [
      { license: '5100001', car: 'T700001C', base: BASE },
      { license: '5100002', car: 'T700002C', base: 'B07777' },
      { license: '5100001', car: 'T799999C', base: BASE },
      { license: '5100004', car: 'T700004C', base: BASE },
    ];
    for (const [i, { booking, trip }] of seeded.filed.entries()) {
      const [stored] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
      const pickupPoint =
        trip.startedLat !== null
          ? [trip.startedLat, trip.startedLng!]
          : [stored!.pickupLat!, stored!.pickupLng!];
      const dropoffPoint =
        trip.completedLat !== null
          ? [trip.completedLat, trip.completedLng!]
          : [stored!.destinationLat!, stored!.destinationLng!];
      expect(rows[i], `row ${i + 1} (${booking.number})`).toEqual([
        BASE,
        nyTime(trip.startedAt ?? stored!.pickupAt),
        nyTime(trip.completedAt!),
        String(taxiZoneOf(pickupPoint[0]!, pickupPoint[1]!)),
        String(taxiZoneOf(dropoffPoint[0]!, dropoffPoint[1]!)),
        expected[i]!.license,
        expected[i]!.car,
        expected[i]!.base,
        'N',
        'N',
      ]);
    }

    // The same rows in words: JFK (132) to Times Square (230) across the spring change, LaGuardia (138) to
    // Central Park (43) by the stamped points, Times Square to White Plains (outside NYC, 265), Newark (1) on
    // the last evening of March by the booked time.
    expect(rows.map((r) => r.slice(1, 5))).toEqual([
      ['2026-03-08 01:30:00', '2026-03-08 03:45:00', '132', '230'],
      ['2026-03-12 09:10:05', '2026-03-12 09:52:41', '138', '43'],
      ['2026-03-20 18:04:00', '2026-03-20 19:10:00', '230', '265'],
      ['2026-03-31 23:30:00', '2026-04-01 00:40:00', '1', '230'],
    ]);
  });

  it('records each download in the audit log: who, when, the month, rows, problems and the SHA-256 of the bytes', async () => {
    const before = Date.now();
    const res = await download();
    expect(res.status).toBe(200);
    const sha256 = createHash('sha256').update(res.res.rawPayload).digest('hex');
    const entries = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'tripRecords.submission'), eq(adminAuditLog.entityId, MONTH)))
      .orderBy(adminAuditLog.createdAt);
    // The earlier test's download and this one.
    expect(entries).toHaveLength(2);
    const last = entries[1]!;
    expect(last).toMatchObject({ actorUserId: admin.user.id, entityType: 'tripRecords', entityId: MONTH });
    expect(last.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(last.after).toMatchObject({
      month: MONTH,
      fileName: 'B01234_20260301-20260331.csv',
      baseLicense: BASE,
      rowCount: 4,
      problemCount: 3,
      cancelledAfterDispatch: 1,
      noShows: 1,
      sha256,
    });
    expect(last.after?.problems).toEqual([
      `${seeded.problems.unlicensed.booking.number}: missingDriverLicense, missingVehicleLicense`,
      `${seeded.problems.hourly.booking.number}: zoneUnknown`,
      `${seeded.problems.neverClosed.booking.number}: missingDropoffTime`,
    ]);
    expect(last.summary).toContain(sha256);

    // The check shows the month's downloads, newest first.
    const after = await check();
    expect(after.body.submissions).toHaveLength(2);
    expect(after.body.submissions[0]).toMatchObject({
      by: expect.any(String),
      fileName: 'B01234_20260301-20260331.csv',
      rowCount: 4,
      problemCount: 3,
      sha256,
    });
  });

  it('files a trip once its problem is fixed', async () => {
    // The hourly ride's chauffeur records where it ended.
    await t.database.db
      .update(driverTrips)
      .set({ completedLat: BROOKLYN_HEIGHTS.lat, completedLng: BROOKLYN_HEIGHTS.lng })
      .where(eq(driverTrips.id, seeded.problems.hourly.trip.id));
    const res = await check();
    expect(res.body.rowCount).toBe(5);
    expect(res.body.problems.map((p) => p.bookingNumber)).not.toContain(
      seeded.problems.hourly.booking.number,
    );
    const csv = parseQuotedCsv((await download()).res.body);
    expect(csv).toHaveLength(6);
    expect(csv[3]!.slice(1, 5)).toEqual([
      '2026-03-15 10:05:00',
      '2026-03-15 14:05:00',
      '43',
      String(taxiZoneOf(BROOKLYN_HEIGHTS.lat, BROOKLYN_HEIGHTS.lng)),
    ]);
  });

  it('answers the current month (so far) and an empty month with the header row only', async () => {
    const april = await check('2026-04');
    expect(april.status).toBe(200);
    expect(april.body).toMatchObject({ rowCount: 1, fileName: 'B01234_20260401-20260430.csv', problems: [] });
    const january = await download('2026-01');
    expect(january.status).toBe(200);
    expect(parseQuotedCsv(january.res.body)).toHaveLength(1);
  });
});

describe('refusals', () => {
  it('refuses both routes to anonymous (401), guests, passengers and chauffeurs (403)', async () => {
    const sessions = await sessionsByRole(t.app, t.database);
    for (const role of Object.keys(REFUSED) as Exclude<AdminWho, 'admin'>[]) {
      const cookie = sessions[role];
      expect(
        (await call(`/api/admin/compliance/trip-records/check?month=${MONTH}`, cookie)).status,
        role,
      ).toBe(REFUSED[role]);
      expect((await download(MONTH, cookie)).status, role).toBe(REFUSED[role]);
      // Refused before the month is read: a bad month is still 401/403.
      expect((await download('nonsense', cookie)).status, role).toBe(REFUSED[role]);
    }
  });

  it('answers 400 with the field for a malformed, missing or future month', async () => {
    for (const bad of ['2026-13', '2026-3', '202603', 'March', '2014-12', '2026-03-01']) {
      for (const url of [
        `/api/admin/compliance/trip-records/check?month=${encodeURIComponent(bad)}`,
        `/api/admin/compliance/trip-records.csv?month=${encodeURIComponent(bad)}`,
      ]) {
        const res = await call<ErrorBody>(url);
        expect(res.status, url).toBe(400);
        expect(res.body.fieldErrors?.month?.code, url).toBe('compliance.recordsMonthInvalid');
      }
    }
    for (const url of [
      '/api/admin/compliance/trip-records/check',
      '/api/admin/compliance/trip-records.csv',
    ]) {
      const res = await call<ErrorBody>(url);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors?.month?.code).toBe('compliance.recordsMonthInvalid');
    }
    const future = await check('2026-05');
    expect(future.status).toBe(400);
    const body = future.body as unknown as ErrorBody;
    expect(body.code).toBe('compliance.recordsMonthFuture');
    expect(body.fieldErrors?.month).toEqual({
      code: 'compliance.recordsMonthFuture',
      params: { current: '2026-04' },
    });
    expect(body.message).toBe('This month has not begun yet: choose 2026-04 or an earlier month.');
    expect((await download('2027-01')).status).toBe(400);
  });
});

describe("a ride completed through the chauffeur's stages", () => {
  it('files the drop-off zone of where the chauffeur completed it, not the booked destination', async () => {
    const driverCall = <T>(url: string, cookie: string, payload: object = {}) =>
      t.app
        .inject({ method: 'POST', url, payload, headers: { cookie }, remoteAddress: nextIp() })
        .then((res) => ({ status: res.statusCode, body: res.json<T>(), raw: res.body }));
    const before = await check('2026-04');
    // Friday April 10, 2026: picked up at Times Square 09:30 in New York, booked to Brooklyn Heights (the
    // fixture's destination), ended at LaGuardia.
    const pickupAt = new Date('2026-04-10T13:30:00Z');
    const booked = await insertOpenBooking(t.database, { ...TIMES_SQUARE, pickupAt });
    const bookedZone = taxiZoneOf(booked.destinationLat!, booked.destinationLng!);
    const endedZone = taxiZoneOf(LAGUARDIA.lat, LAGUARDIA.lng);
    expect(endedZone).not.toBe(bookedZone);
    const chauffeur = await signInDriver(t.app, t.database);
    try {
      now = new Date('2026-04-10T13:00:00Z');
      const located = await driverCall('/api/driver/update-location', chauffeur.cookie, {
        latitude: TIMES_SQUARE.lat,
        longitude: TIMES_SQUARE.lng,
      });
      expect(located.status, located.raw).toBe(200);
      const accepted = await driverCall(`/api/driver/trips/${booked.id}/accept`, chauffeur.cookie);
      expect(accepted.status, accepted.raw).toBe(200);
      const status = (body: object) =>
        driverCall<DriverTrip>(`/api/driver/trips/${booked.id}/status`, chauffeur.cookie, body);
      now = pickupAt;
      const onBoard = await status({ status: 'in_progress', ...toSent(TIMES_SQUARE) });
      expect(onBoard.status, onBoard.raw).toBe(200);
      now = new Date('2026-04-10T14:05:00Z');
      const done = await status({ status: 'completed', ...toSent(LAGUARDIA) });
      expect(done.status, done.raw).toBe(200);
    } finally {
      now = NOW;
    }
    const [trip] = await t.database.db.select().from(driverTrips).where(eq(driverTrips.bookingId, booked.id));
    expect(trip).toMatchObject({ completedLat: LAGUARDIA.lat, completedLng: LAGUARDIA.lng });

    const april = await check('2026-04');
    expect(april.body.rowCount).toBe(before.body.rowCount + 1);
    expect(april.body.problems).toEqual([]);
    const row = parseQuotedCsv((await download('2026-04')).res.body).find(
      (r) => r[1] === '2026-04-10 09:30:00',
    );
    expect(row?.slice(1, 5)).toEqual([
      '2026-04-10 09:30:00',
      '2026-04-10 10:05:00',
      String(taxiZoneOf(TIMES_SQUARE.lat, TIMES_SQUARE.lng)),
      String(endedZone),
    ]);
  });
});

/** A point as the chauffeur's app sends it with a stage. */
const toSent = (p: Point) => ({ latitude: p.lat, longitude: p.lng });
