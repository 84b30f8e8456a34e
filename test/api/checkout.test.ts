import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingSummary } from '../../src/shared/contracts/bookings.ts';
import type {
  BookingView,
  ConfirmBookingResponse,
  CreateBookingRequest,
  CreatePaymentIntentResponse,
} from '../../src/shared/contracts/checkout.ts';
import type { QuoteResponse } from '../../src/shared/contracts/quotes.ts';
import type { ErrorBody } from '../../src/shared/errors.ts';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { guestCookie, nextIp, signInAs } from '../support/accounts.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The app's clock, fixed: the lead time (2 hours) and every pickup below are measured from this instant, so a
 * slow machine never moves a pickup across the window (issue 32).
 */
const NOW = new Date();
const clock = () => NOW;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    rateLimits: {
      checkout: { max: 10_000, timeWindow: 60_000 },
      emailReceipt: { max: 10_000, timeWindow: 60_000 },
    },
  });
  // The first quote loads the places and routes (seconds): here, not inside the first test's time.
  const warm = await t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: {
      pickup: 'JFK Terminal 4',
      destination: 'Times Square',
      pickupDateTime: new Date(NOW.getTime() + 30 * 3_600_000).toISOString(),
      serviceType: 'from-airport',
    },
  });
  expect(warm.statusCode, warm.body).toBe(200);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const EXTRA_STOP_REQUIRED = 'Extra stop address is required when adding an extra stop';
const inHours = (h: number) => new Date(NOW.getTime() + h * HOUR).toISOString();

const GUEST = {
  email: 'ava.guest@example.com',
  firstName: 'Ava',
  lastName: 'Stone',
  phone: '(212) 555-0188',
};

let rides = 0;
/**
 * JFK -> Times Square in the Escalade with meet & greet and a child seat (the guest ride), 30 hours
 * ahead and a minute after the previous one (the same ride at the same time is a duplicate).
 */
const jfkRide = (over: Partial<CreateBookingRequest> = {}): CreateBookingRequest => ({
  pickup: 'JFK Terminal 4',
  destination: 'Times Square',
  pickupAddress: 'JFK Terminal 4',
  destinationAddress: 'Times Square, Manhattan',
  pickupDateTime: inHours(30 + ++rides / 60),
  serviceType: 'from-airport',
  vehicleId: 'suv-escalade',
  extras: { meetAndGreet: true, childSeat: true, flightNumber: 'dl 401' },
  ...over,
});

async function call<T>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  cookie: string | null,
  payload?: object,
) {
  const res = await app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
    remoteAddress: nextIp(),
  });
  return { status: res.statusCode, body: res.json<T>(), raw: res.body };
}

const createBooking = (cookie: string | null, body: CreateBookingRequest) =>
  call<BookingView & Partial<ErrorBody>>(t.app, 'POST', '/api/bookings', cookie, body);

async function intentFor(cookie: string, bookingId: string) {
  const res = await call<CreatePaymentIntentResponse>(t.app, 'POST', '/api/create-payment-intent', cookie, {
    bookingId,
    amount: 1,
    bookingDetails: { total: 1, price: 1 },
  });
  expect(res.status, res.raw).toBe(200);
  return res.body;
}

const payCard = (intent: CreatePaymentIntentResponse, cardNumber: string) =>
  call<{ status: string; message?: string }>(
    t.app,
    'POST',
    `/api/test-payments/${intent.paymentIntentId}/confirm`,
    null,
    { clientSecret: intent.clientSecret, cardNumber, expiry: '12/34', cvc: '123', postalCode: '10036' },
  );

const confirm = (cookie: string | null, paymentIntentId: string) =>
  call<ConfirmBookingResponse & { message: string }>(t.app, 'POST', '/api/confirm-booking', cookie, {
    paymentIntentId,
    bookingDetails: { amount: 1 },
  });

async function bookingRows(id: string) {
  return t.database.db.select().from(bookings).where(eq(bookings.id, id));
}

describe('the guest flow: quote -> details -> payment intent -> confirm', () => {
  it('books JFK -> Times Square in an SUV, pays with 4242 and gets the confirmation and its email', async () => {
    const cookie = await guestCookie(t.app);
    const ride = jfkRide({ guestInfo: GUEST });

    const quote = await call<QuoteResponse>(t.app, 'POST', '/api/quotes', null, {
      pickup: ride.pickup,
      destination: ride.destination,
      pickupDateTime: ride.pickupDateTime,
      serviceType: ride.serviceType,
      extras: { meetAndGreet: true, childSeat: true },
    });
    expect(quote.status, quote.raw).toBe(200);
    const quoted = quote.body.vehicles.find((v) => v.vehicleId === 'suv-escalade');

    const created = await createBooking(cookie, ride);
    expect(created.status, created.raw).toBe(201);
    const booking = created.body;
    expect(booking.status).toBe('pending');
    expect(booking.number).toMatch(/^NYC-[2-9A-HJKMNP-Z]{6}$/);
    expect(booking.total).toBe((quoted?.totalCents ?? 0) / 100);
    // The fare without the for-hire surcharges, then each surcharge as its own line (kept with the booking).
    const leg = quoted?.legs[0];
    expect(booking.lines.map((l) => [l.code, l.amount])).toEqual([
      ['fare', ((leg?.priceCents ?? 0) - (leg?.breakdown.surchargesCents ?? 0)) / 100],
      ...(leg?.breakdown.surcharges ?? []).map((s) => [
        {
          nysCongestion: 'nys_congestion',
          crzForHire: 'crz_for_hire',
          airportAccess: 'airport_access',
          blackCarFund: 'black_car_fund',
        }[s.id],
        s.cents / 100,
      ]),
      ['meet_and_greet', 20],
      ['child_seat', 15],
    ]);
    // JFK to Manhattan is the JFK package's ride (PRODUCT decision 24): its price is all-in, no surcharge lines.
    expect(leg?.pricing).toBe('package');
    expect(quote.body.priceBasis).toMatchObject({ kind: 'package', packageId: 'jfk' });
    expect(booking.lines.map((l) => l.code)).not.toContain('airport_access');
    expect(booking.taxRatePercent).toBe(8.875);
    expect(booking.customer).toEqual({
      name: 'Ava Stone',
      email: GUEST.email,
      phone: GUEST.phone,
      isGuest: true,
    });
    expect(booking.extras.flightNumber).toBe('DL 401');
    expect(booking.route.polyline).toBeTruthy();
    expect(booking.route.estimatedDistance).toMatch(/^\d+\.\d mi$/);

    const checkout = await call<BookingView>(t.app, 'GET', `/api/bookings/${booking.id}/checkout`, cookie);
    expect(checkout.status).toBe(200);
    expect(checkout.body.total).toBe(booking.total);

    const intent = await intentFor(cookie, booking.id);
    expect(intent.mode).toBe('test');
    expect(intent.amount).toBe(booking.total);
    expect(intent.message).toBe('Test mode — no card is charged.');

    const paid = await payCard(intent, '4242 4242 4242 4242');
    expect(paid.status, paid.raw).toBe(200);

    const done = await confirm(cookie, intent.paymentIntentId);
    expect(done.status, done.raw).toBe(200);
    expect(done.body.confirmationNumber).toBe(booking.number);
    expect(done.body.accessToken).toMatch(/^[\w-]{40,}$/);

    const [row] = await bookingRows(booking.id);
    expect(row?.status).toBe('confirmed');
    expect(row?.paymentMethod).toBe('Visa •••• 4242');
    expect(row?.paidAt).toBeInstanceOf(Date);

    const mail = (await outboxFor(t.database, GUEST.email)).filter((m) => m.kind === 'booking-confirmation');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(`Booking confirmed — ${booking.number}`);
    expect(mail[0]?.text).toContain('Times Square, Manhattan');
    expect(mail[0]?.text).toContain(`Total paid: $${booking.total.toFixed(2)}`);
    expect(mail[0]?.attachments.map((a) => a.filename)).toEqual([
      `receipt-${booking.number}.pdf`,
      `booking-${booking.number}.ics`,
    ]);

    // The emailed link opens the booking with no session at all; nothing else does.
    const link = /booking-confirmation\?number=(NYC-\w+)&token=([\w-]+)/.exec(mail[0]?.text ?? '');
    expect(link?.[1]).toBe(booking.number);
    const viaLink = await call<BookingView>(
      t.app,
      'GET',
      `/api/bookings/${booking.number}/confirmation?token=${link?.[2]}`,
      null,
    );
    expect(viaLink.status).toBe(200);
    expect(viaLink.body.status).toBe('confirmed');
    expect(viaLink.body.paymentMethod).toBe('Visa •••• 4242');
    const viaToken = await call(
      t.app,
      'GET',
      `/api/bookings/${booking.number}/confirmation?token=${done.body.accessToken}`,
      null,
    );
    expect(viaToken.status).toBe(200);
    const bySession = await call(t.app, 'GET', `/api/bookings/${booking.number}/confirmation`, cookie);
    expect(bySession.status).toBe(200);

    const anonymous = await call(t.app, 'GET', `/api/bookings/${booking.number}/confirmation`, null);
    expect(anonymous.status).toBe(404);
    const wrongToken = await call(
      t.app,
      'GET',
      `/api/bookings/${booking.number}/confirmation?token=${'x'.repeat(43)}`,
      null,
    );
    expect(wrongToken.status).toBe(404);
    const otherGuest = await call(
      t.app,
      'GET',
      `/api/bookings/${booking.number}/confirmation`,
      await guestCookie(t.app),
    );
    expect(otherGuest.status).toBe(404);
    const stranger = await signInAs(t.app, t.database, 'passenger');
    expect((await call(t.app, 'GET', `/api/bookings/${booking.id}/checkout`, stranger.cookie)).status).toBe(
      404,
    );

    // Email Receipt sends a copy with a fresh link.
    const again = await call<{ message: string }>(
      t.app,
      'POST',
      `/api/bookings/${booking.number}/email-receipt`,
      null,
      { token: link?.[2] },
    );
    expect(again.status, again.raw).toBe(200);
    expect(again.body.message).toBe(`Receipt sent to ${GUEST.email}`);
    const receipts = (await outboxFor(t.database, GUEST.email)).filter((m) => m.kind === 'booking-receipt');
    expect(receipts).toHaveLength(1);
    expect(
      (await call(t.app, 'POST', `/api/bookings/${booking.number}/email-receipt`, null, {})).status,
    ).toBe(404);
  });

  it('refuses a booking without a session', async () => {
    const res = await createBooking(null, jfkRide({ guestInfo: GUEST }));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please sign in or continue as a guest to book.');
  });
});

describe('the passenger flow with a return trip', () => {
  it('prices both legs, pays, and lists the booking in the history only once paid', async () => {
    const { cookie, user } = await signInAs(t.app, t.database, 'passenger');
    const created = await createBooking(
      cookie,
      jfkRide({
        pickup: 'Times Square',
        destination: 'LaGuardia Airport',
        pickupAddress: 'Times Square',
        destinationAddress: 'LaGuardia Airport',
        serviceType: 'to-airport',
        vehicleId: 'sedan-cadillac',
        returnTrip: true,
        pickupDateTime: inHours(48),
        returnDateTime: inHours(72),
        extras: {
          extraStop: true,
          extraStopAddress: 'Grand Central Terminal',
          specialRequests: 'Water, please',
        },
        // A passenger books under the account: guest details sent along are ignored.
        guestInfo: GUEST,
      }),
    );
    expect(created.status, created.raw).toBe(201);
    const b = created.body;
    expect(b.customer).toMatchObject({ email: user.email, isGuest: false, name: 'Test passenger' });
    expect(b.returnTrip).toBe(true);
    // Times Square to LaGuardia is the LaGuardia package's ride both ways (decision 24): all-in, no surcharges.
    expect(b.lines.map((l) => l.code)).toEqual(
      expect.arrayContaining(['fare_outbound', 'fare_return', 'extra_stop']),
    );
    expect(b.lines.map((l) => l.code)).not.toContain('black_car_fund');
    expect(b.lines.find((l) => l.code === 'fare_outbound')?.amount).toBe(89);
    expect(b.lines.find((l) => l.code === 'fare_return')?.amount).toBe(89);
    expect(b.lines.at(-1)?.code).toBe('extra_stop');
    const subtotal = b.lines.reduce((s, l) => s + Math.round(l.amount * 100), 0);
    expect(Math.round(b.subtotal * 100)).toBe(subtotal);
    expect(Math.round(b.total * 100)).toBe(subtotal + Math.round(b.tax * 100));
    // The stop as the quote placed (and priced) it.
    expect(b.extras.extraStopAddress).toMatch(/^Grand Central Terminal, .*New York, NY/);

    const history = async () =>
      (await call<BookingSummary[]>(t.app, 'GET', '/api/user/bookings', cookie)).body.map((x) => x.number);
    expect(await history()).not.toContain(b.number);

    const intent = await intentFor(cookie, b.id);
    expect((await payCard(intent, '4242424242424242')).status).toBe(200);
    const done = await confirm(cookie, intent.paymentIntentId);
    expect(done.status, done.raw).toBe(200);
    expect(done.body.accessToken).toBeNull();
    expect(await history()).toContain(b.number);
    const view = await call<BookingView>(t.app, 'GET', `/api/bookings/${b.number}/confirmation`, cookie);
    expect(view.body.returnDateTime).toBe(new Date(b.returnDateTime ?? '').toISOString());
  });
});

describe('amounts come from the server', () => {
  it('ignores any amount or total the browser sends', async () => {
    const cookie = await guestCookie(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie },
      remoteAddress: nextIp(),
      payload: { ...jfkRide(), totalCents: 100, price: 1, finalPrice: 1, subtotalCents: 1 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<BookingView>();
    expect(booking.total).toBeGreaterThan(100);
    const intent = await intentFor(cookie, booking.id);
    expect(intent.amount).toBe(booking.total);
    const [row] = await bookingRows(booking.id);
    expect(row?.totalCents).toBe(Math.round(booking.total * 100));
  });
});

describe('booking details validation (the specification’s messages)', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await guestCookie(t.app);
  });

  it('refuses a pickup in the past', async () => {
    const res = await createBooking(cookie, jfkRide({ pickupDateTime: inHours(-5) }));
    expect(res.status).toBe(400);
    expect(res.body.fields?.pickupDateTime).toBe('Pickup must be at least 2 hours from now');
  });

  it('refuses a pickup under the lead time', async () => {
    const res = await createBooking(cookie, jfkRide({ pickupDateTime: inHours(1) }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Pickup must be at least 2 hours from now');
  });

  it('takes a pickup exactly at the lead time and refuses one a minute under it (on the app’s clock)', async () => {
    const under = await createBooking(cookie, jfkRide({ pickupDateTime: inHours(2 - 1 / 60) }));
    expect(under.status).toBe(400);
    expect(under.body.message).toBe('Pickup must be at least 2 hours from now');
    const exact = await createBooking(cookie, jfkRide({ pickupDateTime: inHours(2) }));
    expect(exact.status, JSON.stringify(exact.body)).toBe(201);
  });

  it('requires the extra stop address when an extra stop is added', async () => {
    for (const extraStopAddress of [undefined, '', '   ']) {
      const res = await createBooking(
        cookie,
        jfkRide({
          extras: { extraStop: true, ...(extraStopAddress === undefined ? {} : { extraStopAddress }) },
        }),
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(EXTRA_STOP_REQUIRED);
      expect(res.body.fields?.['extras.extraStopAddress']).toBe(EXTRA_STOP_REQUIRED);
      expect(res.body.code).toBe('booking.extraStopRequired');
      expect(res.body.fieldErrors?.['extras.extraStopAddress']).toEqual({
        code: 'booking.extraStopRequired',
      });
    }
  });

  it('refuses invalid guest details', async () => {
    const cases: [Partial<typeof GUEST>, string, string][] = [
      [
        { email: '' },
        'guestInfo.email',
        'Please fill in all required fields (email, first name, last name, and phone) to continue.',
      ],
      [
        { lastName: ' ' },
        'guestInfo.lastName',
        'Please fill in all required fields (email, first name, last name, and phone) to continue.',
      ],
      [{ email: 'ava@nowhere' }, 'guestInfo.email', 'Please enter a valid email address.'],
      [{ phone: '555-01' }, 'guestInfo.phone', 'Please enter a valid phone number (at least 10 digits).'],
    ];
    for (const [change, field, message] of cases) {
      const res = await createBooking(cookie, jfkRide({ guestInfo: { ...GUEST, ...change } }));
      expect(res.status, field).toBe(400);
      expect(res.body.fields?.[field]).toBe(message);
    }
  });

  it('refuses an unknown vehicle and a bad flight number', async () => {
    const vehicle = await createBooking(cookie, jfkRide({ vehicleId: 'limo-9000' }));
    expect(vehicle.status).toBe(400);
    expect(vehicle.body.fields?.vehicleId).toBe('Please choose a vehicle');
    const flight = await createBooking(cookie, jfkRide({ extras: { flightNumber: 'not a flight' } }));
    expect(flight.status).toBe(400);
    expect(flight.body.fields?.['extras.flightNumber']).toBe(
      'Please enter a valid flight number (for example AA 100)',
    );
  });
});

describe('payments', () => {
  async function pendingBooking() {
    const cookie = await guestCookie(t.app);
    const created = await createBooking(cookie, jfkRide());
    expect(created.status, created.raw).toBe(201);
    return { cookie, booking: created.body };
  }

  it('shows a declined card, keeps the booking pending, and lets the customer try again', async () => {
    const { cookie, booking } = await pendingBooking();
    const intent = await intentFor(cookie, booking.id);

    const declined = await payCard(intent, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe('Your card was declined.');
    const broke = await payCard(intent, '4000000000009995');
    expect(broke.status).toBe(402);
    expect(broke.body.message).toBe('Your card has insufficient funds.');
    const luhn = await payCard(intent, '4242 4242 4242 4241');
    expect(luhn.status).toBe(400);
    expect(luhn.body.message).toBe('Your card number is invalid.');

    const early = await confirm(cookie, intent.paymentIntentId);
    expect(early.status).toBe(402);
    expect((await bookingRows(booking.id))[0]?.status).toBe('pending');
    const pendingView = await call(t.app, 'GET', `/api/bookings/${booking.number}/confirmation`, cookie);
    expect(pendingView.status).toBe(409);

    // Try Again: the same intent, a good card.
    const again = await intentFor(cookie, booking.id);
    expect(again.paymentIntentId).toBe(intent.paymentIntentId);
    expect((await payCard(again, '4242424242424242')).status).toBe(200);
    expect((await confirm(cookie, again.paymentIntentId)).status).toBe(200);
    const paidAgain = await call<{ message: string }>(t.app, 'POST', '/api/create-payment-intent', cookie, {
      bookingId: booking.id,
    });
    expect(paidAgain.status).toBe(409);
    expect(paidAgain.body.message).toBe('This booking is already paid.');
  });

  it('a second confirmation of the same payment returns the same booking, and one email', async () => {
    const { cookie, booking } = await pendingBooking();
    const intent = await intentFor(cookie, booking.id);
    await payCard(intent, '4242424242424242');
    const first = await confirm(cookie, intent.paymentIntentId);
    const second = await confirm(cookie, intent.paymentIntentId);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.confirmationNumber).toBe(first.body.confirmationNumber);
    expect(second.body.bookingId).toBe(first.body.bookingId);
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentIntentId, intent.paymentIntentId));
    expect(rows).toHaveLength(1);
    const mail = (await outboxFor(t.database, booking.customer.email)).filter(
      (m) => m.kind === 'booking-confirmation' && m.subject.endsWith(booking.number),
    );
    expect(mail).toHaveLength(1);
  });

  it('20 concurrent confirmations of one payment produce exactly one confirmed booking and one email', async () => {
    const { cookie, booking } = await pendingBooking();
    const intent = await intentFor(cookie, booking.id);
    await payCard(intent, '4242424242424242');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => confirm(cookie, intent.paymentIntentId)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body.confirmationNumber))).toEqual(new Set([booking.number]));
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentIntentId, intent.paymentIntentId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('confirmed');
    const mail = (await outboxFor(t.database, booking.customer.email)).filter(
      (m) => m.kind === 'booking-confirmation' && m.subject.endsWith(booking.number),
    );
    expect(mail).toHaveLength(1);
  });

  it('refuses a payment intent for someone else’s booking and a confirmation of someone else’s payment', async () => {
    const { cookie, booking } = await pendingBooking();
    const other = await guestCookie(t.app);
    const foreign = await call(t.app, 'POST', '/api/create-payment-intent', other, { bookingId: booking.id });
    expect(foreign.status).toBe(404);
    const intent = await intentFor(cookie, booking.id);
    await payCard(intent, '4242424242424242');
    expect((await confirm(other, intent.paymentIntentId)).status).toBe(404);
    expect((await confirm(cookie, 'pi_test_doesnotexist')).status).toBe(404);
  });
});

describe('production without Stripe keys', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({
      clock,
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://book.example.com' },
    });
  });
  afterAll(() => prod.close());

  it('says card payment is not configured and offers no test processor', async () => {
    const config = await prod.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json<{ paymentMode: string }>().paymentMode).toBe('disabled');
    const cookie = await guestCookie(prod.app);
    const created = await prod.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie },
      payload: jfkRide(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await prod.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { cookie },
      payload: { bookingId: created.json<BookingView>().id },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json<{ message: string }>().message).toBe(
      'Card payment is not configured. Please call us to complete your booking.',
    );
    const testPay = await prod.app.inject({
      method: 'POST',
      url: '/api/test-payments/pi_test_x/confirm',
      payload: {
        clientSecret: 'x',
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
        postalCode: '10036',
      },
    });
    expect(testPay.statusCode).toBe(404);
  });
});
