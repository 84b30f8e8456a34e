import type { Locator } from '@playwright/test';
import { nyDate } from '../src/shared/domain/dispatch-board.ts';
import { weekStartOf } from '../src/shared/domain/settlement-week.ts';
import {
  ADMIN_EMAIL,
  DEMO_PASSWORD,
  apiClient,
  chauffeurPage,
  createBooking,
  newCustomer,
  newDriver,
  passengerPage,
  payWithTestCard,
} from './admin-fleet.ts';
import { expect, test } from './fixtures.ts';
import { dragToChauffeur } from './board-drag.ts';
import { confirmTripStep, driverAtPickup } from './trip-clock.ts';

/**
 * Issue 36's "must show", one busy stretch of a day in four browsers: the dispatcher's board (1280 px) and two
 * chauffeurs' phones, plus the passenger's phone.
 *
 * 1. Chauffeur B takes ride X from their phone; on the open board X moves from Unassigned to B's row, live.
 * 2. The passenger books and pays ride Y half an hour after X: it appears on the board (block and queue) within
 *    5 s, by the board's event stream (the page is never reloaded: a marker set in it survives to the end).
 * 3. Y chosen: B's row says it overlaps X before any click; dropped on B anyway, the server refuses it naming X;
 *    A fits and is assigned.
 * 4. A taps On the way, On location, Passenger on board (23 minutes after the pickup time, on the trip rules'
 *    clock) and Completed; each stage changes Y's block on the board and the passenger's page within 5 s.
 * 5. The dispatcher closes the ride out (the 8 minutes beyond the 15 free charged on the saved card); the
 *    receipt shows the waiting time charged after the ride.
 * 6. The passenger tips 20 %; the tip and the waiting share are on A's statement of the week in Earnings.
 */

const MINUTE = 60_000;
/** Everything live is asserted within this (the "within 5 s"); the fallbacks poll every 15 s. */
const LIVE = { timeout: 5_000 };

/**
 * X's pickup: on the quarter hour after the booking lead (2 hours) and a margin; Y half an hour later, on the
 * same New York day (the board shows one day).
 */
let xAt = new Date(Math.ceil((Date.now() + 140 * MINUTE) / (15 * MINUTE)) * 15 * MINUTE);
if (nyDate(xAt) !== nyDate(new Date(xAt.getTime() + 30 * MINUTE)))
  xAt = new Date(xAt.getTime() + 45 * MINUTE);
const yAt = new Date(xAt.getTime() + 30 * MINUTE);
const day = nyDate(xAt);
const nyClock = (at: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);

interface Booked {
  id: string;
  number: string;
}

test.use({ allowConsole: /status of 409 \(Conflict\)/ });

test('a busy day on one live board: new ride, refused overlap, stages, waiting close-out, tip to the chauffeur', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // The chauffeur's statement opens weeks up to the current one: a ride completed after Sunday midnight (New
  // York) is next week's. Only late on a Sunday evening do the rides fall there.
  test.skip(
    weekStartOf(new Date(yAt.getTime() + 60 * MINUTE)) !== weekStartOf(new Date()),
    "late on Sunday in New York the day's rides are next week's pay",
  );
  const base = baseURL ?? '';
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const admin = await apiClient(base, ADMIN_EMAIL);
  const [a, b, rider] = await Promise.all([
    newDriver(base, admin, { first: 'Amara', last: `Okafor${run}` }),
    newDriver(base, admin, { first: 'Bruno', last: `Ferri${run}` }),
    newCustomer(base, {
      firstName: 'Iris',
      lastName: `Calloway${run}`,
      email: `e2e-busy-day-${run}@example.com`,
      phone: '(646) 555-0123',
    }),
  ]);
  // X's pickup is where the chauffeurs stand (Bryant Park): nearest of every open ride, it heads B's nearby list
  // however many Times Square rides the rest of the suite has open.
  const x = await createBooking<Booked>(rider.api, {
    pickupDateTime: xAt.toISOString(),
    pickup: 'Bryant Park',
  });
  await payWithTestCard(rider.api, x.id);

  // The dispatcher's board of the day, its event stream open.
  await page.setViewportSize({ width: 1280, height: 900 });
  const login = await page.request.post('/api/login', {
    data: { email: ADMIN_EMAIL, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/dispatch/events');
  await page.goto(`/admin/dispatch?date=${day}`);
  expect((await stream).headers()['content-type']).toContain('text/event-stream');
  await page.evaluate(() => ((window as unknown as { busyDay?: boolean }).busyDay = true));
  const rowOf = (name: string) => page.locator(`[data-testid="board-row"][data-driver="${name}"]`);
  const rowA = rowOf(a.name);
  const rowB = rowOf(b.name);
  const unassigned = page.getByTestId('board-row-unassigned');
  const block = (scope: Locator, n: string) =>
    scope.locator(`[data-testid="board-block"][data-booking="${n}"]`);
  const queued = (n: string) => page.locator(`[data-testid="queue-item"][data-booking="${n}"]`);
  await expect(block(unassigned, x.number)).toContainText('Unassigned');
  await expect(rowB).toBeVisible();
  await expect(block(rowB, x.number)).toHaveCount(0);

  // 1. Chauffeur B accepts X on their phone: X moves into B's row on the board.
  const bPhone = await chauffeurPage(browser, b);
  const offer = bPhone.locator(`article[data-trip-number="${x.number}"]`);
  await offer.getByRole('button', { name: 'Accept Trip' }).click();
  await expect(bPhone.getByText('Trip Accepted')).toBeVisible();
  await expect(block(rowB, x.number)).toContainText('Assigned', LIVE);
  await expect(block(unassigned, x.number)).toHaveCount(0, LIVE);

  // 2. The passenger books and pays Y (card saved): the board shows it within 5 s, block and queue.
  const y = await createBooking<Booked>(rider.api, { pickupDateTime: yAt.toISOString() });
  await expect(queued(y.number)).toHaveCount(0);
  await payWithTestCard(rider.api, y.id, { saveCard: true });
  await expect(queued(y.number)).toContainText(rider.firstName, LIVE);
  // Within 6 hours of its pickup and nobody has it: amber.
  await expect(queued(y.number)).toHaveAttribute('data-urgency', 'amber');
  await expect(queued(y.number)).toContainText('Soon: within 6 hours');
  await expect(block(unassigned, y.number)).toContainText('Unassigned', LIVE);

  // 3. Y chosen: before any click B's row says it overlaps X, A's that it fits.
  await queued(y.number).click();
  await expect(page.getByTestId('board-chosen')).toContainText(y.number);
  const fitB = rowB.getByTestId('board-fit');
  await expect(fitB).toHaveAttribute('data-fit', 'no');
  await expect(fitB).toContainText(`Overlaps ${x.number} at ${nyClock(xAt)}`);
  await expect(rowB.getByTestId('board-assign')).toHaveCount(0);
  await expect(rowA.getByTestId('board-fit')).toHaveAttribute('data-fit', 'fits');
  await expect(rowA.getByTestId('board-fit')).toContainText('Fits');
  // Dropped on B anyway: the server refuses and names X; Y stays unassigned.
  await dragToChauffeur(page, queued(y.number), rowB, b.name);
  await page.getByTestId('board-confirm-submit').click();
  await expect(page.locator('[data-toast]').filter({ hasText: 'Assignment refused' })).toContainText(
    `overlaps the driver's trip ${x.number}`,
  );
  await expect(block(unassigned, y.number)).toBeVisible();
  await expect(block(rowB, y.number)).toHaveCount(0);
  // A fits: Assign, confirm; Y's block is in A's row and the queue no longer holds it.
  await rowA.getByTestId('board-assign').click();
  await page.getByTestId('board-confirm-submit').click();
  const yBlock = block(rowA, y.number);
  await expect(yBlock).toHaveAttribute('data-status', 'assigned');
  await expect(queued(y.number)).toHaveCount(0);
  await expect(block(unassigned, y.number)).toHaveCount(0);

  // 4. A's trip card, and the passenger's page (nothing said before the chauffeur sets off).
  const aPhone = await chauffeurPage(browser, a);
  await aPhone.getByRole('tab', { name: /^Active Trips/ }).click();
  const card = aPhone.locator(`article[data-trip-number="${y.number}"]`);
  const stage = card.getByTestId('trip-stage');
  await expect(stage).toHaveAttribute('data-stage', 'accepted');
  const passenger = await passengerPage(browser, base, rider.email, y.number);
  const banner = passenger.getByTestId('trip-stage-banner');
  await expect(banner).toHaveAttribute('data-stage', 'accepted');

  const steps = [
    // [minutes from Y's pickup, button, dialog, confirm, card stage, board status, board text, banner stage, banner text]
    [
      -20,
      'On the way',
      'Are you on the way to the pickup?',
      'Yes, I am on the way',
      'on_the_way',
      'Assigned',
      'On the way',
      'on_the_way',
      'Your chauffeur is on the way ·',
    ],
    [
      -5,
      'On location',
      'Are you at the pickup?',
      'Yes, I am on location',
      'on_location',
      'Assigned',
      'On location',
      'on_location',
      'Your chauffeur is at the pickup ·',
    ],
    [
      23,
      'Passenger on board',
      'Is the passenger on board?',
      'Start Trip',
      'on_board',
      'On trip',
      'Passenger on board',
      'on_board',
      'On board ·',
    ],
  ] as const;
  for (const [
    minutes,
    button,
    dialog,
    confirm,
    cardStage,
    status,
    boardStage,
    bannerStage,
    bannerText,
  ] of steps) {
    await driverAtPickup(aPhone, y.number, minutes);
    await confirmTripStep(aPhone, card, button, dialog, confirm);
    await expect(stage).toHaveAttribute('data-stage', cardStage);
    await expect(yBlock).toContainText(status, LIVE);
    await expect(yBlock).toContainText(`${status} · ${boardStage}`, LIVE);
    await expect(banner).toHaveAttribute('data-stage', bannerStage, LIVE);
    await expect(banner).toContainText(bannerText);
  }
  await driverAtPickup(aPhone, y.number, 45);
  await confirmTripStep(aPhone, card, 'Complete Trip', 'Complete this trip?', 'Complete Trip');
  await expect(card).toBeHidden();
  await expect(yBlock).toHaveAttribute('data-status', 'completed', LIVE);
  await expect(yBlock).toContainText('Completed');
  // The passenger's page reads the ended trip: the tip card of a completed ride.
  await expect(passenger.getByTestId('tip-card')).toBeVisible(LIVE);

  // 5. The dispatcher (another tab) closes the ride out: 8 minutes of waiting beyond the 15 free.
  const office = await page.context().newPage();
  await office.setViewportSize({ width: 1280, height: 900 });
  await office.goto(`/admin?q=${y.number}`);
  await office
    .locator(`tr[data-booking-number="${y.number}"]`)
    .getByRole('button', { name: `View details of booking ${y.number}` })
    .click();
  const panel = office.getByTestId('close-out-panel');
  const waitLine = panel.getByTestId('close-out-line').filter({ hasText: 'Waiting time (' });
  await expect(waitLine).toContainText('8 min');
  await waitLine.getByRole('button', { name: /^Approve Waiting time/ }).click();
  await expect(waitLine).toContainText('Approved');
  await panel.getByTestId('close-out-button').click();
  const ask = office.getByTestId('close-out-confirm');
  await expect(ask).toContainText('charged off-session');
  await ask.getByRole('button', { name: /^Charge \$/ }).click();
  await expect(panel.getByTestId('close-out-outcome')).toContainText('Paid');
  await office.close();

  // The passenger's receipt: the waiting time, charged after the ride.
  await passenger.goto(`/bookings/${y.id}/receipt`);
  await expect(passenger.getByTestId('receipt-extra').filter({ hasText: 'Waiting time (' })).toContainText(
    '8 min',
  );
  await expect(passenger.getByText('Charged after the ride', { exact: true })).toBeVisible();

  // 6. The passenger tips 20 % on the booking page (the saved card), thanked.
  await passenger.goto(`/booking-confirmation?number=${y.number}`);
  const tip = passenger.getByTestId('tip-card');
  const twenty = tip.getByTestId('tip-20');
  const amount = ((await twenty.textContent()) ?? '').replace('20 %', '').trim();
  expect(amount).toMatch(/^\$\d+\.\d\d$/);
  await twenty.click();
  await tip.getByRole('button', { name: `Tip ${amount}` }).click();
  await passenger
    .getByTestId('tip-confirm')
    .getByRole('button', { name: `Tip ${amount}` })
    .click();
  await expect(passenger.getByTestId('tip-thanks')).toContainText(amount);

  // A's Earnings: the week's statement holds the trip, the waiting share and the whole tip.
  await aPhone.getByRole('tab', { name: /^Earnings/ }).click();
  const week = weekStartOf(new Date(yAt.getTime() + 45 * MINUTE));
  await aPhone.locator(`button[data-week="${week}"]`).click();
  const statement = aPhone.getByTestId('statement');
  await expect(statement.locator('[data-kind="trip"]')).toContainText(y.number);
  await expect(statement.locator('[data-kind="waiting"]')).toContainText(y.number);
  const tipLine = statement.locator('[data-kind="tip"]');
  await expect(tipLine).toContainText(y.number);
  await expect(tipLine).toContainText(amount);

  // The board was never reloaded; its picture at the end of the day's stretch.
  expect(await page.evaluate(() => (window as unknown as { busyDay?: boolean }).busyDay)).toBe(true);
  await block(rowA, y.number).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/busy-day-board-1280.png' });
  for (const p of [bPhone, aPhone, passenger]) await p.context().close();
});
