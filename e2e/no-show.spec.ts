import { CHAUFFEUR_PHONE, chauffeurWithPaidRide, type PaidBooking } from './admin-fleet.ts';
import { expect, test } from './fixtures.ts';
import { latestMailTo } from './mail.ts';
import { driverAtPickup } from './trip-clock.ts';

/**
 * A passenger no-show (PRODUCT decisions 28 and 29, issue 35), a chauffeur on a phone (390 px): accepts a paid
 * ride, reports "On location" (confirmed once), finds "Passenger no-show" disabled with when it becomes
 * available, waits out the 15 free minutes from the pickup time (the trip rules' clock of the e2e server, and
 * the browser's clock, stand at the pickup), records the no-show (confirmed once): the booking ends as
 * no_show, cannot be cancelled by the customer, the chauffeur is paid their share (history and earnings), and
 * the customer's email says the ride is charged.
 */

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface Booked extends PaidBooking {
  pickupDateTime: string;
}

test.use(CHAUFFEUR_PHONE);

test('a chauffeur at 390 px arrives, waits the free time, records a no-show: the ride ends as no-show and the chauffeur is paid', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const base = baseURL ?? '';
  const customerEmail = `e2e-no-show-${run}@example.com`;
  const { customer, booking } = await chauffeurWithPaidRide<Booked>(
    page,
    base,
    { first: 'Ines', last: `Okafor${run}` },
    { firstName: 'Maya', lastName: 'Lindgren', email: customerEmail, phone: '(646) 555-0123' },
  );
  const nearby = page.locator(`article[data-trip-number="${booking.number}"]`);
  await expect(nearby).toBeVisible({ timeout: 20_000 });
  const share = (await nearby.getByTestId('trip-earnings').textContent())?.trim() ?? '';
  expect(share).toMatch(/^\$\d/);
  await nearby.getByRole('button', { name: 'Accept Trip' }).click();
  await expect(page.getByText('Trip Accepted')).toBeVisible();
  const card = page.locator(`article[data-trip-number="${booking.number}"]`);
  await expect(card.getByRole('button', { name: 'On location' })).toBeVisible();

  // Five minutes before the pickup the chauffeur is there (the server's trip rules and the phone agree).
  const pickupAt = new Date(booking.pickupDateTime);
  await driverAtPickup(page, booking.number, -5);
  await page.clock.setFixedTime(new Date(pickupAt.getTime() - 5 * 60_000));
  await card.getByRole('button', { name: 'On location' }).click();
  const arrive = page.getByRole('dialog', { name: 'Are you at the pickup?' });
  await expect(arrive).toContainText('15 minutes');
  await expect(arrive).toContainText('The passenger is emailed');
  await arrive.getByRole('button', { name: 'Yes, I am on location' }).click();
  await expect(arrive).toBeHidden();
  await expect(page.getByText('On location: the passenger is told you are here')).toBeVisible();

  // The wait counts from the pickup time: no-show is disabled, with when it becomes available.
  const noShow = card.getByRole('button', { name: 'Passenger no-show' });
  await expect(noShow).toBeDisabled();
  await expect(card).toContainText(/Available at \d{1,2}:\d{2}(:\d{2})?\s[AP]M \(in 20:00\)/);
  await expect(card.getByRole('link', { name: 'Directions to pickup' })).toBeVisible();
  for (const name of ['Passenger on board', 'Passenger no-show', 'Cancel']) {
    const box = await card.getByRole('button', { name }).boundingBox();
    // Large for a thumb: at least 48 px tall.
    expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(48);
  }
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: 'test-results/screenshots/no-show-trip-card-waiting-390.png' });

  // Sixteen minutes after the pickup time: available.
  await driverAtPickup(page, booking.number, 16);
  await page.clock.setFixedTime(new Date(pickupAt.getTime() + 16 * 60_000));
  await expect(noShow).toBeEnabled();
  await expect(card).toContainText('the free waiting time is over');
  await card.screenshot({ path: 'test-results/screenshots/no-show-trip-card-ready-390.png' });
  await noShow.click();
  const confirm = page.getByRole('dialog', { name: 'Record a passenger no-show?' });
  await expect(confirm).toContainText('charged in full');
  await expect(confirm).toContainText('The passenger, the customer and dispatch are told by email.');
  await page.screenshot({ path: 'test-results/screenshots/no-show-confirm-390.png' });
  await confirm.getByRole('button', { name: 'Record No-show' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Recorded as a no-show')).toBeVisible();
  await expect(card).toBeHidden();

  // The chauffeur's history and earnings count it.
  await page.getByRole('tab', { name: /^Trip History/ }).click();
  const done = page.locator(`article[data-trip-number="${booking.number}"]`);
  await expect(done).toContainText('No-show');
  await expect(done.getByTestId('trip-earnings')).toHaveText(share);
  await expect(done.getByTestId('trip-outcome')).toContainText('Passenger no-show');
  await expect(page.locator('[data-figure]').filter({ hasText: 'All time' })).toContainText(share);

  // The booking ended as a no-show; the customer cannot cancel it, and was told it is charged.
  const mine = await customer.get('/api/user/bookings');
  const row = ((await mine.json()) as { id: string; status: string }[]).find((b) => b.id === booking.id);
  expect(row?.status).toBe('no_show');
  const cancel = await customer.post(`/api/user/bookings/${booking.id}/cancel`, { data: {} });
  expect(cancel.status()).toBe(409);
  // The customer's email says so (the newest email to them, once the no-show's has arrived).
  await expect
    .poll(async () => (await latestMailTo(customerEmail)).includes('charged in full'), { timeout: 15_000 })
    .toBe(true);
  expect(await latestMailTo(customerEmail)).toContain('You were not at the pickup');
});
