import type { APIRequestContext, Page } from '@playwright/test';
import { createBooking, payWithTestCard } from './admin-fleet.ts';
import { expect, test } from './fixtures.ts';
import { confirmTripStep, driverAtPickup } from './trip-clock.ts';

/**
 * The driver dashboard against the real server: the demo driver (npm run seed:demo) shares a fixed position in
 * Manhattan, sees a booking the demo passenger has just paid for, accepts, starts and completes it, finds it in
 * the history with the driver's share; the Pricing tab shows the booking rates and the calculator prices a ride as
 * the booking system does. Screenshots of every tab at phone and desktop widths.
 */

const PASSWORD = 'EmpireDemo2026';
const DRIVER = { email: 'driver@empirechauffeur.nyc', password: PASSWORD };
const PASSENGER = { email: 'demo@empirechauffeur.nyc', password: PASSWORD };
/** Bryant Park, Manhattan: a few blocks from the booking's pickup (Times Square). */
const POSITION = { latitude: 40.753597, longitude: -73.983233 };
const usd = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(n);

interface BookingView {
  id: string;
  number: string;
  total: number;
  subtotal: number;
  status: string;
}

/**
 * The demo passenger books an SUV (the demo driver's Escalade's class: a ride is offered to its class only,
 * issue 35) from Times Square and pays with the test card: a confirmed, open booking.
 */
async function paidBooking(request: APIRequestContext): Promise<BookingView> {
  const login = await request.post('/api/login', { data: PASSENGER });
  expect(login.status(), await login.text()).toBe(200);
  const booking = await createBooking<BookingView>(request, { vehicleId: 'suv-escalade' });
  await payWithTestCard(request, booking.id);
  return booking;
}

async function signInDriver(page: Page) {
  const res = await page.request.post('/api/login', { data: DRIVER });
  expect(res.status(), `driver sign-in (seed:demo): ${await res.text()}`).toBe(200);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

/** The current state of the page at 390 and 1280 px (the tab is page state, not an address). */
async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.waitForTimeout(250);
    await page.screenshot({
      path: `test-results/screenshots/driver-dashboard-${name}-${width}.png`,
      fullPage: true,
    });
  }
}

test.describe('driver dashboard', () => {
  test.use({ geolocation: POSITION, permissions: ['geolocation'] });

  test('a paid booking nearby: accept, start, complete, then history with the earnings', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const booking = await paidBooking(request);
    await signInDriver(page);
    await page.goto('/driver/dashboard');

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('driver-vehicle')).toContainText(/Plate/);
    const card = page.getByTestId('location-card');
    await expect(card.getByTestId('latitude')).toHaveText('40.753597');
    await expect(card.getByTestId('longitude')).toHaveText('-73.983233');
    await expect(card).toContainText(/Updated at \d{1,2}:\d{2}:\d{2}/);
    for (const label of ['Today', 'This week', 'All time', 'Completed trips']) {
      await expect(page.locator('[data-figure]').filter({ hasText: label })).toBeVisible();
    }

    // Nearby: the new booking, with the spec's card fields and the driver's 80%.
    await expect(tab(page, 'Nearby Requests')).toHaveAttribute('aria-selected', 'true');
    const nearby = page.locator(`article[data-trip-number="${booking.number}"]`);
    await expect(nearby).toBeVisible({ timeout: 20_000 });
    await expect(nearby.getByTestId('trip-pickup')).toContainText(/Times Square/i);
    await expect(nearby).toContainText('Pending');
    await expect(nearby.getByTestId('trip-to-pickup')).toContainText(/mi away/);
    await expect(nearby.getByTestId('trip-passenger')).not.toHaveText('');
    await expect(nearby).toContainText(usd(booking.total));
    // The share is of the fare lines only (decision 29): never of the tax, so at most 80% of the subtotal.
    const listed = await page.request.get('/api/driver/trips/nearby');
    const offer = ((await listed.json()) as { trips: { number: string; earnings: number }[] }).trips.find(
      (trip) => trip.number === booking.number,
    );
    expect(offer?.earnings).toBeLessThanOrEqual(Math.round(booking.subtotal * 80) / 100);
    await expect(nearby.getByTestId('trip-earnings')).toHaveText(usd(offer!.earnings));
    await shoot(page, 'nearby');

    await nearby.getByRole('button', { name: 'Accept Trip' }).click();
    await expect(page.getByText('Trip Accepted')).toBeVisible();
    await expect(tab(page, 'Active Trips')).toHaveAttribute('aria-selected', 'true');
    const active = page.locator(`article[data-trip-number="${booking.number}"]`);
    await expect(active).toContainText('Accepted');
    await expect(active.getByRole('link', { name: 'Directions to pickup' })).toHaveAttribute(
      'href',
      /google\.com\/maps\/dir/,
    );

    // Cancel asks for a reason and explains the booking returns to dispatch; keep the trip.
    await active.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this trip?' });
    await expect(dialog).toContainText('returns to dispatch');
    await dialog.getByRole('button', { name: 'Cancel Trip' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please give a reason for cancelling the trip');
    await shoot(page, 'cancel-dialog');
    await dialog.getByRole('button', { name: 'Keep Trip' }).click();
    await expect(dialog).toBeHidden();

    await shoot(page, 'active');
    // At the pickup time (a trip completes only from then: decision 21); each step is confirmed once.
    await driverAtPickup(page, booking.number, 1);
    await confirmTripStep(page, active, 'Passenger on board', 'Is the passenger on board?', 'Start Trip');
    // The card's badge names the stage (issue 36).
    await expect(active).toContainText('Passenger on board');
    await expect(active.getByRole('link', { name: 'Directions to destination' })).toBeVisible();
    await confirmTripStep(page, active, 'Complete Trip', 'Complete this trip?', 'Complete Trip');
    await expect(page.getByText('Trip Completed')).toBeVisible();
    await expect(active).toBeHidden();

    await tab(page, 'Trip History').click();
    const done = page.locator(`article[data-trip-number="${booking.number}"]`);
    await expect(done).toContainText('Completed');
    await expect(done.getByTestId('trip-earnings')).toHaveText(usd(offer!.earnings));
    await expect(done.getByTestId('trip-outcome')).toContainText(/Completed/);
    await shoot(page, 'history');

    // The booking left the open pool: the passenger sees it completed.
    const mine = await request.get('/api/user/bookings');
    const row = ((await mine.json()) as { number: string; status: string }[]).find(
      (b) => b.number === booking.number,
    );
    expect(row?.status).toBe('completed');
  });

  test('the pricing tab shows the booking rates and the calculator prices a ride with the real quote', async ({
    page,
  }) => {
    await signInDriver(page);
    await page.goto('/driver/dashboard');
    await tab(page, 'Pricing').click();

    const rates = page.getByTestId('rate-card');
    await expect(rates.locator('tr[data-category="sedan"]')).toContainText(/\$2\.50.*\$35\.00.*\$65\.00/);
    await expect(rates.locator('tr[data-category="suv"]')).toContainText(/\$3\.20.*\$45\.00.*\$85\.00/);
    await expect(rates.locator('tr[data-category="van"]')).toContainText(/\$4\.00.*\$60\.00.*\$120\.00/);
    await expect(rates.locator('tr[data-category="limo"]')).toContainText(/\$5\.50.*\$100\.00.*\$180\.00/);
    await expect(page.getByTestId('service-multipliers')).toContainText('×1.1');
    await expect(page.getByTestId('time-factors')).toContainText('×1.25');
    await expect(page.getByTestId('time-factors')).toContainText('×1.15');
    await expect(page.getByTestId('time-factors')).toContainText('×1.5');
    await expect(page.locator('[data-fee="waitingTime"]')).toContainText('$0.50');
    await expect(page.locator('[data-fee="earlyMorning"]')).toContainText('10%');
    await expect(page.locator('[data-fee="promocode"]')).toContainText('Inactive');

    // The booking rates the calculator prices with (decision 36).
    await expect(page.getByTestId('engine-rates')).toContainText('$75.00');
    await expect(page.getByTestId('engine-rates')).toContainText('80%');

    // The calculator prices a ride as the booking system does: its request is a real quote, its totals the
    // quote's, and the share 80% of base + distance + STC + meet & greet (never tax, surcharges, tolls, fees).
    const calc = page.getByTestId('fare-calculator');
    await calc.getByLabel('Pickup').fill('Hoboken Terminal');
    await calc.getByLabel('Destination').fill('Grand Central Terminal');
    await calc.getByLabel('Meet & Greet').check();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/quotes') && r.method() === 'POST');
    await calc.getByRole('button', { name: 'Price this ride' }).click();
    const request = await sent;
    const quote = await page.request.post('/api/quotes', { data: request.postDataJSON() as object });
    expect(quote.status()).toBe(200);
    type Vehicle = {
      vehicleId: string;
      totalCents: number;
      legs: { breakdown: { basePriceCents: number; distanceChargeCents: number; stcChargeCents: number } }[];
      extras: { id: string; cents: number }[];
    };
    const { vehicles } = (await quote.json()) as { vehicles: Vehicle[] };
    for (const v of vehicles) {
      const b = v.legs[0]!.breakdown;
      const fare = b.basePriceCents + b.distanceChargeCents + b.stcChargeCents + v.extras[0]!.cents;
      const row = calc.locator(`tr[data-vehicle="${v.vehicleId}"]`);
      await expect(row.getByTestId('calculator-total')).toHaveText(usd(v.totalCents / 100));
      await expect(row.getByTestId('calculator-share')).toHaveText(usd(Math.round(fare * 0.8) / 100));
    }
    await expect(calc).toContainText('never of sales tax');
    await shoot(page, 'pricing');
  });

  test('Spanish labels', async ({ page }) => {
    await signInDriver(page);
    await page.goto('/driver/dashboard');
    await page.evaluate(() => localStorage.setItem('lang', 'es'));
    await page.reload();
    await expect(page.getByRole('tab', { name: /Solicitudes cercanas/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Actualizar ubicación' })).toBeVisible();
    await page.getByRole('tab', { name: /Tarifas/ }).click();
    await expect(page.getByRole('button', { name: 'Cotizar este viaje' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Calculadora de tarifas' })).toBeVisible();
  });
});

test.describe('without geolocation permission', () => {
  test.use({ permissions: [] });

  test('the location alert shows and nearby asks for the location', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'geolocation', {
        value: {
          getCurrentPosition: (_ok: unknown, fail: (e: { code: number; message: string }) => void) =>
            fail({ code: 1, message: 'User denied Geolocation' }),
        },
      });
    });
    await signInDriver(page);
    await page.goto('/driver/dashboard');
    await expect(page.getByTestId('location-card').getByRole('alert')).toHaveText(
      'Error getting location: User denied Geolocation',
    );
    await expect(page.getByText('Share your location to see trip requests near you.')).toBeVisible();
  });
});
