import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newYorkLocal, pickAddress } from './ride.ts';

/**
 * Issue 34's follow-up (PRODUCT decision 24), on a phone: a Tour from the home widget asks the hours (the car
 * waits on site), offers no return trip, needs no destination, is priced by those hours, and is booked through
 * the details step (which says which price applied) to checkout "As directed".
 */

test.use({ viewport: { width: 390, height: 844 } });

const WAITING = 'Priced by the hour: the car waits on site';

async function asGuest(page: Page) {
  const res = await page.request.post('/api/guest', {
    data: {
      email: `guest.tour.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`,
      firstName: 'Nora',
      lastName: 'Quinn',
      phone: '(917) 555-0123',
    },
  });
  expect(res.ok()).toBe(true);
}

test('a Tour from the home widget: hours asked, no return trip, no destination, priced by the hour', async ({
  page,
}) => {
  await asGuest(page);
  await page.goto('/?service=tour');
  const widget = page.locator('#booking-widget');
  await pickAddress(
    page,
    widget.getByRole('combobox', { name: 'Pickup address' }),
    'the pierre',
    /The Pierre/,
  );
  // The destination is optional ("As directed"), the hours are asked, a return trip is not offered.
  await expect(widget.getByRole('combobox', { name: 'Destination address (optional)' })).toBeVisible();
  await expect(widget.getByText('Add a return trip')).toHaveCount(0);
  await widget.getByLabel('How many hours?').selectOption('3');
  const when = widget.getByRole('group', { name: 'Pickup date and time' });
  await when.getByLabel('Date').fill(newYorkLocal(3 * 24 * 60).date);
  await when.getByLabel('Time').fill('14:30');

  const priced = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/quotes' && r.request().method() === 'POST' && r.ok(),
  );
  await widget.getByRole('button', { name: 'GET MY PRICES' }).click();
  const quoted = await priced;
  const request = quoted.request().postDataJSON() as Record<string, unknown>;
  expect(request).toMatchObject({ serviceType: 'tour', hours: 3, returnTrip: false });
  expect(request).not.toHaveProperty('destination');
  const quote = (await quoted.json()) as { hours: number; priceBasis: { kind: string; reason: string } };
  expect(quote.hours).toBe(3);
  expect(quote.priceBasis).toMatchObject({ kind: 'hourly', reason: WAITING });

  await expect(page).toHaveURL(/\/vehicle-selection\/tour$/);
  const sedan = page.locator('[data-vehicle-id="sedan-cadillac"]');
  await expect(sedan.getByTestId('vehicle-total')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await sedan.getByRole('button', { name: /^Select Vehicle/ }).click();

  // The details step: no destination asked for, the summary says which price applied.
  await expect(page).toHaveURL(/\/booking-details$/);
  await expect(page.getByTestId('summary-price-basis')).toHaveText(WAITING);
  const created = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/bookings' && r.request().method() === 'POST',
  );
  await page.getByTestId('continue-to-payment').click();
  const booking = await created;
  expect(booking.status()).toBe(201);
  expect(await booking.json()).toMatchObject({ destinationAddress: 'As directed', hours: 3 });

  await expect(page).toHaveURL(/\/stripe-checkout\?booking=/);
  await expect(page.getByTestId('checkout-summary').getByTestId('summary-price-basis')).toHaveText(WAITING);
  await page.screenshot({ path: 'test-results/shots/follow-tour-checkout.png' });
});
