import type { Page } from '@playwright/test';
import { expect, fillTestCard, setLanguage, test } from './fixtures.ts';
import { newYorkLocal } from './ride.ts';

/**
 * A customer can never pay twice for one ride by accident (issue 15): paying a ride identical to one already
 * paid asks first (duplicate_booking), and going back from checkout to edit the details replaces the pending
 * booking, whose old checkout link can no longer be paid.
 */

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** New York wall-clock date (yyyy-mm-dd) `days` from now. */
const newYorkDate = (days: number) => newYorkLocal(days * 24 * 60).date;

function rideDraft(over: Record<string, unknown> = {}) {
  return {
    serviceType: 'point-to-point',
    serviceName: 'Point to Point',
    pickupAddress: 'JFK Terminal 4',
    destinationAddress: 'Times Square',
    pickupDate: newYorkDate(6),
    pickupTime: '10:10',
    returnTrip: false,
    passengers: 2,
    bags: 2,
    vehicleId: 'sedan-cadillac',
    vehicleName: 'Cadillac XTS Sedan',
    ...over,
  };
}

async function startWithDraft(page: Page, draft: Record<string, unknown>) {
  await page.goto('/terms');
  await page.evaluate((d) => localStorage.setItem('bookingData', JSON.stringify(d)), draft);
}

async function guest(page: Page, tag: string) {
  const res = await page.request.post('/api/guest', {
    data: {
      email: `e2e-pay-once-${tag}-${run}@example.com`,
      firstName: 'Nora',
      lastName: 'Quinn',
      phone: '(917) 555-0123',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Booking details -> Continue to payment: the checkout of a new pending booking; its id. */
async function toCheckout(page: Page): Promise<string> {
  await page.goto('/booking-details');
  await expect(page.getByTestId('booking-total')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await page.getByTestId('continue-to-payment').click();
  await expect(page).toHaveURL(/\/stripe-checkout\?booking=/);
  return new URL(page.url()).searchParams.get('booking')!;
}

async function pay(page: Page) {
  await fillTestCard(page);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/booking-confirmation\?/);
}

async function shootAsIs(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
  }
}

test.describe('pay once', () => {
  // The refusals this spec provokes are 409 answers, which Chromium logs as console errors.
  test.use({ allowConsole: /status of 409/ });
  test.slow();

  test('booking the identical ride again asks "Book a second car?"; Cancel charges nothing, Continue pays', async ({
    page,
  }) => {
    const draft = rideDraft();
    await startWithDraft(page, draft);
    await guest(page, 'twin');
    await toCheckout(page);
    await pay(page);

    // The same ride again (same customer, pickup time, addresses and vehicle).
    await startWithDraft(page, draft);
    const second = await toCheckout(page);
    const dialog = page.getByRole('dialog', { name: 'You already paid for this same ride' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Book a second car for the same ride?');
    await expect(page.getByRole('group', { name: 'Card details' })).toHaveCount(0);
    await shootAsIs(page, 'pay-once-duplicate-dialog');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('duplicate-held')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Card details' })).toHaveCount(0);
    // Nothing was charged: the booking is still pending.
    const pending = await page.request.get(`/api/bookings/${second}/checkout`);
    expect(((await pending.json()) as { status: string }).status).toBe('pending');

    await page.getByRole('button', { name: 'Book a Second Car' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('group', { name: 'Card details' })).toBeVisible();
    await pay(page);
  });

  test('the duplicate question in Spanish', async ({ page }) => {
    const draft = rideDraft({
      pickupTime: '11:20',
      vehicleId: 'suv-escalade',
      vehicleName: 'Cadillac Escalade ESV',
    });
    await startWithDraft(page, draft);
    await setLanguage(page, 'es');
    await guest(page, 'twin-es');
    await toCheckout(page);
    const card = page.getByRole('group', { name: 'Datos de la tarjeta' });
    await card.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await card.getByLabel('Vencimiento').fill('12 / 34');
    await card.getByLabel('CVC').fill('123');
    await card.getByLabel('Código postal').fill('10036');
    await page.getByRole('button', { name: /^Pagar / }).click();
    await expect(page).toHaveURL(/\/booking-confirmation\?/);

    await startWithDraft(page, draft);
    await toCheckout(page);
    const dialog = page.getByRole('dialog', { name: 'Ya pagó este mismo viaje' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continuar' })).toBeVisible();
    await shootAsIs(page, 'pay-once-duplicate-dialog-es');
  });

  test('back from checkout, an edited ride replaces the pending booking; the old checkout link cannot be paid', async ({
    page,
  }) => {
    await startWithDraft(page, rideDraft({ pickupTime: '12:40' }));
    await guest(page, 'replace');
    const first = await toCheckout(page);
    await expect(page.getByRole('group', { name: 'Card details' })).toBeVisible();

    // Back to the details, change something, submit again.
    await page.getByRole('link', { name: 'Back to booking details' }).first().click();
    await expect(page).toHaveURL(/\/booking-details$/);
    await page.getByLabel('Special requests').fill('Please bring water for two.');
    await page.getByTestId('continue-to-payment').click();
    await expect(page).toHaveURL(/\/stripe-checkout\?booking=/);
    const second = new URL(page.url()).searchParams.get('booking')!;
    expect(second).not.toBe(first);

    // The old link: the reason, a way to the current booking, never a card form.
    await page.goto(`/stripe-checkout?booking=${first}`);
    const refused = page.getByTestId('checkout-replaced');
    await expect(refused).toBeVisible();
    await expect(refused).toContainText('This booking was replaced when you changed the ride.');
    await expect(page.getByTestId('payment-panel')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Card details' })).toHaveCount(0);
    await shootAsIs(page, 'pay-once-replaced');
    // The server refuses it too.
    const intent = await page.request.post('/api/create-payment-intent', { data: { bookingId: first } });
    expect(intent.status()).toBe(409);
    expect(((await intent.json()) as { code: string }).code).toBe('checkout.bookingReplaced');

    await page.getByTestId('checkout-current').click();
    await expect(page).toHaveURL(new RegExp(`booking=${second}`));
    await expect(page.getByRole('group', { name: 'Card details' })).toBeVisible();

    // In another browser of the same customer (nothing stored), the old link still says why.
    await page.evaluate(() => localStorage.removeItem('completeBooking'));
    await setLanguage(page, 'es');
    await page.goto(`/stripe-checkout?booking=${first}`);
    await expect(page.getByTestId('checkout-replaced')).toContainText(
      'Esta reserva se reemplazó cuando cambió el viaje.',
    );
    await expect(page.getByTestId('checkout-current')).toHaveCount(0);
    await expect(page.getByTestId('payment-panel')).toHaveCount(0);
  });
});
