import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newYorkLocal } from './ride.ts';

/**
 * Issue 17: a customer who uses only the keyboard books a ride from the home page to the confirmation —
 * Tab and Shift+Tab to move, Enter and Space to press, arrows in the lists, typing in the fields. No click and
 * no fill: the locators below only check where the focus is and what the page shows.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Presses Tab (or Shift+Tab) until `target` has the focus, and checks that the focus is shown. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i <= max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      expect(await target.evaluate((el) => el.matches(':focus-visible')), 'the focus is shown').toBe(true);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** Types into the focused address field and picks the first suggestion that matches with the arrows. */
async function typeAddress(page: Page, field: Locator, text: string, option: RegExp): Promise<void> {
  const answered = page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname === '/api/places/autocomplete' &&
      new URL(res.url()).searchParams.get('input') === text,
  );
  await page.keyboard.type(text, { delay: 30 });
  await answered;
  const list = page.getByRole('listbox', { name: 'Address suggestions' });
  await expect(list.getByRole('option', { name: option }).first()).toBeVisible();
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('ArrowDown');
    const active = await field.getAttribute('aria-activedescendant');
    if (active && option.test((await page.locator(`[id="${active}"]`).textContent()) ?? '')) break;
  }
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(option);
}

test('a customer books from home to confirmation with the keyboard alone', async ({ page }) => {
  test.slow();
  const when = newYorkLocal(3 * 24 * 60);
  const [year, month, day] = when.date.split('-');
  await page.goto('/');
  await page.keyboard.press('Tab');

  // Step 1: the service, with the arrows on the focused select.
  const widget = page.locator('#booking-widget');
  const service = widget.getByLabel('Service type');
  await tabTo(page, service);
  for (let i = 0; i < 12 && (await service.inputValue()) !== 'point-to-point'; i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(service).toHaveValue('point-to-point');
  await tabTo(page, widget.getByRole('button', { name: 'NEXT STEP' }));
  await page.keyboard.press('Enter');

  // The ride: addresses from the suggestions, the date and time typed into the native fields.
  const pickup = widget.getByRole('combobox', { name: 'Pickup address' });
  await tabTo(page, pickup, { back: true });
  await typeAddress(page, pickup, 'jfk t4', /JFK Terminal 4/);
  const destination = widget.getByRole('combobox', { name: 'Destination address' });
  await tabTo(page, destination);
  await typeAddress(page, destination, 'times sq', /Times Square/);
  const whenGroup = widget.getByRole('group', { name: 'Pickup date and time' });
  const date = whenGroup.getByLabel('Date');
  await tabTo(page, date);
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(date).toHaveValue(when.date);
  const time = whenGroup.getByLabel('Time');
  await tabTo(page, time);
  await page.keyboard.type('0230P');
  await expect(time).toHaveValue('14:30');
  await tabTo(page, widget.getByRole('button', { name: 'GET MY PRICES' }));
  await page.keyboard.press('Enter');

  // Step 2: the sedan.
  await expect(page).toHaveURL(/\/vehicle-selection\/point-to-point$/);
  const sedan = page.locator('[data-vehicle-id="sedan-cadillac"]');
  await expect(sedan.getByTestId('vehicle-total')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await tabTo(page, sedan.getByRole('button', { name: 'Select Vehicle: Cadillac XTS Sedan' }));
  await page.keyboard.press('Enter');

  // Step 3: continue as a guest.
  await expect(page).toHaveURL(/\/auth$/);
  const guest = page.getByRole('region', { name: 'Continue as Guest' });
  const fields: [string, string][] = [
    ['Email', `keyboard.${unique()}@example.com`],
    ['First name', 'Nora'],
    ['Last name', 'Quinn'],
    ['Phone', '9175550123'],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, guest.getByLabel(label));
    await page.keyboard.type(value);
  }
  await tabTo(page, guest.getByRole('button', { name: 'Continue as Guest' }));
  await page.keyboard.press('Enter');

  // Step 4: an extra with Space, then on to payment.
  await expect(page).toHaveURL(/\/booking-details$/);
  await expect(page.getByTestId('summary-updating')).toHaveText('');
  const meet = page.getByRole('checkbox', { name: /Meet & Greet/ });
  await tabTo(page, meet);
  await page.keyboard.press('Space');
  await expect(meet).toBeChecked();
  await expect(page.getByTestId('booking-summary')).toContainText('Meet & Greet');
  await expect(page.getByTestId('summary-updating')).toHaveText('');
  await tabTo(page, page.getByTestId('continue-to-payment'));
  await page.keyboard.press('Enter');

  // Step 5: the test card, typed, and Pay.
  await expect(page).toHaveURL(/\/stripe-checkout\?booking=/);
  const card = page.getByRole('group', { name: 'Card details' });
  const cardFields: [string, string][] = [
    ['Card number', '4242424242424242'],
    ['Expiration', '1234'],
    ['CVC', '123'],
    ['ZIP code', '10036'],
  ];
  for (const [label, value] of cardFields) {
    await tabTo(page, card.getByLabel(label));
    await page.keyboard.type(value);
  }
  await expect(card.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await tabTo(page, page.getByRole('button', { name: /^Pay \$/ }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/booking-confirmation\?number=NYC-\w+&token=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking Confirmed!');
  await expect(page.getByText('Visa •••• 4242').first()).toBeVisible();
});
