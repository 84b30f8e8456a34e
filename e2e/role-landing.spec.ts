import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './admin-fleet.ts';
import { expect, setLanguage, test } from './fixtures.ts';

/**
 * Role landing after sign-in and the role pages' explanatory panel for an account of another role (the demo
 * accounts of `npm run seed:demo`). A signed-out session check answers 401: Chromium logs it as a console error.
 */
test.use({ allowConsole: /status of 40[01]/ });

async function signIn(page: Page, email: string): Promise<void> {
  const res = await page.request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('role pages and landing', () => {
  test('a signed-out visitor is sent to the right sign-in page, coming back afterwards', async ({ page }) => {
    await page.goto('/driver/dashboard');
    await expect(page).toHaveURL(/\/driver-login\?next=\/driver\/dashboard$/);
    await page.goto('/admin/driver-applications');
    await expect(page).toHaveURL(/\/login\?next=\/admin\/driver-applications$/);
  });

  test('a passenger opening a driver or admin page is told whose page it is, not sent to 404', async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, DEMO.passenger);
    await page.goto('/driver/dashboard');
    const panel = page.getByTestId('wrong-role');
    await expect(page.getByRole('heading', { level: 1, name: 'This page is for chauffeurs' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/bookings');
    await expect(panel.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await expect(panel.getByRole('link', { name: 'Apply to become a chauffeur' })).toHaveAttribute(
      'href',
      '/driver-request',
    );
    await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screenshots/wrong-role-driver-1280.png', fullPage: true });

    await page.goto('/admin/driver-applications');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page is for administrators' }),
    ).toBeVisible();
    await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/screenshots/wrong-role-admin-390.png', fullPage: true });

    await setLanguage(page, 'es');
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Esta página es para administradores' }),
    ).toBeVisible();
  });

  test('a driver at the admin page is offered the dashboard', async ({ page }) => {
    await page.goto('/');
    await signIn(page, DEMO.driver);
    await page.goto('/admin/driver-applications');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page is for administrators' }),
    ).toBeVisible();
    await expect(
      page.getByTestId('wrong-role').getByRole('link', { name: 'Go to my dashboard' }),
    ).toHaveAttribute('href', '/driver/dashboard');
  });

  test('an admin signing in at /login lands on the back office', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email or username').fill(DEMO.admin);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
    await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
    await expect(page.getByTestId('wrong-role')).toHaveCount(0);
  });
});
