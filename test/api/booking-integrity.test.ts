import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingView } from '../../src/shared/contracts/checkout.ts';
import type { QuoteResponse } from '../../src/shared/contracts/quotes.ts';
import { bookingRefunds, bookings, bookingStatusHistory } from '../../src/server/db/schema/bookings.ts';
import { createTestPaymentsRepository } from '../../src/server/integrations/payments/test-payments.repository.ts';
import { guestCookie, signInAs } from '../support/accounts.ts';
import {
  call,
  cityRide,
  createBooking,
  payAndConfirm,
  paymentIntent,
  warmQuotes,
} from '../support/checkout-flow.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 15, "Bookings and money" on the server: the route that is priced is the route that is stored, shown
 * and emailed; the party is checked against the vehicle and stored; editing the ride replaces the pending
 * booking (the old one can no longer be paid); paying the same ride twice needs the customer's confirmation.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      checkout: { max: 10_000, timeWindow: 60_000 },
      emailReceipt: { max: 10_000, timeWindow: 60_000 },
      quotes: { max: 10_000, timeWindow: 60_000 },
    },
  });
  await warmQuotes(t.app);
});
afterAll(() => t.close());

let seq = 0;
const guestInfo = () => ({
  email: `integrity-${++seq}-${Date.now()}@example.com`,
  firstName: 'Ines',
  lastName: 'Grant',
  phone: '(212) 555-0142',
});

async function row(id: string) {
  const [r] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  if (!r) throw new Error(`booking ${id} not found`);
  return r;
}

describe('the route that is priced is the route that is stored', () => {
  it('stores, shows and emails the priced places, never the display text sent beside them', async () => {
    const cookie = await guestCookie(t.app);
    const guest = guestInfo();
    const ride = cityRide({
      pickupAddress: 'JFK Airport',
      destinationAddress: 'Montauk, NY',
      passengers: 2,
      bags: 1,
      guestInfo: guest,
    });
    const quote = await call<QuoteResponse>(t.app, 'POST', '/api/quotes', null, {
      pickup: ride.pickup,
      destination: ride.destination,
      pickupDateTime: ride.pickupDateTime,
      serviceType: ride.serviceType,
      passengers: 2,
      bags: 1,
    });
    expect(quote.status, quote.raw).toBe(200);
    const pickupPlace = quote.body.pickupPlace;
    const destinationPlace = quote.body.destinationPlace;
    expect(pickupPlace?.address).toMatch(/^Grand Central/);
    expect(destinationPlace?.address).toMatch(/Brooklyn Bridge/);
    const quoted = quote.body.vehicles.find((v) => v.vehicleId === 'sedan-cadillac');

    const created = await createBooking(t.app, cookie, ride);
    expect(created.status, created.raw).toBe(201);
    const b = created.body;
    expect(b.total).toBe((quoted?.totalCents ?? 0) / 100);
    expect(b.pickupAddress).toBe(pickupPlace?.address);
    expect(b.destinationAddress).toBe(destinationPlace?.address);
    // What the customer typed is what was priced (the display text naming other places is not kept).
    expect(b.pickupTyped).toBe('Grand Central Terminal');
    expect(b.destinationTyped).toBe('Brooklyn Bridge');
    expect(JSON.stringify(b)).not.toMatch(/JFK|Montauk/);
    expect(b.route.pickupLocation).toEqual(pickupPlace?.location);
    expect(b.route.destinationLocation).toEqual(destinationPlace?.location);
    expect(b.pickupApproximate).toBe(false);
    expect([b.passengers, b.bags]).toEqual([2, 1]);

    const view = await call<BookingView>(t.app, 'GET', `/api/bookings/${b.id}/checkout`, cookie);
    expect(view.status).toBe(200);
    expect(view.body.pickupAddress).toBe(pickupPlace?.address);
    expect(view.body.destinationAddress).toBe(destinationPlace?.address);

    const stored = await row(b.id);
    expect([stored.pickupLat, stored.pickupLng]).toEqual([
      pickupPlace?.location.lat,
      pickupPlace?.location.lng,
    ]);
    expect(stored.passengers).toBe(2);

    await payAndConfirm(t.app, cookie, b.id);
    const [mail] = (await outboxFor(t.database, guest.email)).filter(
      (m) => m.kind === 'booking-confirmation',
    );
    expect(mail?.text).toContain(`Pickup: ${pickupPlace?.address}`);
    expect(mail?.text).toContain(`Destination: ${destinationPlace?.address}`);
    expect(mail?.text).toContain('Party: 2 passengers, 1 bag');
    expect(mail?.text).not.toMatch(/JFK|Montauk/);
    expect(mail?.html).not.toMatch(/JFK|Montauk/);
  });

  it('stores the placed extra stop with its point, and the hours, party and extras priced', async () => {
    const { cookie } = await signInAs(t.app, t.database, 'passenger');
    const created = await createBooking(
      t.app,
      cookie,
      cityRide({
        vehicleId: 'suv-escalade',
        passengers: 5,
        bags: 4,
        extras: { extraStop: true, extraStopAddress: 'Empire State Building', meetAndGreet: true },
      }),
    );
    expect(created.status, created.raw).toBe(201);
    expect(created.body.extras.extraStopAddress).toMatch(/Empire State Building/);
    const stored = await row(created.body.id);
    expect(stored.extraStopLat).toBeCloseTo(40.748, 2);
    expect(stored.extraStopLng).toBeCloseTo(-73.986, 2);
    expect([stored.passengers, stored.bags]).toEqual([5, 4]);
    expect(created.body.lines.map((l) => l.code)).toEqual(
      expect.arrayContaining(['extra_stop', 'meet_and_greet']),
    );
  });

  it('an hourly ride without a destination goes "As directed" from its placed pickup, for the hours priced', async () => {
    const { cookie } = await signInAs(t.app, t.database, 'passenger');
    const ride = cityRide({ serviceType: 'hourly-service', packageId: 'standard', hours: 4 });
    delete ride.destination;
    const created = await createBooking(t.app, cookie, ride);
    expect(created.status, created.raw).toBe(201);
    expect(created.body.destinationAddress).toBe('As directed');
    expect(created.body.pickupAddress).toMatch(/^Grand Central Terminal, /);
    expect(created.body.hours).toBe(4);
    const stored = await row(created.body.id);
    expect(stored.pickupLat).toBeCloseTo(40.753, 2);
    expect(stored.destinationLat).toBeNull();
  });

  it('refuses an extra stop outside the service area', async () => {
    const cookie = await guestCookie(t.app);
    const res = await createBooking(
      t.app,
      cookie,
      cityRide({ extras: { extraStop: true, extraStopAddress: 'Miami, FL' }, guestInfo: guestInfo() }),
    );
    expect(res.status, res.raw).toBe(400);
    expect(Object.keys(res.body.fieldErrors ?? {}).join(',')).toMatch(/extraStop/);
  });
});

describe('party size (decision 18)', () => {
  it('refuses a party the vehicle cannot seat, naming its capacity, and stores nothing', async () => {
    const { cookie, user } = await signInAs(t.app, t.database, 'passenger');
    const res = await createBooking(t.app, cookie, cityRide({ passengers: 5, bags: 1 }));
    expect(res.status, res.raw).toBe(400);
    expect(res.body.code).toBe('booking.partyTooLarge');
    expect(res.body.fieldErrors?.passengers).toEqual({
      code: 'booking.partyTooLarge',
      params: { vehicle: 'Cadillac XTS Sedan', passengers: 3, luggage: 3 },
    });
    expect(res.body.message).toBe(
      'The Cadillac XTS Sedan seats 3 passengers with 3 bags. Choose a larger vehicle or a smaller party.',
    );
    const tooManyBags = await createBooking(t.app, cookie, cityRide({ passengers: 1, bags: 4 }));
    expect(tooManyBags.status).toBe(400);
    expect(tooManyBags.body.code).toBe('booking.partyTooLarge');
    const mine = await t.database.db.select().from(bookings).where(eq(bookings.userId, user.id));
    expect(mine).toHaveLength(0);
  });

  it('refuses malformed party sizes with the contract’s messages', async () => {
    const cookie = await guestCookie(t.app);
    for (const [over, code] of [
      [{ passengers: 0 }, 'booking.passengersInvalid'],
      [{ passengers: 2.5 }, 'booking.passengersInvalid'],
      [{ bags: -1 }, 'booking.bagsInvalid'],
    ] as const) {
      const res = await createBooking(t.app, cookie, cityRide({ ...over, guestInfo: guestInfo() }));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.code).toBe(code);
    }
  });

  it('stores a party of one with no bags for a client that does not send one', async () => {
    const cookie = await guestCookie(t.app);
    const ride = cityRide({ guestInfo: guestInfo() });
    delete ride.passengers;
    delete ride.bags;
    const res = await createBooking(t.app, cookie, ride);
    expect(res.status, res.raw).toBe(201);
    expect([res.body.passengers, res.body.bags]).toEqual([1, 0]);
  });
});

describe('editing the ride replaces the pending booking', () => {
  it('voids the old booking in the same request; it can no longer be paid, the new one can', async () => {
    const { cookie, user } = await signInAs(t.app, t.database, 'passenger');
    const first = await createBooking(t.app, cookie, cityRide());
    expect(first.status).toBe(201);
    // Back to details, a bigger car: the client sends the booking it replaces.
    const second = await createBooking(
      t.app,
      cookie,
      cityRide({ vehicleId: 'suv-escalade', replacesBookingId: first.body.id }),
    );
    expect(second.status, second.raw).toBe(201);

    const old = await row(first.body.id);
    expect(old.status).toBe('cancelled');
    expect(old.replacedBy).toBe(second.body.id);
    const [history] = await t.database.db
      .select()
      .from(bookingStatusHistory)
      .where(eq(bookingStatusHistory.bookingId, first.body.id));
    expect(history).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'cancelled',
      actorRole: 'customer',
      actorUserId: user.id,
      reason: 'replaced',
    });

    // My Bookings never lists a booking voided before it was paid.
    const list = await call<{ id: string }[]>(t.app, 'GET', '/api/user/bookings', cookie);
    expect(list.body.map((x) => x.id)).not.toContain(first.body.id);

    const stale = await paymentIntent(t.app, cookie, first.body.id);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('checkout.bookingReplaced');
    expect(stale.body.message).toBe(
      'This booking was replaced when you changed the ride. Please pay the new booking.',
    );
    await payAndConfirm(t.app, cookie, second.body.id);
    // Replacing it again once paid is refused.
    const late = await createBooking(t.app, cookie, cityRide({ replacesBookingId: second.body.id }));
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('booking.cannotReplace');
  });

  it('answers 404 for a booking that is not the customer’s, and stores nothing', async () => {
    const alice = await signInAs(t.app, t.database, 'passenger');
    const mallory = await signInAs(t.app, t.database, 'passenger');
    const victim = await createBooking(t.app, alice.cookie, cityRide());
    for (const cookie of [mallory.cookie, await guestCookie(t.app)]) {
      const res = await createBooking(
        t.app,
        cookie,
        cityRide({ replacesBookingId: victim.body.id, guestInfo: guestInfo() }),
      );
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('booking.notFound');
    }
    const unknown = await createBooking(
      t.app,
      mallory.cookie,
      cityRide({ replacesBookingId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.status).toBe(404);
    expect((await row(victim.body.id)).status).toBe('pending');
    const malloryRows = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.userId, mallory.user.id));
    expect(malloryRows).toHaveLength(0);
  });

  it('lets a guest replace their own pending booking, and not one whose payment went through', async () => {
    const cookie = await guestCookie(t.app);
    const guest = guestInfo();
    const first = await createBooking(t.app, cookie, cityRide({ guestInfo: guest }));
    const replaced = await createBooking(
      t.app,
      cookie,
      cityRide({ guestInfo: guest, passengers: 3, replacesBookingId: first.body.id }),
    );
    expect(replaced.status, replaced.raw).toBe(201);
    expect((await row(first.body.id)).replacedBy).toBe(replaced.body.id);

    // Paid at the processor but not confirmed yet (the webhook is on its way): no longer replaceable.
    const intent = await paymentIntent(t.app, cookie, replaced.body.id);
    await call(t.app, 'POST', `/api/test-payments/${intent.body.paymentIntentId}/confirm`, null, {
      clientSecret: intent.body.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      postalCode: '10036',
    });
    const refused = await createBooking(
      t.app,
      cookie,
      cityRide({ guestInfo: guest, replacesBookingId: replaced.body.id }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('booking.cannotReplace');
    expect((await row(replaced.body.id)).status).toBe('pending');
  });

  it('of two edits replacing the same booking at once, exactly one replaces it', async () => {
    const { cookie, user } = await signInAs(t.app, t.database, 'passenger');
    const first = await createBooking(t.app, cookie, cityRide());
    const results = await Promise.all(
      ['sedan-continental', 'suv-escalade', 'suv-suburban'].map((vehicleId) =>
        createBooking(t.app, cookie, cityRide({ vehicleId, replacesBookingId: first.body.id })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const winner = results.find((r) => r.status === 201)?.body;
    expect((await row(first.body.id)).replacedBy).toBe(winner?.id);
    const mine = await t.database.db.select().from(bookings).where(eq(bookings.userId, user.id));
    // The old booking and the one that replaced it: the losers' inserts were rolled back.
    expect(mine.map((b) => b.id).sort()).toEqual([first.body.id, winner?.id].sort());
  });

  it('a payment made on the old checkout page after the edit is given back in full, once', async () => {
    const { cookie } = await signInAs(t.app, t.database, 'passenger');
    const first = await createBooking(t.app, cookie, cityRide());
    const intent = await paymentIntent(t.app, cookie, first.body.id);
    expect(intent.status).toBe(200);
    const second = await createBooking(t.app, cookie, cityRide({ replacesBookingId: first.body.id }));
    expect(second.status, second.raw).toBe(201);
    // The old page was still open: its card is charged in the instant the edit replaced the booking (a charge
    // racing the replacement; a charge after it is refused before the card is touched, manage-booking.test.ts).
    const charged = await createTestPaymentsRepository(t.database.db).recordAttempt(
      intent.body.paymentIntentId,
      {
        status: 'succeeded',
        paymentMethod: 'Visa •••• 4242',
        lastError: null,
      },
    );
    expect(charged?.status).toBe('succeeded');
    const confirms = await Promise.all(
      [1, 2, 3].map(() =>
        call(t.app, 'POST', '/api/confirm-booking', cookie, { paymentIntentId: intent.body.paymentIntentId }),
      ),
    );
    expect(confirms.map((c) => c.status)).toEqual([409, 409, 409]);
    expect(confirms[0]?.body.code).toBe('checkout.replacedRefunded');
    const old = await row(first.body.id);
    expect(old.status).toBe('cancelled');
    expect(old.refundedCents).toBe(Math.round(first.body.total * 100));
    const refunds = await t.database.db
      .select()
      .from(bookingRefunds)
      .where(eq(bookingRefunds.bookingId, old.id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.status).toBe('succeeded');
  });

  it('a pending booking the customer cancelled answers checkout.bookingCancelled', async () => {
    const { cookie } = await signInAs(t.app, t.database, 'passenger');
    const b = await createBooking(t.app, cookie, cityRide());
    const cancelled = await call(t.app, 'POST', `/api/user/bookings/${b.body.id}/cancel`, cookie, {});
    expect(cancelled.status, cancelled.raw).toBe(200);
    const res = await paymentIntent(t.app, cookie, b.body.id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('checkout.bookingCancelled');
  });
});

describe('paying the same ride twice', () => {
  it('asks first (409 duplicate_booking), and takes the second payment with confirmDuplicate', async () => {
    const { cookie } = await signInAs(t.app, t.database, 'passenger');
    const ride = cityRide();
    const first = await createBooking(t.app, cookie, ride);
    await payAndConfirm(t.app, cookie, first.body.id);

    const second = await createBooking(t.app, cookie, ride);
    expect(second.status).toBe(201);
    const refused = await paymentIntent(t.app, cookie, second.body.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('duplicate_booking');
    expect(refused.body.message).toBe(
      'You already paid for this same ride (same pickup time, addresses and vehicle). Continue only if you want a second car.',
    );
    const stillRefused = await paymentIntent(t.app, cookie, second.body.id, false);
    expect(stillRefused.status).toBe(409);

    // Another vehicle, or another time, is another ride.
    const otherCar = await createBooking(t.app, cookie, { ...ride, vehicleId: 'suv-escalade' });
    expect((await paymentIntent(t.app, cookie, otherCar.body.id)).status).toBe(200);

    await payAndConfirm(t.app, cookie, second.body.id, true);
    expect((await row(second.body.id)).status).toBe('confirmed');
  });

  it('knows a guest by email across guest sessions, and not another customer’s identical ride', async () => {
    const guest = guestInfo();
    const ride = cityRide({ guestInfo: guest });
    const firstSession = await guestCookie(t.app);
    const first = await createBooking(t.app, firstSession, ride);
    await payAndConfirm(t.app, firstSession, first.body.id);

    const laterSession = await guestCookie(t.app);
    const again = await createBooking(t.app, laterSession, ride);
    const refused = await paymentIntent(t.app, laterSession, again.body.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('duplicate_booking');

    const stranger = await guestCookie(t.app);
    const same = await createBooking(t.app, stranger, cityRide({ ...ride, guestInfo: guestInfo() }));
    expect((await paymentIntent(t.app, stranger, same.body.id)).status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.customerEmail, guest.email), eq(bookings.status, 'confirmed')));
    expect(rows).toHaveLength(1);
  });
});
