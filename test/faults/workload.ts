/**
 * The simulated clients: their accounts, set up through the HTTP API as real people get them (customers sign
 * up, guests continue as guests, drivers apply, an admin approves them and they register with the invitation
 * code), and the loops they run while the server is killed: customers and guests book, pay through the test
 * processor and confirm; approved drivers accept the confirmed trips near them. Every write the server
 * acknowledged (a 2xx answer) goes into the ledger the checks compare the database with.
 */
import type {
  BookingView,
  ConfirmBookingResponse,
  CreatePaymentIntentResponse,
} from '../../src/shared/contracts/checkout.ts';
import type { NearbyTripsResponse } from '../../src/shared/contracts/driver-trips.ts';
import type { DriverApplication } from '../../src/shared/contracts/drivers.ts';
import { driverApplicationBody, driverRegistrationBody } from '../support/drivers.ts';
import { type Answer, describe, NetworkError, nextAddress, request } from './http.ts';
import { sleep } from './processes.ts';

/** Every write the server acknowledged, and what else the clients saw. */
export interface Ledger {
  /** Bookings stored (201): id -> number. */
  created: Map<string, string>;
  /** Payments taken (200 from the test processor): booking id -> payment intent id. */
  paid: Map<string, string>;
  /** Bookings confirmed (200 from /api/confirm-booking): booking id -> number. */
  confirmed: Map<string, string>;
  /** Trips accepted (200): booking id -> the driver's user id. */
  accepted: Map<string, string>;
  /** A trip acknowledged to two drivers (a violation the clients see themselves). */
  doubleAccepts: string[];
  /** Writes sent whose answer never came (the connection broke: the server was killed). */
  unanswered: number;
  /** Answers no client should get (5xx, or a 4xx the flow does not expect), with their context. */
  unexpected: string[];
}

export function newLedger(): Ledger {
  return {
    created: new Map(),
    paid: new Map(),
    confirmed: new Map(),
    accepted: new Map(),
    doubleAccepts: [],
    unanswered: 0,
    unexpected: [],
  };
}

interface Customer {
  label: string;
  cookie: string;
}
interface Driver {
  label: string;
  userId: string;
  cookie: string;
  /** When the driver last reported a position (Date.now()); accept needs one from the last 15 minutes. */
  locatedAt: number;
}
export interface Actors {
  customers: Customer[];
  drivers: Driver[];
}

const PASSWORD = 'Fault-Injection-Passphrase-2026';
/** Midtown (Times Square): where the drivers wait; every pickup of the rides below is within their radius. */
const MIDTOWN = { latitude: 40.758, longitude: -73.9855 };
/** A driver's position is reported again before an accept once it is this old (accept wants < 15 min). */
const LOCATION_REFRESH_MS = 60_000;
/**
 * A driver's writes are limited to 30 a minute per account (DEFAULT_RATE_LIMITS.driverWrites, issue 32): an
 * accept (won or lost) every 2.5 s and a position a minute stay under it, as a person tapping Accept would.
 */
const ACCEPT_GAP_MS = 2_500;
const RIDES = [
  ['JFK Terminal 4', 'Times Square', 'from-airport'],
  ['Grand Central Terminal', 'Brooklyn Bridge', 'point-to-point'],
  ['The Plaza Hotel', 'LaGuardia Terminal B', 'to-airport'],
  ['10019', 'Barclays Center', 'point-to-point'],
] as const;

function expect(a: Answer, status: number, what: string): Answer {
  if (a.status !== status) throw new Error(`${what}: expected ${status}, got ${describe(a)}`);
  return a;
}

function cookieOf(a: Answer, what: string): string {
  if (!a.cookie) throw new Error(`${what}: no session cookie in the answer`);
  return a.cookie;
}

/**
 * The accounts, through the API: `customers` signed-up customers, `guests` guest sessions, `drivers` drivers
 * from application to registration (approved by the admin `admin`, made beforehand with `npm run create-admin`),
 * each located in Midtown.
 */
export async function setUpActors(
  port: number,
  tag: string,
  counts: { customers: number; guests: number; drivers: number },
  admin: { email: string; password: string },
): Promise<Actors> {
  const post = (path: string, body: object, cookie?: string) =>
    request(port, 'POST', path, { ip: nextAddress(), body, cookie });
  const adminCookie = cookieOf(
    expect(await post('/api/login', admin), 200, 'admin sign-in'),
    'admin sign-in',
  );
  const customers: Customer[] = [];
  for (let i = 0; i < counts.customers; i += 1) {
    const email = `faults-${tag}-customer-${i}@example.com`;
    const a = await post('/api/register', {
      firstName: 'Fault',
      lastName: `Customer ${i}`,
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      phone: '2125550100',
      termsAccepted: true,
    });
    customers.push({
      label: `customer ${i}`,
      cookie: cookieOf(expect(a, 201, `sign-up of ${email}`), email),
    });
  }
  for (let i = 0; i < counts.guests; i += 1) {
    const a = await post('/api/guest', {
      email: `faults-${tag}-guest-${i}@example.com`,
      firstName: 'Gus',
      lastName: `Guest ${i}`,
      phone: '212-555-0100',
    });
    customers.push({
      label: `guest ${i}`,
      cookie: cookieOf(expect(a, 200, 'guest session'), 'guest session'),
    });
  }
  const drivers: Driver[] = [];
  for (let i = 0; i < counts.drivers; i += 1) {
    const email = `faults-${tag}-driver-${i}@example.com`;
    const plate = `F${100_000 + i}C`;
    const applied = expect(
      await post('/api/driver-application', { ...driverApplicationBody(email), licensePlate: plate }),
      201,
      `driver application of ${email}`,
    );
    const applicationId = (applied.body as { id: string }).id;
    const approved = expect(
      await post(`/api/approve-driver/${applicationId}`, {}, adminCookie),
      200,
      `approval of ${email}`,
    );
    const code = (approved.body as DriverApplication).invitationCode;
    if (!code) throw new Error(`approval of ${email}: no invitation code in the answer`);
    const registered = expect(
      await post('/api/driver-registration', { ...driverRegistrationBody(code, email), licensePlate: plate }),
      201,
      `driver registration of ${email}`,
    );
    const cookie = cookieOf(registered, `driver registration of ${email}`);
    expect(await post('/api/driver/update-location', MIDTOWN, cookie), 200, `location of ${email}`);
    drivers.push({
      label: `driver ${i}`,
      userId: (registered.body as { id: string }).id,
      cookie,
      locatedAt: Date.now(),
    });
  }
  return { customers, drivers };
}

export interface LoopControl {
  /** No new booking or accept once set; flows under way finish. */
  stopping: boolean;
  /** Past this, a flow stops retrying a step the kill interrupted (the run fails on what it then finds). */
  giveUpAt: number;
}

/**
 * Sends one step of a flow until the server answers it (the kill makes it fail with a broken connection or
 * refuse connections until the restart): retrying is what a browser or the provider's webhook does, so every
 * step retried here is one the API promises is safe to repeat. 5xx answers are noted and retried too.
 */
async function persist(
  ledger: Ledger,
  control: LoopControl,
  what: string,
  send: () => Promise<Answer>,
): Promise<Answer | null> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const a = await send();
      if (a.status < 500) return a;
      ledger.unexpected.push(`${what}: ${describe(a)}`);
    } catch (err) {
      if (!(err instanceof NetworkError)) throw err;
      if (attempt === 0 && !err.refused) ledger.unanswered += 1;
    }
    if (Date.now() > control.giveUpAt) {
      ledger.unexpected.push(`${what}: no answer before the run's deadline`);
      return null;
    }
    await sleep(100 + Math.min(attempt, 10) * 50);
  }
}

let rideSeq = 0;

/** One booking from details to confirmation, as the checkout page makes it. */
async function bookOnce(port: number, c: Customer, ledger: Ledger, control: LoopControl): Promise<void> {
  // Each booking from a new address (people book from phones and offices): the per-address write limit
  // (60 a minute) is for one visitor, not this crowd.
  const ip = nextAddress();
  const n = (rideSeq += 1);
  const ride = RIDES[n % RIDES.length] ?? RIDES[0];
  // A different pickup time for every booking: never the same ride twice (which asks before a second payment).
  const pickupDateTime = new Date(Date.now() + 3 * 86_400_000 + (n % 20_000) * 7 * 60_000).toISOString();
  let created: Answer;
  try {
    created = await request(port, 'POST', '/api/bookings', {
      ip,
      cookie: c.cookie,
      body: {
        pickup: ride[0],
        destination: ride[1],
        serviceType: ride[2],
        pickupDateTime,
        vehicleId: 'sedan-cadillac',
        passengers: 2,
        bags: 1,
      },
    });
  } catch (err) {
    if (!(err instanceof NetworkError)) throw err;
    // Stored or not, nobody was told: a pending booking nobody pays is harmless; the customer books again
    // (once the site answers again).
    if (err.refused) await sleep(200);
    else ledger.unanswered += 1;
    return;
  }
  if (created.status !== 201) {
    ledger.unexpected.push(`${c.label} POST /api/bookings: ${describe(created)}`);
    return;
  }
  const booking = created.body as BookingView;
  ledger.created.set(booking.id, booking.number);

  const intent = await persist(ledger, control, `${c.label} create-payment-intent ${booking.number}`, () =>
    request(port, 'POST', '/api/create-payment-intent', {
      ip,
      cookie: c.cookie,
      body: { bookingId: booking.id },
    }),
  );
  if (!intent) return;
  if (intent.status !== 200) {
    ledger.unexpected.push(`${c.label} create-payment-intent ${booking.number}: ${describe(intent)}`);
    return;
  }
  const { paymentIntentId, clientSecret } = intent.body as CreatePaymentIntentResponse;

  const paid = await persist(ledger, control, `${c.label} test payment ${booking.number}`, () =>
    request(port, 'POST', `/api/test-payments/${paymentIntentId}/confirm`, {
      ip,
      body: {
        clientSecret,
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
        postalCode: '10036',
      },
    }),
  );
  if (!paid) return;
  if (paid.status !== 200) {
    ledger.unexpected.push(`${c.label} test payment ${booking.number}: ${describe(paid)}`);
    return;
  }
  ledger.paid.set(booking.id, paymentIntentId);

  const done = await persist(ledger, control, `${c.label} confirm-booking ${booking.number}`, () =>
    request(port, 'POST', '/api/confirm-booking', { ip, cookie: c.cookie, body: { paymentIntentId } }),
  );
  if (!done) return;
  if (done.status !== 200) {
    ledger.unexpected.push(`${c.label} confirm-booking ${booking.number}: ${describe(done)}`);
    return;
  }
  const answer = done.body as ConfirmBookingResponse;
  if (answer.bookingId !== booking.id || answer.confirmationNumber !== booking.number) {
    ledger.unexpected.push(
      `${c.label} confirm-booking ${booking.number}: answered booking ${answer.confirmationNumber} (${answer.bookingId})`,
    );
    return;
  }
  ledger.confirmed.set(booking.id, booking.number);
}

export async function customerLoop(
  port: number,
  c: Customer,
  ledger: Ledger,
  control: LoopControl,
): Promise<void> {
  while (!control.stopping) await bookOnce(port, c, ledger, control);
}

/** A driver polling the nearby requests (as the app does) and accepting one of the nearest two. */
export async function driverLoop(
  port: number,
  d: Driver,
  ledger: Ledger,
  control: LoopControl,
): Promise<void> {
  const ip = nextAddress();
  let lastAcceptAt = 0;
  while (!control.stopping) {
    let list: Answer;
    try {
      list = await request(port, 'GET', '/api/driver/trips/nearby', { ip, cookie: d.cookie });
    } catch (err) {
      if (!(err instanceof NetworkError)) throw err;
      await sleep(200);
      continue;
    }
    if (list.status !== 200) {
      ledger.unexpected.push(`${d.label} GET /api/driver/trips/nearby: ${describe(list)}`);
      await sleep(200);
      continue;
    }
    const trips = (list.body as NearbyTripsResponse).trips;
    const trip = trips[Math.floor(Math.random() * Math.min(2, trips.length))];
    if (!trip) {
      await sleep(100);
      continue;
    }
    // Accept needs a position reported in the last 15 minutes near the pickup (decision 21): the app reports
    // one right before accepting when its last is over a minute old (more often would spend the driver's
    // write limit, 30 a minute, on positions).
    if (Date.now() - d.locatedAt > LOCATION_REFRESH_MS) {
      let located: Answer;
      try {
        located = await request(port, 'POST', '/api/driver/update-location', {
          ip,
          cookie: d.cookie,
          body: MIDTOWN,
        });
      } catch (err) {
        if (!(err instanceof NetworkError)) throw err;
        if (err.refused) await sleep(200);
        continue;
      }
      if (located.status !== 200) {
        ledger.unexpected.push(`${d.label} update-location: ${describe(located)}`);
        await sleep(200);
        continue;
      }
      d.locatedAt = Date.now();
    }
    const wait = lastAcceptAt + ACCEPT_GAP_MS - Date.now();
    if (wait > 0) {
      // Then look again: another driver may have taken it meanwhile.
      await sleep(wait);
      continue;
    }
    lastAcceptAt = Date.now();
    let accepted: Answer;
    try {
      accepted = await request(port, 'POST', `/api/driver/trips/${trip.id}/accept`, { ip, cookie: d.cookie });
    } catch (err) {
      if (!(err instanceof NetworkError)) throw err;
      if (err.refused) await sleep(200);
      else ledger.unanswered += 1;
      continue;
    }
    if (accepted.status === 200) {
      const other = ledger.accepted.get(trip.id);
      if (other !== undefined && other !== d.userId) {
        ledger.doubleAccepts.push(
          `booking ${trip.id}: accepted by driver ${other} and by driver ${d.userId}`,
        );
      }
      ledger.accepted.set(trip.id, d.userId);
    } else if (accepted.status !== 409) {
      // 409: another driver was first (the only refusal a race may give).
      ledger.unexpected.push(`${d.label} accept ${trip.id}: ${describe(accepted)}`);
    }
  }
}
