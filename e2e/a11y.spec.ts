import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_EMAIL, createBooking, DEMO_PASSWORD, payWithTestCard } from './admin-fleet.ts';
import { axeViolations, expect, test } from './fixtures.ts';
import { rideDraft } from './ride.ts';

/**
 * Issue 17: every page of the router passes axe-core (WCAG 2.0/2.1 A and AA, best practices and the rules
 * Lighthouse's accessibility category adds) at 390 and 1280 px, signed out and signed in as each role, in
 * English and in Spanish. Each page is checked on its own heading first, so a page that fell through to the
 * not-found page (or to a sign-in page it should not need) cannot pass.
 */

type Lng = 'en' | 'es';
type Heading = Record<Lng, string | RegExp>;

interface Stop {
  /** The address, or how to make it (a booking of the test's own …). */
  path: string;
  heading: Heading;
  /** Waits for the part of the page that arrives after its heading (a list, a price). */
  ready?: (page: Page) => Promise<void>;
}

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;
const CUSTOMER_EMAIL = 'demo@empirechauffeur.nyc';
const DRIVER_EMAIL = 'driver@empirechauffeur.nyc';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Every page load in `lng`, with the ride draft in storage (the booking steps need one). */
async function prepare(page: Page, lng: Lng): Promise<void> {
  await page.addInitScript(
    ([l, d]) => {
      localStorage.setItem('lang', l);
      localStorage.setItem('bookingData', d);
    },
    [lng, JSON.stringify(rideDraft())] as const,
  );
}

async function signIn(api: APIRequestContext, email: string): Promise<void> {
  const res = await api.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Pays a booking of the signed-in visitor with the test card, as checkout does; answers the confirmation page's address. */
async function paidConfirmation(api: APIRequestContext): Promise<string> {
  const booking = await createBooking(api);
  const { confirmationNumber, accessToken } = await payWithTestCard(api, booking.id);
  return `/booking-confirmation?number=${confirmationNumber}${accessToken ? `&token=${accessToken}` : ''}`;
}

/** Scrolls through the page so the parts that load on sight arrive, then back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

/**
 * Visits every stop at both widths: its own heading, then axe. Each page's violations are their own (soft)
 * failure, so one run lists everything that needs fixing.
 */
async function walk(page: Page, lng: Lng, who: string, stops: Stop[]): Promise<void> {
  for (const stop of stops) {
    await page.setViewportSize(WIDTHS[0]);
    await page.goto(stop.path);
    const h1 = page.getByRole('heading', { level: 1 }).first();
    await expect
      .soft(h1, `${who}, ${lng}, ${stop.path}: its own heading`)
      .toHaveText(stop.heading[lng], { timeout: 30_000 });
    await stop.ready?.(page);
    await page.waitForLoadState('networkidle');
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await scrollThrough(page);
      await page.waitForLoadState('networkidle');
      const where = `${who}, ${lng}, ${size.width} px, ${stop.path}`;
      expect.soft(await axeViolations(page), `axe-core violations (${where})`).toEqual([]);
    }
  }
}

const H = (en: string | RegExp, es: string | RegExp): Heading => ({ en, es });
const LOGIN = H('Log in to your account', 'Inicie sesión en su cuenta');

/** The pages anyone can open, signed out, in groups (each group one test, so the groups run side by side). */
const PUBLIC: Record<string, Stop[]> = {
  'home and services': [
    { path: '/', heading: H(/.+/, /.+/) },
    { path: '/services/airport-transfer', heading: H(/.+/, /.+/) },
    { path: '/services/hourly-service', heading: H(/.+/, /.+/) },
    { path: '/services/point-to-point', heading: H(/.+/, /.+/) },
  ],
  occasions: [
    { path: '/services/corporate', heading: H('Ground transportation for business', /.+/) },
    { path: '/services/events', heading: H(/.+/, /.+/) },
    { path: '/services/wedding', heading: H('Your Wedding Day, Driven Beautifully', /.+/) },
    { path: '/services/event-packages', heading: H('Event Transportation, Priced Up Front', /.+/) },
  ],
  company: [
    { path: '/fleet', heading: H('A late-model fleet for every journey', /.+/) },
    {
      path: '/about',
      heading: H('New York’s chauffeurs since 2015', 'Los choferes de Nueva York desde 2015'),
    },
    { path: '/terms', heading: H('Terms of Service', 'Términos del servicio') },
    { path: '/privacy', heading: H('Privacy Policy', 'Política de privacidad') },
    { path: '/no-such-page', heading: H('Page not found', 'Página no encontrada') },
  ],
  'sign-in': [
    { path: '/login', heading: LOGIN },
    { path: '/driver-login', heading: H('Sign in to drive', /.+/) },
    { path: '/signup', heading: H('Create your account', /.+/) },
    { path: '/register-options', heading: H(/.+/, /.+/) },
    { path: '/forgot-password', heading: H(/.+/, /.+/) },
    { path: '/reset-password?token=not-a-real-token', heading: H(/.+/, /.+/) },
  ],
  'chauffeurs and booking': [
    { path: '/driver-request', heading: H("Drive with New York's finest", /.+/) },
    { path: '/taxistas', heading: H(/.+/, /.+/) },
    { path: '/vehicle-selection/point-to-point', heading: H(/.+/, /.+/) },
    { path: '/auth', heading: H(/.+/, /.+/) },
    { path: '/booking-confirmation', heading: H('We could not find that booking', /.+/) },
    { path: '/dashboard', heading: LOGIN },
  ],
};

test.describe('every page passes axe-core', () => {
  test.describe.configure({ timeout: 600_000 });

  for (const lng of ['en', 'es'] as const) {
    for (const [group, stops] of Object.entries(PUBLIC)) {
      test(`signed out, ${group}, ${lng}`, async ({ page }) => {
        await prepare(page, lng);
        await walk(page, lng, 'signed out', stops);
      });
    }

    test(`a guest booking, ${lng}`, async ({ page }) => {
      await prepare(page, lng);
      const res = await page.request.post('/api/guest', {
        data: {
          email: `a11y.${unique()}@example.com`,
          firstName: 'Nora',
          lastName: 'Quinn',
          phone: '(917) 555-0123',
        },
      });
      expect(res.ok(), await res.text()).toBe(true);
      const pending = await createBooking(page.request);
      const confirmation = await paidConfirmation(page.request);
      await walk(page, lng, 'guest', [
        { path: '/booking-details', heading: H(/.+/, /.+/) },
        { path: '/special-service-booking', heading: H(/.+/, /.+/) },
        { path: `/stripe-checkout?booking=${pending.id}`, heading: H(/.+/, /.+/) },
        { path: confirmation, heading: H('Booking Confirmed!', '¡Reserva confirmada!') },
        { path: '/', heading: H(/.+/, /.+/) },
      ]);
    });

    test(`a customer, ${lng}`, async ({ page }) => {
      await prepare(page, lng);
      await signIn(page.request, CUSTOMER_EMAIL);
      const pending = await createBooking(page.request);
      const list = await page.request.get('/api/user/bookings');
      const bookings = (await list.json()) as
        { id: string; status: string }[] | { bookings: { id: string; status: string }[] };
      const all = Array.isArray(bookings) ? bookings : bookings.bookings;
      const completed = all.find((b) => b.status === 'completed');
      expect(completed, 'a completed demo booking').toBeTruthy();
      await walk(page, lng, 'customer', [
        { path: '/dashboard', heading: H(/.+/, /.+/) },
        { path: '/bookings', heading: H('My Bookings', 'Mis reservas') },
        { path: `/bookings/${completed?.id ?? ''}/receipt`, heading: H('Receipt', /.+/) },
        { path: '/auth', heading: H(/.+/, /.+/) },
        { path: '/booking-details', heading: H(/.+/, /.+/) },
        { path: `/stripe-checkout?booking=${pending.id}`, heading: H(/.+/, /.+/) },
        { path: '/driver/dashboard', heading: H(/.+/, /.+/) },
        { path: '/', heading: H(/.+/, /.+/) },
      ]);
    });

    test(`a driver, ${lng}`, async ({ page }) => {
      await prepare(page, lng);
      await signIn(page.request, DRIVER_EMAIL);
      await walk(page, lng, 'driver', [
        { path: '/driver/dashboard', heading: H(/.+/, /.+/) },
        { path: '/', heading: H(/.+/, /.+/) },
      ]);
    });

    test(`an admin, ${lng}`, async ({ page }) => {
      await prepare(page, lng);
      await signIn(page.request, ADMIN_EMAIL);
      const tabs = ['bookings', 'drivers', 'analytics', 'pricing', 'outbox', 'messages', 'audit'];
      await walk(page, lng, 'admin', [
        ...tabs.map((tab) => ({ path: `/admin?tab=${tab}`, heading: H(/.+/, /.+/) })),
        { path: '/admin/driver-applications', heading: H(/.+/, /.+/) },
        { path: '/admin/compliance', heading: H('Compliance', 'Cumplimiento') },
        { path: '/', heading: H(/.+/, /.+/) },
      ]);
    });
  }
});
