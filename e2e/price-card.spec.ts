import { mkdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, fillTestCard, test } from './fixtures.ts';
import { newYorkLocal } from './ride.ts';

/**
 * Issue 34, walked as the customer did at 390 px: the card leads with the all-in price and folds its breakdown
 * (configured rates, the receipt's order); the perks tell this ride's truth (free cancellation only 24 hours
 * ahead, with the deadline; 90 minutes of waiting at airports, 15 elsewhere), and checkout states the terms;
 * hourly is hours x rate, needs no destination, offers no return, and lasts its hours; the chat launcher
 * leaves the toast and the payment note alone; the hours picker has its arrow.
 */

test.use({ viewport: { width: 390, height: 844 } });

const SHOTS = 'test-results/shots';
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
/** The deadline as the pages write it: New York time, English, with the zone. */
const nyDateTime = (at: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);

interface Quote {
  pickupDateTime: string;
  vehicles: { vehicleId: string; totalCents: number; legs: { priceCents: number }[] }[];
}

/** A draft as the home widget leaves it; then the vehicle step, with the server's quote. */
async function vehicleStep(page: Page, draft: Record<string, unknown>): Promise<Quote> {
  await page.goto('/terms');
  await page.evaluate((d) => localStorage.setItem('bookingData', JSON.stringify(d)), draft);
  const quoted = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/quotes' && r.request().method() === 'POST',
  );
  await page.goto(`/vehicle-selection/${String(draft.serviceType)}`);
  const res = await quoted;
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Quote;
}

const ride = (more: Record<string, unknown> = {}) => ({
  serviceType: 'point-to-point',
  serviceName: 'Point to Point',
  pickupAddress: 'Times Square',
  destinationAddress: 'Yankee Stadium',
  pickupDate: newYorkLocal(3 * 24 * 60).date,
  pickupTime: '16:00',
  returnTrip: false,
  ...more,
});

const card = (page: Page, id: string) => page.locator(`[data-vehicle-id="${id}"]`);
const testIds = (scope: Locator) =>
  scope.locator('[data-testid^="line-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));

async function bookAsGuest(page: Page, draft: Record<string, unknown>) {
  await page.goto('/terms');
  await page.evaluate((d) => localStorage.setItem('bookingData', JSON.stringify(d)), draft);
  const guest = await page.request.post('/api/guest', {
    data: {
      email: `price.card.${Date.now()}@example.com`,
      firstName: 'Nora',
      lastName: 'Quinn',
      phone: '(917) 555-0123',
    },
  });
  expect(guest.ok()).toBe(true);
  await page.goto('/booking-details');
  await expect(page.getByTestId('summary-updating')).toHaveText('');
}

test('the card leads with the all-in price; the breakdown opens from the keyboard, configured rates, receipt order', async ({
  page,
}) => {
  const quote = await vehicleStep(
    page,
    ride({ returnTrip: true, returnDate: newYorkLocal(4 * 24 * 60).date, returnTime: '11:00' }),
  );
  for (const v of quote.vehicles)
    await expect(card(page, v.vehicleId).getByTestId('vehicle-total')).toHaveText(usd(v.totalCents));
  const sedan = card(page, 'sedan-cadillac');
  // The all-in price comes first: above the features and perks, under the name.
  const total = await sedan.getByTestId('vehicle-total').boundingBox();
  const perks = await sedan.getByRole('list', { name: 'Included with this ride' }).boundingBox();
  expect(total && perks && total.y < perks.y).toBe(true);
  await expect(sedan).toContainText('per vehicle, tax included');
  // Folded, one tap (or Enter) away.
  await expect(sedan.getByTestId('line-card-fee').first()).toBeHidden();
  await sedan.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(sedan.getByTestId('line-card-fee').first()).toBeVisible();
  // The configured rates on every card and leg, never read back from rounded cents (3.99%, 14.01%).
  for (const v of quote.vehicles) {
    for (const fee of await card(page, v.vehicleId).getByTestId('line-card-fee').allTextContents())
      expect(fee).toMatch(/^Card fee \(4%\)\$/);
    for (const stc of await card(page, v.vehicleId).getByTestId('line-stc').allTextContents())
      expect(stc).toContain('14% of the base fare');
  }
  // The receipt's order: both fares, then the for-hire surcharges summed, extras, subtotal, tax, total.
  const ids = await testIds(sedan);
  const at = (id: string) => ids.indexOf(id);
  const lastAdmin = ids.lastIndexOf('line-admin');
  const surcharges = ids.filter((id) => /^line-(nys|crz|airport|blackCar)/.test(id ?? ''));
  expect(surcharges.length).toBeGreaterThan(0);
  expect(new Set(surcharges).size).toBe(surcharges.length);
  for (const s of surcharges) expect(at(s ?? '')).toBeGreaterThan(lastAdmin);
  expect(ids.slice(-4)).toEqual(['line-extras', 'line-subtotal', 'line-tax', 'line-total']);
  // Which price applied, in words.
  await expect(page.getByTestId('summary-priceBasis')).toBeVisible();
  await expect(page.getByTestId('summary-priceBasis')).not.toContainText('quote.');

  mkdirSync(SHOTS, { recursive: true });
  await sedan.scrollIntoViewIfNeeded();
  await sedan.screenshot({ path: `${SHOTS}/price-card-open-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await sedan.scrollIntoViewIfNeeded();
  await sedan.screenshot({ path: `${SHOTS}/price-card-open-1280.png` });
  await sedan.locator('summary').click();
  await page.getByTestId('ride-summary').screenshot({ path: `${SHOTS}/price-card-ride-summary-1280.png` });
  await sedan.screenshot({ path: `${SHOTS}/price-card-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await sedan.scrollIntoViewIfNeeded();
  await sedan.screenshot({ path: `${SHOTS}/price-card-390.png` });
});

test('perks tell this ride’s truth: no free cancellation 21 h ahead, 15 min waiting away from airports', async ({
  page,
}) => {
  const soon = newYorkLocal(21 * 60);
  await vehicleStep(page, ride({ pickupDate: soon.date, pickupTime: soon.time }));
  const sedan = card(page, 'sedan-cadillac');
  await expect(sedan.getByTestId('perk-cancellation')).toHaveText(
    'Within 24 h of pickup: 50% refund if cancelled',
  );
  await expect(sedan.getByTestId('perk-wait')).toHaveText('15 min free waiting');
  await expect(sedan).not.toContainText('Free cancellation');
  await expect(sedan).not.toContainText('90 min');
});

test('an airport pickup days ahead: 90 min waiting, free cancellation until its deadline, and checkout says so', async ({
  page,
}) => {
  const draft = ride({
    pickupAddress: 'LaGuardia Airport',
    serviceType: 'from-airport',
    serviceName: 'From Airport',
  });
  const quote = await vehicleStep(page, draft);
  const deadline = nyDateTime(new Date(Date.parse(quote.pickupDateTime) - 24 * 3_600_000));
  const sedan = card(page, 'sedan-cadillac');
  await expect(sedan.getByTestId('perk-wait')).toHaveText('90 min free waiting from landing');
  await expect(sedan.getByTestId('perk-cancellation')).toHaveText(`Free cancellation until ${deadline}`);

  await bookAsGuest(page, { ...draft, vehicleId: 'sedan-cadillac', vehicleName: 'Cadillac XTS Sedan' });
  await page.getByTestId('continue-to-payment').click();
  await expect(page).toHaveURL(/\/stripe-checkout\?booking=/);
  await expect(page.getByTestId('checkout-cancellation')).toContainText(
    `Free cancellation until ${deadline}, with a full refund. After that, until the trip starts: 50% refund.`,
  );
});

test('hourly on the home form: no destination needed, no return trip, hours x rate on the card', async ({
  page,
}) => {
  await page.goto('/?service=hourly&showMap=true');
  const widget = page.locator('#booking-widget');
  const hours = widget.getByLabel('How many hours?');
  // The select shows its arrow.
  expect(await hours.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('svg');
  await expect(widget.getByLabel('Return trip')).toHaveCount(0);
  await expect(widget.getByRole('combobox', { name: 'Destination address (optional)' })).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  await widget.screenshot({ path: `${SHOTS}/price-card-hourly-form-blank-390.png` });
  await hours.selectOption('3');
  await widget.getByRole('combobox', { name: 'Pickup address' }).fill('The Plaza Hotel');
  const when = widget.getByRole('group', { name: 'Pickup date and time' });
  await when.getByLabel('Date').fill(newYorkLocal(3 * 24 * 60).date);
  await when.getByLabel('Time').fill('10:00');
  await widget.screenshot({ path: `${SHOTS}/price-card-hourly-form-390.png` });
  await widget.getByRole('button', { name: 'GET MY PRICES' }).click();
  await expect(page).toHaveURL(/\/vehicle-selection\/hourly$/);
  const sedan = card(page, 'sedan-cadillac');
  await sedan.locator('summary').click();
  await expect(sedan.getByTestId('line-hourly')).toHaveText(/^3 h × \$99\.50\$298\.50$/);
  await expect(page.getByText('Package price')).toHaveCount(0);
});

test('an hourly booking lasts its hours: details, confirmation and the calendar file', async ({ page }) => {
  await bookAsGuest(page, {
    serviceType: 'hourly',
    serviceName: 'Hourly',
    pickupAddress: 'The Plaza Hotel',
    destinationAddress: 'Brooklyn Bridge Park',
    pickupDate: newYorkLocal(3 * 24 * 60).date,
    pickupTime: '10:00',
    hours: 3,
    returnTrip: false,
    vehicleId: 'sedan-cadillac',
    vehicleName: 'Cadillac XTS Sedan',
  });
  await expect(page.getByTestId('line-hourly')).toContainText('3 h × $99.50');
  await page.getByTestId('continue-to-payment').click();
  await expect(page).toHaveURL(/\/stripe-checkout\?booking=/);
  await fillTestCard(page);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/booking-confirmation\?/);
  await expect(page.getByTestId('trip-hours')).toContainText('3 hours');
  await expect(page.getByTestId('trip-duration')).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const ics = readFileSync((await (await download).path()) ?? '', 'utf8');
  const stamp = (name: string) => {
    const m = new RegExp(`${name}:(\\d{8}T\\d{6})Z`).exec(ics)?.[1] ?? '';
    return Date.parse(
      `${m.slice(0, 4)}-${m.slice(4, 6)}-${m.slice(6, 11)}:${m.slice(11, 13)}:${m.slice(13)}Z`,
    );
  };
  expect(stamp('DTEND') - stamp('DTSTART')).toBe(3 * 3_600_000);
});

/** The launcher's box meets a line of the element's text (false when the launcher is hidden); null without it. */
function coversText(selector: string): boolean | null {
  const target = document.querySelector(selector);
  const launcher = document.querySelector<HTMLElement>('[data-testid="chat-launcher"]');
  if (!target) return null;
  if (!launcher) return false;
  const s = getComputedStyle(launcher);
  const l = launcher.getBoundingClientRect();
  if (s.visibility === 'hidden' || s.display === 'none' || Number(s.opacity) === 0 || l.width === 0)
    return false;
  const range = document.createRange();
  const walker = document.createTreeWalker(target, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    for (const r of range.getClientRects())
      if (r.left < l.right && r.right > l.left && r.top < l.bottom && r.bottom > l.top) return true;
  }
  return false;
}

test('the chat launcher leaves the “Proceeding with…” toast and the note under Continue to payment alone', async ({
  page,
}) => {
  await vehicleStep(page, ride());
  await expect(page.getByTestId('chat-launcher')).toBeVisible();
  // The toast shows for a second before the next step: measured in the page, once the launcher has moved.
  const measured = page.evaluate(
    () =>
      new Promise<boolean | null>((resolve) => {
        const started = Date.now();
        const tick = () => {
          const toast = document.querySelector('[data-testid="proceeding"]');
          if (toast) {
            // Until the page moves on (1 s): the launcher steps off the toast (lifted above it, or hidden).
            const seen = Date.now();
            const look = () => {
              const launcher = document.querySelector<HTMLElement>('[data-testid="chat-launcher"]');
              const s = launcher ? getComputedStyle(launcher) : null;
              const l = launcher?.getBoundingClientRect();
              const b = toast.getBoundingClientRect();
              const hidden =
                !s || !l || s.visibility === 'hidden' || s.display === 'none' || Number(s.opacity) === 0;
              const over =
                !hidden && l.left < b.right && l.right > b.left && l.top < b.bottom && l.bottom > b.top;
              if (!over) resolve(false);
              else if (Date.now() - seen > 900 || !toast.isConnected) resolve(true);
              else requestAnimationFrame(look);
            };
            look();
          } else if (Date.now() - started > 3000) resolve(null);
          else setTimeout(tick, 20);
        };
        tick();
      }),
  );
  await card(page, 'sedan-cadillac').getByTestId('select-vehicle').click();
  expect(await measured).toBe(false);

  await bookAsGuest(page, { ...ride(), vehicleId: 'sedan-cadillac', vehicleName: 'Cadillac XTS Sedan' });
  const note = page.getByTestId('payment-note');
  await note.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await expect.poll(() => page.evaluate(coversText, '[data-testid="payment-note"]')).toBe(false);
});
