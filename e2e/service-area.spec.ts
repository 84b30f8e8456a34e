import type { Page } from '@playwright/test';
import { BRAND } from '../src/shared/brand.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 34 (decisions 14 and 25): a far place typed in the home widget gets the out-of-area answer and our
 * phone number, not "cannot be found" nor a look-alike town; on a phone-sized screen.
 */
test.use({ viewport: { width: 390, height: 844 }, allowConsole: /net::ERR_FAILED/ });

test.beforeEach(async ({ page }) => {
  // No internet here: map tiles and anything else not served by the app fail at once.
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.abort(),
  );
});

async function openRideForm(page: Page) {
  await page.goto('/?service=point-to-point');
  const widget = page.locator('#booking-widget');
  const pickup = widget.getByRole('combobox', { name: 'Pickup address' });
  const destination = widget.getByRole('combobox', { name: 'Destination address' });
  await expect(pickup).toBeVisible();
  return { widget, pickup, destination };
}

test('a far place typed in the home widget says we serve NYC and its surroundings, with our phone', async ({
  page,
}) => {
  const { widget, pickup, destination } = await openRideForm(page);

  await pickup.pressSequentially('Philadelphia airport', { delay: 20 });
  const notice = widget.getByTestId('outside-area');
  await expect(notice).toContainText('We serve New York City and its surroundings');
  await expect(notice).toContainText('Philadelphia');
  await expect(notice.getByRole('link', { name: `Call us at ${BRAND.phoneDisplay}` })).toHaveAttribute(
    'href',
    BRAND.phoneHref,
  );
  await expect(widget.getByRole('option')).toHaveCount(0);

  await destination.pressSequentially('Boston', { delay: 20 });
  const bostonNotice = widget.getByTestId('outside-area');
  await expect(bostonNotice).toContainText('Boston, MA is outside our area');
  await expect(bostonNotice).toContainText(BRAND.phoneDisplay);
  // No look-alike town is offered for it.
  await expect(widget.getByRole('option', { name: /Bolton/ })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/shots/service-area-390.png' });
});
