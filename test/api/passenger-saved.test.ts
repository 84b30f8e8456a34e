import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingSummary } from '../../src/shared/contracts/bookings.ts';
import type { BookingView, CreatePaymentIntentResponse } from '../../src/shared/contracts/checkout.ts';
import type {
  SavedCardsResponse,
  SavedPlace,
  SavedPlacesResponse,
} from '../../src/shared/contracts/saved.ts';
import type { ErrorBody } from '../../src/shared/errors.ts';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { testPaymentIntents } from '../../src/server/db/schema/payments.ts';
import { savedCards } from '../../src/server/db/schema/saved.ts';
import { guestCookie, nextIp, signInAs } from '../support/accounts.ts';
import {
  cityRide,
  createBooking,
  payAndConfirm,
  paymentIntent,
  warmQuotes,
} from '../support/checkout-flow.ts';
import { outboxFor } from '../support/outbox.ts';
import { MIDTOWN, signInDriver } from '../support/trips.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      checkout: { max: 10_000, timeWindow: 60_000 },
      emailReceipt: { max: 10_000, timeWindow: 60_000 },
    },
  });
  await warmQuotes(t.app);
});
afterAll(() => t.close());

async function api<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  cookie: string | null,
  payload?: object,
) {
  const res = await t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
    remoteAddress: nextIp(),
  });
  return { status: res.statusCode, body: res.json<T & Partial<ErrorBody>>(), raw: res.body };
}

let hours = 48;
/** A city ride a few minutes after the previous one (never a duplicate of it). */
const ride = (over: Parameters<typeof cityRide>[0] = {}) => cityRide(over, (hours += 0.1));

const PASSENGER = { name: 'Maria Lopez', phone: '(917) 555-0142', email: 'Maria.Lopez@example.com' };
const CARD = '4242424242424242';

/** Pays the booking with the test card, after asking to save it when `save`. */
async function payWithNewCard(cookie: string, bookingId: string, save: boolean) {
  const intent = await paymentIntent(t.app, cookie, bookingId);
  expect(intent.status, intent.raw).toBe(200);
  if (save) {
    const prepared = await api('POST', '/api/saved/cards/prepare', cookie, { bookingId });
    expect(prepared.status, prepared.raw).toBe(200);
  }
  const paid = await api('POST', `/api/test-payments/${intent.body.paymentIntentId}/confirm`, null, {
    clientSecret: intent.body.clientSecret,
    cardNumber: CARD,
    expiry: '12/34',
    cvc: '123',
    postalCode: '10036',
  });
  expect(paid.status, paid.raw).toBe(200);
  const done = await api('POST', '/api/confirm-booking', cookie, {
    paymentIntentId: intent.body.paymentIntentId,
  });
  expect(done.status, done.raw).toBe(200);
  return intent.body as CreatePaymentIntentResponse;
}

describe('booking for someone else (decision 27)', () => {
  it('stores the passenger, shows it, and sends the passenger the confirmation too', async () => {
    const me = await signInAs(t.app, t.database, 'passenger');
    const created = await createBooking(t.app, me.cookie, ride({ passenger: PASSENGER }));
    expect(created.status, created.raw).toBe(201);
    expect(created.body.passenger).toEqual({
      name: 'Maria Lopez',
      phone: '(917) 555-0142',
      email: 'maria.lopez@example.com',
    });
    await payAndConfirm(t.app, me.cookie, created.body.id);

    const hers = await outboxFor(t.database, 'maria.lopez@example.com');
    const copy = hers.find((m) => m.kind === 'booking-confirmation');
    expect(copy?.subject).toBe(`Booking confirmed — ${created.body.number}`);
    expect(copy?.text).toContain('Hello Maria');
    expect(copy?.text).toContain('Passenger');
    const mine = (await outboxFor(t.database, me.user.email)).find((m) => m.kind === 'booking-confirmation');
    expect(mine?.text).toContain('Maria Lopez');

    const confirmation = await api<BookingView>(
      'GET',
      `/api/bookings/${created.body.number}/confirmation`,
      me.cookie,
    );
    expect(confirmation.body.passenger?.name).toBe('Maria Lopez');

    // The chauffeur's trip card (a nearby request) and the admin's booking row name the passenger.
    const driver = await signInDriver(t.app, t.database, MIDTOWN);
    const nearby = await api<{
      trips: { id: string; passenger?: { name: string; phone: string | null } | null }[];
    }>('GET', '/api/driver/trips/nearby', driver.cookie);
    expect(nearby.status, nearby.raw).toBe(200);
    expect(nearby.body.trips.find((x) => x.id === created.body.id)?.passenger).toEqual({
      name: 'Maria Lopez',
      phone: '(917) 555-0142',
    });
    const admin = await signInAs(t.app, t.database, 'admin');
    const rows = await api<{ bookings: { id: string; passenger?: { name: string } | null }[] }>(
      'GET',
      `/api/admin/bookings?q=${created.body.number}`,
      admin.cookie,
    );
    expect(rows.status, rows.raw).toBe(200);
    expect(rows.body.bookings.find((b) => b.id === created.body.id)?.passenger?.name).toBe('Maria Lopez');
  });

  it('refuses a passenger for a guest, and a passenger without a name', async () => {
    const guest = await guestCookie(t.app);
    const asGuest = await createBooking(
      t.app,
      guest,
      ride({
        passenger: PASSENGER,
        guestInfo: { email: 'g@example.com', firstName: 'G', lastName: 'Uest', phone: '212-555-0100' },
      }),
    );
    expect(asGuest.status).toBe(403);
    expect(asGuest.body.code).toBe('booking.passengerForAccounts');

    const me = await signInAs(t.app, t.database, 'passenger');
    const nameless = await createBooking(t.app, me.cookie, ride({ passenger: { name: '  ' } }));
    expect(nameless.status).toBe(400);
    expect(JSON.stringify(nameless.body)).toContain('booking.passengerNameRequired');
  });

  it("lets the customer change the passenger of an upcoming booking (the chauffeur is told), not another's", async () => {
    const me = await signInAs(t.app, t.database, 'passenger');
    const other = await signInAs(t.app, t.database, 'passenger');
    const driver = await signInAs(t.app, t.database, 'driver');
    const created = await createBooking(t.app, me.cookie, ride());
    await payAndConfirm(t.app, me.cookie, created.body.id);
    await t.database.db
      .update(bookings)
      .set({ driverId: driver.user.id, driverName: 'Dan Driver', status: 'assigned' })
      .where(eq(bookings.id, created.body.id));
    const url = `/api/user/bookings/${created.body.id}/passenger`;

    const stolen = await api('PATCH', url, other.cookie, { passenger: { name: 'Mallory' } });
    expect(stolen.status).toBe(404);
    const anonymous = await api('PATCH', url, null, { passenger: { name: 'Mallory' } });
    expect(anonymous.status).toBe(401);

    const changed = await api<BookingSummary>('PATCH', url, me.cookie, {
      passenger: { name: 'Lee Park', phone: '212 555 0199' },
    });
    expect(changed.status, changed.raw).toBe(200);
    expect(changed.body.passenger).toEqual({ name: 'Lee Park', phone: '212 555 0199', email: null });
    expect(changed.body.totalAmount).toBe(created.body.total);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, created.body.id));
    expect(row?.passengerName).toBe('Lee Park');
    expect(row?.totalCents).toBe(Math.round(created.body.total * 100));
    const told = (await outboxFor(t.database, driver.user.email)).find(
      (m) => m.kind === 'trip-passenger-changed',
    );
    expect(told?.text).toContain('Lee Park, 212 555 0199');

    // Less than 24 hours before pickup the change goes through dispatch.
    await t.database.db
      .update(bookings)
      .set({ pickupAt: new Date(Date.now() + 3 * 3_600_000) })
      .where(eq(bookings.id, created.body.id));
    const late = await api('PATCH', url, me.cookie, { passenger: null });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('booking.passengerLocked');
  });
});

describe('saved places', () => {
  it('saves Home (replacing the earlier one), lists recent places, removes; others cannot touch them', async () => {
    const me = await signInAs(t.app, t.database, 'passenger');
    const other = await signInAs(t.app, t.database, 'passenger');
    const first = await api<SavedPlace>('POST', '/api/saved/places', me.cookie, {
      kind: 'home',
      address: '11 W 53rd St, New York, NY 10019',
      location: { lat: 40.7614, lng: -73.9776 },
    });
    expect(first.status, first.raw).toBe(201);
    const home = await api<SavedPlace>('POST', '/api/saved/places', me.cookie, {
      kind: 'home',
      address: '350 5th Ave, New York, NY 10118',
    });
    expect(home.status).toBe(201);
    const booked = await createBooking(t.app, me.cookie, ride());
    await payAndConfirm(t.app, me.cookie, booked.body.id);

    const list = await api<SavedPlacesResponse>('GET', '/api/saved/places', me.cookie);
    expect(list.body.places).toEqual([
      {
        id: home.body.id,
        kind: 'home',
        name: null,
        address: '350 5th Ave, New York, NY 10118',
        placeId: null,
        location: null,
      },
    ]);
    expect(list.body.recent.map((r) => r.address)).toEqual([
      booked.body.pickupAddress,
      booked.body.destinationAddress,
    ]);

    expect((await api<SavedPlacesResponse>('GET', '/api/saved/places', other.cookie)).body.places).toEqual(
      [],
    );
    const steal = await api('DELETE', `/api/saved/places/${home.body.id}`, other.cookie);
    expect(steal.status).toBe(404);
    expect(steal.body.code).toBe('saved.placeNotFound');
    expect((await api('DELETE', `/api/saved/places/${home.body.id}`, me.cookie)).status).toBe(200);
    expect((await api<SavedPlacesResponse>('GET', '/api/saved/places', me.cookie)).body.places).toEqual([]);
  });

  it('refuses guests and the signed-out, and an empty address', async () => {
    const guest = await guestCookie(t.app);
    const asGuest = await api('POST', '/api/saved/places', guest, { kind: 'work', address: 'Times Square' });
    expect(asGuest.status).toBe(403);
    expect(asGuest.body.code).toBe('saved.accountRequired');
    expect((await api('GET', '/api/saved/places', null)).status).toBe(401);
    const me = await signInAs(t.app, t.database, 'passenger');
    const empty = await api('POST', '/api/saved/places', me.cookie, { kind: 'work', address: ' ' });
    expect(empty.status).toBe(400);
  });
});

describe('saved cards', () => {
  it('saves the card that paid (never its number), pays the next booking with one tap, and removes it', async () => {
    const me = await signInAs(t.app, t.database, 'passenger');
    const first = await createBooking(t.app, me.cookie, ride());
    await payWithNewCard(me.cookie, first.body.id, true);

    const cards = await api<SavedCardsResponse>('GET', '/api/saved/cards', me.cookie);
    expect(cards.body.cards).toEqual([
      { id: expect.any(String), provider: 'test', brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2034 },
    ]);
    const stored = await t.database.db.select().from(savedCards).where(eq(savedCards.userId, me.user.id));
    expect(stored).toHaveLength(1);
    // Only the provider's ids and what people recognise the card by: no number, no CVC, anywhere in the row.
    expect(JSON.stringify(stored)).not.toContain(CARD);
    expect(JSON.stringify(stored)).not.toContain('123"');
    expect(Object.keys(stored[0] ?? {}).sort()).toEqual(
      [
        'brand',
        'createdAt',
        'expMonth',
        'expYear',
        'id',
        'last4',
        'provider',
        'providerCustomerId',
        'providerPaymentMethodId',
        'userId',
      ].sort(),
    );
    expect(stored[0]?.providerPaymentMethodId).toMatch(/^pm_test_/);
    const intents = await t.database.db.select().from(testPaymentIntents);
    expect(JSON.stringify(intents)).not.toContain(CARD);

    const second = await createBooking(t.app, me.cookie, ride());
    const cardId = cards.body.cards[0]?.id ?? '';
    const paid = await api<{ paymentIntentId: string }>('POST', `/api/saved/cards/${cardId}/pay`, me.cookie, {
      bookingId: second.body.id,
    });
    expect(paid.status, paid.raw).toBe(200);
    const done = await api('POST', '/api/confirm-booking', me.cookie, {
      paymentIntentId: paid.body.paymentIntentId,
    });
    expect(done.status, done.raw).toBe(200);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, second.body.id));
    expect(row?.status).toBe('confirmed');
    expect(row?.paymentMethod).toBe('Visa •••• 4242');
    // The intent was for the stored total.
    const [intent] = await t.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, paid.body.paymentIntentId));
    expect(intent?.amountCents).toBe(row?.totalCents);

    expect((await api('DELETE', `/api/saved/cards/${cardId}`, me.cookie)).status).toBe(200);
    expect((await api<SavedCardsResponse>('GET', '/api/saved/cards', me.cookie)).body.cards).toEqual([]);
  });

  it("does not save a card unless asked, and refuses another customer's card, booking, or a guest", async () => {
    const me = await signInAs(t.app, t.database, 'passenger');
    const other = await signInAs(t.app, t.database, 'passenger');
    const unsaved = await createBooking(t.app, me.cookie, ride());
    await payWithNewCard(me.cookie, unsaved.body.id, false);
    expect((await api<SavedCardsResponse>('GET', '/api/saved/cards', me.cookie)).body.cards).toEqual([]);

    const saved = await createBooking(t.app, me.cookie, ride());
    await payWithNewCard(me.cookie, saved.body.id, true);
    const myCard =
      (await api<SavedCardsResponse>('GET', '/api/saved/cards', me.cookie)).body.cards[0]?.id ?? '';

    // Another customer cannot charge my card for their booking, nor see or remove it.
    const theirs = await createBooking(t.app, other.cookie, ride());
    const charge = await api('POST', `/api/saved/cards/${myCard}/pay`, other.cookie, {
      bookingId: theirs.body.id,
    });
    expect(charge.status).toBe(404);
    expect(charge.body.code).toBe('saved.cardNotFound');
    expect((await api('DELETE', `/api/saved/cards/${myCard}`, other.cookie)).status).toBe(404);
    expect((await api<SavedCardsResponse>('GET', '/api/saved/cards', other.cookie)).body.cards).toEqual([]);
    const [untouched] = await t.database.db.select().from(bookings).where(eq(bookings.id, theirs.body.id));
    expect(untouched?.status).toBe('pending');

    // My card cannot pay another customer's booking, nor can I mark their payment to save a card.
    const intoTheirs = await api('POST', `/api/saved/cards/${myCard}/pay`, me.cookie, {
      bookingId: theirs.body.id,
    });
    expect(intoTheirs.status).toBe(404);
    await paymentIntent(t.app, other.cookie, theirs.body.id);
    const prepareTheirs = await api('POST', '/api/saved/cards/prepare', me.cookie, {
      bookingId: theirs.body.id,
    });
    expect(prepareTheirs.status).toBe(404);

    // A guest keeps no cards.
    const guest = await guestCookie(t.app);
    expect((await api('GET', '/api/saved/cards', guest)).status).toBe(403);
    const guestBooking = await createBooking(
      t.app,
      guest,
      ride({
        guestInfo: { email: 'g2@example.com', firstName: 'G', lastName: 'Two', phone: '212-555-0101' },
      }),
    );
    await paymentIntent(t.app, guest, guestBooking.body.id);
    const guestSave = await api('POST', '/api/saved/cards/prepare', guest, {
      bookingId: guestBooking.body.id,
    });
    expect(guestSave.status).toBe(403);
    expect(guestSave.body.code).toBe('saved.accountRequired');
  });
});
