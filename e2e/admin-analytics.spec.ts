import type { Page, Response } from '@playwright/test';
import {
  ADMIN_EMAIL,
  DEMO_PASSWORD,
  apiClient,
  driveBooking,
  newDriver,
  paidBooking,
} from './admin-fleet.ts';
import { expect, test } from './fixtures.ts';

/**
 * /admin?tab=analytics against the real server: a booking paid and completed by a driver through the API,
 * then the admin reads the figures and charts the page draws from the answer (revenue, the sedan's service
 * row, the popular route to JFK), switches the revenue grouping, and changes the range preset (the address
 * and the figures follow). Screenshots at 390 and 1280 px.
 */

interface AnalyticsAnswer {
  from: string;
  to: string;
  totals: {
    revenue: number;
    gross: number;
    driverShare: number;
    margin: number;
    bookings: number;
    completed: number;
  };
  byService: { key: string; bookings: number; revenue: number; gross: number }[];
  popularRoutes: { from: string; to: string; bookings: number; revenue: number }[];
}

const usd = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(n);

/** New York's calendar date `days` from today. */
function nyDate(days = 0): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const today = new Date(`${get('year')}-${get('month')}-${get('day')}T12:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

const isAnalytics = (res: Response) => new URL(res.url()).pathname === '/api/admin/analytics';

async function answer(res: Promise<Response>): Promise<AnalyticsAnswer> {
  const r = await res;
  expect(r.status()).toBe(200);
  return (await r.json()) as AnalyticsAnswer;
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForTimeout(400);
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an admin reads the analytics of a completed booking and changes the range', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const admin = await apiClient(baseURL!, ADMIN_EMAIL);
  const driver = await newDriver(baseURL!, admin, { first: 'Tomas', last: 'Lindqvist' });
  const { customer, booking } = await paidBooking(baseURL!);
  await driveBooking(driver.api, booking.id);

  await page.goto('/login');
  await page.getByLabel('Email or username').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const first = page.waitForResponse(isAnalytics);
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=analytics$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Analytics' })).toBeVisible();
  const last30 = await answer(first);
  expect(last30).toMatchObject({ from: nyDate(-29), to: nyDate(0) });
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

  // The figures are the answer's, and the answer counts the completed booking.
  // Net revenue (after tax, surcharges, tolls and refunds) with gross, the chauffeurs' share and the margin.
  expect(last30.totals.gross).toBeGreaterThanOrEqual(booking.total);
  expect(last30.totals.revenue).toBeLessThan(last30.totals.gross);
  expect(last30.totals.completed).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('figure-revenue')).toHaveText(usd(last30.totals.revenue));
  await expect(page.getByTestId('figure-gross')).toHaveText(usd(last30.totals.gross));
  await expect(page.getByTestId('figure-driverShare')).toHaveText(usd(last30.totals.driverShare));
  await expect(page.getByTestId('figure-margin')).toHaveText(usd(last30.totals.margin));
  await expect(page.getByTestId('figure-bookings')).toHaveText(String(last30.totals.bookings));

  // The revenue chart, a service row for point-to-point, and the popular route to JFK.
  const revenue = page.locator('[data-chart="revenue"]');
  await expect(revenue.getByRole('img')).toHaveAttribute(
    'aria-label',
    /^Net revenue by Day, .*: \$[\d,]+\.\d{2} in total/,
  );
  await expect(revenue.locator(`[data-bucket="${nyDate(0)}"] rect`)).toHaveCount(1);
  const service = page.locator('[data-chart="service"]');
  const p2p = last30.byService.find((s) => s.key === 'point-to-point');
  expect(p2p?.gross).toBeGreaterThanOrEqual(booking.total);
  await expect(service.getByRole('img')).toHaveAttribute('aria-label', /Point to Point/);
  await expect(service.locator('[data-row="point-to-point"]')).toContainText(usd(p2p!.revenue));
  await service.getByText('Show the numbers').click();
  await expect(
    service.getByRole('row', { name: new RegExp(`^Point to Point ${p2p!.bookings} `) }),
  ).toBeVisible();
  const route = last30.popularRoutes.find((r) => r.to === 'jfk');
  expect(route, 'a popular route to JFK').toBeTruthy();
  const routeItem = page.locator(`[data-route="${route!.from}-jfk"]`);
  await expect(routeItem).toContainText('JFK Airport');
  await expect(routeItem).toContainText(usd(route!.revenue));
  await expect(page.getByRole('heading', { level: 3, name: 'Popular routes' })).toBeVisible();

  // The revenue grouping is in the address.
  await revenue.getByRole('button', { name: 'Week' }).click();
  await expect(page).toHaveURL(/[?&]by=week/);
  await expect(revenue.getByRole('img')).toHaveAttribute('aria-label', /^Net revenue by Week/);
  await shoot(page, 'admin-analytics');

  // Another preset: the address and the figures follow (the demo's wedding, months ago, counts now).
  const yearly = page.waitForResponse(isAnalytics);
  await page.getByRole('button', { name: 'Last 12 months' }).click();
  const months = await answer(yearly);
  const from12 = `${nyDate(0).slice(0, 7)}-01`;
  await expect(page).toHaveURL(new RegExp(`from=\\d{4}-\\d{2}-01&to=${nyDate(0)}`));
  expect(months.from < from12).toBe(true);
  expect(months.totals.revenue).toBeGreaterThan(last30.totals.revenue);
  await expect(page.getByTestId('figure-revenue')).toHaveText(usd(months.totals.revenue));
  await expect(page.locator('[data-chart="service"] [data-row="wedding"]')).toHaveCount(1);
  await expect(revenue.getByRole('img')).toHaveAttribute('aria-label', /^Net revenue by Month/);

  const weekly = page.waitForResponse(isAnalytics);
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  const week = await answer(weekly);
  await expect(page).toHaveURL(new RegExp(`from=${nyDate(-6)}&to=${nyDate(0)}`));
  await expect(page.getByTestId('figure-revenue')).toHaveText(usd(week.totals.revenue));
  await expect(page.locator('[data-chart="service"] [data-row="wedding"]')).toHaveCount(0);

  // A range with nothing in it says so.
  const empty = page.waitForResponse(isAnalytics);
  await page.goto('/admin?tab=analytics&from=2020-01-01&to=2020-01-31');
  expect((await answer(empty)).totals.bookings).toBe(0);
  await expect(page.getByTestId('analytics-empty')).toContainText('No bookings in this range');

  await Promise.all([admin.dispose(), driver.api.dispose(), customer.dispose()]);
});
