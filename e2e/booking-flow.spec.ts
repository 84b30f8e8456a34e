import type { Page } from '@playwright/test';
import { expect, fillTestCard, readStored, screenshots, test } from './fixtures.ts';
import { latestMailTo } from './mail.ts';
import { newYorkLocal, pickAddress, rideDraft } from './ride.ts';

/**
 * The booking flow as a new customer lives it: home widget -> vehicle selection -> /auth -> booking details ->
 * checkout (built-in test card processor) -> confirmation, against the real server and database.
 */

const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** New York wall-clock date (yyyy-mm-dd) `days` from now. */
const newYorkDate = (days: number) => newYorkLocal(days * 24 * 60).date;

interface View {
  id: string;
  number: string;
  total: number;
  lines: { code: string; amount: number }[];
}

async function startWithDraft(page: Page, draft: Record<string, unknown>) {
  await page.goto('/terms');
  await page.evaluate((d) => localStorage.setItem('bookingData', JSON.stringify(d)), draft);
}

async function continueAsGuestViaApi(page: Page, email: string) {
  const res = await page.request.post('/api/guest', {
    data: { email, firstName: 'Nora', lastName: 'Quinn', phone: '(917) 555-0123' },
  });
  expect(res.ok()).toBe(true);
}

/** Screenshots of the page as it is now (no navigation: the state on screen is the point). */
async function shootAsIs(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    // From the top, so the sticky header is where it belongs in the full-page image.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
  }
}

test.describe('the booking flow', () => {
  // A declined card is a 402 answer, which Chromium logs as a console error.
  test.use({ allowConsole: /status of 402/ });
  // Whole journeys through six pages with screenshots at two widths: three times the usual time.
  test.slow();

  test('a guest books JFK -> Times Square in an SUV with meet & greet and a child seat, pays with 4242', async ({
    page,
  }) => {
    const email = `guest.${unique()}@example.com`;
    await page.goto('/');
    const widget = page.locator('#booking-widget');
    await widget.getByLabel('Service type').selectOption('point-to-point');
    await widget.getByRole('button', { name: 'NEXT STEP' }).click();
    await pickAddress(
      page,
      widget.getByRole('combobox', { name: 'Pickup address' }),
      'jfk t4',
      /JFK Terminal 4/,
    );
    await pickAddress(
      page,
      widget.getByRole('combobox', { name: 'Destination address' }),
      'times sq',
      /Times Square/,
    );
    const when = widget.getByRole('group', { name: 'Pickup date and time' });
    await when.getByLabel('Date').fill(newYorkDate(3));
    await when.getByLabel('Time').fill('14:30');
    // Step 1 survives a reload too.
    await page.reload();
    await expect(widget.getByRole('combobox', { name: 'Pickup address' })).toHaveValue(/JFK Terminal 4/);
    await expect(widget.getByRole('combobox', { name: 'Destination address' })).toHaveValue(/Times Square/);
    await expect(when.getByLabel('Time')).toHaveValue('14:30');
    await widget.getByRole('button', { name: 'GET MY PRICES' }).click();

    // Step 2: choose the Escalade (a reload keeps the ride).
    await expect(page).toHaveURL(/\/vehicle-selection\/point-to-point$/);
    await page.reload();
    const escalade = page.locator('[data-vehicle-id="suv-escalade"]');
    await expect(escalade.getByTestId('vehicle-total')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await escalade.getByRole('button', { name: 'Select Vehicle: Cadillac Escalade ESV' }).click();

    // Step 3: continue as a guest.
    await expect(page).toHaveURL(/\/auth$/);
    await page.reload();
    const guest = page.getByRole('region', { name: 'Continue as Guest' });
    await guest.getByLabel('Email').fill(email);
    await guest.getByLabel('First name').fill('Nora');
    await guest.getByLabel('Last name').fill('Quinn');
    await guest.getByLabel('Phone').fill('(917) 555-0123');
    await guest.getByRole('button', { name: 'Continue as Guest' }).click();

    // Step 4: booking details, extras priced by the server.
    await expect(page).toHaveURL(/\/booking-details$/);
    await expect(page.getByText('Step 4 of 5')).toBeVisible();
    await expect(page.getByTestId('ride-pickup')).toContainText('JFK Terminal 4');
    await expect(page.getByTestId('ride-destination')).toContainText('Times Square');
    await expect(page.getByTestId('summary-vehicle')).toContainText('Cadillac Escalade ESV');
    await expect(page.getByTestId('route-map')).toHaveAttribute('data-map-state', 'ready');
    await expect(page.getByTestId('customer-card').getByLabel('Email')).toHaveValue(email);
    await expect(page.getByTestId('extra-meetAndGreet')).toContainText('+$20.00');
    await expect(page.getByTestId('extra-childSeat')).toContainText('+$15.00');
    await expect(page.getByTestId('extra-extraStop')).toContainText('+$20.00');
    await page.getByRole('checkbox', { name: /Meet & Greet/ }).check();
    await page.getByRole('checkbox', { name: /Child seat/ }).check();
    await page.getByLabel('Special requests').fill('Please have still water ready.');
    await expect(page.getByTestId('summary-updating')).toHaveText('');
    const summary = page.getByTestId('booking-summary');
    await expect(summary).toContainText('Sales tax (8.875%)');
    await expect(summary).toContainText('Meet & Greet');
    await expect(summary).toContainText('Child seat');

    // A reload keeps the extras and the details typed.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: /Meet & Greet/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Child seat/ })).toBeChecked();
    await expect(page.getByLabel('Special requests')).toHaveValue('Please have still water ready.');
    await expect(page.getByTestId('summary-updating')).toHaveText('');
    const detailsTotal = (await page.getByTestId('booking-total').textContent())?.trim() ?? '';
    expect(detailsTotal).toMatch(/^\$[\d,]+\.\d{2}$/);
    await screenshots(page, 'booking-details-guest', '/booking-details');

    const created = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/bookings' && r.request().method() === 'POST',
    );
    await page.getByTestId('continue-to-payment').click();
    const booking = (await (await created).json()) as View;
    expect(usd(booking.total)).toBe(detailsTotal);
    // JFK -> Times Square is a ride the JFK - Manhattan package covers: its all-in price, whichever page it was
    // booked from (decision 24), so no separate for-hire charges; then the extras.
    expect(booking.lines.map((l) => l.code)).toEqual(['fare', 'meet_and_greet', 'child_seat']);

    // Step 5: checkout with the server's total, in test mode.
    await expect(page).toHaveURL(new RegExp(`/stripe-checkout\\?booking=${booking.id}$`));
    await page.reload();
    await expect(page.getByText('Step 5 of 5')).toBeVisible();
    await expect(page.getByText('Test mode — no card is charged')).toBeVisible();
    await expect(page.getByText('Sales tax (8.875%)')).toBeVisible();
    const pay = page.getByRole('button', { name: `Pay ${usd(booking.total)}` });
    await expect(pay).toBeVisible();
    await screenshots(page, 'checkout-guest', `/stripe-checkout?booking=${booking.id}`);

    await fillTestCard(page, '4242 4242 4242 4242');
    await pay.click();
    await expect(page.getByText('Payment Successful').first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/booking-confirmation\\?number=${booking.number}&token=`));

    // Confirmation from the server: number, total paid, extras; a reload keeps it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking Confirmed!');
    await expect(page.getByText(booking.number).first()).toBeVisible();
    await expect(page.getByText(usd(booking.total)).first()).toBeVisible();
    await expect(page.getByText('Visa •••• 4242').first()).toBeVisible();
    await expect(page.getByText('A chauffeur will be assigned before your pickup')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const confirmationUrl = new URL(page.url());
    await screenshots(page, 'booking-confirmation', `${confirmationUrl.pathname}${confirmationUrl.search}`);

    // The confirmation email (with the receipt) went out, and its link opens the booking.
    const mail = await latestMailTo(email);
    expect(mail).toContain('Hello Nora,');
    expect(mail).toContain('Your ride is confirmed and paid');
    expect(mail).toContain(`Booking number: ${booking.number}`);
    expect(mail).toContain(`Total paid: ${usd(booking.total)}`);
    expect(mail).toContain(`receipt-${booking.number}.pdf`);
    const link = /https?:\/\/\S+\/booking-confirmation\?number=NYC-\w+&token=[\w-]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();

    // Email Receipt sends another copy.
    await page.getByRole('button', { name: 'Email Receipt' }).click();
    await expect(page.getByText(`Receipt sent to ${email}`).first()).toBeVisible();

    // The calendar file downloads.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.ics$/);

    // The flow's draft is cleared; the link from the email works in a fresh browser without a session.
    expect(await readStored(page, 'completeBooking')).toBeNull();
    const stranger = await page.context().browser()?.newContext();
    const other = await stranger?.newPage();
    if (other && link) {
      const path = new URL(link).pathname + new URL(link).search;
      await other.goto(new URL(path, page.url()).toString());
      await expect(other.getByRole('heading', { level: 1 })).toHaveText('Booking Confirmed!');
      await expect(other.getByText(booking.number).first()).toBeVisible();
    }
    await stranger?.close();
  });

  test('a declined card shows Payment Failed, and Try Again with a good card confirms', async ({ page }) => {
    await startWithDraft(page, rideDraft());
    await continueAsGuestViaApi(page, `declined.${unique()}@example.com`);
    await page.goto('/booking-details');
    await expect(page.getByTestId('summary-updating')).toHaveText('');
    await page.getByTestId('continue-to-payment').click();
    await expect(page).toHaveURL(/\/stripe-checkout\?booking=/);

    await fillTestCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    const payment = page.getByRole('region', { name: 'Payment' });
    const failed = payment.getByText('Payment Failed', { exact: true });
    await expect(failed).toBeVisible();
    await expect(page.getByText('Your card was declined.').first()).toBeVisible();
    await shootAsIs(page, 'checkout-failed');
    await payment.getByRole('button', { name: 'Try Again' }).click();
    await expect(failed).toHaveCount(0);
    await fillTestCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page).toHaveURL(/\/booking-confirmation\?number=NYC-/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking Confirmed!');
  });

  test('a signed-in passenger books a return trip and finds it in My Bookings', async ({ page }) => {
    const email = `passenger.${unique()}@example.com`;
    await page.goto('/terms');
    const registered = await page.request.post('/api/register', {
      data: {
        firstName: 'Paula',
        lastName: 'Reyes',
        email,
        password: 'secret-pass-1',
        confirmPassword: 'secret-pass-1',
        phone: '(646) 555-0190',
        termsAccepted: true,
      },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    await startWithDraft(
      page,
      rideDraft({
        pickupAddress: 'Times Square',
        destinationAddress: 'LaGuardia Airport',
        serviceType: 'to-airport',
        serviceName: 'To Airport',
        returnTrip: true,
        returnDate: newYorkDate(6),
        returnTime: '18:30',
        vehicleId: 'suv-suburban',
        vehicleName: 'Chevrolet Suburban SUV',
      }),
    );

    // Step 3 goes straight on for a signed-in account.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/booking-details$/);
    await expect(page.getByTestId('customer-card')).toContainText('Paula Reyes');
    await expect(page.getByTestId('customer-card')).toContainText(email);
    await expect(page.getByTestId('ride-return')).toBeVisible();
    await expect(page.getByTestId('summary-updating')).toHaveText('');
    await expect(page.getByTestId('booking-summary')).toContainText('Return trip');
    await screenshots(page, 'booking-details-return', '/booking-details');

    const created = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/bookings' && r.request().method() === 'POST',
    );
    await page.getByTestId('continue-to-payment').click();
    const booking = (await (await created).json()) as View;
    // Times Square <-> LaGuardia: both legs are the LaGuardia package's all-in price (decision 24).
    expect(booking.lines.map((l) => l.code)).toEqual(['fare_outbound', 'fare_return']);

    await fillTestCard(page, '5555 5555 5555 4444');
    await page.getByRole('button', { name: `Pay ${usd(booking.total)}` }).click();
    await expect(page).toHaveURL(new RegExp(`/booking-confirmation\\?number=${booking.number}$`));
    await expect(page.getByText('Return trip').first()).toBeVisible();
    await expect(page.getByText('Mastercard •••• 4444').first()).toBeVisible();

    await page.goto('/bookings');
    const listed = page.locator('article[data-booking-id]').filter({ hasText: booking.number });
    await expect(listed).toHaveCount(1);
    await expect(listed.locator('[data-status="confirmed"]').first()).toBeVisible();
  });

  test('an hourly ride with its party: checkout and confirmation show the hours and the party, and no map prompt', async ({
    page,
  }) => {
    await startWithDraft(
      page,
      rideDraft({
        serviceType: 'hourly-service',
        serviceName: 'Hourly/As Directed',
        package: 'standard',
        hours: 4,
        passengers: 3,
        bags: 1,
        pickupAddress: 'The Plaza Hotel',
        destinationAddress: '',
        pickupTime: '09:30',
      }),
    );
    await continueAsGuestViaApi(page, `guest.hourly.${unique()}@example.com`);
    await page.goto('/booking-details');
    await expect(page.getByTestId('summary-party')).toHaveText('3 passengers · 1 bag · 4 hours');
    await page.getByTestId('continue-to-payment').click();
    await expect(page).toHaveURL(/\/stripe-checkout\?booking=/);
    await expect(page.getByTestId('checkout-trip')).toContainText('4 hours');
    await expect(page.getByTestId('trip-party')).toContainText('3 passengers · 1 bag');
    // No destination, no route: never the empty form's "Enter a pickup…" prompt.
    await expect(page.getByTestId('route-map')).toHaveCount(0);
    await expect(page.getByText('Enter a pickup and a destination')).toHaveCount(0);

    await fillTestCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page).toHaveURL(/\/booking-confirmation\?/);
    await expect(page.getByTestId('trip-hours')).toContainText('4 hours');
    await expect(page.getByTestId('trip-party')).toContainText('3 passengers · 1 bag');
    await expect(page.getByTestId('trip-destination')).toContainText('As directed');
    await expect(page.getByTestId('route-map')).toHaveCount(0);
    await expect(page.getByText('Enter a pickup and a destination')).toHaveCount(0);
    await shootAsIs(page, 'hourly-confirmation');
  });
});
