import type { Page } from '@playwright/test';
import type { DriverSettlementList, SettlementStatement } from '../src/shared/contracts/settlements.ts';
import { pdfText } from '../test/support/pdf-text.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 36, paying the chauffeurs: the demo chauffeur's completed trip of three weeks ago and the tip the
 * passenger added after it (seed:demo charges it: the billing routes fill these lines in the running product)
 * are on that week's statement in the back office's Payouts tab and in the chauffeur's Earnings tab; the admin
 * downloads the PDF (its totals read back), marks the week paid, and the chauffeur sees it Paid.
 */
const PASSWORD = 'EmpireDemo2026';
const ADMIN = { email: 'admin@empirechauffeur.nyc', password: PASSWORD };
const DRIVER = { email: 'driver@empirechauffeur.nyc', password: PASSWORD };
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

async function signIn(page: Page, who: { email: string; password: string }) {
  const res = await page.request.post('/api/login', { data: who });
  expect(res.status(), `sign-in (seed:demo): ${await res.text()}`).toBe(200);
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    // From the top, so the sticky header is where it belongs in a full-page image.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForTimeout(300);
    await page.screenshot({
      path: `test-results/screenshots/settlements-${name}-${width}.png`,
      fullPage: true,
    });
  }
}

test('a trip and its tip reach the week statement; the admin pays it and the chauffeur sees Paid', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  test.skip(Boolean(process.env.E2E_BASE_URL), 'needs the suite server with the demo data');
  const driverContext = await browser.newContext({
    geolocation: { latitude: 40.758, longitude: -73.9855 },
    permissions: ['geolocation'],
  });
  const driver = await driverContext.newPage();
  await signIn(driver, DRIVER);

  // The week of the demo trip with its tip, as the chauffeur's API gives it.
  const list = (await (await driver.request.get('/api/driver/settlements')).json()) as DriverSettlementList;
  const summary = list.statements.find((s) => s.totals.tipsCents > 0 && s.status === 'due');
  expect(summary, JSON.stringify(list)).toBeTruthy();
  const week = summary!.weekStart;
  const statement = (await (
    await driver.request.get(`/api/driver/settlements/${week}`)
  ).json()) as SettlementStatement;
  const tripLine = statement.lines.find((l) => l.kind === 'trip');
  const tipLine = statement.lines.find((l) => l.kind === 'tip');
  expect(tripLine?.bookingNumber).toBeTruthy();
  expect(tipLine?.amountCents).toBe(1500);
  expect(statement.totals.totalCents).toBe(statement.totals.shareCents + 1500);
  const total = usd(statement.totals.totalCents);

  // The admin finds the week in Payouts (the last week that is over first; earlier weeks by Previous week).
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.setViewportSize({ width: 1280, height: 900 });
  await signIn(admin, ADMIN);
  await admin.goto('/admin?tab=payouts');
  await expect(admin.getByRole('heading', { name: 'Chauffeur payouts' })).toBeVisible();
  const row = admin.locator(`li[data-driver-id="${statement.driverId}"]`);
  for (let i = 0; i < 8; i += 1) {
    const shown = await admin.getByTestId('payout-week').textContent();
    if ((await row.count()) > 0 && shown && (await row.textContent())?.includes(total)) break;
    await admin.getByRole('button', { name: 'Previous week' }).click();
    await expect(admin.getByTestId('payout-week')).not.toHaveText(shown ?? '');
  }
  await expect(row).toContainText(total);
  await expect(row).toContainText('Due');
  await row.getByRole('button', { name: `Open the statement of ${statement.driverName}` }).click();
  const panel = admin.getByTestId('admin-statement');
  await expect(panel.locator('[data-kind="trip"]')).toContainText(tripLine!.bookingNumber!);
  await expect(panel.locator('[data-kind="tip"]')).toContainText('$15.00');
  await expect(panel.getByTestId('statement-total')).toHaveText(total);
  await shoot(admin, 'admin-due');

  // The PDF, read back: the chauffeur, the trip, the tip and the total.
  const pdf = await admin.request.get(
    `/api/admin/settlements/${week}/drivers/${statement.driverId}/statement.pdf?lang=en`,
  );
  expect(pdf.status()).toBe(200);
  const text = pdfText(Buffer.from(await pdf.body())).replace(/\s+/g, ' ');
  expect(text).toContain(statement.driverName);
  expect(text).toContain(tripLine!.bookingNumber!);
  expect(text).toContain('Tips (100%)');
  expect(text).toContain(total);

  // Mark paid (today, bank transfer, a reference): the statement is frozen and reads Paid.
  await panel.getByLabel('Reference (optional)').fill('ACH-2026-1107');
  const paid = admin.waitForResponse((r) => r.url().endsWith('/pay') && r.request().method() === 'POST');
  await panel.getByRole('button', { name: `Mark ${total} paid` }).click();
  expect((await paid).status()).toBe(200);
  await expect(panel.getByTestId('settlement-status')).toHaveText('Paid');
  await expect(panel.getByTestId('statement-payment')).toContainText('ACH-2026-1107');
  await expect(row).toContainText('Paid');
  await shoot(admin, 'admin-paid');

  // The chauffeur's Earnings tab: the week Paid, its lines and total.
  await driver.setViewportSize({ width: 1280, height: 900 });
  await driver.goto('/driver/dashboard');
  await driver.getByRole('tab', { name: /^Earnings/ }).click();
  const weekButton = driver.locator(`button[data-week="${week}"]`);
  await expect(weekButton).toContainText('Paid');
  await expect(weekButton).toContainText(total);
  await shoot(driver, 'driver-list');
  await weekButton.click();
  const mine = driver.getByTestId('statement');
  await expect(mine.getByTestId('settlement-status')).toHaveText('Paid');
  await expect(mine.locator('[data-kind="tip"]')).toContainText('$15.00');
  await expect(mine.getByTestId('statement-total')).toHaveText(total);
  await expect(mine.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    `/api/driver/settlements/${week}/statement.pdf?lang=en`,
  );
  await shoot(driver, 'driver-paid');
  await adminContext.close();
  await driverContext.close();
});
