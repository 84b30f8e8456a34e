import { expect, test } from './fixtures.ts';

/** Every client route of both specification route tables (parameterised ones with a sample value). */
const ROUTE_TABLE = [
  '/',
  '/tracking-demo',
  '/services/airport-transfer',
  '/services/hourly-service',
  '/services/point-to-point',
  '/services/corporate',
  '/services/events',
  '/services/wedding',
  '/services/event-packages',
  '/fleet',
  '/about',
  '/register-options',
  '/signup',
  '/login',
  '/driver-login',
  '/auth',
  '/auth/login',
  '/forgot-password',
  '/reset-password',
  '/driver-request',
  '/taxistas',
  '/taxista-registro',
  '/driver/dashboard',
  '/admin/driver-applications',
  '/admin',
  '/dashboard',
  '/bookings',
  '/vehicle-selection/point-to-point',
  '/booking-details',
  '/special-service-booking',
  '/stripe-checkout',
  '/booking-confirmation',
  '/terms',
  '/privacy',
];

test.describe('site shell', () => {
  for (const path of ROUTE_TABLE) {
    test(`${path} renders with header and footer and no console error`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('header').first()).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    });
  }

  test('unknown routes show the 404 page with the specification text', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the language switch turns the page Spanish and is remembered', async ({ page }) => {
    await page.goto('/no/such/page');
    await page.getByRole('button', { name: 'es', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: '404 Página no encontrada' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('footer')).toContainText('Abierto 24/7');
    await page.reload();
    await expect(page.getByRole('heading', { name: '404 Página no encontrada' })).toBeVisible();
    await page.getByRole('button', { name: 'en', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('Ctrl+Shift+A reveals the Admin Dashboard button', async ({ page }) => {
    await page.goto('/fleet');
    // The shortcut listener exists once the app has rendered; pressing earlier would test nothing.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    await page.keyboard.press('Control+Shift+A');
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin/driver-applications',
    );
  });

  test('the header links go where the specification says', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).click();
    const menu = page.locator('#services-menu');
    for (const [name, href] of [
      ['Airport Transfers', '/services/airport-transfer'],
      ['Hourly / As Directed', '/services/hourly-service'],
      ['Point to Point', '/services/point-to-point'],
      ['Corporate', '/services/corporate'],
      ['Events', '/services/events'],
    ] as const) {
      await expect(menu.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await page.keyboard.press('Escape');
    for (const [name, href] of [
      ['Fleet', '/fleet'],
      ['Cities', '/#cities'],
      ['Contact', '/#contact'],
      ['My Bookings', '/bookings'],
      ['Drivers', '/driver/dashboard'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  test('the mobile menu opens and navigates', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-nav').getByRole('link', { name: 'Fleet' }).click();
    await expect(page).toHaveURL(/\/fleet$/);
    await expect(page.locator('#mobile-nav')).toHaveCount(0);
  });
});
