import type { Browser, Page } from '@playwright/test';
import { ADMIN_EMAIL, DEMO_PASSWORD, createBooking, payWithTestCard } from './admin-fleet.ts';
import { expect, test } from './fixtures.ts';

/**
 * A confirmation opened over a booking's details (a dialog on a dialog): Esc, "Go back" and the confirmation
 * itself close only the top dialog; the details stay open under it. The list shows the chauffeur's stage column.
 */

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function paidBooking(browser: Browser) {
  const context = await browser.newContext();
  const api = context.request;
  const registered = await api.post('/api/register', {
    data: {
      firstName: 'Lucia',
      lastName: `Stacked${run}`,
      email: `e2e-stacked-${run}@example.com`,
      password: 'rider-pass-2026',
      confirmPassword: 'rider-pass-2026',
      phone: '(646) 555-0177',
      termsAccepted: true,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const booking = await createBooking<{ id: string; number: string }>(api);
  await payWithTestCard(api, booking.id);
  await context.close();
  return booking;
}

async function signInAdmin(page: Page) {
  const res = await page.request.post('/api/login', {
    data: { email: ADMIN_EMAIL, password: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('defect: dismissing a confirmation over the booking details closed the details too; now only the top one closes', async ({
  page,
  browser,
}) => {
  const booking = await paidBooking(browser);
  await signInAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin?q=${booking.number}`);
  const table = page.getByTestId('bookings-table');
  await expect(table.getByRole('columnheader', { name: 'Stage' })).toBeVisible();
  const line = page.locator(`tr[data-booking-number="${booking.number}"]`);
  // No chauffeur yet: no stage.
  await expect(line.getByTestId('row-stage')).toContainText('No chauffeur stage');

  await line.getByRole('button', { name: `View details of booking ${booking.number}` }).click();
  const details = page.getByRole('dialog', { name: `Booking ${booking.number}` });
  await expect(details.getByTestId('booking-detail-body')).toBeVisible();
  const confirm = page.getByRole('dialog', { name: `Email ${booking.number} to the customer?` });

  // Esc closes the confirmation only.
  await details.getByRole('button', { name: 'Email Customer' }).click();
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(details).toBeVisible();
  await expect(details.getByTestId('booking-detail-body')).toBeVisible();

  // "Go back" too.
  await details.getByRole('button', { name: 'Email Customer' }).click();
  await confirm.getByRole('button', { name: 'Go back' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(details).toBeVisible();

  // And the confirmed action: the email is sent, the details stay.
  await details.getByRole('button', { name: 'Email Customer' }).click();
  await confirm.getByRole('button', { name: 'Send email' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(details).toBeVisible();

  // Esc on the details themselves still closes them.
  await details.getByRole('button', { name: 'Print' }).focus();
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);
});
