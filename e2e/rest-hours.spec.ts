import { chauffeurWithPaidRide } from './admin-fleet.ts';
import { expect, test } from './fixtures.ts';

/**
 * Rested chauffeurs (decision 33, issue 37): the chauffeur's dashboard shows the hours with passengers left today
 * (the longest ride they could start now within 10 hours in any 24) and this week (of 60, Monday to Sunday, New
 * York time). A new chauffeur has all of both; after an accept the card shows the server's count (the week's
 * figure with the rides they hold is asserted at the API: test/api/compliance-fatigue.test.ts). Screenshots of
 * the card at 390 and 1280 px.
 */

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.use({ geolocation: { latitude: 40.753597, longitude: -73.983233 }, permissions: ['geolocation'] });

test('the hours card: a new chauffeur has 10 h and 60 h left; after an accept it shows what the server counts', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { booking } = await chauffeurWithPaidRide(
    page,
    baseURL ?? '',
    { first: 'Inés', last: `Rested${run}` },
    { firstName: 'Clara', lastName: 'Booth', email: `e2e-hours-${run}@example.com`, phone: '(646) 555-0142' },
  );
  const card = page.getByTestId('hours-card');
  await expect(card.getByRole('heading', { name: 'Hours with passengers' })).toBeVisible();
  await expect(card.locator('[data-hours="today"] dd')).toContainText('10 h 00 min');
  await expect(card.locator('[data-hours="week"] dd')).toContainText('60 h 00 min');
  await expect(card.getByRole('meter')).toHaveCount(2);
  await expect(card.getByRole('meter').first()).toHaveAttribute('aria-valuenow', '0');

  // The chauffeur accepts the ride; the card says what the server counts (the ride's own week may be the next).
  const nearby = page.locator(`article[data-trip-number="${booking.number}"]`);
  await expect(nearby).toBeVisible({ timeout: 20_000 });
  await nearby.getByRole('button', { name: 'Accept Trip' }).click();
  await expect(page.getByText('Trip Accepted')).toBeVisible();
  await page.reload();
  const hours = (await (await page.request.get('/api/driver/hours')).json()) as { weekLeftMs: number };
  const minutes = Math.floor(hours.weekLeftMs / 60_000);
  const shown = `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
  await expect(card.locator('[data-hours="week"] dd')).toContainText(shown);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `test-results/screenshots/hours-card-${width}.png` });
  }

  // In Spanish.
  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.reload();
  await expect(card.getByRole('heading', { name: 'Horas con pasajeros' })).toBeVisible();
  await expect(card.locator('[data-hours="week"] dt')).toHaveText('Quedan esta semana');
  // The whole dashboard is back (its heading, the chauffeur's name) before the end-of-test accessibility check: on a
  // loaded machine the hours card can render before the profile does.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
