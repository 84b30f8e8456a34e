import type { Page } from '@playwright/test';
import type { BookingView } from '../src/shared/contracts/checkout.ts';
import { createBooking, payWithTestCard } from './admin-fleet.ts';
import { expect, fillTestCard, test } from './fixtures.ts';
import { latestMailTo } from './mail.ts';

/**
 * Changing a booking (issue 34, PRODUCT decision 26) as the customer meets it at 390 px: from My Bookings, a
 * change of time and vehicle up (the difference paid with the test card) and a change down (the difference
 * refunded), priced on the server; the "booking changed" emails read.
 */
test.use({ viewport: { width: 390, height: 844 } });

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const HOUR = 3_600_000;

async function register(page: Page, tag: string): Promise<string> {
  const email = `e2e-change-${tag}-${run}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: {
      firstName: 'Clara',
      lastName: 'Whitfield',
      email,
      password: 'rider-pass-2026',
      confirmPassword: 'rider-pass-2026',
      phone: '(646) 555-0177',
      termsAccepted: true,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await page.request.post('/api/login', { data: { email, password: 'rider-pass-2026' } });
  expect(login.status(), await login.text()).toBe(200);
  return email;
}

/** A paid booking 3 days ahead, on a whole minute (different per test: no duplicate ride). */
async function paidBooking(page: Page, vehicleId: string, minuteOffset: number): Promise<BookingView> {
  const at = new Date(Math.ceil((Date.now() + 72 * HOUR) / 60_000) * 60_000 + minuteOffset * 60_000);
  const booking = await createBooking<BookingView>(page.request, {
    pickupDateTime: at.toISOString(),
    vehicleId,
    passengers: 2,
    bags: 1,
  });
  await payWithTestCard(page.request, booking.id);
  return booking;
}

/** The "booking changed" email to `to` (the confirmation came first: wait for the newer one). */
async function changedMail(to: string): Promise<string> {
  let mail = '';
  await expect
    .poll(async () => {
      mail = await latestMailTo(to);
      return mail.includes('Your booking is changed, as you asked.');
    })
    .toBe(true);
  return mail;
}

async function openChange(page: Page, number: string) {
  await page.goto('/bookings');
  await page.getByRole('link', { name: `Change booking ${number}` }).click();
  await expect(page).toHaveURL(/\/account\/bookings\/[^/]+\/change$/);
  await expect(page.getByRole('heading', { name: `Change booking ${number}` })).toBeVisible();
}

test('a change of time and vehicle up: the difference paid with the test card, the email read', async ({
  page,
}) => {
  const email = await register(page, 'up');
  const booking = await paidBooking(page, 'sedan-cadillac', 1);
  await openChange(page, booking.number);

  // A later time and a larger car: the server prices it and asks for the difference.
  const time = page.getByLabel('Pickup time');
  const [h, m] = (await time.inputValue()).split(':').map(Number) as [number, number];
  const later = `${String((h + 1) % 24).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  await time.fill(later);
  await page.getByRole('radio', { name: /Escalade/ }).check();
  await expect(page.getByText('Difference to pay')).toBeVisible();
  const difference = (await page.getByTestId('change-difference').textContent()) ?? '';
  expect(difference).toMatch(/^\$[\d,]+\.\d{2}$/);
  await page.screenshot({ path: 'test-results/shots/change-booking-up-390.png', fullPage: true });
  await page.getByRole('button', { name: `Continue to pay ${difference}` }).click();

  await fillTestCard(page.getByTestId('change-payment'));
  await page
    .getByTestId('change-payment')
    .getByRole('button', { name: /^Pay \$/ })
    .click();

  const done = page.getByTestId('change-done');
  await expect(done).toContainText('Your booking is changed');
  await expect(done).toContainText(`We charged the difference of ${difference}.`);

  const mail = await changedMail(email);
  expect(mail).toContain(`We charged the difference of ${difference}`);
  // (the arrow is UTF-8 that the mail reader shows byte by byte)
  expect(mail).toMatch(/Vehicle: Cadillac XTS Sedan \S+ Cadillac Escalade ESV/);

  // My Bookings shows the new vehicle.
  await page.goto('/bookings');
  await expect(page.locator(`[data-booking-id="${booking.id}"]`)).toContainText('Escalade');
});

test('a change down: the difference refunded, the email read', async ({ page }) => {
  const email = await register(page, 'down');
  const booking = await paidBooking(page, 'suv-escalade', 2);
  await openChange(page, booking.number);

  await page.getByRole('radio', { name: /Cadillac XTS Sedan/ }).check();
  await expect(page.getByText('Difference refunded')).toBeVisible();
  const refund = (await page.getByTestId('change-difference').textContent()) ?? '';
  expect(refund).toMatch(/^\$[\d,]+\.\d{2}$/);
  await page.getByRole('button', { name: `Confirm change and refund ${refund}` }).click();

  const done = page.getByTestId('change-done');
  await expect(done).toContainText(`We are refunding the difference of ${refund} to your card.`);
  await page.screenshot({ path: 'test-results/shots/change-booking-down-390.png', fullPage: true });

  const mail = await changedMail(email);
  expect(mail).toContain(`We are refunding the difference of ${refund}`);
  expect(mail).toMatch(/Vehicle: Cadillac Escalade ESV \S+ Cadillac XTS Sedan/);
});
