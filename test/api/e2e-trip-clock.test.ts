import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriverTrip } from '../../src/shared/contracts/driver-trips.ts';
import { nextIp } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertOpenBooking, signInDriver } from '../support/trips.ts';

/**
 * The e2e tests' trip clock (decision 043): with E2E_TRIP_CLOCK=on a request's `x-e2e-trip-clock` is the
 * "now" of its trip rules; without it (the default) the header is ignored.
 */
const HOUR = 3_600_000;

async function acceptedTripIn(t: TestApp, pickupIn: number) {
  const where = { lat: 38.5 + Math.random(), lng: -90 - Math.random() };
  const driver = await signInDriver(t.app, t.database);
  const inject = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { cookie: driver.cookie, ...headers },
      remoteAddress: nextIp(),
    });
  await inject('/api/driver/update-location', { latitude: where.lat, longitude: where.lng });
  const booking = await insertOpenBooking(t.database, {
    ...where,
    pickupAt: new Date(Date.now() + pickupIn),
  });
  expect((await inject(`/api/driver/trips/${booking.id}/accept`, {})).statusCode).toBe(200);
  return { booking, inject };
}

describe('the e2e trip clock', () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    on = await createTestApp({ env: { E2E_TRIP_CLOCK: 'on' } });
    off = await createTestApp();
  });
  afterAll(async () => {
    await on.close();
    await off.close();
  });

  it('moves the trip rules of the request that names it, when on', async () => {
    const { booking, inject } = await acceptedTripIn(on, 3 * 24 * HOUR);
    const url = `/api/driver/trips/${booking.id}/status`;
    expect((await inject(url, { status: 'in_progress' })).json<{ code: string }>().code).toBe(
      'trips.startNotYet',
    );
    const at = new Date(booking.pickupAt.getTime() + 60_000).toISOString();
    const started = await inject(url, { status: 'in_progress' }, { 'x-e2e-trip-clock': at });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<DriverTrip>().startedAt).toBe(at);
    expect((await inject(url, { status: 'completed' }, { 'x-e2e-trip-clock': at })).statusCode).toBe(200);
  });

  it('is ignored when off (the default)', async () => {
    const { booking, inject } = await acceptedTripIn(off, 3 * 24 * HOUR);
    const at = new Date(booking.pickupAt.getTime() + 60_000).toISOString();
    const res = await inject(
      `/api/driver/trips/${booking.id}/status`,
      { status: 'in_progress' },
      {
        'x-e2e-trip-clock': at,
      },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json<{ code: string }>().code).toBe('trips.startNotYet');
  });
});
