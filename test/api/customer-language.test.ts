import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../src/shared/contracts/auth.ts';
import { guests, users } from '../../src/server/db/schema/accounts.ts';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { nextIp, sessionCookie, signInAs } from '../support/accounts.ts';
import { cityRide, createBooking, warmQuotes } from '../support/checkout-flow.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 16: the customer's language travels with them. The site sends its language as `locale` when it
 * creates a guest, an account or a booking; without it the request's Accept-Language decides, then English.
 * A booking made in a language makes it the customer's (their later notices follow it).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { checkout: { max: 10_000, timeWindow: 60_000 } },
  });
  await warmQuotes(t.app);
});
afterAll(() => t.close());

let seq = 0;
const GUEST = {
  email: 'lucia.guest@example.com',
  firstName: 'Lucía',
  lastName: 'Peña',
  phone: '212-555-0142',
};
const signup = () => {
  seq += 1;
  return {
    firstName: 'Ana',
    lastName: 'Ruiz',
    email: `ana.lang${seq}@example.com`,
    password: 'secret-ferry-1',
    confirmPassword: 'secret-ferry-1',
    phone: '(212) 555-0100',
    termsAccepted: true,
  };
};

async function startGuest(body: object, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/guest',
    payload: body,
    headers,
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { cookie: sessionCookie(res), id: res.json<CurrentUser>().id };
}
async function register(body: object, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: body,
    headers,
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { cookie: sessionCookie(res), id: res.json<CurrentUser>().id };
}
async function guestLocale(id: string) {
  const [row] = await t.database.db.select({ locale: guests.locale }).from(guests).where(eq(guests.id, id));
  return row?.locale;
}
async function userLocale(id: string) {
  const [row] = await t.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, id));
  return row?.locale;
}
async function bookingLanguage(id: string) {
  const [row] = await t.database.db
    .select({ language: bookings.language })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row?.language;
}

describe('a guest', () => {
  it('keeps the language the site sends (locale), over the Accept-Language header', async () => {
    const guest = await startGuest({ ...GUEST, locale: 'es' }, { 'accept-language': 'en-US' });
    expect(await guestLocale(guest.id)).toBe('es');
  });

  it("takes the request's Accept-Language without a locale, then English", async () => {
    const spanish = await startGuest(GUEST, { 'accept-language': 'es-US,es;q=0.9,en;q=0.8' });
    expect(await guestLocale(spanish.id)).toBe('es');
    // The first of its languages that is Spanish or English decides.
    const french = await startGuest(GUEST, { 'accept-language': 'fr-FR, es;q=0.8, en;q=0.5' });
    expect(await guestLocale(french.id)).toBe('es');
    const plain = await startGuest(GUEST);
    expect(await guestLocale(plain.id)).toBe('en');
  });

  it('refuses a language the site does not speak', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/guest',
      payload: { ...GUEST, locale: 'fr' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('a new account', () => {
  it('keeps the language it was created in (locale), over the Accept-Language header', async () => {
    const account = await register({ ...signup(), locale: 'es' }, { 'accept-language': 'en' });
    expect(await userLocale(account.id)).toBe('es');
    const english = await register({ ...signup(), locale: 'en' }, { 'accept-language': 'es-MX' });
    expect(await userLocale(english.id)).toBe('en');
  });

  it("takes the request's Accept-Language without a locale, then English", async () => {
    const spanish = await register(signup(), { 'accept-language': 'es-MX' });
    expect(await userLocale(spanish.id)).toBe('es');
    const plain = await register(signup());
    expect(await userLocale(plain.id)).toBe('en');
  });
});

describe('a booking', () => {
  it("is written in the locale it was booked in, even when the request's header says English", async () => {
    const guest = await startGuest(GUEST, { 'accept-language': 'en-US' });
    expect(await guestLocale(guest.id)).toBe('en');
    const created = await createBooking(t.app, guest.cookie, cityRide({ locale: 'es' }), {
      'accept-language': 'en-US',
    });
    expect(created.status, created.raw).toBe(201);
    expect(await bookingLanguage(created.body.id)).toBe('es');
    // The guest's notices now follow the language they booked in.
    expect(await guestLocale(guest.id)).toBe('es');
  });

  it("falls back to the request's Accept-Language, then English", async () => {
    const { cookie } = await startGuest(GUEST);
    const spanish = await createBooking(t.app, cookie, cityRide(), { 'accept-language': 'es-US,en;q=0.5' });
    expect(spanish.status, spanish.raw).toBe(201);
    expect(await bookingLanguage(spanish.body.id)).toBe('es');
    const plain = await createBooking(t.app, cookie, cityRide({}, 50));
    expect(plain.status, plain.raw).toBe(201);
    expect(await bookingLanguage(plain.body.id)).toBe('en');
  });

  it("makes a signed-in customer's language the one they last booked in", async () => {
    const { user, cookie } = await signInAs(t.app, t.database, 'passenger');
    expect(await userLocale(user.id)).toBe('en');
    const inSpanish = await createBooking(t.app, cookie, cityRide({ locale: 'es' }), {
      'accept-language': 'en',
    });
    expect(inSpanish.status, inSpanish.raw).toBe(201);
    expect(await bookingLanguage(inSpanish.body.id)).toBe('es');
    expect(await userLocale(user.id)).toBe('es');
    // A request that names no locale (its header alone) leaves the customer's language as it is.
    const headerOnly = await createBooking(t.app, cookie, cityRide({}, 52), { 'accept-language': 'en' });
    expect(headerOnly.status, headerOnly.raw).toBe(201);
    expect(await bookingLanguage(headerOnly.body.id)).toBe('en');
    expect(await userLocale(user.id)).toBe('es');
    // Booking in English again brings it back.
    const inEnglish = await createBooking(t.app, cookie, cityRide({ locale: 'en' }, 54));
    expect(inEnglish.status, inEnglish.raw).toBe(201);
    expect(await userLocale(user.id)).toBe('en');
  });
});
