import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createBooking, enrolDriver, payWithTestCard, uniquePlate } from './admin-fleet.ts';
import { tripClockAt } from './trip-clock.ts';
import { duplicateIds, expect, test } from './fixtures.ts';

/**
 * Bookings in the back office (/admin, first tab) against the real server: customers book and pay with the
 * test card through the API; the seeded admin filters and searches the list, assigns a chauffeur who has just joined (who
 * then finds the ride in Active Trips), moves a status, emails the customer and finds the email in the
 * outbox, reads the booking's details, and cancels a paid booking with a partial refund that the customer's
 * receipt shows. Screenshots of the tab and the details at 1280 and 390 px.
 */

const PASSWORD = 'EmpireDemo2026';
const ADMIN = { email: 'admin@empirechauffeur.nyc', password: PASSWORD };
/** Bryant Park, a few blocks from the pickups (Times Square). */
const POSITION = { latitude: 40.753597, longitude: -73.983233 };
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const usd = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(n);

interface Booked {
  id: string;
  number: string;
  pickupDateTime: string;
  total: number;
}

/** A fresh customer account in its own cookie jar. */
async function customer(browser: Browser, last: string) {
  const context = await browser.newContext();
  const api = context.request;
  const email = `e2e-admin-bookings-${last.toLowerCase()}-${run}@example.com`;
  const registered = await api.post('/api/register', {
    data: {
      firstName: 'Ingrid',
      lastName: last,
      email,
      password: 'rider-pass-2026',
      confirmPassword: 'rider-pass-2026',
      phone: '(646) 555-0142',
      termsAccepted: true,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await api.post('/api/login', { data: { email, password: 'rider-pass-2026' } });
  expect(login.status(), await login.text()).toBe(200);
  return { context, api, email, name: `Ingrid ${last}` };
}

/** Times Square → JFK in three days, paid with the test card: a confirmed booking open to drivers. */
async function paidBooking(api: APIRequestContext): Promise<Booked> {
  const booking = await createBooking<Booked>(api);
  await payWithTestCard(api, booking.id);
  return booking;
}

/**
 * A chauffeur on duty and free: applies, is approved by the admin (the answer carries the invitation code),
 * registers with the code and shares a position. (The seeded demo driver is busy on a demo trip.)
 */
async function availableDriver(browser: Browser, admin: APIRequestContext) {
  const context = await browser.newContext({ geolocation: POSITION, permissions: ['geolocation'] });
  const api = context.request;
  const person = { firstName: 'Teodor', lastName: `Lindqvist${run}`, phone: '(718) 555-0133' };
  const email = `e2e-admin-bookings-driver-${run}@example.com`;
  const password = 'chauffeur-pass-2026';
  // The fleet's plates are unique (decision 32).
  const plate = uniquePlate();
  const vehicle = { vehicleMake: 'Cadillac', vehicleModel: 'CT6', vehicleYear: '2024', licensePlate: plate };
  await enrolDriver(
    api,
    admin,
    {
      ...person,
      ...vehicle,
      email,
      address: '350 Fifth Avenue',
      city: 'New York',
      state: 'NY',
      zipCode: '10118',
      licenseNumber: 'D1234567',
      licenseExpiry: '2031-06-30',
      vehicleColor: 'Black',
      vehicleType: 'sedan',
      insuranceCompany: 'Acme Mutual',
      policyNumber: 'PN-31337',
      experienceYears: '5-10',
      availability: 'full-time',
    },
    password,
  );
  const located = await api.post('/api/driver/update-location', { data: POSITION });
  expect(located.ok(), await located.text()).toBe(true);
  return { context, name: `${person.firstName} ${person.lastName}` };
}

async function signInAdmin(page: Page) {
  const res = await page.request.post('/api/login', { data: ADMIN });
  expect(res.status(), `admin sign-in (seed:demo): ${await res.text()}`).toBe(200);
}

/** The bookings section as the admin sees it: the page's heading, the section's heading, the list loaded. */
async function openBookings(page: Page, query = '') {
  await page.goto(`/admin${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Bookings' })).toBeVisible();
  await expect(page.getByTestId('bookings-showing')).toBeVisible();
}

const row = (page: Page, number: string) => page.locator(`tr[data-booking-number="${number}"]`);

/** The page as it is now at 390 and 1280 px into test-results/screenshots/admin-bookings-<name>-<width>.png. */
async function shoot(page: Page, name: string, fullPage = true, prepare?: () => Promise<void>) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    if (fullPage) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForTimeout(350);
    await prepare?.();
    await page.screenshot({ path: `test-results/screenshots/admin-bookings-${name}-${width}.png`, fullPage });
  }
}

test.use({ allowConsole: /status of 401/ });

test('filter and search, assign an available driver, move a status, notify the customer, read the details', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const rider = await customer(browser, `Halvorsen${run}`);
  const first = await paidBooking(rider.api);
  const second = await paidBooking(rider.api);

  await signInAdmin(page);
  const chauffeur = await availableDriver(browser, page.request);
  const DRIVER_NAME = chauffeur.name;
  await page.setViewportSize({ width: 1280, height: 900 });
  await openBookings(page);
  for (const figure of ['total', 'pending', 'inProgress', 'revenueToday']) {
    await expect(page.locator(`[data-figure="${figure}"] dd`)).toHaveText(/\S/);
  }

  // Status filter: every row is confirmed, and the filter is in the address.
  await page.getByLabel('Status', { exact: true }).selectOption('confirmed');
  await expect(page).toHaveURL(/[?&]status=confirmed/);
  await expect(row(page, first.number)).toBeVisible();
  // The previous page of rows stays on screen while the filtered one loads: wait for the filtered rows.
  await expect
    .poll(async () => {
      const statuses = await page
        .locator('tr[data-booking-number]')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-status')));
      return statuses.length > 0 ? [...new Set(statuses)] : ['(none)'];
    })
    .toEqual(['confirmed']);

  // Search by the customer's name: their two bookings; by a booking number: that one.
  await page.getByLabel('Search', { exact: true }).fill(`halvorsen${run}`);
  await expect(page).toHaveURL(new RegExp(`[?&]q=halvorsen${run}`));
  await expect(page.locator('tr[data-booking-number]')).toHaveCount(2);
  await expect(row(page, second.number)).toContainText(rider.email);
  await expect(row(page, second.number)).toContainText(usd(second.total));
  await expect(page.getByTestId('bookings-showing')).toHaveText('Showing 1–2 of 2 bookings');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Search', { exact: true }).fill(first.number);
  await expect(page.locator('tr[data-booking-number]')).toHaveCount(1);
  await expect(row(page, first.number)).toContainText(/Times Square/i);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${first.number}`));
  await expect(page).not.toHaveURL(/status=/);

  // Assign the chauffeur (name and vehicle type) to the confirmed booking: the assign list, then an explicit
  // Assign that says who is emailed (issue 35).
  const line = row(page, first.number);
  await line.getByRole('button', { name: `Assign chauffeur to booking ${first.number}` }).click();
  const assignDialog = page.getByTestId('assign-dialog');
  const option = assignDialog.getByTestId('assign-candidate').filter({ hasText: DRIVER_NAME });
  await expect(option).toContainText(`${DRIVER_NAME} · Sedan`);
  await option.click();
  await expect(assignDialog.getByTestId('assign-told')).toContainText(`and ${DRIVER_NAME} will be emailed`);
  await assignDialog.getByTestId('assign-confirm').click();
  await expect(page.getByText('Driver Assigned')).toBeVisible();
  await expect(page.getByText('Driver has been successfully assigned to the booking')).toBeVisible();
  await expect(line).toHaveAttribute('data-status', 'assigned');
  await expect(line.getByTestId('row-driver')).toHaveText(`Driver: ${DRIVER_NAME}`);
  await expect(line.getByRole('button', { name: /Assign chauffeur/ })).toHaveCount(0);

  // The driver finds it in Active Trips.
  const driverPage = await chauffeur.context.newPage();
  await driverPage.setViewportSize({ width: 1280, height: 900 });
  await driverPage.goto('/driver/dashboard');
  await driverPage.getByRole('tab', { name: /^Active Trips/ }).click();
  await expect(driverPage.locator(`article[data-trip-number="${first.number}"]`)).toBeVisible();
  await chauffeur.context.close();

  // The status selector offers only the admin's moves (decision 10); move it along.
  const status = line.getByRole('combobox', { name: `Status of booking ${first.number}` });
  await expect(status.locator('option')).toHaveText([
    'Assigned',
    'Move to Confirmed',
    'Move to In Progress',
    'Move to Cancelled',
    'Move to No-show',
  ]);
  // Inside the start window before pickup (decision 21 holds for admins: earlier needs a reason).
  await page.setExtraHTTPHeaders(tripClockAt(new Date(first.pickupDateTime), -30));
  await status.selectOption({ label: 'Move to In Progress' });
  // It asks once (issue 35): what happens, who is told, how to undo.
  const move = page.getByTestId('confirm-status');
  await expect(move).toContainText('is emailed that the trip has started');
  await move.getByRole('button', { name: 'Move to In Progress' }).click();
  await expect(page.getByText('Booking Updated')).toBeVisible();
  await expect(page.getByText('Booking status has been updated successfully')).toBeVisible();
  await expect(line).toHaveAttribute('data-status', 'in_progress');

  // Email the customer; the email is in the outbox under the booking's number.
  const outbox = async () => {
    const res = await page.request.get(`/api/admin/outbox?q=${first.number}`);
    expect(res.status(), await res.text()).toBe(200);
    const { emails } = (await res.json()) as {
      emails: { to: string; bookingNumber: string | null; kind: string; channel: string }[];
    };
    // Dispatch's own notice of the new paid booking (issue 35) is not the customer's; texts are counted apart.
    return emails.filter((m) => m.kind !== 'dispatch-new-booking' && m.channel === 'email');
  };
  const before = (await outbox()).length;
  await line.getByRole('button', { name: `Email the customer about booking ${first.number}` }).click();
  await page.getByTestId('confirm-notify').getByRole('button', { name: 'Send email' }).click();
  await expect(page.getByText('Notification Sent')).toBeVisible();
  await expect(page.getByText('Email notification has been sent to the customer')).toBeVisible();
  const after = await outbox();
  expect(after.length).toBe(before + 1);
  expect(after.every((m) => m.bookingNumber === first.number)).toBe(true);
  // Every email went to the customer but one: the chauffeur told of the assignment (issue 35).
  expect(after.filter((m) => m.to !== rider.email)).toHaveLength(1);

  // The details: what the customer entered, the money, the history, the emails, the driver's trip.
  await line.getByRole('button', { name: `View details of booking ${first.number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Booking ${first.number}` });
  await expect(dialog.getByTestId('detail-customer')).toContainText(rider.name);
  await expect(dialog.getByTestId('detail-customer')).toContainText(rider.email);
  await expect(dialog.getByTestId('detail-ride')).toContainText(/Times Square/i);
  await expect(dialog.getByTestId('detail-total')).toContainText(usd(first.total));
  await expect(dialog.getByTestId('detail-price')).toContainText(/Sales tax \(8\.875%\)/);
  await expect(dialog.getByTestId('detail-payment')).toContainText('4242');
  const history = dialog.getByTestId('detail-history');
  await expect(history).toContainText('Grace Howard (admin)');
  await expect(history).toContainText('In Progress');
  await expect(dialog.getByTestId('detail-emails').locator('li')).not.toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'Open in Outbox' })).toHaveAttribute(
    'href',
    `/admin?tab=outbox&q=${first.number}`,
  );
  await expect(dialog.getByTestId('detail-trips')).toContainText(DRIVER_NAME);
  // The screen as the operator sees it once the toast has gone: the top of the details, then their end.
  await expect(page.getByText('Notification Sent')).toBeHidden({ timeout: 10_000 });
  await shoot(page, 'detail', false);
  await shoot(page, 'detail-activity', false, () =>
    dialog.getByTestId('detail-trips').scrollIntoViewIfNeeded(),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // The whole tab, unfiltered (cards on phones).
  await openBookings(page);
  await expect(page.locator('tr[data-booking-number]').first()).toBeVisible();
  await shoot(page, 'tab');
  await expect(page.locator(`article[data-booking-number]`).first()).toBeHidden();
  await rider.context.close();
});

test('cancel a paid booking with a partial refund; the customer’s receipt shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const rider = await customer(browser, `Okafor${run}`);
  const booking = await paidBooking(rider.api);

  await signInAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  // The filters come from the address (a shared link).
  await openBookings(page, `?q=${booking.number}`);
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue(booking.number);
  const line = row(page, booking.number);
  await expect(line).toHaveAttribute('data-status', 'confirmed');

  await line
    .getByRole('combobox', { name: `Status of booking ${booking.number}` })
    .selectOption({ label: 'Move to Cancelled' });
  const dialog = page.getByRole('dialog', { name: `Cancel booking ${booking.number}?` });
  // Three days ahead: the Terms give a full refund, preselected.
  await expect(dialog.getByTestId('terms-hint')).toContainText('full refund');
  // Named by its own title: none of its ids is one the page already uses.
  expect(await duplicateIds(page)).toEqual([]);
  await expect(dialog.getByRole('radio', { name: `Full refund (${usd(booking.total)})` })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Partial refund' }).check();
  const amount = dialog.getByLabel(`Amount in dollars (up to ${usd(booking.total)})`);
  await amount.fill((booking.total + 1).toFixed(2));
  await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `A refund cannot be more than the ${usd(booking.total)} paid`,
  );
  await amount.fill('40');
  await dialog.getByLabel('Note (optional)').fill('Customer called: plans changed.');
  await shoot(page, 'cancel-dialog', false);
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(page.getByText('Refund Issued')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(line).toHaveAttribute('data-status', 'cancelled');
  await expect(line.getByTestId('row-refunded')).toHaveText('Refunded $40.00');
  await expect(line.getByRole('combobox', { name: `Status of booking ${booking.number}` })).toBeDisabled();

  // The details show the refund and the reason in the history; refunds add up (decision 23), so the rest may
  // still be refunded.
  await line.getByRole('button', { name: `View details of booking ${booking.number}` }).click();
  const details = page.getByRole('dialog', { name: `Booking ${booking.number}` });
  await expect(details.getByTestId('detail-refund')).toContainText('Refund of $40.00');
  await expect(details.getByTestId('detail-history')).toContainText('Customer called: plans changed.');
  await expect(details.getByRole('button', { name: 'Refund' })).toHaveCount(1);
  await details.getByRole('button', { name: 'Close' }).first().click();

  // The customer's receipt.
  const customerPage = await rider.context.newPage();
  await customerPage.goto(`/bookings/${booking.id}/receipt`);
  await expect(customerPage.getByTestId('receipt-refund')).toContainText('$40.00');
  await rider.context.close();
});
