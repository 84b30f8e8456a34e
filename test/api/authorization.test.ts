import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../src/shared/contracts/auth.ts';
import type { CreatePaymentIntentResponse } from '../../src/shared/contracts/checkout.ts';
import { guestCookie, nextIp, signInAs } from '../support/accounts.ts';
import { insertBooking } from '../support/bookings.ts';
import {
  applyToDrive,
  approveApplication,
  driverApplicationBody,
  driverRegistrationBody,
  freshVin,
} from '../support/drivers.ts';
import { insertDriverProfile, insertOpenBooking, MIDTOWN } from '../support/trips.ts';
import { operations } from '../support/openapi-fuzz.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Every protected route so far x every kind of session -> the expected status. A later issue that adds a
 * protected route adds its row here. The records are:
 * - `:own` / `:ownNumber`: a completed booking of the `passenger` row's account (`otherPassenger` is another
 *   account; `driver` and `admin` own nothing here);
 * - `:pending` and `:intent`: a pending booking of the same account and its payment intent (not paid);
 * - `:guestOwn`: a completed booking of the `guest` row's session.
 * The policy (`shared/permissions.ts`): own scopes on one's own records, any scopes (admins) on every record;
 * a record the session may not read answers 404 (its existence is not revealed), a role without the
 * permission 403, no session 401 where the route needs one.
 */
type Who =
  | 'anonymous'
  | 'guest'
  | 'passenger'
  | 'otherPassenger'
  | 'applicantDriver'
  | 'driver'
  | 'otherDriver'
  | 'admin';
/**
 * The callers: `driver` is an approved driver (a driver profile, the trips' driver); `otherDriver` another
 * approved driver; `applicantDriver` a driver account whose profile is not there yet (applied, not approved).
 */
const WHO: Who[] = [
  'anonymous',
  'guest',
  'passenger',
  'otherPassenger',
  'applicantDriver',
  'driver',
  'otherDriver',
  'admin',
];
type Written = 'anonymous' | 'guest' | 'passenger' | 'otherPassenger' | 'driver' | 'admin';

/** A change of a booking (time, vehicle, party, extras): valid input, so the answer is the policy's. */
const CHANGE_BODY = {
  pickupDateTime: ':later',
  vehicleId: 'suv-escalade',
  passengers: 1,
  bags: 0,
  extras: { meetAndGreet: false, childSeat: false },
};

interface Row {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  body?: Record<string, string | number | boolean | object>;
  /** Per caller; the two other drivers answer as `driver` unless given (the applicant: 403 on /api/driver/). */
  expect: Record<Written, number> & Partial<Record<'applicantDriver' | 'otherDriver', number>>;
  /** What the request uses up: a rating (a fresh booking after it), or the session (fresh sign-ins). */
  consumes?: 'booking' | 'sessions' | 'registration';
  /** An event stream (decision 047): the answer's status is read from its head; the stream is then dropped. */
  stream?: true;
}

const TABLE: Row[] = [
  // Booking needs a session: a guest's or an account's (bookings:create); a ride at its own minute per call.
  {
    method: 'POST',
    url: '/api/bookings',
    body: {
      pickup: 'JFK Terminal 4',
      destination: 'Times Square',
      serviceType: 'from-airport',
      pickupDateTime: ':later',
      vehicleId: 'sedan-cadillac',
      passengers: 2,
      bags: 1,
    },
    expect: { anonymous: 401, guest: 201, passenger: 201, otherPassenger: 201, driver: 201, admin: 201 },
  },
  {
    method: 'GET',
    url: '/api/user',
    expect: { anonymous: 401, guest: 200, passenger: 200, otherPassenger: 200, driver: 200, admin: 200 },
  },
  // A new email verification link: an account's own (a guest has no account to verify).
  {
    method: 'POST',
    url: '/api/verify-email/resend',
    body: {},
    expect: { anonymous: 401, guest: 403, passenger: 200, otherPassenger: 200, driver: 200, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/user/bookings',
    expect: { anonymous: 401, guest: 403, passenger: 200, otherPassenger: 200, driver: 200, admin: 200 },
  },
  // Receipts: the customer's own, or any for admins (receipts:read:any).
  {
    method: 'GET',
    url: '/api/user/bookings/:own/receipt',
    expect: { anonymous: 401, guest: 404, passenger: 200, otherPassenger: 404, driver: 404, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/user/bookings/:own/receipt.pdf',
    expect: { anonymous: 401, guest: 404, passenger: 200, otherPassenger: 404, driver: 404, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/user/bookings/:guestOwn/receipt',
    expect: { anonymous: 401, guest: 200, passenger: 404, otherPassenger: 404, driver: 404, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/bookings/:ownNumber/email-receipt',
    body: {},
    // Admins may (receipts:read:any), but one copy a minute per booking: the passenger's went a moment ago.
    expect: { anonymous: 404, guest: 404, passenger: 200, otherPassenger: 404, driver: 404, admin: 429 },
  },
  // Reading a booking: its customer (account or guest session), or any for admins (bookings:read:any).
  {
    method: 'GET',
    url: '/api/bookings/:own/checkout',
    expect: { anonymous: 404, guest: 404, passenger: 200, otherPassenger: 404, driver: 404, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/bookings/:guestOwn/checkout',
    expect: { anonymous: 404, guest: 200, passenger: 404, otherPassenger: 404, driver: 404, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/bookings/:ownNumber/confirmation',
    expect: { anonymous: 404, guest: 404, passenger: 200, otherPassenger: 404, driver: 404, admin: 200 },
  },
  // Live updates (decision 047): a booking's stream as its read; the dispatch board's for admins.
  {
    method: 'GET',
    url: '/api/bookings/:ownNumber/events',
    stream: true,
    expect: { anonymous: 404, guest: 404, passenger: 200, otherPassenger: 404, driver: 404, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/admin/dispatch/events',
    stream: true,
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  // Paying: only the booking's customer (no any scope). The owner's unpaid intent answers 402 on confirm.
  {
    method: 'POST',
    url: '/api/create-payment-intent',
    body: { bookingId: ':pending' },
    expect: { anonymous: 404, guest: 404, passenger: 200, otherPassenger: 404, driver: 404, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/confirm-booking',
    body: { paymentIntentId: ':intent' },
    expect: { anonymous: 404, guest: 404, passenger: 402, otherPassenger: 404, driver: 404, admin: 404 },
  },
  // Saved places and cards (decision 27): accounts only, each its own; a guest keeps none.
  {
    method: 'GET',
    url: '/api/saved/places',
    expect: { anonymous: 401, guest: 403, passenger: 200, otherPassenger: 200, driver: 200, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/saved/places',
    body: { kind: 'other', address: 'Times Square' },
    expect: { anonymous: 401, guest: 403, passenger: 201, otherPassenger: 201, driver: 201, admin: 201 },
  },
  {
    method: 'DELETE',
    url: '/api/saved/places/00000000-0000-4000-8000-000000000000',
    expect: { anonymous: 401, guest: 403, passenger: 404, otherPassenger: 404, driver: 404, admin: 404 },
  },
  {
    method: 'GET',
    url: '/api/saved/cards',
    expect: { anonymous: 401, guest: 403, passenger: 200, otherPassenger: 200, driver: 200, admin: 200 },
  },
  {
    method: 'DELETE',
    url: '/api/saved/cards/00000000-0000-4000-8000-000000000000',
    expect: { anonymous: 401, guest: 403, passenger: 404, otherPassenger: 404, driver: 404, admin: 404 },
  },
  // Web push (decision 30): an account's or a guest's own subscriptions. This app has no VAPID keys: push is
  // off (409) once the caller is known; forgetting an endpoint nobody of theirs holds is 404.
  {
    method: 'POST',
    url: '/api/push/subscriptions',
    body: {
      endpoint: 'https://push.example.com/send/abc',
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    },
    expect: { anonymous: 401, guest: 409, passenger: 409, otherPassenger: 409, driver: 409, admin: 409 },
  },
  {
    method: 'DELETE',
    url: '/api/push/subscriptions',
    body: { endpoint: 'https://push.example.com/send/abc' },
    expect: { anonymous: 401, guest: 404, passenger: 404, otherPassenger: 404, driver: 404, admin: 404 },
  },
  // Twilio's inbound webhook answers only a request Twilio signed; without Twilio configured, nobody's.
  {
    method: 'POST',
    url: '/api/sms/inbound',
    body: { From: '+12125550100', Body: 'STOP' },
    expect: { anonymous: 403, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 403 },
  },
  {
    method: 'POST',
    url: '/api/saved/cards/prepare',
    body: { bookingId: ':pending' },
    expect: { anonymous: 401, guest: 403, passenger: 200, otherPassenger: 404, driver: 404, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/saved/cards/00000000-0000-4000-8000-000000000000/pay',
    body: { bookingId: ':pending' },
    expect: { anonymous: 401, guest: 403, passenger: 404, otherPassenger: 404, driver: 404, admin: 404 },
  },
  // The passenger of an upcoming booking: its customer only (a completed one can no longer change: 409).
  {
    method: 'PATCH',
    url: '/api/user/bookings/:own/passenger',
    body: { passenger: { name: 'Lee Park' } },
    expect: { anonymous: 401, guest: 403, passenger: 409, otherPassenger: 404, driver: 404, admin: 404 },
  },
  // Rating: an account's own completed trip; nobody rates another's (no any scope).
  {
    method: 'POST',
    url: '/api/user/bookings/:own/rating',
    body: { rating: 5 },
    expect: { anonymous: 401, guest: 403, passenger: 200, otherPassenger: 404, driver: 404, admin: 404 },
    consumes: 'booking',
  },
  // Cancelling: only the booking's customer (account or guest session) or the emailed link's holder; no
  // session needed (guests cancel from the link), and no any scope here (admins cancel from the back office).
  // The records are completed trips: their owner gets 409 (too late), everyone else 404.
  {
    method: 'POST',
    url: '/api/user/bookings/:own/cancel',
    body: {},
    expect: { anonymous: 404, guest: 404, passenger: 409, otherPassenger: 404, driver: 404, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/user/bookings/:guestOwn/cancel',
    body: { reason: 'Plans changed' },
    expect: { anonymous: 404, guest: 409, passenger: 404, otherPassenger: 404, driver: 404, admin: 404 },
  },
  // Changing a booking (decision 26): only its customer (account or guest session), no any scope (dispatch
  // changes from the back office). The records are completed trips: their owner reads the page (with the
  // reason it cannot change) and gets 409 on a change, everyone else 404; an unknown change is 404 for all.
  {
    method: 'GET',
    url: '/api/bookings/:own/change',
    expect: { anonymous: 404, guest: 404, passenger: 200, otherPassenger: 404, driver: 404, admin: 404 },
  },
  {
    method: 'GET',
    url: '/api/bookings/:guestOwn/change',
    expect: { anonymous: 404, guest: 200, passenger: 404, otherPassenger: 404, driver: 404, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/bookings/:own/change-quote',
    body: CHANGE_BODY,
    expect: { anonymous: 404, guest: 404, passenger: 409, otherPassenger: 404, driver: 404, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/bookings/:own/changes',
    body: CHANGE_BODY,
    expect: { anonymous: 404, guest: 404, passenger: 409, otherPassenger: 404, driver: 404, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/bookings/:guestOwn/changes',
    body: CHANGE_BODY,
    expect: { anonymous: 404, guest: 409, passenger: 404, otherPassenger: 404, driver: 404, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/bookings/:own/changes/00000000-0000-4000-8000-000000000000/confirm',
    body: { paymentIntentId: 'pi_unknown' },
    expect: { anonymous: 404, guest: 404, passenger: 404, otherPassenger: 404, driver: 404, admin: 404 },
  },
  {
    method: 'GET',
    url: '/api/bookings/:own/changes/00000000-0000-4000-8000-000000000000/payment',
    expect: { anonymous: 404, guest: 404, passenger: 404, otherPassenger: 404, driver: 404, admin: 404 },
  },
  // Billing what really happened (decision 29): the customer's extras and tip (owner only; an admin reads any),
  // the chauffeur's lines of their own completed trip, the close-out panel (admins).
  {
    method: 'GET',
    url: '/api/bookings/:own/extras',
    expect: { anonymous: 404, guest: 404, passenger: 200, otherPassenger: 404, driver: 404, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/bookings/:own/tip',
    body: { percent: 20 },
    expect: { anonymous: 404, guest: 404, passenger: 409, otherPassenger: 404, driver: 404, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/bookings/:own/extra-charges/00000000-0000-4000-8000-000000000000/payment',
    expect: { anonymous: 404, guest: 404, passenger: 404, otherPassenger: 404, driver: 404, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/bookings/:own/extra-charges/00000000-0000-4000-8000-000000000000/confirm',
    body: { paymentIntentId: 'pi_unknown' },
    expect: { anonymous: 404, guest: 404, passenger: 404, otherPassenger: 404, driver: 404, admin: 404 },
  },
  {
    method: 'GET',
    url: '/api/driver/trips/:own/extras',
    // A chauffeur not approved yet has no trips: 404 like any trip not theirs.
    expect: {
      anonymous: 401,
      guest: 403,
      passenger: 403,
      otherPassenger: 403,
      driver: 404,
      applicantDriver: 404,
      admin: 403,
    },
  },
  {
    method: 'POST',
    url: '/api/driver/trips/:own/extras',
    body: { kind: 'toll', amount: 5 },
    // A chauffeur not approved yet has no trips: 404 like any trip not theirs.
    expect: {
      anonymous: 401,
      guest: 403,
      passenger: 403,
      otherPassenger: 403,
      driver: 404,
      applicantDriver: 404,
      admin: 403,
    },
  },
  {
    method: 'GET',
    url: '/api/admin/bookings/:own/extras',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/admin/bookings/:own/extras/00000000-0000-4000-8000-000000000000/review',
    body: { decision: 'approve' },
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 404 },
  },
  {
    method: 'GET',
    url: '/api/admin/bookings/:own/extras/00000000-0000-4000-8000-000000000000/receipt',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/admin/bookings/:own/close-out',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 409 },
  },
  // Applying to drive: any visitor, signed in or not (a fresh email each time: one pending per email).
  {
    method: 'POST',
    url: '/api/driver-application',
    body: driverApplicationBody('applicant-:seq@example.com'),
    expect: { anonymous: 201, guest: 201, passenger: 201, otherPassenger: 201, driver: 201, admin: 201 },
  },
  // Reviewing applications (admin:manage): `:application` and `:rejectable` are pending applications,
  // `:approved` an approved one (its code resent and regenerated).
  {
    method: 'GET',
    url: '/api/driver-applications',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/driver-applications?status=pending',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/approve-driver/:application',
    body: {},
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/driver-applications/:rejectable/reject',
    body: { reason: 'Insurance policy has lapsed' },
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/driver-applications/:approved/resend-invitation',
    body: {},
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/driver-applications/:approved/regenerate-invitation',
    body: {},
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  // Invitation codes and driver registration: any visitor (`:liveCode` is an unused code; registration
  // spends `:freshCode` and signs the new driver in, so codes and sessions are renewed after it).
  {
    method: 'POST',
    url: '/api/driver-invitations/verify',
    body: { invitationCode: ':liveCode' },
    expect: { anonymous: 200, guest: 200, passenger: 200, otherPassenger: 200, driver: 200, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/driver-registration',
    body: { ...driverRegistrationBody(':freshCode', ':freshEmail'), vin: ':vin' },
    expect: { anonymous: 201, guest: 201, passenger: 201, otherPassenger: 201, driver: 201, admin: 201 },
    consumes: 'registration',
  },
  // The driver dashboard (trips:drive): drivers only (the `driver` row has a profile and a position);
  // `:open` is a paid, unassigned booking near it, accepted then started by the driver.
  {
    method: 'GET',
    url: '/api/driver/me',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 200, admin: 403 },
  },
  {
    method: 'POST',
    url: '/api/driver/update-location',
    body: { latitude: 40.758, longitude: -73.9855 },
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 200, admin: 403 },
  },
  {
    method: 'GET',
    url: '/api/driver/trips/nearby',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 200, admin: 403 },
  },
  {
    method: 'POST',
    url: '/api/driver/duty',
    body: { onDuty: true },
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 200, admin: 403 },
  },
  {
    method: 'POST',
    url: '/api/driver/trips/:open/accept',
    body: {},
    // Another approved driver comes second: the trip is taken.
    expect: {
      anonymous: 401,
      guest: 403,
      passenger: 403,
      otherPassenger: 403,
      driver: 200,
      otherDriver: 409,
      admin: 403,
    },
  },
  {
    method: 'POST',
    url: '/api/driver/trips/:open/status',
    // The chauffeur's first stage (decision 28): their own trip only; another driver's is not found.
    body: { status: 'on_the_way' },
    expect: {
      anonymous: 401,
      guest: 403,
      passenger: 403,
      otherPassenger: 403,
      driver: 200,
      otherDriver: 404,
      admin: 403,
    },
  },
  {
    method: 'POST',
    url: '/api/driver/trips/:open/status',
    body: { status: 'in_progress' },
    // Not another driver's trip: 404, its existence not revealed.
    expect: {
      anonymous: 401,
      guest: 403,
      passenger: 403,
      otherPassenger: 403,
      driver: 200,
      otherDriver: 404,
      admin: 403,
    },
  },
  {
    method: 'GET',
    url: '/api/driver/trips/active',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 200, admin: 403 },
  },
  {
    method: 'GET',
    url: '/api/driver/trips/history?page=1',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 200, admin: 403 },
  },
  {
    method: 'GET',
    url: '/api/driver/earnings',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 200, admin: 403 },
  },
  // The chauffeur's hours left under the fatigue rules (decision 33): their own only.
  {
    method: 'GET',
    url: '/api/driver/hours',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 200, admin: 403 },
  },
  // The pricing configuration, read-only: drivers (Pricing tab) and admins.
  {
    method: 'GET',
    url: '/api/pricing',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 200, admin: 200 },
  },
  // The assigned driver's position on a booking: whoever may read the booking.
  {
    method: 'GET',
    url: '/api/bookings/:ownNumber/driver-location',
    expect: { anonymous: 404, guest: 404, passenger: 200, otherPassenger: 404, driver: 404, admin: 200 },
  },
  // The back office (issue 14): admins only, refused before the input is read (anonymous 401, any other
  // session 403). The admin's answers use records whose state makes them repeatable: a completed booking
  // (final: no status change, no assignment), a pending one (never paid: nothing to refund), unknown ids.
  {
    method: 'GET',
    url: '/api/admin/bookings',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/admin/bookings?status=completed&q=NYC&sort=pickup_asc&page=1&pageSize=10',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/admin/attention',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/admin/dispatch/board?date=2026-12-08',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/admin/bookings/export.csv?status=completed',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/admin/bookings/:own',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'PATCH',
    url: '/api/admin/bookings/:own',
    body: { status: 'cancelled' },
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 409 },
  },
  {
    method: 'GET',
    url: '/api/admin/bookings/:own/candidates',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/admin/bookings/:own/assign-driver',
    body: { driverId: ':driver' },
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 409 },
  },
  {
    method: 'POST',
    url: '/api/admin/bookings/:own/notify',
    body: { type: 'update' },
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/admin/bookings/:pending/refund',
    body: { amount: 5 },
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 409 },
  },
  // Dispatch takes bookings by phone (issue 35, decision 045): admins only, before the input is read. The
  // admin's answers are repeatable: an unknown customer account, the completed booking (no pay link, no change).
  {
    method: 'GET',
    url: '/api/admin/reservations/customers?q=Test',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/admin/reservations',
    body: {
      customer: { kind: 'account', userId: '00000000-0000-4000-8000-000000000000' },
      booking: {
        pickup: 'Grand Central Terminal',
        destination: 'Brooklyn Bridge',
        pickupDateTime: '2031-01-01T15:00:00Z',
        serviceType: 'point-to-point',
        vehicleId: 'sedan-cadillac',
      },
    },
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/admin/reservations/:own/pay-link',
    body: {},
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 409 },
  },
  {
    method: 'GET',
    url: '/api/admin/bookings/:own/notes',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/admin/bookings/:own/notes',
    body: { body: 'Caller asked for a quiet car' },
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 201 },
  },
  {
    method: 'POST',
    url: '/api/admin/bookings/:own/change-quote',
    body: CHANGE_BODY,
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 409 },
  },
  {
    method: 'POST',
    url: '/api/admin/bookings/:own/changes',
    body: CHANGE_BODY,
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 409 },
  },
  {
    method: 'POST',
    url: '/api/admin/bookings/:own/details',
    body: { flightNumber: 'AA 100' },
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 409 },
  },
  {
    method: 'POST',
    url: '/api/admin/bookings/:own/changes/00000000-0000-4000-8000-000000000000/pay-link',
    body: {},
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/admin/bookings/:own/changes/00000000-0000-4000-8000-000000000000/confirm',
    body: { paymentIntentId: 'pi_unknown' },
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 404 },
  },
  {
    method: 'GET',
    url: '/api/admin/drivers',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/admin/drivers/:driver',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'PATCH',
    url: '/api/admin/drivers/:driver',
    body: { status: 'available' },
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  // New York compliance (issue 37): documents, the fleet, files, the Compliance view, the base's settings.
  {
    method: 'GET',
    url: '/api/admin/drivers/:driver/documents',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'PUT',
    url: '/api/admin/drivers/:driver/documents',
    body: {},
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 400 },
  },
  {
    method: 'GET',
    url: '/api/admin/cars',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/admin/cars',
    body: {},
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 400 },
  },
  {
    method: 'PUT',
    url: '/api/admin/cars/00000000-0000-4000-8000-000000000000',
    body: {},
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 400 },
  },
  {
    method: 'POST',
    url: '/api/admin/cars/00000000-0000-4000-8000-000000000000/assign',
    body: { driverId: ':driver' },
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/admin/compliance/files',
    body: {},
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 400 },
  },
  {
    method: 'GET',
    url: '/api/admin/compliance/files/00000000-0000-4000-8000-000000000000',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 404 },
  },
  {
    method: 'GET',
    url: '/api/admin/compliance',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/admin/settings/base',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'PUT',
    url: '/api/admin/settings/base',
    body: {},
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 400 },
  },
  // Company accounts (issue 38): created and edited by admins only.
  {
    method: 'GET',
    url: '/api/admin/companies?status=active',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/admin/companies',
    body: {},
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 400 },
  },
  {
    method: 'GET',
    url: '/api/admin/companies/00000000-0000-4000-8000-000000000000',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 404 },
  },
  {
    method: 'PUT',
    url: '/api/admin/companies/00000000-0000-4000-8000-000000000000',
    body: {},
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 400 },
  },
  // The bookings list by company and the companies' balances (issue 38, decision 059): admins only.
  {
    method: 'GET',
    url: '/api/admin/bookings?companyId=00000000-0000-4000-8000-000000000000',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  // Company invoices (issue 38, decision 057): admins under /api/admin/invoices; a company's own admins under
  // /api/company/invoices (none of these callers is a company member: 404; invoices.test.ts has the members').
  {
    method: 'GET',
    url: '/api/admin/invoices?status=open',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/admin/invoices/00000000-0000-4000-8000-000000000000',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 404 },
  },
  {
    method: 'GET',
    url: '/api/admin/invoices/00000000-0000-4000-8000-000000000000/invoice.pdf',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 404 },
  },
  {
    method: 'GET',
    url: '/api/admin/invoices/00000000-0000-4000-8000-000000000000/invoice.csv',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/admin/invoices/00000000-0000-4000-8000-000000000000/pay',
    body: { amountCents: 100, paidOn: '2026-03-02', method: 'ach' },
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/admin/invoices/00000000-0000-4000-8000-000000000000/void',
    body: { reason: 'Issued in error' },
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/admin/invoices/run',
    body: {},
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 400 },
  },
  {
    method: 'GET',
    url: '/api/company/invoices',
    expect: { anonymous: 401, guest: 403, passenger: 404, otherPassenger: 404, driver: 404, admin: 404 },
  },
  {
    method: 'GET',
    url: '/api/company/invoices/00000000-0000-4000-8000-000000000000/invoice.pdf',
    expect: { anonymous: 401, guest: 403, passenger: 404, otherPassenger: 404, driver: 404, admin: 404 },
  },
  {
    method: 'GET',
    url: '/api/company/invoices/00000000-0000-4000-8000-000000000000/invoice.csv',
    expect: { anonymous: 401, guest: 403, passenger: 404, otherPassenger: 404, driver: 404, admin: 404 },
  },
  // Booking on account (issue 38, decision 058): the booking's own customer, when an active booker of a company;
  // nobody here is one (the options: null; billing: 404 companies.notMember), another's booking is 404, a guest has no account.
  {
    method: 'GET',
    url: '/api/company/booking-options?bookingId=:pending',
    expect: { anonymous: 401, guest: 404, passenger: 200, otherPassenger: 404, driver: 404, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/bookings/:pending/bill-to-company',
    body: { references: {} },
    expect: { anonymous: 401, guest: 404, passenger: 404, otherPassenger: 404, driver: 404, admin: 404 },
  },
  // Company members, invitations and the portal (decision 056). The base's admins: a company's invitations and
  // members. The portal: customer accounts that are members (a customer of no company: 404 companies.notMember;
  // guests, chauffeurs and admins: 403). The invitation link: the token is the permission (an unknown one: 404).
  {
    method: 'POST',
    url: '/api/admin/companies/00000000-0000-4000-8000-000000000000/invitations',
    body: {},
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 400 },
  },
  {
    method: 'GET',
    url: '/api/admin/companies/00000000-0000-4000-8000-000000000000/members',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 404 },
  },
  {
    method: 'GET',
    url: '/api/company',
    expect: { anonymous: 401, guest: 403, passenger: 200, otherPassenger: 200, driver: 403, admin: 403 },
  },
  {
    method: 'GET',
    url: '/api/company/bookings?month=2026-11',
    expect: { anonymous: 401, guest: 403, passenger: 404, otherPassenger: 404, driver: 403, admin: 403 },
  },
  {
    method: 'GET',
    url: '/api/company/bookings/NYC-ABCDEF/receipt.pdf',
    expect: { anonymous: 401, guest: 403, passenger: 404, otherPassenger: 404, driver: 403, admin: 403 },
  },
  // A company's card on file (decision 060): company admins only (bookers and travellers 403, tested in
  // company-card.test.ts).
  {
    method: 'GET',
    url: '/api/company/card',
    expect: { anonymous: 401, guest: 403, passenger: 404, otherPassenger: 404, driver: 403, admin: 403 },
  },
  {
    method: 'POST',
    url: '/api/company/card/setup',
    expect: { anonymous: 401, guest: 403, passenger: 404, otherPassenger: 404, driver: 403, admin: 403 },
  },
  {
    method: 'POST',
    url: '/api/company/card',
    body: {},
    expect: { anonymous: 401, guest: 403, passenger: 404, otherPassenger: 404, driver: 403, admin: 403 },
  },
  {
    method: 'DELETE',
    url: '/api/company/card',
    expect: { anonymous: 401, guest: 403, passenger: 404, otherPassenger: 404, driver: 403, admin: 403 },
  },
  {
    method: 'GET',
    url: '/api/company/members',
    expect: { anonymous: 401, guest: 403, passenger: 404, otherPassenger: 404, driver: 403, admin: 403 },
  },
  {
    method: 'POST',
    url: '/api/company/invitations',
    body: {},
    expect: { anonymous: 401, guest: 403, passenger: 404, otherPassenger: 404, driver: 403, admin: 403 },
  },
  {
    method: 'DELETE',
    url: '/api/company/invitations/00000000-0000-4000-8000-000000000000',
    expect: { anonymous: 401, guest: 403, passenger: 404, otherPassenger: 404, driver: 403, admin: 403 },
  },
  {
    method: 'PUT',
    url: '/api/company/members/00000000-0000-4000-8000-000000000000',
    body: {},
    expect: { anonymous: 401, guest: 403, passenger: 404, otherPassenger: 404, driver: 403, admin: 403 },
  },
  {
    method: 'DELETE',
    url: '/api/company/members/00000000-0000-4000-8000-000000000000',
    expect: { anonymous: 401, guest: 403, passenger: 404, otherPassenger: 404, driver: 403, admin: 403 },
  },
  {
    method: 'POST',
    url: '/api/company/leave',
    expect: { anonymous: 401, guest: 403, passenger: 404, otherPassenger: 404, driver: 403, admin: 403 },
  },
  {
    method: 'GET',
    url: '/api/company-invitations/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
    expect: { anonymous: 404, guest: 404, passenger: 404, otherPassenger: 404, driver: 404, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/company-invitations/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx/accept',
    body: {},
    expect: { anonymous: 404, guest: 404, passenger: 404, otherPassenger: 404, driver: 404, admin: 404 },
  },
  // The chauffeurs' weekly statements (issue 36): the chauffeur's own (no chauffeur id taken), and admins'.
  {
    method: 'GET',
    url: '/api/driver/settlements',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 200, admin: 403 },
  },
  {
    method: 'GET',
    url: '/api/driver/settlements/2026-03-02',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 200, admin: 403 },
  },
  {
    method: 'GET',
    url: '/api/driver/settlements/2026-03-02/statement.csv',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 200, admin: 403 },
  },
  {
    method: 'GET',
    url: '/api/driver/settlements/2026-03-02/statement.pdf',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 200, admin: 403 },
  },
  {
    method: 'GET',
    url: '/api/admin/settlements',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/admin/settlements/2026-03-02/drivers/:driver',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/admin/settlements/2026-03-02/drivers/:driver/statement.csv',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/admin/settlements/2026-03-02/drivers/:driver/statement.pdf',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/admin/settlements/2026-03-02/drivers/:driver/adjustments',
    body: { amountCents: 100, reason: 'Authorization row' },
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 201 },
  },
  // The driver of these rows has nothing on that week: the admin's answer is 409 (nothing to pay).
  {
    method: 'POST',
    url: '/api/admin/settlements/2026-03-02/drivers/:driver/pay',
    body: { paidOn: '2026-03-10', method: 'check', expectedTotalCents: 0 },
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 409 },
  },
  // The TLC trip records (issue 37): no base license is set here, so the admin's file is refused (409).
  {
    method: 'GET',
    url: '/api/admin/compliance/trip-records/check?month=2025-01',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/admin/compliance/trip-records.csv?month=2025-01',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 409 },
  },
  {
    method: 'GET',
    url: '/api/admin/analytics',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/admin/pricing',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'PUT',
    url: '/api/admin/pricing',
    body: { expectedVersion: 0, document: {} },
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 400 },
  },
  {
    method: 'GET',
    url: '/api/admin/outbox?q=example',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/admin/outbox/00000000-0000-4000-8000-000000000000',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/admin/outbox/00000000-0000-4000-8000-000000000000/resend',
    body: {},
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 404 },
  },
  {
    method: 'GET',
    url: '/api/admin/messages?state=all',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'PATCH',
    url: '/api/admin/messages/00000000-0000-4000-8000-000000000000',
    body: { handled: true },
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 404 },
  },
  {
    method: 'GET',
    url: '/api/admin/audit?action=booking.notify',
    expect: { anonymous: 401, guest: 403, passenger: 403, otherPassenger: 403, driver: 403, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/logout',
    body: {},
    expect: { anonymous: 200, guest: 200, passenger: 200, otherPassenger: 200, driver: 200, admin: 200 },
    consumes: 'sessions',
  },
];

let t: TestApp;
const cookies = {} as Record<Who, string | undefined>;
const ids = { own: '', ownNumber: '', pending: '', intent: '', guestOwn: '', open: '', driver: '' };
let passengerId = '';
let guestId = '';
/** Driver applications and codes (admin review and registration rows). */
const review = {
  application: '',
  rejectable: '',
  approved: '',
  liveCode: '',
  freshCode: '',
  freshEmail: '',
};

async function approvedCode(): Promise<{ id: string; code: string; email: string }> {
  const { id, email } = await applyToDrive(t.app);
  return { id, email, code: (await approveApplication(t.app, cookies.admin ?? '', id)).invitationCode };
}

/** A code to register with, and its application's email (registration needs both). */
async function freshRegistration(): Promise<void> {
  const fresh = await approvedCode();
  review.freshCode = fresh.code;
  review.freshEmail = fresh.email;
}

async function prepareApplications(): Promise<void> {
  review.application = (await applyToDrive(t.app)).id;
  review.rejectable = (await applyToDrive(t.app)).id;
  review.approved = (await approvedCode()).id;
  review.liveCode = (await approvedCode()).code;
  await freshRegistration();
}

async function freshBookings(): Promise<void> {
  const own = await insertBooking(t.database, { userId: passengerId });
  ids.own = own.id;
  ids.ownNumber = own.number;
  ids.guestOwn = (await insertBooking(t.database, { userId: null, guestId })).id;
}

async function signInEveryone(): Promise<void> {
  cookies.anonymous = undefined;
  cookies.guest = await guestCookie(t.app);
  const guest = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: cookies.guest } });
  guestId = guest.json<CurrentUser>().id;
  const accountRole = {
    passenger: 'passenger',
    otherPassenger: 'passenger',
    applicantDriver: 'driver',
    driver: 'driver',
    otherDriver: 'driver',
    admin: 'admin',
  } as const;
  for (const who of [
    'passenger',
    'otherPassenger',
    'applicantDriver',
    'driver',
    'otherDriver',
    'admin',
  ] as const) {
    const s = await signInAs(t.app, t.database, accountRole[who]);
    cookies[who] = s.cookie;
    if (who === 'passenger') passengerId = s.user.id;
    if (who === 'driver') ids.driver = s.user.id;
    if (who === 'driver' || who === 'otherDriver') await insertDriverProfile(t.database, s.user.id, MIDTOWN);
  }
  await freshBookings();
  ids.pending = (await insertBooking(t.database, { userId: passengerId, status: 'pending' })).id;
  // Half an hour ahead: the driver starts it, which opens 60 minutes before pickup (decision 21).
  ids.open = (await insertOpenBooking(t.database, { ...MIDTOWN, hoursAhead: 0.5 })).id;
  const intent = await t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { bookingId: ids.pending },
    headers: { cookie: cookies.passenger ?? '' },
    remoteAddress: nextIp(),
  });
  expect(intent.statusCode, intent.body).toBe(200);
  ids.intent = intent.json<CreatePaymentIntentResponse>().paymentIntentId;
}

let seq = 0;
const fill = (s: string) =>
  s
    .replace(/:(ownNumber|own|pending|intent|guestOwn|open|driver)\b/g, (_, k: keyof typeof ids) => ids[k])
    .replace(
      /:(application|rejectable|approved|liveCode|freshCode|freshEmail)\b/g,
      (_, k: keyof typeof review) => review[k],
    )
    .replace(/:seq\b/g, () => String(++seq))
    // A VIN of its own per registration (the fleet's VINs are unique, decision 32).
    .replace(/^:vin$/, () => freshVin())
    .replace(/^:later$/, () => new Date(Date.now() + 5 * 86_400_000 + ++seq * 60_000).toISOString());

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      checkout: { max: 10_000, timeWindow: 60_000 },
      emailReceipt: { max: 10_000, timeWindow: 60_000 },
    },
  });
  await signInEveryone();
  await prepareApplications();
});
afterAll(() => t.close());

/** The status a caller gets: as written, else the approved driver's (403 for the applicant on driver routes). */
function expected(row: Row, who: Who): number {
  if (who === 'applicantDriver')
    return row.expect.applicantDriver ?? (row.url.startsWith('/api/driver/') ? 403 : row.expect.driver);
  if (who === 'otherDriver') return row.expect.otherDriver ?? row.expect.driver;
  return row.expect[who];
}

/**
 * Operations open to every caller, whose answers do not depend on who asks (their input rules are tested in
 * their own files): the public catalogue, maps and quotes, and the forms that start a session or an account.
 * Every other operation of the API needs a row in TABLE.
 */
const OPEN_TO_ALL = new Set([
  'GET /api/session',
  'POST /api/login',
  'POST /api/register',
  'POST /api/guest',
  'POST /api/forgot-password',
  'POST /api/reset-password',
  'POST /api/verify-email',
  'GET /auth/google',
  'GET /auth/google/callback',
  'GET /api/health',
  'GET /api/config',
  'GET /api/services',
  'GET /api/vehicles',
  'GET /api/testimonials',
  'GET /api/cities',
  'GET /api/packages',
  'GET /api/places/autocomplete',
  'GET /api/places/details',
  'GET /api/directions',
  'GET /api/routes',
  'POST /api/quotes',
  'POST /api/test-payments/{id}/confirm',
  'POST /api/chat',
  'POST /api/contact',
  // Whether web push is on and the VAPID public key (decision 30): the same for everyone.
  'GET /api/push/public-key',
  // A dispatch booking's emailed payment link (decision 045): the token is the permission.
  'POST /api/pay-links/open',
]);

describe('the table covers the API', () => {
  it('every operation of /api/docs has a row (or is open to every caller), and every row an operation', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const ops = operations(doc.json());
    const template = (path: string) =>
      new RegExp(`^${path.replace(/\./g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`);
    const missing = ops
      .map((op) => `${op.method} ${op.path}`)
      .filter((key) => {
        if (OPEN_TO_ALL.has(key)) return false;
        const [method, path = ''] = key.split(' ');
        return !TABLE.some(
          (row) => row.method === method && template(path).test(row.url.split('?')[0] ?? ''),
        );
      });
    expect(missing).toEqual([]);
    const orphans = TABLE.filter(
      (row) =>
        !ops.some((op) => op.method === row.method && template(op.path).test(row.url.split('?')[0] ?? '')),
    ).map((row) => `${row.method} ${row.url}`);
    expect(orphans).toEqual([]);
  });
});

describe('authorization table', () => {
  for (const row of TABLE) {
    for (const who of WHO) {
      it(`${row.method} ${row.url} as ${who} -> ${expected(row, who)}`, async () => {
        const cookie = cookies[who];
        const res = await t.app.inject({
          method: row.method,
          url: fill(row.url),
          ...(row.body
            ? {
                payload: Object.fromEntries(
                  Object.entries(row.body).map(([k, v]) => [k, typeof v === 'string' ? fill(v) : v]),
                ) as Record<string, unknown>,
              }
            : {}),
          headers: cookie ? { cookie } : {},
          remoteAddress: nextIp(),
          ...(row.stream ? { payloadAsStream: true } : {}),
        });
        if (row.stream) {
          res.stream().destroy();
          expect(res.statusCode).toBe(expected(row, who));
        } else expect(res.statusCode, res.body).toBe(expected(row, who));
        if (row.consumes === 'sessions') await signInEveryone();
        else if (row.consumes === 'booking') await freshBookings();
        else if (row.consumes === 'registration') {
          await signInEveryone();
          await freshRegistration();
        }
      });
    }
  }
});
