import type { Browser, BrowserContext, Page } from '@playwright/test';
import { fillRegistrationDocuments } from './admin-fleet.ts';
import { expect, fillTestCard, test } from './fixtures.ts';
import { latestMailTo } from './mail.ts';
import { newYorkLocal } from './ride.ts';
import { confirmTripStep, driverAtPickup } from './trip-clock.ts';

/**
 * Issue 13's whole journey in Chromium, each person in a browser context of their own: a visitor applies at
 * /driver-request, the seeded admin approves at /admin/driver-applications, the new driver reads the code
 * from the emailed invitation, registers at /taxistas, shares a position near Times Square, finds the
 * booking a customer has just paid for in Nearby Requests, accepts, starts and completes it; the customer
 * sees the chauffeur (name, phone, vehicle, plate) on the booking, when the position will show (decision 22),
 * the position once the trip started, then the trip Completed in /bookings, and rates it.
 */

const DEMO_PASSWORD = 'EmpireDemo2026';
const ADMIN = 'admin@empirechauffeur.nyc';
/** Bryant Park, a few blocks from the booking's pickup (Times Square). */
const POSITION = { latitude: 40.753597, longitude: -73.983233 };
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

/** Chromium logs the signed-out session checks (401) and handled refusals as console errors. */
const ALLOWED_CONSOLE = /status of 40[01]/;

/** A page in a fresh context that fails the test on any unexpected console or page error. */
async function person(browser: Browser, errors: string[], who: string, options = {}) {
  const context: BrowserContext = await browser.newContext(options);
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error' && !ALLOWED_CONSOLE.test(m.text())) errors.push(`${who}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${who}: pageerror ${e.message}`));
  return { context, page };
}

/** The page as it is now at 390 and 1280 px (test-results/screenshots/<name>-<width>.png); whole or the screen. */
async function shootAsIs(page: Page, name: string, fullPage = true) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    // From the top, so the sticky header is where it belongs in a full-page image.
    if (fullPage) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage });
  }
}

test('apply, approve, register with the emailed code, take a paid booking nearby and drive it; the customer follows and rates it', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const errors: string[] = [];
  const applicant = { first: 'Dario', last: 'Marchetti', email: `e2e-journey-${run}@example.com` };
  const fullName = `${applicant.first} ${applicant.last}`;
  const plate = `T${String(Date.now()).slice(-6)}C`;

  // 1. The visitor applies at /driver-request.
  const visitor = await person(browser, errors, 'visitor');
  {
    const { page } = visitor;
    await page.goto('/driver-request');
    const form = page.locator('form');
    await form.getByLabel('First name').fill(applicant.first);
    await form.getByLabel('Last name').fill(applicant.last);
    await form.getByLabel('Email').fill(applicant.email);
    await form.getByLabel('Phone number', { exact: true }).fill('(212) 555-0166');
    await form.getByLabel('Street address').fill('350 Fifth Avenue');
    await form.getByLabel('City').fill('New York');
    await form.getByLabel('State').fill('NY');
    await form.getByLabel('ZIP code').fill('10118');
    await form.getByLabel('License number').fill('D7654321');
    await form.getByLabel('License expiry date').fill('2031-06-30');
    await form.getByLabel('Vehicle make').fill('Lincoln');
    await form.getByLabel('Vehicle model').fill('Navigator');
    await form.getByLabel('Vehicle year').fill('2023');
    await form.getByLabel('Vehicle color').fill('Black');
    await form.getByLabel('License plate').fill(plate);
    await form.getByLabel('Vehicle type').selectOption('suv');
    await form.getByLabel('Insurance provider').fill('Acme Mutual');
    await form.getByLabel('Insurance policy number').fill('PN-42424');
    await form.getByLabel('Years of professional driving experience').selectOption('5-10');
    await form.getByLabel('Preferred work hours').selectOption('full-time');
    // No password here: it is chosen once, at registration (issue 35).
    await form.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
    await expect(page.getByText(applicant.email)).toBeVisible();
    await visitor.context.close();
  }

  // 2. The admin signs in and approves it at /admin/driver-applications.
  const admin = await person(browser, errors, 'admin');
  {
    const { page } = admin;
    await page.goto('/login');
    await page.getByLabel('Email or username').fill(ADMIN);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('link', { name: 'Driver applications' }).click();
    await expect(page).toHaveURL(/\/admin\/driver-applications$/);
    await page.getByRole('tab', { name: /^Pending/ }).click();
    const row = page.locator('tr[data-application-id]').filter({ hasText: applicant.email });
    await expect(row).toContainText(fullName);
    const approval = page.waitForResponse((r) => r.url().includes('/api/approve-driver/'));
    await row.getByRole('button', { name: `Approve the application of ${fullName}` }).click();
    await page
      .getByTestId('confirm-approve')
      .getByRole('button', { name: 'Approve and email the code' })
      .click();
    expect((await approval).status()).toBe(200);
    await expect(page.getByText('Application approved').first()).toBeVisible();
    await admin.context.close();
  }

  // 3. The code, as the applicant reads it in the invitation email.
  const mail = await latestMailTo(applicant.email);
  const code = /TAXI-[1-9]\d{4}/.exec(mail)?.[0];
  expect(code, 'an invitation code in the email').toBeTruthy();
  expect(mail).toMatch(/\/taxistas|\/taxista-registro/);

  // 4. The customer books Times Square -> JFK through the pages and pays with the test card.
  const customer = await person(browser, errors, 'customer');
  const customerEmail = `e2e-journey-rider-${run}@example.com`;
  let booking: { id: string; number: string; total: number };
  {
    const { page } = customer;
    await page.goto('/terms');
    const registered = await page.request.post('/api/register', {
      data: {
        firstName: 'Clara',
        lastName: 'Whitfield',
        email: customerEmail,
        password: 'rider-pass-2026',
        confirmPassword: 'rider-pass-2026',
        phone: '(646) 555-0177',
        termsAccepted: true,
      },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    // The ride as the home widget and vehicle selection leave it (booking-flow.spec.ts walks those pages).
    const when = newYorkLocal(3 * 24 * 60);
    await page.evaluate((d) => localStorage.setItem('bookingData', JSON.stringify(d)), {
      serviceType: 'point-to-point',
      serviceName: 'Point to Point',
      pickupAddress: 'Times Square',
      destinationAddress: 'JFK Terminal 4',
      pickupDate: when.date,
      pickupTime: '10:30',
      returnTrip: false,
      // An SUV ride for the SUV chauffeur: a ride is offered to chauffeurs of its class only (issue 35).
      vehicleId: 'suv-escalade',
      vehicleName: 'Cadillac Escalade ESV',
    });
    // Step 3 goes straight on for a signed-in account.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/booking-details$/);
    await expect(page.getByTestId('summary-updating')).toHaveText('');
    const created = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/bookings' && r.request().method() === 'POST',
    );
    await page.getByTestId('continue-to-payment').click();
    booking = (await (await created).json()) as typeof booking;
    await fillTestCard(page);
    await page.getByRole('button', { name: `Pay ${usd(booking.total)}` }).click();
    await expect(page).toHaveURL(new RegExp(`/booking-confirmation\\?number=${booking.number}$`));
    await expect(page.getByTestId('trip-driver')).toContainText('A chauffeur will be assigned');
  }

  // 5. The driver registers at /taxistas with the emailed code, lands on the dashboard near the pickup.
  const driver = await person(browser, errors, 'driver', {
    geolocation: POSITION,
    permissions: ['geolocation'],
  });
  {
    const { page } = driver;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/taxistas');
    await page.getByRole('textbox', { name: 'Invitation code' }).fill(code!);
    await page.getByRole('textbox', { name: 'Email you applied with' }).fill(applicant.email);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your chauffeur account' }),
    ).toBeVisible();
    const form = page.locator('form');
    await expect(page.getByTestId('application-details')).toContainText(applicant.email);
    await expect(page.getByTestId('application-details')).toContainText(plate);
    // The chauffeur's licenses and the car's documents (decision 32): the state license and the seats come
    // prefilled from the application (its address state, license expiry and vehicle type).
    await expect(form.getByLabel("Driver's license state")).toHaveValue('NY');
    await expect(form.getByLabel("Driver's license expiration")).toHaveValue('2031-06-30');
    await expect(form.getByLabel('Passenger seats')).toHaveValue('6');
    await expect(page.getByTestId('insurance-policy')).toContainText('Acme Mutual, policy PN-42424');
    const documents = await fillRegistrationDocuments(form);
    await form.getByLabel('Password', { exact: true }).fill('journey-driver-2026');
    await form.getByLabel('Confirm password').fill('journey-driver-2026');
    await form.getByRole('checkbox', { name: /I accept the/ }).check();
    const registered = page.waitForResponse((r) => r.url().endsWith('/api/driver-registration'));
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    const sent = await registered;
    expect(sent.status()).toBe(201);
    expect(sent.request().postDataJSON()).toMatchObject({
      ...documents,
      stateLicenseState: 'NY',
      stateLicenseExpiry: '2031-06-30',
      seats: 6,
    });
    await page.getByTestId('go-dashboard').click();
    await expect(page).toHaveURL(/\/driver\/dashboard$/);
    await expect(page.getByTestId('location-card').getByTestId('latitude')).toHaveText('40.753597');

    // 6. Nearby Requests: the customer's booking, accepted.
    const trip = page.locator(`article[data-trip-number="${booking.number}"]`);
    await expect(trip).toBeVisible({ timeout: 40_000 });
    await expect(trip.getByTestId('trip-pickup')).toContainText(/Times Square/i);
    await trip.getByRole('button', { name: 'Accept Trip' }).click();
    await expect(page.getByText('Trip Accepted')).toBeVisible();
    await expect(trip).toContainText('Accepted');
  }

  // 7. The customer sees the chauffeur on the booking: confirmation page and /bookings (card and details).
  {
    const { page } = customer;
    // The confirmation page reads the booking again by itself (every 15 s while it is still to happen).
    const driverRow = page.getByTestId('trip-driver');
    await expect(driverRow).toContainText(fullName, { timeout: 30_000 });
    await expect(driverRow.getByTestId('driver-phone')).toHaveAttribute('href', 'tel:2125550166');
    await expect(driverRow).toContainText('Lincoln Navigator');
    await expect(driverRow).toContainText(plate);
    await expect(page.getByTestId('trip-status')).toContainText('Assigned');
    // Decision 22: the pickup is days ahead, so the chauffeur's position (they may be serving other
    // customers) is not shown yet: the page says from when (an hour before pickup, 9:30 AM on that day).
    const tracking = page.getByTestId('driver-tracking');
    await expect(tracking.getByTestId('driver-position-updated')).toHaveText(
      /^Live position from \w{3}, \w{3} \d{1,2},? 9:30\sAM$/,
    );
    await expect(tracking).toHaveAttribute('data-has-position', 'false');
    await expect(tracking.locator('.route-map-driver')).toHaveCount(0);
    await shootAsIs(page, 'customer-confirmation-driver');

    await page.goto('/bookings');
    const card = page.locator('article[data-booking-id]').filter({ hasText: booking.number });
    await expect(card.locator('[data-status="assigned"]').first()).toBeVisible();
    await expect(card.getByTestId('driver-name')).toHaveText(fullName);
    await expect(card.getByTestId('driver-plate')).toContainText(plate);
    await card.getByRole('button', { name: `Details for booking ${booking.number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Booking ${booking.number}` });
    await expect(dialog.getByTestId('driver-contact')).toContainText('Lincoln Navigator');
    await expect(dialog.getByTestId('driver-position-updated')).toHaveText(/^Live position from /);
    await expect(dialog.getByTestId('driver-tracking')).toHaveAttribute('data-has-position', 'false');
    await expect(dialog.locator('.route-map-driver')).toHaveCount(0);
    // A dialog over the page: the screen as the customer sees it, not the whole scrolled page.
    await shootAsIs(page, 'customer-booking-driver-dialog', false);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await shootAsIs(page, 'customer-bookings-driver');
  }

  // 8. The driver starts the trip; the customer's open details follow it.
  {
    const { page } = driver;
    const trip = page.locator(`article[data-trip-number="${booking.number}"]`);
    // At the pickup time (a trip completes only from then: decision 21); each step is confirmed once.
    await driverAtPickup(page, booking.number, 1);
    await confirmTripStep(page, trip, 'Passenger on board', 'Is the passenger on board?', 'Start Trip');
    await expect(trip.getByTestId('trip-badge')).toHaveText('Passenger on board');
  }
  {
    const { page } = customer;
    const card = page.locator('article[data-booking-id]').filter({ hasText: booking.number });
    await card.getByRole('button', { name: `Details for booking ${booking.number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Booking ${booking.number}` });
    await expect(dialog.locator('[data-status="in_progress"]').first()).toBeVisible({ timeout: 35_000 });
    // On the way: the position shows from the start of the trip, however far ahead the pickup is.
    const tracking = dialog.getByTestId('driver-tracking');
    await expect(tracking).toHaveAttribute('data-has-position', 'true', { timeout: 35_000 });
    await expect(tracking.getByTestId('driver-position-updated')).toHaveText(
      /^Last updated \d{1,2}:\d{2}\s[AP]M$/,
    );
    await expect(tracking.locator('.route-map-driver')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
  }

  // 9. The driver completes it.
  {
    const { page } = driver;
    const trip = page.locator(`article[data-trip-number="${booking.number}"]`);
    // The completion carries where the phone is: the drop-off of the TLC trip record (decision 34).
    const completion = page.waitForRequest(
      (r) => r.method() === 'POST' && /\/api\/driver\/trips\/[^/]+\/status$/.test(new URL(r.url()).pathname),
    );
    await confirmTripStep(page, trip, 'Complete Trip', 'Complete this trip?', 'Complete Trip');
    expect((await completion).postDataJSON()).toMatchObject({ status: 'completed', ...POSITION });
    await expect(page.getByText('Trip Completed')).toBeVisible();
    await driver.context.close();
  }

  // 10. The customer finds the trip Completed in /bookings, without its map, and rates it.
  {
    const { page } = customer;
    await page.goto('/bookings');
    const card = page.locator('article[data-booking-id]').filter({ hasText: booking.number });
    await expect(card.locator('[data-status="completed"]').first()).toBeVisible();
    await expect(card.getByTestId('driver-name')).toHaveText(fullName);
    await card.getByRole('button', { name: `Rate trip ${booking.number}` }).click();
    const rate = page.getByRole('dialog', { name: 'Rate your trip' });
    // The stars are a radio group: arrow keys move the choice.
    await rate.getByRole('radio', { name: '1 star' }).focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    await expect(rate.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await rate.getByLabel(/feedback/i).fill('Spotless car, right on time.');
    await rate.getByRole('button', { name: 'Submit rating' }).click();
    await expect(card.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await card.getByRole('button', { name: `Details for booking ${booking.number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Booking ${booking.number}` });
    await expect(dialog).toContainText('Spotless car, right on time.');
    await expect(dialog.getByTestId('driver-tracking')).toHaveCount(0);
    await customer.context.close();
  }

  expect(errors, 'console errors').toEqual([]);
});
