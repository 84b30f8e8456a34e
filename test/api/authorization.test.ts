import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestCookie, signInAs } from '../support/accounts.ts';
import { insertBooking } from '../support/bookings.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Every protected route so far x every kind of session -> the expected status. A later issue that adds a
 * protected route adds its row here. `:own` is a completed booking of the passenger row's account.
 */
type Who = 'anonymous' | 'guest' | 'passenger' | 'driver' | 'admin';
const WHO: Who[] = ['anonymous', 'guest', 'passenger', 'driver', 'admin'];

const TABLE: { method: 'GET' | 'POST'; url: string; body?: object; expect: Record<Who, number> }[] = [
  {
    method: 'GET',
    url: '/api/user',
    expect: { anonymous: 401, guest: 200, passenger: 200, driver: 200, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/user/bookings',
    expect: { anonymous: 401, guest: 403, passenger: 200, driver: 200, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/user/bookings/:own/receipt',
    expect: { anonymous: 401, guest: 403, passenger: 200, driver: 404, admin: 404 },
  },
  {
    method: 'GET',
    url: '/api/user/bookings/:own/receipt.pdf',
    expect: { anonymous: 401, guest: 403, passenger: 200, driver: 404, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/user/bookings/:own/rating',
    body: { rating: 5 },
    expect: { anonymous: 401, guest: 403, passenger: 200, driver: 404, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/logout',
    body: {},
    expect: { anonymous: 200, guest: 200, passenger: 200, driver: 200, admin: 200 },
  },
];

let t: TestApp;
const cookies = {} as Record<Who, string | undefined>;
let ownBookingId = '';

async function signInEveryone(): Promise<void> {
  cookies.anonymous = undefined;
  cookies.guest = await guestCookie(t.app);
  for (const role of ['passenger', 'driver', 'admin'] as const) {
    const s = await signInAs(t.app, t.database, role);
    cookies[role] = s.cookie;
    if (role === 'passenger') ownBookingId = (await insertBooking(t.database, { userId: s.user.id })).id;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await signInEveryone();
});
afterAll(() => t.close());

describe('authorization table', () => {
  for (const row of TABLE) {
    for (const who of WHO) {
      it(`${row.method} ${row.url} as ${who} -> ${row.expect[who]}`, async () => {
        const cookie = cookies[who];
        const res = await t.app.inject({
          method: row.method,
          url: row.url.replace(':own', ownBookingId),
          ...(row.body ? { payload: row.body } : {}),
          headers: cookie ? { cookie } : {},
        });
        expect(res.statusCode, res.body).toBe(row.expect[who]);
        // Rows that end or use up something (logout, a rating) get fresh sessions and bookings after them.
        if (row.method === 'POST') await signInEveryone();
      });
    }
  }
});
