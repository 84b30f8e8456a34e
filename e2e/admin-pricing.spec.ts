import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminPricing } from '../src/shared/contracts/admin-pricing.ts';
import type { QuoteResponse } from '../src/shared/contracts/quotes.ts';
import { expect, screenshots, test } from './fixtures.ts';

/**
 * The Pricing tab of /admin against the real API, as the demo admin of `npm run seed:demo`: a new price is
 * saved as a new version and used at once by a new quote and the hourly service page; an out-of-range value
 * gets its field's message and is not saved. The prices in force before the file are put back after it.
 */
// One price list: the tests run one after the other so a save cannot land between another test's reads.
test.describe.configure({ mode: 'serial' });

const ADMIN = { email: 'admin@empirechauffeur.nyc', password: 'EmpireDemo2026' };
const PAGE = '/admin?tab=pricing';

async function signIn(request: APIRequestContext): Promise<void> {
  const res = await request.post('/api/login', { data: ADMIN });
  expect(res.status(), `sign-in of the demo admin (run npm run seed:demo): ${await res.text()}`).toBe(200);
}

async function current(request: APIRequestContext): Promise<AdminPricing> {
  const res = await request.get('/api/admin/pricing');
  expect(res.status()).toBe(200);
  return (await res.json()) as AdminPricing;
}

const field = (page: Page, path: string) => page.locator(`input[data-field="${path}"]`);

async function openTab(page: Page): Promise<void> {
  await signIn(page.request);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 2, name: 'Prices and fees' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pricing' })).toHaveAttribute('aria-selected', 'true');
}

let original: AdminPricing | null = null;

test.beforeAll(async ({ request }) => {
  await signIn(request);
  original = await current(request);
});

/**
 * Puts the prices in force before this file back. The marketing specs check the published prices while this
 * file may run beside them, so the changed prices are restored as soon as a test has checked them.
 */
async function restore(request: APIRequestContext): Promise<void> {
  if (!original) return;
  const now = await current(request);
  if (JSON.stringify(now.document) === JSON.stringify(original.document)) return;
  const res = await request.put('/api/admin/pricing', {
    data: { expectedVersion: now.version, document: original.document },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.afterAll(async ({ request }) => {
  await signIn(request);
  await restore(request);
});

test('an admin changes a package price and a rate; the next quote and the service page use them', async ({
  page,
}) => {
  await openTab(page);
  const before = await current(page.request);
  const standard = before.document.packages.findIndex((p) => p.id === 'standard');
  const newPrice = (before.document.packages[standard]?.price ?? 359) + 10;

  await expect(page.getByTestId('pricing-version')).toContainText(`Version ${before.version}`);
  await expect(page.getByTestId('pricing-dirty')).toHaveText('No unsaved changes');
  await expect(page.getByRole('button', { name: 'Save prices' })).toBeDisabled();

  const input = page.getByLabel('Standard Package (4 hours)');
  await expect(input).toHaveValue(String(newPrice - 10));
  await input.fill(String(newPrice));
  await page.getByLabel('Sedan, per mile').fill('2.75');
  await expect(page.getByTestId('pricing-dirty')).toHaveText('2 unsaved changes');

  // Discard puts the version's values back; then the change again, and save.
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(input).toHaveValue(String(newPrice - 10));
  await expect(page.getByTestId('pricing-dirty')).toHaveText('No unsaved changes');
  await input.fill(String(newPrice));
  await page.getByRole('button', { name: 'Save prices' }).click();

  await expect(page.locator('[data-toast]').filter({ hasText: 'Prices saved' })).toBeVisible();
  await expect(page.getByTestId('pricing-version')).toContainText(`Version ${before.version + 1} · saved by`);
  await expect(page.getByTestId('pricing-dirty')).toHaveText('No unsaved changes');
  await expect(page.getByTestId('pricing-versions').locator('li').first()).toContainText(
    `Version ${before.version + 1}`,
  );
  await expect(page.getByTestId('pricing-versions').locator('li').first()).toContainText('In force');

  // A new quote uses the new price at once.
  const quote = await page.request.post('/api/quotes', {
    data: {
      pickupDateTime: new Date(Date.now() + 4 * 86_400_000).toISOString(),
      serviceType: 'hourly-service',
      packageId: 'standard',
    },
  });
  expect(quote.status()).toBe(200);
  const body = (await quote.json()) as QuoteResponse;
  expect(body.vehicles.find((v) => v.vehicleCode === 'sedan')?.legs[0]?.priceCents).toBe(newPrice * 100);

  // So does the marketing page.
  await page.goto('/services/hourly-service');
  const card = page.locator('[data-offer="hourly-standard"]');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'A chauffeur at your disposal, by the hour',
  );
  await expect(card.getByTestId('price')).toHaveText(`$${newPrice}`);
  await restore(page.request);
});

test.describe('refused values', () => {
  test.use({ allowConsole: /status of 400/ });

  test('an out-of-range value shows its field’s message and is not saved', async ({ page }) => {
    await openTab(page);
    const before = await current(page.request);
    const baseRate = field(page, 'rateCard.vehicles.sedan.baseRate');
    // The preview: the drivers' calculator (sedan, 10 miles point to point) on the edited rate, before saving.
    const fare = page.getByTestId('calculator-fare');
    await expect(page.getByRole('heading', { level: 2, name: 'Fare preview' })).toBeVisible();
    await expect(fare).toHaveText('$35.00'); // 10 mi x $2.50 is below the $35 minimum fare
    await baseRate.fill('5');
    await expect(fare).toHaveText('$50.00');
    await baseRate.fill('12');
    await expect(page.getByText('A field is out of range: the preview uses the saved prices')).toBeVisible();
    await expect(fare).toHaveText('$35.00');
    await page.getByRole('button', { name: 'Save prices' }).click();

    await expect(page.locator('[data-toast]').filter({ hasText: 'Prices not saved' })).toBeVisible();
    const message = page.getByText('Enter a base rate per mile from $1 to $10');
    await expect(message).toBeVisible();
    await expect(baseRate).toHaveAttribute('aria-invalid', 'true');
    await expect(baseRate).toBeFocused();
    expect((await current(page.request)).version).toBe(before.version);

    // Editing the field clears its message; the draft is still unsaved.
    await baseRate.fill('2.5');
    await expect(message).toHaveCount(0);
    await expect(page.getByTestId('pricing-dirty')).toHaveText('No unsaved changes');
  });
});

test('screenshots of the Pricing tab', async ({ page }) => {
  await signIn(page.request);
  await screenshots(page, 'admin-pricing', PAGE);
  await expect(page.getByRole('heading', { level: 2, name: 'Prices and fees' })).toBeVisible();
  // The save bar with an unsaved change, where an admin sees it (the viewport, on a phone).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Sedan, per mile').fill('2.6');
  await expect(page.getByTestId('pricing-dirty')).toHaveText('1 unsaved change');
  await page.screenshot({ path: 'test-results/screenshots/admin-pricing-unsaved-390.png' });
});
