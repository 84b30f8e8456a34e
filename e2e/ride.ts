import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** What the booking specs share: New York dates and picking an address suggestion. */

/** New York wall-clock date (yyyy-mm-dd) and time (HH:mm) `minutes` from now. */
export function newYorkLocal(minutes: number): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + minutes * 60_000));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

/** Types into an address field, waits for the answer, and picks the suggestion. */
export async function pickAddress(page: Page, field: Locator, text: string, option: RegExp) {
  const answered = page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname === '/api/places/autocomplete' &&
      new URL(res.url()).searchParams.get('input') === text,
  );
  await field.pressSequentially(text, { delay: 30 });
  await answered;
  await page
    .getByRole('listbox', { name: 'Address suggestions' })
    .getByRole('option', { name: option })
    .first()
    .click();
  await expect(field).toHaveValue(option);
}

/**
 * A ride draft as the home widget leaves it after vehicle selection: JFK Terminal 4 → Times Square, four days
 * ahead at 15:00, the Cadillac sedan chosen; `over` changes or removes (undefined) any field.
 */
export function rideDraft(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    serviceType: 'point-to-point',
    serviceName: 'Point to Point',
    pickupAddress: 'JFK Terminal 4',
    destinationAddress: 'Times Square',
    pickupDate: newYorkLocal(4 * 24 * 60).date,
    pickupTime: '15:00',
    returnTrip: false,
    vehicleId: 'sedan-cadillac',
    vehicleName: 'Cadillac XTS Sedan',
    ...over,
  };
}
