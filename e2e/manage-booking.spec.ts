import type { APIRequestContext, Page } from '@playwright/test';
import type { BookingView } from '../src/shared/contracts/checkout.ts';
import { createBooking, payWithTestCard } from './admin-fleet.ts';
import { expect, fillTestCard, test } from './fixtures.ts';
import { latestMailTo } from './mail.ts';
import { newYorkLocal } from './ride.ts';

/**
 * Issue 34, booking management as the customer walked it, at 390 px: a stale checkout tab is refused before the
 * card is charged; a double-clicked Cancel cancels once and the card updates; a guest's booking joins the account
 * once its email is verified from the emailed link; "Email receipt" twice says it was sent a moment ago; the
 * Details dialog shows the flight, extras and fare; a cancelled booking no longer promises a chauffeur or a rating.
 */

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const HOUR = 3_600_000;

test.use({ viewport: { width: 390, height: 844 } });

async function register(page: Page, email: string): Promise<void> {
  const res = await page.request.post('/api/register', {
    data: {
      firstName: 'Gia',
      lastName: 'Stone',
      email,
      password: 'rider-pass-2026',
      confirmPassword: 'rider-pass-2026',
      phone: '(646) 555-0177',
      termsAccepted: true,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A paid booking through the API (test card), `hoursAhead` from now at its own minute. */
async function paidBooking(api: APIRequestContext, hoursAhead: number, over: Record<string, unknown> = {}) {
  const at = new Date(Math.ceil((Date.now() + hoursAhead * HOUR) / 60_000) * 60_000);
  const booking = await createBooking<BookingView>(api, { pickupDateTime: at.toISOString(), ...over });
  const { accessToken } = await payWithTestCard(api, booking.id);
  return { booking, token: accessToken };
}

test.describe('managing a booking', () => {
  // The refusals walked here (400, 409, 429) are answers Chromium logs as console errors.
  test.use({ allowConsole: /status of (400|409|429)/ });

  test('a checkout tab left open after the ride was changed is refused before the card is charged', async ({
    page,
  }) => {
    await page.goto('/terms');
    await page.evaluate((d) => localStorage.setItem('bookingData', JSON.stringify(d)), {
      serviceType: 'point-to-point',
      serviceName: 'Point to Point',
      pickupAddress: 'JFK Terminal 4',
      destinationAddress: 'Times Square',
      pickupDate: newYorkLocal(7 * 24 * 60).date,
      pickupTime: '09:50',
      returnTrip: false,
      passengers: 2,
      bags: 1,
      vehicleId: 'suv-escalade',
      vehicleName: 'Cadillac Escalade ESV',
    });
    const guest = await page.request.post('/api/guest', {
      data: {
        email: `e2e-stale-${run}@example.com`,
        firstName: 'Nora',
        lastName: 'Quinn',
        phone: '(917) 555-0123',
      },
    });
    expect(guest.ok()).toBe(true);
    await page.goto('/booking-details');
    await page.getByTestId('continue-to-payment').click();
    await expect(page.getByRole('group', { name: 'Card details' })).toBeVisible();
    const stale = new URL(page.url()).searchParams.get('booking')!;

    // Another tab: back to the details, a change, a new checkout (the first booking is replaced).
    const other = await page.context().newPage();
    await other.goto('/booking-details');
    await other.getByLabel('Special requests').fill('A bottle of water, please.');
    await other.getByTestId('continue-to-payment').click();
    await expect(other).toHaveURL(/\/stripe-checkout\?booking=/);
    await other.close();

    // The first tab pays the booking it still shows.
    await fillTestCard(page);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByTestId('checkout-replaced')).toContainText(
      'This booking was replaced when you changed the ride.',
    );
    await expect(page.getByText('Payment failed')).toHaveCount(0);
    await expect(page.getByTestId('checkout-current')).toBeVisible();
    await page.screenshot({ path: 'test-results/shots/manage-stale-tab-390.png', fullPage: true });
    // Nothing was charged: the old booking holds no payment and nothing was refunded.
    const old = (await (await page.request.get(`/api/bookings/${stale}/checkout`)).json()) as BookingView;
    expect(old.status).toBe('cancelled');
    expect(old.paidAt ?? null).toBeNull();
  });

  test('a double-clicked Cancel cancels once: the dialog closes and the card says Cancelled', async ({
    page,
  }) => {
    await page.goto('/terms');
    await register(page, `e2e-dbl-${run}@example.com`);
    const { booking } = await paidBooking(page.request, 80);
    let cancels = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(`/api/user/bookings/${booking.id}/cancel`)) cancels += 1;
    });
    await page.goto('/bookings');
    const article = page.locator(`article[data-booking-id="${booking.id}"]`);
    await article.getByRole('button', { name: 'Cancel Booking' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel booking ${booking.number}?` });
    // Two clicks in one go, before the page can draw the disabled button (a quick double click on a phone).
    await dialog.getByTestId('cancel-confirm').evaluate((b: HTMLElement) => {
      b.click();
      b.click();
    });
    await expect(dialog).toBeHidden();
    await expect(article).toHaveAttribute('data-status', 'cancelled');
    await expect(article.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
    await expect(page.getByText('This booking is already cancelled')).toHaveCount(0);
    expect(cancels).toBe(1);
  });

  test('a guest booking joins the account once the email is verified from the emailed link', async ({
    page,
    browser,
  }) => {
    const email = `e2e-join-${run}@example.com`;
    const booker = await browser.newContext();
    const guest = await booker.request.post('/api/guest', {
      data: { email, firstName: 'Gia', lastName: 'Stone', phone: '(917) 555-0142' },
    });
    expect(guest.ok()).toBe(true);
    const { booking } = await paidBooking(booker.request, 84);
    await booker.close();

    await page.goto('/terms');
    await register(page, email);
    await page.goto('/bookings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator(`article[data-booking-id="${booking.id}"]`)).toHaveCount(0);

    let mail = '';
    await expect
      .poll(async () => (mail = await latestMailTo(email)).includes('verify-email?token='), {
        timeout: 10_000,
      })
      .toBe(true);
    const link = new URL(/https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(mail)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByTestId('verify-email-done')).toContainText(
      '1 booking you made as a guest with this email is now in your account.',
    );
    await page.screenshot({ path: 'test-results/shots/manage-verified-390.png', fullPage: true });
    await page.getByRole('link', { name: 'Go to My Bookings' }).click();
    await expect(page.locator(`article[data-booking-id="${booking.id}"]`)).toContainText(booking.number);
    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByTestId('verify-email-failed')).toContainText('already used or expired');
  });

  test('"Email Receipt" twice: the second says it was sent a moment ago', async ({ page }) => {
    await page.goto('/terms');
    await register(page, `e2e-receipt-${run}@example.com`);
    const { booking } = await paidBooking(page.request, 88);
    await page.goto(`/booking-confirmation?number=${booking.number}`);
    const send = page.getByRole('button', { name: 'Email Receipt' });
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: 'Receipt sent to' })).toBeVisible();
    await send.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'We sent the receipt a moment ago' }),
    ).toBeVisible();
  });

  test('Details shows the flight, extras and fare; a cancelled booking promises no chauffeur or rating', async ({
    page,
  }) => {
    await page.goto('/terms');
    await register(page, `e2e-details-${run}@example.com`);
    const { booking } = await paidBooking(page.request, 92, {
      pickup: 'JFK Terminal 4',
      destination: 'Times Square',
      serviceType: 'from-airport',
      vehicleId: 'suv-escalade',
      extras: { meetAndGreet: true, childSeat: true, flightNumber: 'dl 401' },
    });
    await page.goto('/bookings');
    const article = page.locator(`article[data-booking-id="${booking.id}"]`);
    await article.getByRole('button', { name: `Details for booking ${booking.number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Booking ${booking.number}` });
    await expect(dialog.getByTestId('details-flight')).toHaveText('DL 401');
    await expect(dialog.getByTestId('details-extras')).toHaveText('Meet & greet · Child seat');
    const fare = dialog.getByTestId('details-fare');
    await expect(fare).toContainText('Meet & Greet');
    await expect(fare).toContainText('Child seat');
    await expect(fare).toContainText('Sales tax');
    await page.screenshot({ path: 'test-results/shots/manage-details-390.png', fullPage: true });
    await dialog.getByRole('button', { name: 'Close' }).last().click();

    const cancelled = await page.request.post(`/api/user/bookings/${booking.id}/cancel`, { data: {} });
    expect(cancelled.ok()).toBe(true);
    await page.reload();
    await article.getByRole('button', { name: `Details for booking ${booking.number}` }).click();
    await expect(dialog).toContainText('Cancelled trips are not rated.');
    await expect(dialog).not.toContainText('once it is completed');
    await page.goto(`/booking-confirmation?number=${booking.number}`);
    await expect(page.getByTestId('booking-number')).toContainText(booking.number);
    await expect(page.getByText('A chauffeur will be assigned')).toHaveCount(0);
    await expect(page.getByText('None: the booking is cancelled')).toBeVisible();
  });
});
