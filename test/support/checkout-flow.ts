import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  BookingView,
  ConfirmBookingResponse,
  CreateBookingRequest,
  CreatePaymentIntentResponse,
} from '../../src/shared/contracts/checkout.ts';
import type { ErrorBody } from '../../src/shared/errors.ts';
import { nextIp, signInAs } from './accounts.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const HOUR = 3_600_000;
export const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

/** One API call with an optional session cookie and headers; the answer's status, JSON body and raw text. */
export async function call<T>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  cookie: string | null,
  payload?: object,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    remoteAddress: nextIp(),
  });
  return {
    status: res.statusCode,
    body: (String(res.headers['content-type'] ?? '').includes('json') ? res.json<T>() : undefined) as T &
      Partial<ErrorBody>,
    raw: res.body,
  };
}

/** Grand Central -> Brooklyn Bridge in the Cadillac sedan, `hoursAhead` from now. */
export const cityRide = (
  over: Partial<CreateBookingRequest> = {},
  hoursAhead = 48,
): CreateBookingRequest => ({
  pickup: 'Grand Central Terminal',
  destination: 'Brooklyn Bridge',
  pickupDateTime: inHours(hoursAhead),
  serviceType: 'point-to-point',
  vehicleId: 'sedan-cadillac',
  passengers: 2,
  bags: 1,
  ...over,
});

export function createBooking(
  app: FastifyInstance,
  cookie: string | null,
  body: CreateBookingRequest,
  headers: Record<string, string> = {},
) {
  return call<BookingView>(app, 'POST', '/api/bookings', cookie, body, headers);
}

export function paymentIntent(
  app: FastifyInstance,
  cookie: string,
  bookingId: string,
  confirmDuplicate?: boolean,
) {
  return call<CreatePaymentIntentResponse>(app, 'POST', '/api/create-payment-intent', cookie, {
    bookingId,
    ...(confirmDuplicate === undefined ? {} : { confirmDuplicate }),
  });
}

/** Creates the payment intent of a pending booking and pays it with the test processor's 4242 card. */
export async function payWithTestCard(
  app: FastifyInstance,
  cookie: string,
  bookingId: string,
  confirmDuplicate?: boolean,
): Promise<CreatePaymentIntentResponse> {
  const intent = await paymentIntent(app, cookie, bookingId, confirmDuplicate);
  expect(intent.status, intent.raw).toBe(200);
  const paid = await call(app, 'POST', `/api/test-payments/${intent.body.paymentIntentId}/confirm`, null, {
    clientSecret: intent.body.clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
    postalCode: '10036',
  });
  expect(paid.status, paid.raw).toBe(200);
  return intent.body;
}

/** Pays a pending booking with the test processor's 4242 card and confirms it; the confirmation answer. */
export async function payAndConfirm(
  app: FastifyInstance,
  cookie: string,
  bookingId: string,
  confirmDuplicate?: boolean,
): Promise<ConfirmBookingResponse> {
  const intent = await payWithTestCard(app, cookie, bookingId, confirmDuplicate);
  const done = await call<ConfirmBookingResponse>(app, 'POST', '/api/confirm-booking', cookie, {
    paymentIntentId: intent.paymentIntentId,
  });
  expect(done.status, done.raw).toBe(200);
  return done.body;
}

/** The first quote loads the places and routes (seconds): tests call this in beforeAll, not inside a test's time. */
export async function warmQuotes(app: FastifyInstance): Promise<void> {
  const warm = await call(app, 'POST', '/api/quotes', null, {
    pickup: 'Grand Central Terminal',
    destination: 'Brooklyn Bridge',
    pickupDateTime: inHours(48),
    serviceType: 'point-to-point',
  });
  expect(warm.status, warm.raw).toBe(200);
}

/** Rate limits high enough for a file that books and pays many times from one address. */
export const BOOKING_RATE_LIMITS = {
  checkout: { max: 10_000, timeWindow: 60_000 },
  emailReceipt: { max: 10_000, timeWindow: 60_000 },
};

/** A test app for dispatch's booking tests: the booking limits raised, quotes warm, an admin signed in. */
export async function startDispatchApp(): Promise<{
  t: TestApp;
  admin: Awaited<ReturnType<typeof signInAs>>;
}> {
  const t = await createTestApp({ rateLimits: BOOKING_RATE_LIMITS });
  await warmQuotes(t.app);
  return { t, admin: await signInAs(t.app, t.database, 'admin') };
}
