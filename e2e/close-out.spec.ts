import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  apiClient,
  createBooking,
  newDriver,
  payWithTestCard,
  POSITION,
} from './admin-fleet.ts';
import { expect, test } from './fixtures.ts';
import { tripClockAt } from './trip-clock.ts';

/**
 * Billing what really happened (decision 29, issue 36): a ride whose passenger came on board 23 minutes after
 * the pickup time (the trip rules' clock of the e2e server) is completed with a waiting line; the chauffeur adds
 * a toll from the trip history; dispatch approves it and closes out (the saved card charged off-session); the
 * receipt shows "Waiting time" and the toll; the customer tips 20 % and is thanked. Screenshots of the close-out
 * panel, the toll form and the tip card at 390 and 1280 px.
 */

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PASSWORD = 'rider-pass-2026';

async function shoot(page: Page, name: string, target?: () => Promise<void>) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    if (target) await target();
    await page.screenshot({ path: `test-results/screenshots/close-out-${name}-${String(width)}.png` });
  }
}

/** A customer pays a ride with the test card 4242, saving it (as the checkout's "save this card" does). */
async function customerWithSavedCard(base: string, email: string) {
  const api = await apiClient(base);
  const registered = await api.post('/api/register', {
    data: {
      firstName: 'Ada',
      lastName: `Moreno${run}`,
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      phone: '(646) 555-0144',
      termsAccepted: true,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const booking = await createBooking<{ id: string; number: string }>(api);
  await payWithTestCard(api, booking.id, { saveCard: true });
  return booking;
}

/** Accept, on location at the pickup, passenger on board 23 minutes later, completed an hour after. */
async function driveWithWaiting(driver: APIRequestContext, bookingId: string) {
  const located = await driver.post('/api/driver/update-location', { data: POSITION });
  expect(located.status(), await located.text()).toBe(200);
  const accepted = await driver.post(`/api/driver/trips/${bookingId}/accept`, { data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const pickupAt = new Date(((await accepted.json()) as { pickupDateTime: string }).pickupDateTime);
  for (const [status, minutes] of [
    ['arrived', 0],
    ['in_progress', 23],
    ['completed', 60],
  ] as const) {
    const moved = await driver.post(`/api/driver/trips/${bookingId}/status`, {
      data: { status },
      headers: tripClockAt(pickupAt, minutes),
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

test('waiting time and a toll closed out on the saved card, on the receipt; a 20 % tip thanked', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const base = baseURL ?? '';
  const admin = await apiClient(base, ADMIN_EMAIL);
  const driver = await newDriver(base, admin, { first: 'Teo', last: `Baptiste${run}` });
  const email = `e2e-close-out-${run}@example.com`;
  const booking = await customerWithSavedCard(base, email);
  const driverApi = await apiClient(base, driver.email, driver.password);
  await driveWithWaiting(driverApi, booking.id);

  // The chauffeur, on a phone, adds a $16.50 toll to the completed trip from the trip history.
  const chauffeur = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const login = await chauffeur.request.post('/api/login', {
    data: { email: driver.email, password: driver.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  await chauffeur.goto('/driver/dashboard');
  await chauffeur.getByRole('tab', { name: /^Trip History/ }).click();
  const card = chauffeur.locator(`article[data-trip-number="${booking.number}"]`);
  await card.getByRole('button', { name: 'Tolls & parking' }).click();
  const form = card.getByTestId('add-extra-form');
  await expect(form).toBeVisible();
  await expect(card.getByTestId('trip-extra-line')).toContainText('Waiting time (');
  await form.getByText('Toll', { exact: true }).click();
  await form.getByLabel('Amount ($)').fill('16.50');
  await form.getByLabel('Note (optional)').fill('Queens-Midtown Tunnel');
  await form.locator('input[type=file]').setInputFiles({
    name: 'toll.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  const submit = form.getByRole('button', { name: 'Add', exact: true });
  expect((await submit.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(48);
  await submit.click();
  await expect(form.getByText('Added: dispatch reviews it.')).toBeVisible();
  const toll = card.getByTestId('trip-extra-line').filter({ hasText: 'Tolls' });
  await expect(toll).toContainText('$16.50');
  await expect(toll).toContainText('Waiting review');
  await shoot(chauffeur, 'toll-form', () => card.scrollIntoViewIfNeeded());

  // Dispatch approves the toll and closes out: the saved card is charged off-session.
  const office = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const adminLogin = await office.request.post('/api/login', {
    data: { email: ADMIN_EMAIL, password: 'EmpireDemo2026' },
  });
  expect(adminLogin.status(), await adminLogin.text()).toBe(200);
  await office.goto('/admin');
  await office.getByLabel('Search', { exact: true }).fill(booking.number);
  const row = office.locator(`tr[data-booking-number="${booking.number}"]`);
  await row.getByRole('button', { name: `View details of booking ${booking.number}` }).click();
  const panel = office.getByTestId('close-out-panel');
  await expect(panel).toBeVisible();
  const tollLine = panel.getByTestId('close-out-line').filter({ hasText: 'Tolls' });
  await expect(tollLine.getByRole('link', { name: 'View receipt' })).toBeVisible();
  await tollLine.getByRole('button', { name: 'Approve Tolls' }).click();
  await expect(tollLine).toContainText('Approved');
  const waitLine = panel.getByTestId('close-out-line').filter({ hasText: 'Waiting time (' });
  await waitLine.getByRole('button', { name: /^Approve Waiting time/ }).click();
  await expect(waitLine).toContainText('Approved');
  await shoot(office, 'panel', () => panel.scrollIntoViewIfNeeded());
  await office.setViewportSize({ width: 1280, height: 900 });
  await panel.getByTestId('close-out-button').click();
  const confirm = office.getByTestId('close-out-confirm');
  await expect(confirm).toContainText('charged off-session');
  await confirm.getByRole('button', { name: /^Charge \$/ }).click();
  await expect(panel.getByTestId('close-out-outcome')).toContainText('Paid');
  await expect(panel.getByTestId('close-out-charge')).toContainText('Paid');

  // The customer's receipt shows the waiting time and the toll charged after the ride.
  const rider = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const riderLogin = await rider.request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(riderLogin.status(), await riderLogin.text()).toBe(200);
  await rider.goto(`/bookings/${booking.id}/receipt`);
  const extras = rider.getByTestId('receipt-extra');
  await expect(extras.filter({ hasText: 'Waiting time (' })).toBeVisible();
  await expect(extras.filter({ hasText: 'Tolls' })).toContainText('$16.50');
  await expect(rider.getByText('Charged after the ride', { exact: true })).toBeVisible();

  // The completed booking's page: a 20 % tip, confirmed, charged on the saved card, thanked.
  await rider.goto(`/booking-confirmation?number=${booking.number}`);
  const tip = rider.getByTestId('tip-card');
  await expect(tip).toBeVisible();
  const twenty = tip.getByTestId('tip-20');
  const amount = ((await twenty.textContent()) ?? '').replace('20 %', '').trim();
  expect(amount).toMatch(/^\$\d/);
  await shoot(rider, 'tip-card', () => tip.scrollIntoViewIfNeeded());
  await twenty.click();
  await tip.getByRole('button', { name: `Tip ${amount}` }).click();
  const ask = rider.getByTestId('tip-confirm');
  await expect(ask).toContainText('20 %');
  await ask.getByRole('button', { name: `Tip ${amount}` }).click();
  await expect(rider.getByTestId('tip-thanks')).toContainText(amount);
});

test('a guest tips through the emailed link: the tip card and its payment use the link’s token', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL ?? '';
  const admin = await apiClient(base, ADMIN_EMAIL);
  const driver = await newDriver(base, admin, { first: 'Ines', last: `Guest${run}` });
  // The guest books and pays in their own session, then opens the emailed link in another browser.
  const booker = await browser.newContext();
  const guest = await booker.request.post('/api/guest', {
    data: {
      email: `e2e-close-out-guest-${run}@example.com`,
      firstName: 'Nora',
      lastName: `Quinn${run}`,
      phone: '(917) 555-0123',
    },
  });
  expect(guest.ok(), await guest.text()).toBe(true);
  const booking = await createBooking<{ id: string; number: string }>(booker.request);
  const { accessToken } = await payWithTestCard(booker.request, booking.id);
  await booker.close();
  expect(accessToken).toBeTruthy();
  await driveWithWaiting(await apiClient(base, driver.email, driver.password), booking.id);

  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`/booking-confirmation?number=${booking.number}&token=${accessToken ?? ''}`);
  const tip = page.getByTestId('tip-card');
  await expect(tip).toBeVisible();
  const amount = ((await tip.getByTestId('tip-15').textContent()) ?? '').replace('15 %', '').trim();
  await tip.getByTestId('tip-15').click();
  await tip.getByRole('button', { name: `Tip ${amount}` }).click();
  await page
    .getByTestId('tip-confirm')
    .getByRole('button', { name: `Tip ${amount}` })
    .click();
  // No saved card for a guest: a payment link is emailed, and the card form pays it here.
  const due = page.getByTestId('tip-due');
  await expect(due).toBeVisible();
  const intent = page.waitForResponse(
    (r) => r.url().includes('/extra-charges/') && r.url().includes('/payment?token='),
  );
  await due.getByRole('button', { name: `Pay ${amount} now` }).click();
  expect((await intent).status()).toBe(200);
});
