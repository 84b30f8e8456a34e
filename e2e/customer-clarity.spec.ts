import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, apiClient, newDriver } from './admin-fleet.ts';
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
