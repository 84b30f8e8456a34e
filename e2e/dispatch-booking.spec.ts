import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, DEMO_PASSWORD } from './admin-fleet.ts';
import { expect, fillTestCard, test } from './fixtures.ts';
import { latestMailTo } from './mail.ts';
import { newYorkLocal } from './ride.ts';

/**
 * Dispatch takes a booking by phone (issue 35, decision 045), a dispatcher at 1280 px: the caller entered as a
 * guest, the ride priced by the server, the booking stored and its payment link emailed; the caller opens the
 * link from the email (the mail catcher) in their own browser and pays with the test card at the site's own
 * checkout. Then dispatch edits the booking: a dearer vehicle charges the difference, the way back refunds it.
 */

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

async function signInAdmin(page: Page) {
  const res = await page.request.post('/api/login', {
    data: { email: ADMIN_EMAIL, password: DEMO_PASSWORD },
  });
  expect(res.status(), `admin sign-in (seed:demo): ${await res.text()}`).toBe(200);
}

test.use({ viewport: { width: 1280, height: 900 } });

test('dispatch takes a booking by phone, the caller pays by the emailed link, an edit re-prices it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInAdmin(page);
  await page.goto('/admin');
  await page.getByTestId('new-booking').click();
  await expect(page).toHaveURL(/\/admin\/bookings\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible();

  // The caller, a guest (Spanish speaker: the link and the emails in Spanish would follow; English here).
  const email = `e2e-dispatch-${run}@example.com`;
  await page.getByRole('radio', { name: 'Guest' }).click();
  await page.getByLabel('First name').fill('Marisol');
  await page.getByLabel('Last name').fill(`Ortega${run}`);
  await page.getByLabel('Phone', { exact: true }).fill('(212) 555-0148');
  await page.getByLabel(/^Email/).fill(email);

  // The ride as the site asks it.
  const when = newYorkLocal(4 * 24 * 60);
  await page.getByLabel('Pickup', { exact: true }).fill('Grand Central Terminal');
  await page.getByLabel('Destination', { exact: true }).fill('Brooklyn Bridge');
  await page.getByLabel('Pickup date').fill(when.date);
  await page.getByLabel('Pickup time').fill('15:00');
  await page.getByLabel('Passengers').fill('2');
  await page.getByLabel('Meet & Greet ($20)').check();

  // The price comes from the server's quote.
  const quoted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/quotes' && r.ok());
  await page.getByRole('button', { name: 'Get price' }).click();
  const quote = (await (await quoted).json()) as { vehicles: { vehicleId: string; totalCents: number }[] };
  const sedan = quote.vehicles.find((v) => v.vehicleId === 'sedan-cadillac');
  expect(sedan).toBeDefined();
  await page
    .getByRole('radio', { name: /Cadillac/ })
    .first()
    .check();
  await expect(page.getByRole('button', { name: 'Book and email the payment link' })).toBeEnabled();
  // The filled page as the dispatcher sees it (screenshots() would reload it and lose the form).
  await page.screenshot({ path: 'test-results/screenshots/dispatch-new-booking-1280.png', fullPage: true });

  const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/reservations');
  await page.getByRole('button', { name: 'Book and email the payment link' }).click();
  const res = await created;
  expect(res.status(), await res.text()).toBe(201);
  const { booking } = (await res.json()) as { booking: { id: string; number: string; total: number } };
  const done = page.getByTestId('reservation-done');
  await expect(done).toContainText(`Booking ${booking.number} created`);
  await expect(done).toContainText(`The payment link was emailed to ${email}.`);
  expect(Math.round(booking.total * 100)).toBe(
    quote.vehicles.find((v) => v.vehicleId === 'sedan-cadillac')?.totalCents,
  );

  // The caller reads the email and pays in their own browser, without an account.
  // The first email to the caller is the payment link (the subject is MIME-encoded: read the body).
  const mail = await latestMailTo(email);
  expect(mail).toContain('Pay to confirm your ride');
  const link = /https?:\/\/\S+\/pay\?token=[\w-]+/.exec(mail)?.[0];
  expect(link, mail).toBeDefined();
  const caller = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const callerPage = await caller.newPage();
  await callerPage.goto(new URL(link as string).pathname + new URL(link as string).search);
  await expect(callerPage).toHaveURL(new RegExp(`/stripe-checkout\\?booking=${booking.id}$`));
  const pay = callerPage.getByRole('button', { name: `Pay ${usd(booking.total)}` });
  await expect(pay).toBeVisible();
  await fillTestCard(callerPage);
  await pay.click();
  await expect(callerPage).toHaveURL(new RegExp(`/booking-confirmation\\?number=${booking.number}&token=`));
  // The usual confirmation email follows.
  await expect.poll(async () => (await latestMailTo(email)).includes('Your ride is confirmed')).toBe(true);
  // The link again: already paid, nothing charged twice.
  await callerPage.goto(new URL(link as string).pathname + new URL(link as string).search);
  await expect(callerPage.getByText(`Booking ${booking.number} is already paid.`)).toBeVisible();
  await caller.close();

  // Dispatch edits the booking from its details: the Escalade costs more, the difference is charged with the
  // card the customer gives by phone (the checkout's card form).
  await page.goto(`/admin?q=${booking.number}`);
  const line = page.locator(`tr[data-booking-number="${booking.number}"]`);
  await line.getByRole('button', { name: `View details of booking ${booking.number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Booking ${booking.number}` });
  const edit = dialog.getByTestId('dispatch-edit');
  await edit.getByRole('button', { name: 'Change', exact: true }).click();
  await edit.getByLabel('Vehicle').selectOption('suv-escalade');
  const priced = page.waitForResponse((r) =>
    r.url().endsWith(`/api/admin/bookings/${booking.id}/change-quote`),
  );
  await edit.getByRole('button', { name: 'Price the change' }).click();
  const change = (await (await priced).json()) as { newTotal: number; difference: number };
  expect(change.difference).toBeGreaterThan(0);
  await expect(edit.getByTestId('dispatch-edit-quote')).toContainText(
    `new total $${change.newTotal.toFixed(2)}`,
  );
  await edit.getByRole('button', { name: 'Charge the difference' }).click();
  await fillTestCard(edit.getByTestId('dispatch-edit-payment'));
  await edit.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(edit.getByRole('status')).toHaveText(`Changed: $${change.difference.toFixed(2)} charged.`);
  const api = page.request;
  const stored = (await (await api.get(`/api/admin/bookings/${booking.id}`)).json()) as {
    vehicleId: string;
    totalAmount: number;
    pickupDateTime: string;
  };
  expect(stored.vehicleId).toBe('suv-escalade');
  expect(stored.totalAmount).toBe(change.newTotal);

  // The way back (API): the sedan again is cheaper, the difference refunded at once.
  const down = await api.post(`/api/admin/bookings/${booking.id}/changes`, {
    data: {
      pickupDateTime: stored.pickupDateTime,
      vehicleId: 'sedan-cadillac',
      passengers: 2,
      bags: 0,
      extras: { meetAndGreet: true, childSeat: false },
    },
  });
  expect(down.status(), await down.text()).toBe(200);
  const downBody = (await down.json()) as { status: string; refund: number };
  expect(downBody.status).toBe('applied');
  expect(downBody.refund).toBe(change.difference);

  // Dispatch moves the destination in the details: the ride is routed and priced again on the server.
  await page.reload();
  await page
    .locator(`tr[data-booking-number="${booking.number}"]`)
    .getByRole('button', { name: `View details of booking ${booking.number}` })
    .click();
  const again = page.getByRole('dialog', { name: `Booking ${booking.number}` }).getByTestId('dispatch-edit');
  await again.getByRole('button', { name: 'Change', exact: true }).click();
  await again.getByLabel('Destination', { exact: true }).fill('Yankee Stadium');
  await again.getByLabel('Destination', { exact: true }).press('Escape');
  const moved = page.waitForResponse((r) =>
    r.url().endsWith(`/api/admin/bookings/${booking.id}/change-quote`),
  );
  await again.getByRole('button', { name: 'Price the change' }).click();
  const movedQuote = (await (await moved).json()) as { oldTotal: number; newTotal: number };
  expect(movedQuote.newTotal).toBeGreaterThan(movedQuote.oldTotal);
  await expect(again.getByTestId('dispatch-edit-quote')).toContainText(
    `new total $${movedQuote.newTotal.toFixed(2)}`,
  );

  // The caller will pay this one: dispatch emails a link for the difference; the change waits for the payment.
  await again.getByRole('button', { name: 'Charge the difference' }).click();
  await again
    .getByRole('button', { name: 'Or email the customer a payment link for the difference' })
    .click();
  await expect(again.getByRole('status')).toContainText(`Payment link sent to ${email}.`);
  let changeMail = '';
  await expect
    .poll(async () => {
      changeMail = await latestMailTo(email);
      return changeMail.includes('Pay the difference of your change');
    })
    .toBe(true);
  const changeLink = new URL(/https?:\/\/\S+\/pay\?token=[\w-]+/.exec(changeMail)?.[0] as string);
  const payer = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const payerPage = await payer.newPage();
  await payerPage.goto(changeLink.pathname + changeLink.search);
  const payChange = payerPage.getByTestId('pay-change');
  await expect(payChange).toContainText(`Booking ${booking.number}`);
  await fillTestCard(payChange);
  await payChange.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(payerPage.getByRole('status')).toHaveText(
    `Paid. Booking ${booking.number} is changed; we have emailed you the new details.`,
  );
  await payer.close();
  const movedBooking = (await (await api.get(`/api/admin/bookings/${booking.id}`)).json()) as {
    destinationAddress: string;
    totalAmount: number;
  };
  expect(movedBooking.destinationAddress).toMatch(/Yankee Stadium/);
  expect(movedBooking.totalAmount).toBe(movedQuote.newTotal);
});
