import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestCookie, nextIp, signInAs } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 18's findings on bad input: a NUL (`\u0000`) or a lone UTF-16 surrogate in any string answered 500 on
 * the sign-in email, sign-up, guest, contact, forgot-password, special requests, feedback and confirm-booking's
 * `paymentIntentId`; a 36-character id that is not a UUID reached the database. Each is now a 400 naming the
 * field, or the route's own 404.
 */
let t: TestApp;
let customer: string;
let guest: string;

beforeAll(async () => {
  t = await createTestApp();
  customer = (await signInAs(t.app, t.database, 'passenger')).cookie;
  guest = await guestCookie(t.app);
});
afterAll(() => t?.close());

const HOSTILE = { nul: 'a\u0000b', surrogate: 'x\ud800y', lowSurrogate: '\udc00' };
const later = new Date(Date.now() + 5 * 86_400_000).toISOString();

/** A request with one string field made hostile: [name, method, url, body, field, cookie]. */
const CASES: [string, 'POST', string, (bad: string) => object, string, () => string | null][] = [
  [
    'sign-in email',
    'POST',
    '/api/login',
    (bad) => ({ email: `a${bad}@b.com`, password: 'whatever1' }),
    'email',
    () => null,
  ],
  [
    'sign-up',
    'POST',
    '/api/register',
    (bad) => ({
      email: 'new@example.com',
      password: 'Correct-Horse-42',
      firstName: `Ana${bad}`,
      lastName: 'Diaz',
      phone: '2125550100',
    }),
    'firstName',
    () => null,
  ],
  [
    'guest',
    'POST',
    '/api/guest',
    (bad) => ({ email: 'g@example.com', firstName: 'Gus', lastName: `G${bad}`, phone: '2125550100' }),
    'lastName',
    () => null,
  ],
  [
    'contact',
    'POST',
    '/api/contact',
    (bad) => ({
      name: 'Ana',
      email: 'ana@example.com',
      phone: '2125550100',
      message: `Hello ${bad} there, a question`,
    }),
    'message',
    () => null,
  ],
  [
    'forgot-password',
    'POST',
    '/api/forgot-password',
    (bad) => ({ email: `x${bad}@example.com` }),
    'email',
    () => null,
  ],
  [
    'special requests',
    'POST',
    '/api/bookings',
    (bad) => ({
      pickup: 'JFK Terminal 4',
      destination: 'Times Square',
      serviceType: 'from-airport',
      pickupDateTime: later,
      vehicleId: 'sedan-cadillac',
      passengers: 2,
      bags: 1,
      specialRequests: `Water ${bad}`,
    }),
    'specialRequests',
    () => customer,
  ],
  [
    'confirm-booking',
    'POST',
    '/api/confirm-booking',
    (bad) => ({ paymentIntentId: `pi_${bad}` }),
    'paymentIntentId',
    () => guest,
  ],
];

describe('unstorable characters are bad input', () => {
  for (const [name, method, url, body, field, cookie] of CASES) {
    for (const [kind, bad] of Object.entries(HOSTILE)) {
      it(`${name}: ${kind} -> 400 on ${field}`, async () => {
        const c = cookie();
        const res = await t.app.inject({
          method,
          url,
          payload: body(bad),
          headers: c ? { cookie: c } : {},
          remoteAddress: nextIp(),
        });
        expect(res.statusCode, res.body).toBe(400);
        const json = res.json<{ code: string; fieldErrors: Record<string, { code: string }> }>();
        expect(json.code).toBe('common.invalidCharacters');
        expect(json.fieldErrors[field]?.code).toBe('common.invalidCharacters');
      });
    }
  }

  it('feedback on a rating, path parameters and query strings too', async () => {
    const rating = await t.app.inject({
      method: 'POST',
      url: '/api/user/bookings/00000000-0000-4000-8000-000000000000/rating',
      payload: { rating: 5, feedback: 'Great\u0000' },
      headers: { cookie: customer },
    });
    expect(rating.statusCode).toBe(400);
    expect(rating.json<{ code: string }>().code).toBe('common.invalidCharacters');
    const path = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/EC%00123/confirmation',
      headers: { cookie: customer },
    });
    expect(path.statusCode).toBe(400);
    const query = await t.app.inject({ method: 'GET', url: '/api/places/autocomplete?input=jfk%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json<{ fieldErrors: Record<string, unknown> }>().fieldErrors).toHaveProperty('input');
    // Bytes that are not UTF-8 in a query string arrive as replacement characters: well-formed, no error.
    const bytes = await t.app.inject({ method: 'GET', url: '/api/places/autocomplete?input=jfk%ED%A0%80' });
    expect(bytes.statusCode).toBe(200);
  });
});

describe('ids are checked for their shape before a query', () => {
  const NOT_A_UUID = 'de-5fa-a-3-18---a--c-e-aff--c--6-b-5'; // 36 characters of hex digits and hyphens
  it.each([
    ['POST', '/api/create-payment-intent', { bookingId: NOT_A_UUID }],
    ['GET', `/api/bookings/${NOT_A_UUID}/checkout`, undefined],
    ['POST', `/api/user/bookings/${NOT_A_UUID}/cancel`, {}],
    ['GET', `/api/user/bookings/${NOT_A_UUID}/receipt`, undefined],
    ['POST', `/api/user/bookings/${NOT_A_UUID}/rating`, { rating: 5 }],
  ] as const)('%s %s answers 400 or 404', async (method, url, payload) => {
    expect(NOT_A_UUID).toHaveLength(36);
    const res = await t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { cookie: customer },
      remoteAddress: nextIp(),
    });
    expect([400, 404], res.body).toContain(res.statusCode);
    expect(res.json<{ code: string }>().code).toEqual(expect.any(String));
  });
});
