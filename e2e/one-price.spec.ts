import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newYorkLocal, pickAddress } from './ride.ts';

/**
 * One ride, one price (issue 34, PRODUCT decision 24), on a phone: the home widget's From Airport JFK -> a
 * Midtown hotel costs what the airport page's JFK -> Manhattan package card costs to a Midtown address, and
 * says a package price applied; a Tour from the widget is priced by the hour (the car waits on site), never as a
 * one-way drop-off.
 */

test.use({ viewport: { width: 390, height: 844 } });

const widgetOf = (page: Page) => page.locator('#booking-widget');
const sedanOf = (page: Page) => page.locator('[data-vehicle-id="sedan-cadillac"]');

async function fillWhen(widget: Locator) {
  const when = widget.getByRole('group', { name: 'Pickup date and time' });
  await when.getByLabel('Date').fill(newYorkLocal(3 * 24 * 60).date);
  await when.getByLabel('Time').fill('14:30');
}

/** Clicks GET MY PRICES and answers the quote the vehicle step priced (the server's own answer). */
async function getPrices(page: Page) {
  const priced = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/quotes' && r.request().method() === 'POST' && r.ok(),
  );
  await widgetOf(page).getByRole('button', { name: 'GET MY PRICES' }).click();
  return (await priced).json() as Promise<{ priceBasis: { kind: string; packageId: string | null } }>;
}

test('JFK to Midtown costs the JFK package from the home widget and from the airport page’s card', async ({
  page,
}) => {
  // The home widget, From Airport: JFK Terminal 4 to The Plaza (a Midtown hotel), no package chosen.
  await page.goto('/?service=from-airport&showMap=true');
  const widget = widgetOf(page);
  await pickAddress(
    page,
    widget.getByRole('combobox', { name: 'Pickup address' }),
    'jfk t4',
    /JFK Terminal 4/,
  );
  await pickAddress(
    page,
    widget.getByRole('combobox', { name: 'Destination address' }),
    'the plaza',
    /The Plaza/,
  );
  await fillWhen(widget);
  const fromWidget = await getPrices(page);
  await expect(page).toHaveURL(/\/vehicle-selection\/from-airport$/);
  // $99 x 1 for the sedan, all-in, plus 8.875% tax; the card says a package price applied.
  await expect(sedanOf(page).getByTestId('vehicle-total')).toHaveText('$107.79');
  await expect(sedanOf(page).getByTestId('line-package')).toHaveText(/Package price\s*\$99\.00/);
  await expect(sedanOf(page).getByTestId('line-base')).toHaveCount(0);
  expect(fromWidget.priceBasis).toMatchObject({ kind: 'package', packageId: 'jfk' });

  // The airport page's JFK -> Manhattan card, booked to Midtown West.
  await page.goto('/services/airport-transfer');
  await page
    .locator('article[data-offer="airport-jfk"]')
    .getByRole('button', { name: /Book Now/ })
    .click();
  const card = widgetOf(page).getByTestId('airport-card');
  await card.getByLabel('Pickup terminal').selectOption('Terminal 4');
  await card.getByLabel('Manhattan drop-off area').selectOption('Midtown West & Hudson Yards');
  await fillWhen(widgetOf(page));
  const fromCard = await getPrices(page);
  await expect(page).toHaveURL(/\/vehicle-selection\/from-airport$/);
  expect(fromCard.priceBasis).toEqual(fromWidget.priceBasis);
  await expect(sedanOf(page).getByTestId('vehicle-total')).toHaveText('$107.79');
  await expect(sedanOf(page).getByTestId('line-package')).toHaveText(/Package price\s*\$99\.00/);
});

test('a Tour from the home widget is priced by the hour (2 hours, the car waits on site)', async ({
  page,
}) => {
  await page.goto('/?service=tour&showMap=true');
  const widget = widgetOf(page);
  await pickAddress(
    page,
    widget.getByRole('combobox', { name: 'Pickup address' }),
    'the pierre',
    /The Pierre/,
  );
  await pickAddress(
    page,
    widget.getByRole('combobox', { name: 'Destination address' }),
    'statue of liberty',
    /Statue of Liberty Ferry/,
  );
  await fillWhen(widget);
  const quote = await getPrices(page);
  await expect(page).toHaveURL(/\/vehicle-selection\/tour$/);
  // 2 hours at the Basic Package's $99.50 an hour: $199.00, plus tax; no one-way fare lines.
  await expect(sedanOf(page).getByTestId('vehicle-total')).toHaveText('$216.66');
  await expect(sedanOf(page).getByTestId('line-hourly')).toHaveText(/^2 h × \$99\.50\$199\.00$/);
  await expect(sedanOf(page).getByTestId('line-distance')).toHaveCount(0);
  expect(quote.priceBasis).toMatchObject({ kind: 'hourly', packageId: 'basic' });
});
