import { request, type APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';
import { tripClockAt } from './trip-clock.ts';

/**
 * What the admin drivers and analytics specs set up through the API before they look at /admin: a driver of
 * their own (applied, approved, registered with the invitation code the approval answers), a customer's
 * paid booking, the driver's trip from accept to complete, and the customer's rating. Each spec drives its
 * own driver, so suspending one never touches the demo driver other specs sign in as.
 */

export const DEMO_PASSWORD = 'EmpireDemo2026';
export const ADMIN_EMAIL = 'admin@empirechauffeur.nyc';
/** Bryant Park, a few blocks from the bookings' pickup (Times Square). */
export const POSITION = { latitude: 40.753597, longitude: -73.983233 };

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e5).toString(36)}`;

/** An API client of its own (its own cookies), signed in as `email` when given. */
export async function apiClient(baseURL: string, email?: string, password = DEMO_PASSWORD) {
  const api = await request.newContext({ baseURL });
  if (email) {
    const login = await api.post('/api/login', { data: { email, password } });
    expect(login.status(), await login.text()).toBe(200);
  }
  return api;
}

/**
 * Applies with `application` through `api`, has `admin` approve it (the answer carries the invitation code),
 * registers with the code and the application's email, and signs `api` in as the new chauffeur.
 */
export async function enrolDriver(
  api: APIRequestContext,
  admin: APIRequestContext,
  application: Record<string, unknown> & { email: string },
  password: string,
): Promise<void> {
  const { email } = application;
  const applied = await api.post('/api/driver-application', { data: application });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id } = (await applied.json()) as { id: string };
  const approved = await admin.post(`/api/approve-driver/${id}`, { data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
  const { invitationCode } = (await approved.json()) as { invitationCode: string };
  const registered = await api.post('/api/driver-registration', {
    // The code with the application's email; the name, licence and vehicle come from the application.
    data: { invitationCode, email, password, confirmPassword: password, termsAccepted: true },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await api.post('/api/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
}

export interface FleetDriver {
  api: APIRequestContext;
  name: string;
  email: string;
  password: string;
  phone: string;
  plate: string;
}

/**
 * A chauffeur who applied, was approved by `admin`, registered with the code and shared a position. Their car is
 * a Lincoln Continental sedan (the class of `paidBooking`'s ride) unless `car` says otherwise.
 */
export async function newDriver(
  baseURL: string,
  admin: APIRequestContext,
  who: { first: string; last: string },
  car: { model: string; vehicleType: 'sedan' | 'suv' | 'van' | 'luxury' | 'limo' } = {
    model: 'Continental',
    vehicleType: 'sedan',
  },
): Promise<FleetDriver> {
  const run = unique();
  const email = `e2e-fleet-${run}@example.com`;
  const password = 'fleet-driver-2026';
  const phone = '(212) 555-0144';
  const plate = `T${String(Date.now()).slice(-6)}C`;
  const api = await apiClient(baseURL);
  await enrolDriver(
    api,
    admin,
    {
      firstName: who.first,
      lastName: who.last,
      email,
      phone,
      address: '350 Fifth Avenue',
      city: 'New York',
      state: 'NY',
      zipCode: '10118',
      licenseNumber: 'D7788991',
      licenseExpiry: '2031-06-30',
      vehicleMake: 'Lincoln',
      vehicleModel: car.model,
      vehicleYear: '2024',
      vehicleColor: 'Black',
      licensePlate: plate,
      vehicleType: car.vehicleType,
      insuranceCompany: 'Acme Mutual',
      policyNumber: 'PN-42424',
      experienceYears: '5-10',
      availability: 'full-time',
      additionalInfo: '',
      emergencyContactName: '',
      emergencyContactPhone: '',
    },
    password,
  );
  await reportPosition(api);
  return { api, name: `${who.first} ${who.last}`, email, password, phone, plate };
}

export interface PaidBooking {
  id: string;
  number: string;
  total: number;
  subtotal: number;
}

/**
 * A new customer (Nora Quinn unless `rider` says otherwise) books a sedan Times Square → JFK Terminal 4 and pays
 * with the test card.
 */
export async function paidBooking<B extends PaidBooking = PaidBooking>(
  baseURL: string,
  rider: { firstName: string; lastName: string; email: string; phone: string } = {
    firstName: 'Nora',
    lastName: 'Quinn',
    email: `e2e-fleet-rider-${unique()}@example.com`,
    phone: '(646) 555-0177',
  },
): Promise<{ customer: APIRequestContext; booking: B }> {
  const customer = await apiClient(baseURL);
  const registered = await customer.post('/api/register', {
    data: {
      ...rider,
      password: 'rider-pass-2026',
      confirmPassword: 'rider-pass-2026',
      termsAccepted: true,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const booking = await createBooking<B>(customer);
  await payWithTestCard(customer, booking.id);
  return { customer, booking };
}

/** The driver shares a position near the pickup (accept needs one from the last 15 minutes: decision 21). */
export async function reportPosition(driver: APIRequestContext): Promise<void> {
  const located = await driver.post('/api/driver/update-location', { data: POSITION });
  expect(located.status(), await located.text()).toBe(200);
}

/**
 * The driver accepts, starts and completes the booking; answers the chauffeur's share credited (days ahead: the e2e server lets a trip start a week
 * before pickup, TRIP_START_WINDOW_MINUTES in playwright.config.ts).
 */
export async function driveBooking(driver: APIRequestContext, bookingId: string): Promise<number> {
  await reportPosition(driver);
  const accepted = await driver.post(`/api/driver/trips/${bookingId}/accept`, { data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);
  // The trip is driven at its pickup time (a trip completes only from then: decision 21).
  const { pickupDateTime } = (await accepted.json()) as { pickupDateTime: string };
  const headers = tripClockAt(new Date(pickupDateTime), 1);
  let earnings = 0;
  for (const status of ['in_progress', 'completed']) {
    const moved = await driver.post(`/api/driver/trips/${bookingId}/status`, { data: { status }, headers });
    expect(moved.status(), await moved.text()).toBe(200);
    earnings = ((await moved.json()) as { earnings: number }).earnings;
  }
  return earnings;
}

/** The customer rates the completed trip. */
export async function rateBooking(
  customer: APIRequestContext,
  bookingId: string,
  rating: number,
  feedback: string,
): Promise<void> {
  const rated = await customer.post(`/api/user/bookings/${bookingId}/rating`, { data: { rating, feedback } });
  expect(rated.status(), await rated.text()).toBe(200);
}

/**
 * The signed-in caller books a ride through the API: by default a sedan Times Square → JFK Terminal 4 three
 * days ahead; `over` changes any field of the request. Answers the created booking.
 */
export async function createBooking<T = PaidBooking>(
  api: APIRequestContext,
  over: Record<string, unknown> = {},
): Promise<T> {
  const created = await api.post('/api/bookings', {
    data: {
      pickup: 'Times Square',
      destination: 'JFK Terminal 4',
      pickupDateTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      serviceType: 'point-to-point',
      vehicleId: 'sedan-cadillac',
      ...over,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as T;
}

/** What confirming a paid booking answers: its number, and for a guest the token that opens it. */
export interface Confirmed {
  confirmationNumber: string;
  accessToken: string | null;
}

/** Pays a pending booking with the test card 4242 and confirms it, as the checkout page does. */
export async function payWithTestCard(api: APIRequestContext, bookingId: string): Promise<Confirmed> {
  const intentRes = await api.post('/api/create-payment-intent', { data: { bookingId } });
  expect(intentRes.status(), await intentRes.text()).toBe(200);
  const intent = (await intentRes.json()) as { clientSecret: string; paymentIntentId: string };
  const paid = await api.post(`/api/test-payments/${intent.paymentIntentId}/confirm`, {
    data: {
      clientSecret: intent.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      postalCode: '10036',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const confirmed = await api.post('/api/confirm-booking', {
    data: { paymentIntentId: intent.paymentIntentId },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return (await confirmed.json()) as Confirmed;
}
