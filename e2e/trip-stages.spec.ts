import { CHAUFFEUR_PHONE, chauffeurWithPaidRide, passengerPage } from './admin-fleet.ts';
import { expect, test } from './fixtures.ts';
import { confirmTripStep, driverAtPickup } from './trip-clock.ts';

/**
 * The chauffeur's stages (PRODUCT decision 28, issue 36) in two browser contexts: a chauffeur on a phone
 * (390 px) taps On the way, On location, Passenger on board and Completed on the trip card, each the one large
 * button of the card in order, each confirmed once; the passenger's booking page (signed in, another context)
 * shows each stage with its time as the position refreshes, and the trip's end.
 */

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.use(CHAUFFEUR_PHONE);

test('a chauffeur taps each stage on the trip card and the passenger page shows each one', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(480_000);
  const base = baseURL ?? '';
  const customerEmail = `e2e-stages-${run}@example.com`;
  const { admin, customer, booking } = await chauffeurWithPaidRide(
    page,
    base,
    { first: 'Rosa', last: `Delgado${run}` },
    { firstName: 'Owen', lastName: 'Marsh', email: customerEmail, phone: '(646) 555-0188' },
  );
  // The chauffeur accepts the ride.
  const nearby = page.locator(`article[data-trip-number="${booking.number}"]`);
  await expect(nearby).toBeVisible({ timeout: 20_000 });
  await nearby.getByRole('button', { name: 'Accept Trip' }).click();
  await expect(page.getByText('Trip Accepted')).toBeVisible();
  const card = page.locator(`article[data-trip-number="${booking.number}"]`);
  const stage = card.getByTestId('trip-stage');
  await expect(stage).toHaveAttribute('data-stage', 'accepted');
  await expect(stage).toContainText(/^Accepted · \d{1,2}:\d{2}(:\d{2})?\s[AP]M$/);

  // The passenger's page, before the chauffeur sets off: no stage yet, no position.
  const passenger = await passengerPage(browser, base, customerEmail, booking.number);
  const banner = passenger.getByTestId('trip-stage-banner');
  await expect(banner).toHaveAttribute('data-stage', 'accepted', { timeout: 20_000 });
  await expect(banner).toHaveText('');

  // Twenty minutes before the pickup the chauffeur sets off: the next stage is the one large button.
  await driverAtPickup(page, booking.number, -20);
  const next = card.getByRole('button', { name: 'On the way' });
  const box = await next.boundingBox();
  const cardBox = await card.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
  // Full width of the card's content (a thumb finds it anywhere across the phone).
  expect(box?.width ?? 0).toBeGreaterThan((cardBox?.width ?? 0) * 0.8);
  await confirmTripStep(
    page,
    card,
    'On the way',
    'Are you on the way to the pickup?',
    'Yes, I am on the way',
  );
  await expect(page.getByText('On the way: the passenger is told you are coming')).toBeVisible();
  await expect(stage).toHaveAttribute('data-stage', 'on_the_way');
  await expect(stage).toContainText(/^On the way · \d{1,2}:\d{2}\s[AP]M$/);
  await expect(card.getByRole('button', { name: 'On the way' })).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: 'test-results/screenshots/trip-stages-card-on-the-way-390.png' });

  // The passenger's page refreshes with the stage and its time (and the position shows from now on).
  await expect(banner).toHaveAttribute('data-stage', 'on_the_way', { timeout: 25_000 });
  await expect(banner).toContainText(/Your chauffeur is on the way · \d{1,2}:\d{2}\s[AP]M/);
  await expect(passenger.getByTestId('driver-tracking')).toHaveAttribute('data-has-position', 'true');
  await banner.scrollIntoViewIfNeeded();
  await passenger.screenshot({ path: 'test-results/screenshots/trip-stages-passenger-on-the-way-390.png' });

  await confirmTripStep(page, card, 'On location', 'Are you at the pickup?', 'Yes, I am on location');
  await expect(stage).toHaveAttribute('data-stage', 'on_location');
  await expect(banner).toHaveAttribute('data-stage', 'on_location', { timeout: 25_000 });
  await expect(banner).toContainText('Your chauffeur is at the pickup ·');

  await driverAtPickup(page, booking.number, -2);
  await confirmTripStep(page, card, 'Passenger on board', 'Is the passenger on board?', 'Start Trip');
  await expect(stage).toHaveAttribute('data-stage', 'on_board');
  await card.screenshot({ path: 'test-results/screenshots/trip-stages-card-on-board-390.png' });
  await expect(banner).toHaveAttribute('data-stage', 'on_board', { timeout: 25_000 });
  await expect(banner).toContainText(/On board · \d{1,2}:\d{2}\s[AP]M/);
  await passenger.screenshot({ path: 'test-results/screenshots/trip-stages-passenger-on-board-390.png' });

  await driverAtPickup(page, booking.number, 40);
  await confirmTripStep(page, card, 'Complete Trip', 'Complete this trip?', 'Complete Trip');
  await expect(card).toBeHidden();
  // The passenger's page reads the ended trip: no stage banner, no position, the booking completed.
  await expect(passenger.getByTestId('driver-tracking')).toBeHidden({ timeout: 25_000 });
  const mine = await customer.get('/api/user/bookings');
  const row = ((await mine.json()) as { id: string; status: string }[]).find((b) => b.id === booking.id);
  expect(row?.status).toBe('completed');

  // Dispatch sees each stage's time on the booking.
  const detail = await admin.get(`/api/admin/bookings/${booking.id}`);
  const trips = ((await detail.json()) as { trips: Record<string, string | null>[] }).trips;
  expect(trips[0]).toMatchObject({ stage: 'completed' });
  for (const key of ['onTheWayAt', 'arrivedAt', 'startedAt', 'completedAt'])
    expect(trips[0]?.[key]).toBeTruthy();
  await passenger.context().close();
});
