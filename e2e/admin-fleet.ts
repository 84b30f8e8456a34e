import { request, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { tripClockAt } from './trip-clock.ts';

/**
 * What the admin drivers and analytics specs set up through the API before they look at /admin: a driver of
 * their own (applied, approved, registered with the invitation code the approval answers), a customer's
 * paid booking, the driver's trip from accept to complete, and the customer's rating. Each spec drives its
 * own driver, so suspending one never touches the demo driver other specs sign in as.
 */

/** The demo accounts of `npm run seed:demo` (src/server/cli/demo-data.ts), one password for all. */
export const DEMO_PASSWORD = 'EmpireDemo2026';
export const DEMO = {
  passenger: 'demo@empirechauffeur.nyc',
  driver: 'driver@empirechauffeur.nyc',
  admin: 'admin@empirechauffeur.nyc',
} as const;
export const ADMIN_EMAIL = DEMO.admin;
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

/** A VIN no other run had (17 characters, never I, O or Q). */
export function freshVin(): string {
  const chars = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  let vin = '5LMJJ3LT';
  while (vin.length < 17) vin += chars[Math.floor(Math.random() * chars.length)];
  return vin;
}

/**
 * The documents a driver registration sends (decision 32): the chauffeur's TLC and state licenses, the car's TLC
 * vehicle license, VIN, seats, insurance and inspection, all current for years.
 */
export function registrationDocuments() {
  return {
    tlcLicenseNumber: '5123456',
    tlcLicenseExpiry: '2031-06-30',
    stateLicenseState: 'NY',
    stateLicenseExpiry: '2031-06-30',
    tlcVehicleLicenseNumber: '5987654',
    tlcVehicleLicenseExpiry: '2031-02-28',
    vin: freshVin(),
    seats: 4,
    insuranceExpiry: '2031-03-31',
    inspectionExpiry: '2031-04-30',
  };
}

/**
 * Fills the registration form's documents (the chauffeur's licenses, the car's documents) as a driver types them,
 * from `documents` (registrationDocuments() by default). The state license's state and expiry and the seats are
 * prefilled from the application and left as they are unless `documents` says `overwrite`.
 */
export async function fillRegistrationDocuments(
  form: Locator,
  documents: ReturnType<typeof registrationDocuments> = registrationDocuments(),
  { overwrite = false }: { overwrite?: boolean } = {},
): Promise<ReturnType<typeof registrationDocuments>> {
  await form.getByLabel('TLC driver license number').fill(documents.tlcLicenseNumber);
  await form.getByLabel('TLC driver license expiration').fill(documents.tlcLicenseExpiry);
  if (overwrite) {
    await form.getByLabel("Driver's license state").selectOption(documents.stateLicenseState);
    await form.getByLabel("Driver's license expiration").fill(documents.stateLicenseExpiry);
    await form.getByLabel('Passenger seats').fill(String(documents.seats));
  }
  await form.getByLabel('TLC vehicle license number').fill(documents.tlcVehicleLicenseNumber);
  await form.getByLabel('TLC vehicle license expiration').fill(documents.tlcVehicleLicenseExpiry);
  await form.getByLabel('VIN (vehicle identification number)').fill(documents.vin);
  await form.getByLabel('Insurance expiration').fill(documents.insuranceExpiry);
  await form.getByLabel('TLC inspection expiration').fill(documents.inspectionExpiry);
  return documents;
}

/** A plate no other run had (the fleet's plates are unique). */
export const uniquePlate = () => `T${unique().slice(-7).toUpperCase()}`;

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
    // The code with the application's email; the name, license and vehicle come from the application.
    data: {
      invitationCode,
      email,
      password,
      confirmPassword: password,
      ...registrationDocuments(),
      termsAccepted: true,
    },
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
  const plate = uniquePlate();
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
  rider?: Rider,
): Promise<{ customer: APIRequestContext; booking: B }> {
  const { api: customer } = await newCustomer(baseURL, rider);
  const booking = await createBooking<B>(customer);
  await payWithTestCard(customer, booking.id);
  return { customer, booking };
}

export interface Rider {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** The password of every customer `newCustomer` registers. */
export const RIDER_PASSWORD = 'rider-pass-2026';

/** A new customer (Nora Quinn unless `rider` says otherwise) registered and signed in on an API client of its own. */
export async function newCustomer(
  baseURL: string,
  rider: Rider = {
    firstName: 'Nora',
    lastName: 'Quinn',
    email: `e2e-fleet-rider-${unique()}@example.com`,
    phone: '(646) 555-0177',
  },
): Promise<Rider & { api: APIRequestContext }> {
  const api = await apiClient(baseURL);
  const registered = await api.post('/api/register', {
    data: { ...rider, password: RIDER_PASSWORD, confirmPassword: RIDER_PASSWORD, termsAccepted: true },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return { ...rider, api };
}

/** The trip specs' browser (`test.use`): a chauffeur's phone, 390 px, sharing a position near the pickup. */
export const CHAUFFEUR_PHONE = {
  geolocation: POSITION,
  permissions: ['geolocation'],
  viewport: { width: 390, height: 844 },
};

/**
 * The trip specs' start: a new chauffeur (`who`, approved by the demo admin) and `rider`'s paid booking, with
 * `page` signed in as the chauffeur on their dashboard.
 */
export async function chauffeurWithPaidRide<B extends PaidBooking>(
  page: Page,
  baseURL: string,
  who: { first: string; last: string },
  rider: Parameters<typeof paidBooking>[1],
) {
  const admin = await apiClient(baseURL, ADMIN_EMAIL);
  const driver = await newDriver(baseURL, admin, who);
  const { customer, booking } = await paidBooking<B>(baseURL, rider);
  const login = await page.request.post('/api/login', {
    data: { email: driver.email, password: driver.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto('/driver/dashboard');
  return { admin, driver, customer, booking };
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

/** A paid booking of `customer`'s at `pickupDateTime` (Times Square -> JFK), for dispatch to assign. */
export async function bookPaid(
  customer: APIRequestContext,
  pickupDateTime: string,
  vehicleId = 'sedan-cadillac',
) {
  const b = await createBooking<{ id: string; number: string }>(customer, { pickupDateTime, vehicleId });
  await payWithTestCard(customer, b.id);
  return b;
}

/**
 * The dispatch specs' start: the demo admin's API, a customer of their own (with a paid booking) and a new
 * chauffeur named `first` `last`, `last` made unique.
 */
export async function dispatchCast(base: string, first: string, last: string) {
  const admin = await apiClient(base, ADMIN_EMAIL);
  const { customer } = await paidBooking(base);
  const chauffeur = await newDriver(base, admin, { first, last: `${last}${Date.now() % 100000}` });
  return { admin, customer, chauffeur };
}

/** What confirming a paid booking answers: its number, and for a guest the token that opens it. */
export interface Confirmed {
  confirmationNumber: string;
  accessToken: string | null;
}

/**
 * Pays a pending booking with the test card 4242 and confirms it, as the checkout page does; `saveCard` keeps the
 * card for later charges off-session (the checkout's "save this card": close-out, tips).
 */
export async function payWithTestCard(
  api: APIRequestContext,
  bookingId: string,
  options: { saveCard?: boolean } = {},
): Promise<Confirmed> {
  const intentRes = await api.post('/api/create-payment-intent', { data: { bookingId } });
  expect(intentRes.status(), await intentRes.text()).toBe(200);
  const intent = (await intentRes.json()) as { clientSecret: string; paymentIntentId: string };
  if (options.saveCard) {
    const prepared = await api.post('/api/saved/cards/prepare', { data: { bookingId } });
    expect(prepared.ok(), await prepared.text()).toBe(true);
  }
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

/** The chauffeur's dashboard in a phone-sized browser of its own (located near the pickups). */
export async function chauffeurPage(browser: Browser, d: FleetDriver): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    geolocation: POSITION,
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  const login = await page.request.post('/api/login', { data: { email: d.email, password: d.password } });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto('/driver/dashboard');
  await expect(page.getByTestId('duty-toggle')).toBeVisible();
  return page;
}

/** The customer's booking page (the confirmation page of `number`), signed in, in a phone-sized browser of its own. */
export async function passengerPage(
  browser: Browser,
  baseURL: string,
  email: string,
  number: string,
  password = RIDER_PASSWORD,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const login = await page.request.post('/api/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto(`/booking-confirmation?number=${encodeURIComponent(number)}`);
  return page;
}
