import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * The trip rules' clock of the e2e server (E2E_TRIP_CLOCK=on in playwright.config.ts): a request carrying this
 * header has its trip rules (start window, completion after pickup, the no-show's free waiting time) read the
 * named instant as "now"; nothing else moves (sessions, bookings, other tests).
 */
const TRIP_CLOCK_HEADER = 'x-e2e-trip-clock';

/** The header that puts a request's trip rules at `at` plus `minutes`. */
export function tripClockAt(at: Date, minutes = 0): Record<string, string> {
  return { [TRIP_CLOCK_HEADER]: new Date(at.getTime() + minutes * 60_000).toISOString() };
}

/**
 * Puts the trip rules of every request `page` makes at the pickup of its driver's active trip `number` plus
 * `minutes` (the header on the page's requests).
 */
export async function driverAtPickup(page: Page, number: string, minutes: number): Promise<Date> {
  const res = await page.request.get('/api/driver/trips/active');
  expect(res.status(), await res.text()).toBe(200);
  const trip = ((await res.json()) as { number: string; pickupDateTime: string }[]).find(
    (t) => t.number === number,
  );
  if (!trip) throw new Error(`no active trip ${number}`);
  const pickupAt = new Date(trip.pickupDateTime);
  await page.setExtraHTTPHeaders(tripClockAt(pickupAt, minutes));
  return pickupAt;
}

/** Clicks a trip step's button on the trip card and confirms it in the dialog that asks once (issue 35). */
export async function confirmTripStep(
  page: Page,
  card: Locator,
  button: string,
  dialogTitle: string,
  confirm: string,
): Promise<void> {
  await card.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
}
