import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, apiClient, newDriver, paidBooking } from './admin-fleet.ts';
import { expect, setLanguage, test } from './fixtures.ts';

/**
 * Issue 35, "Clarity at the desk", the customer- and chauffeur-facing items: each defect as it was found.
 * Screenshots in test-results/shots.
 */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/shots/${name}.png`, fullPage: true });

test.describe('a suspended chauffeur with an open session', () => {
  // The ended session answers 401 and the refused sign-in 403 (Chromium logs both).
  test.use({ allowConsole: /status of 40[13]/ });

  test('lands on the sign-in page told why and whom to call; a sign-in attempt says the same (en, es)', async ({
    page,
    baseURL,
  }) => {
    const admin = await apiClient(baseURL!, ADMIN_EMAIL);
    const driver = await newDriver(baseURL!, admin, { first: 'Sal', last: 'Pended' });
    const me = (await (await driver.api.get('/api/session')).json()) as { user: { id: string } };

    await page.setViewportSize({ width: 390, height: 844 });
    const login = await page.request.post('/api/login', {
      data: { email: driver.email, password: driver.password },
    });
    expect(login.status()).toBe(200);
    await page.goto('/driver/dashboard');
    await expect(page).toHaveURL(/\/driver\/dashboard$/);

    const suspended = await admin.patch(`/api/admin/drivers/${me.user.id}`, {
      data: { status: 'suspended' },
    });
    expect(suspended.status(), await suspended.text()).toBe(200);

    // As found: the login page, and no word of why.
    await page.reload();
    await expect(page).toHaveURL(/\/driver-login\?next=\/driver\/dashboard&reason=suspended$/);
    const reason = page.getByTestId('session-ended-reason');
    await expect(reason).toHaveText('Your chauffeur account is suspended; call dispatch at (212) 555-0147.');
    await shot(page, 'login-suspended-390');

    await page.getByLabel('Email or username').fill(driver.email);
    await page.getByLabel('Password', { exact: true }).fill(driver.password);
    await page.getByRole('button', { name: 'Sign in as chauffeur' }).click();
    await expect(
      page.locator('form').getByText('Your chauffeur account is suspended; call dispatch at (212) 555-0147.'),
    ).toBeVisible();

    await setLanguage(page, 'es');
    await page.goto('/driver/dashboard');
    await expect(page.getByTestId('session-ended-reason')).toHaveText(
      'Su cuenta de chofer está suspendida; llame a despacho al (212) 555-0147.',
    );
    await setLanguage(page, 'en');
    await admin.patch(`/api/admin/drivers/${me.user.id}`, { data: { status: 'available' } });
    await admin.dispose();
    await driver.api.dispose();
  });
});

test.describe('a cancelled, refunded booking', () => {
  test('its card shows the refund with its date and a receipt link; the receipt states the cancellation, what was kept, and no thanks for riding', async ({
    page,
    baseURL,
  }) => {
    const { customer, booking } = await paidBooking(baseURL!);
    const cancelled = await customer.post(`/api/user/bookings/${booking.id}/cancel`, { data: {} });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    const { refundAmount } = (await cancelled.json()) as { refundAmount: number };
    expect(refundAmount).toBeGreaterThan(0);
    const usd = (n: number) => `$${n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
    await page.context().addCookies((await customer.storageState()).cookies);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/bookings');
    const card = page.locator(`article[data-booking-id="${booking.id}"]`);
    // As found: the total alone, no refund, no receipt.
    await expect(card.getByTestId('card-refunds')).toContainText(`Refunded ${usd(refundAmount)} on `);
    const receiptLink = card.getByRole('link', { name: `Receipt for booking ${booking.number}` });
    await expect(receiptLink).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: 'test-results/shots/cancelled-booking-card-1280.png' });

    await receiptLink.click();
    await expect(page.getByTestId('receipt-number')).toHaveText(booking.number);
    await expect(page.getByTestId('receipt-cancellation')).toHaveText(/^Cancelled .+ by you\.$/);
    await expect(page.getByTestId('receipt-refund')).toContainText('customer cancellation');
    await expect(page.getByTestId('receipt-kept')).toContainText('Kept under the cancellation terms');
    await expect(page.getByTestId('receipt-closing')).toHaveText(
      'This booking was cancelled. We hope to drive you another time.',
    );
    await expect(page.locator('main')).not.toContainText('Thank you for riding with us');
    await shot(page, 'cancelled-receipt-1280');

    await setLanguage(page, 'es');
    await page.reload();
    await expect(page.getByTestId('receipt-cancellation')).toHaveText(/^Cancelada el .+ por usted\.$/);
    await expect(page.getByTestId('receipt-closing')).toHaveText(
      'Esta reserva fue cancelada. Esperamos llevarle en otra ocasión.',
    );
    await setLanguage(page, 'en');
    await customer.dispose();
  });
});
