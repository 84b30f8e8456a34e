import type { Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  DEMO_PASSWORD,
  apiClient,
  driveBooking,
  newDriver,
  paidBooking,
  rateBooking,
} from './admin-fleet.ts';
import { expect, setLanguage, test } from './fixtures.ts';

/**
 * /admin?tab=drivers against the real server: the demo driver's card with the specification's fields, a
 * driver of the test's own (one completed trip rated 4 with feedback, a shared position) with its rating
 * "4.0 / 5.0", search by plate, View Details (profile, vehicle, application, last location, trips with the
 * driver's share, earnings, ratings), then suspend (confirmation, toast, Suspended badge, the driver cannot
 * sign in at /driver-login) and reinstate (the driver signs in again). Screenshots at 390 and 1280 px.
 */

const SUSPENDED = 'Your chauffeur account is suspended; call dispatch at (212) 555-0147.';
const usd = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(n);

async function shoot(page: Page, name: string, fullPage = true) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    if (fullPage) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** A fresh browser context tries the driver's sign-in; the page it ends on. */
async function driverSignIn(page: Page, email: string, password: string) {
  const context = await page.context().browser()!.newContext();
  const driverPage = await context.newPage();
  await driverPage.goto('/driver-login');
  await driverPage.getByLabel('Email or username').fill(email);
  await driverPage.getByLabel('Password', { exact: true }).fill(password);
  await driverPage.getByRole('button', { name: 'Sign in as chauffeur' }).click();
  return { context, driverPage };
}

// The refused sign-in answers 403 (Chromium logs it).
test.use({ allowConsole: /status of 403/ });

test('an admin reads the drivers, opens View Details, suspends a driver who can then no longer sign in, and reinstates them', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const admin = await apiClient(baseURL!, ADMIN_EMAIL);
  const driver = await newDriver(baseURL!, admin, { first: 'Elena', last: 'Vasquez' });
  const { customer, booking } = await paidBooking(baseURL!);
  const share = await driveBooking(driver.api, booking.id);
  // The share is of the fare lines only, never of the tax (decision 29).
  expect(share).toBeLessThanOrEqual(Math.round(booking.subtotal * 80) / 100);
  await rateBooking(customer, booking.id, 4, 'Smooth ride, spotless Navigator.');

  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Drivers' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=drivers$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Drivers' })).toBeVisible();

  // The demo driver's card: the specification's fields.
  const demo = page.getByRole('article', { name: 'Marcus Reyes' });
  await expect(demo).toContainText('driver@empirechauffeur.nyc');
  await expect(demo).toContainText('(347) 555-0188');
  await expect(demo).toContainText('SUV');
  await expect(demo.getByTestId('driver-plate')).toHaveText('T642019C');
  await expect(demo.getByTestId('driver-rating')).toHaveText(
    /^(\d\.\d \/ 5\.0 \(\d+ ratings?\)|No ratings yet)$/,
  );
  await expect(demo.getByTestId('availability-badge')).toHaveText(/^(Available|On a trip|Offline)$/);

  // The test's driver: one trip rated 4, so "4.0 / 5.0".
  const card = page.getByRole('article', { name: driver.name });
  await expect(card.getByTestId('driver-rating')).toHaveText('4.0 / 5.0 (1 rating)');
  await expect(card.getByTestId('availability-badge')).toHaveText('Available');
  await expect(card).toContainText('1 trip completed');
  await expect(card).toContainText(/Position (just now|\d+ minutes? ago)/);

  // Search by plate: only that driver, in the address too.
  await page.getByRole('searchbox', { name: 'Search drivers' }).fill(driver.plate);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${driver.plate}`));
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toHaveAccessibleName(driver.name);

  // View Details.
  await card.getByRole('button', { name: `View Details of ${driver.name}` }).click();
  const dialog = page.getByRole('dialog', { name: driver.name });
  await expect(dialog.getByTestId('details-earnings')).toBeVisible();
  for (const heading of [
    "Earnings (driver's share)",
    'Profile',
    'Vehicle and license',
    'Application',
    'Last location',
    'Recent trips',
    'Ratings and feedback',
  ]) {
    await expect(dialog.getByRole('heading', { level: 3, name: heading })).toBeVisible();
  }
  await expect(dialog.getByTestId('details-profile')).toContainText(driver.email);
  await expect(dialog.getByTestId('details-vehicle')).toContainText(driver.plate);
  await expect(dialog.getByTestId('details-vehicle')).toContainText('D7788991');
  await expect(dialog.getByTestId('details-application')).toContainText('5-10 years');
  await expect(dialog.getByTestId('details-application')).toContainText('Full-time');
  await expect(dialog.getByTestId('details-application')).toContainText('Acme Mutual');
  const location = dialog.getByTestId('details-location');
  await expect(location).toContainText('40.753597, -73.983233');
  await expect(location.getByRole('link', { name: 'Open in a map' })).toHaveAttribute(
    'href',
    /query=40\.753597,-73\.983233$/,
  );
  const trip = dialog.locator(`[data-trip-number="${booking.number}"]`);
  await expect(trip).toContainText('Completed');
  await expect(trip).toContainText(usd(share));
  await expect(dialog.locator('[data-earnings="total"]')).toContainText(usd(share));
  await expect(dialog.getByTestId('details-ratings')).toContainText('Smooth ride, spotless Navigator.');
  await expect(dialog.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await shoot(page, 'admin-drivers-details', false);
  // The dialog's end: trips and ratings.
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByTestId('details-ratings').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screenshots/admin-drivers-details-end-1280.png' });
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // Suspend: asked first, then the badge, the count and the driver's sign-in.
  await card.getByRole('button', { name: `Suspend ${driver.name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Suspend ${driver.name}?` });
  await expect(confirm).toContainText('They cannot sign in to the driver dashboard.');
  await confirm.getByRole('button', { name: 'Suspend driver' }).click();
  await expect(page.getByText('Driver suspended')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(card.getByTestId('availability-badge')).toHaveText('Suspended');
  await expect(page.getByTestId('count-suspended')).not.toHaveText('0');
  {
    const { context, driverPage } = await driverSignIn(page, driver.email, driver.password);
    // On the form and in a toast.
    await expect(driverPage.getByText(SUSPENDED).first()).toBeVisible();
    await expect(driverPage).toHaveURL(/\/driver-login/);
    await context.close();
  }
  // Suspended drivers under their chip.
  await page.getByRole('searchbox', { name: 'Search drivers' }).fill('');
  await page.getByRole('button', { name: /^Suspended/ }).click();
  await expect(page).toHaveURL(/availability=suspended/);
  await expect(page.getByRole('article', { name: driver.name })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Marcus Reyes' })).toHaveCount(0);
  await shoot(page, 'admin-drivers-suspended');

  // Reinstate: the driver signs in again.
  await card.getByRole('button', { name: `Reinstate ${driver.name}` }).click();
  await expect(page.getByText('Driver reinstated')).toBeVisible();
  await page.getByRole('button', { name: /^All/ }).click();
  await expect(card.getByTestId('availability-badge')).toHaveText(/^(Available|Offline)$/);
  {
    const { context, driverPage } = await driverSignIn(page, driver.email, driver.password);
    await expect(driverPage).toHaveURL(/\/driver\/dashboard$/);
    await context.close();
  }
  await page.reload();
  await expect(page.getByRole('article', { name: 'Marcus Reyes' })).toBeVisible();
  await shoot(page, 'admin-drivers');

  // In Spanish: set offline and back to available, with their toasts.
  await setLanguage(page, 'es');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Choferes' })).toBeVisible();
  await expect(card.getByTestId('driver-rating')).toHaveText('4.0 / 5.0 (1 calificación)');
  await card.getByRole('button', { name: `Desconectar a ${driver.name}` }).click();
  await expect(page.getByText('Chofer desconectado')).toBeVisible();
  await expect(card.getByTestId('availability-badge')).toHaveText('Desconectado');
  await card.getByRole('button', { name: `Marcar disponible a ${driver.name}` }).click();
  await expect(page.getByText('Chofer disponible', { exact: true })).toBeVisible();
  await expect(card.getByTestId('availability-badge')).toHaveText('Disponible');

  await Promise.all([admin.dispose(), driver.api.dispose(), customer.dispose()]);
});
