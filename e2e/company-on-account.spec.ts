import type { APIRequestContext, Page } from '@playwright/test';
import { expect, setLanguage, test } from './fixtures.ts';
import { latestMailTo } from './mail.ts';
import { newYorkLocal } from './ride.ts';

/**
 * Booking on account (issue 38, decision 058): a company's booker books a ride for one of the company's
 * travellers, billed to the company with its required cost centre: no card is asked, the booking is confirmed
 * at once and the booker lands on the confirmation; the traveller gets the confirmation email. The members are
 * made through the invitation routes (decision 056).
 */
const ADMIN = { email: 'admin@empirechauffeur.nyc', password: 'EmpireDemo2026' };
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function rideDraft() {
  return {
    serviceType: 'point-to-point',
    serviceName: 'Point to Point',
    pickupAddress: 'JFK Terminal 4',
    destinationAddress: 'Times Square',
    pickupDate: newYorkLocal(5 * 24 * 60).date,
    pickupTime: '09:40',
    returnTrip: false,
    passengers: 1,
    bags: 1,
    vehicleId: 'sedan-cadillac',
    vehicleName: 'Cadillac XTS Sedan',
  };
}

/** Invites `email` with these roles (the base's admin) and accepts as a new account in `request`'s session. */
async function join(
  admin: APIRequestContext,
  request: APIRequestContext,
  companyId: string,
  who: { email: string; firstName: string; lastName: string },
  roles: { canBook: boolean; canRide: boolean },
) {
  const invited = await admin.post(`/api/admin/companies/${companyId}/invitations`, {
    data: { email: who.email, ...roles, isAdmin: false, language: 'en' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await latestMailTo(who.email);
  const token = mail.match(/\/company\/join\?token=([A-Za-z0-9_%-]+)/)?.[1];
  expect(token, mail).toBeTruthy();
  const accepted = await request.post(`/api/company-invitations/${token}/accept`, {
    data: {
      firstName: who.firstName,
      lastName: who.lastName,
      phone: '(917) 555-0142',
      password: `pw-${run}-ok`,
    },
  });
  expect(accepted.status(), await accepted.text()).toBeLessThan(300);
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForTimeout(250);
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

// The empty cost centre is refused by the server (400), which Chromium logs as a console error.
test.use({ allowConsole: /status of 400/ });

test('a booker books for a traveller on account with the cost centre, no card asked, and lands on the confirmation', async ({
  page,
  browser,
}) => {
  test.slow();
  test.skip(Boolean(process.env.E2E_BASE_URL), 'needs the suite server with the demo data');
  const adminContext = await browser.newContext();
  const admin = adminContext.request;
  expect((await admin.post('/api/login', { data: ADMIN })).status()).toBe(200);

  const legalName = `Harbor & Vale ${run} LLP`;
  const created = await admin.post('/api/admin/companies', {
    data: {
      legalName,
      billingAddress: '200 Park Avenue\nNew York, NY 10166',
      billingEmails: [`ap-${run}@example.com`],
      taxId: null,
      paymentTerms: 'net30',
      creditLimitCents: 500_000,
      referenceFields: [
        { key: 'cost-centre', labelEn: 'Cost centre', labelEs: 'Centro de costos', required: true },
        { key: 'matter', labelEn: 'Matter number', labelEs: 'Número de asunto', required: false },
      ],
      discountPpm: 100_000,
      language: 'en',
      status: 'active',
      holdReason: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const companyId = ((await created.json()) as { id: string }).id;

  const booker = { email: `booker-${run}@example.com`, firstName: 'Ava', lastName: 'Booker' };
  const traveller = { email: `traveller-${run}@example.com`, firstName: 'Theo', lastName: 'Rider' };
  const travellerContext = await browser.newContext();
  await join(admin, travellerContext.request, companyId, traveller, { canBook: false, canRide: true });
  await join(admin, page.request, companyId, booker, { canBook: true, canRide: false });

  // The booker's ride: booking details, then the payment step.
  await page.goto('/terms');
  await page.evaluate((d) => localStorage.setItem('bookingData', JSON.stringify(d)), rideDraft());
  await page.goto('/booking-details');
  await expect(page.getByTestId('booking-total')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await page.getByTestId('continue-to-payment').click();
  await expect(page).toHaveURL(/\/stripe-checkout\?booking=/);

  const choice = page.getByTestId('payment-method');
  await expect(choice).toBeVisible();
  // The order summary beside follows the choice: the card price, then the price on account (decision 061).
  const summary = page.getByTestId('checkout-summary');
  const summaryTotal = page.getByTestId('summary-total');
  await expect(summaryTotal).toHaveText(/^\$[\d,]+\.\d{2}$/);
  const cardTotal = (await summaryTotal.textContent())?.trim() ?? '';
  await expect(summary).toHaveAttribute('data-price', 'card');
  await choice.getByText(`Bill to ${legalName}`).click();
  const form = page.getByTestId('bill-to-company');
  await expect(form).toBeVisible();
  const companyTotal = (await form.getByTestId('company-total').textContent())?.trim() ?? '';
  expect(companyTotal).toMatch(/^\$[\d,]+\.\d{2}$/);
  expect(companyTotal).not.toBe(cardTotal);
  await expect(summaryTotal).toHaveText(companyTotal);
  await expect(summary).toHaveAttribute('data-price', 'account');
  await expect(summary).toContainText('Company discount (10%)');
  await expect(summary).toContainText('Total billed to the company');
  // The card again: the card price.
  await choice.getByText('Card', { exact: true }).click();
  await expect(summaryTotal).toHaveText(cardTotal);
  await expect(summary).not.toContainText('Company discount');
  // In Spanish too (a reload keeps the booking in the URL).
  await setLanguage(page, 'es');
  await page.reload();
  await choice.getByText(`Facturar a ${legalName}`).click();
  await expect(summary).toContainText('Descuento de empresa (10');
  await expect(summaryTotal).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await shoot(page, 'company-on-account-summary-es');
  await page.setViewportSize({ width: 390, height: 844 });
  await summary.screenshot({ path: 'test-results/screenshots/company-on-account-summary-es-el-390.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await setLanguage(page, 'en');
  await page.reload();
  await choice.getByText(`Bill to ${legalName}`).click();
  await expect(form).toBeVisible();
  await expect(summaryTotal).toHaveText(companyTotal);
  // No card is asked on account.
  await expect(page.getByRole('group', { name: 'Card details' })).toHaveCount(0);
  await expect(form).toContainText('Company discount (10%)');

  // The required cost centre, refused empty under its field.
  await form.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(form.getByRole('alert')).toContainText('Enter this reference');
  await form.getByLabel(/Cost centre/).fill('CC-7710');
  await form.getByLabel('Who rides').selectOption({ label: `Theo Rider · ${traveller.email}` });
  await shoot(page, 'company-on-account');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('payment-panel').screenshot({
    path: 'test-results/screenshots/company-on-account-panel-390.png',
  });
  await summary.screenshot({ path: 'test-results/screenshots/company-on-account-summary-el-390.png' });
  await page.setViewportSize({ width: 1280, height: 900 });

  await form.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/booking-confirmation\?/, { timeout: 15_000 });
  const bookingNumber = new URL(page.url()).searchParams.get('number') ?? '';
  expect(bookingNumber).toMatch(/^NYC-/);
  // Billed to the company, not "Paid · account" (the stored method's key was once shown as it is).
  const paidWith = page.getByTestId('confirmation-paid-with');
  await expect(paidWith).toContainText('Billed to the company account');
  await expect(paidWith).not.toContainText(/Paid|account\b ·|· account/);
  await expect(page.getByTestId('confirmation-payment')).toContainText('Total billed');
  await page.getByTestId('confirmation-payment').screenshot({
    path: 'test-results/screenshots/company-on-account-confirmation-payment-1280.png',
  });

  // The back office credits the company for it (decision 061): the refund dialog says so, no card involved.
  const desk = await adminContext.newPage();
  await desk.setViewportSize({ width: 1280, height: 900 });
  await desk.goto(`/admin?q=${bookingNumber}`);
  await desk
    .locator(`tr[data-booking-number="${bookingNumber}"]`)
    .getByRole('button', { name: `View details of booking ${bookingNumber}` })
    .click();
  await desk.getByTestId('booking-detail').getByRole('button', { name: 'Credit' }).click();
  const creditDialog = desk.getByTestId('credit-dialog');
  await expect(creditDialog).toContainText(`Credit the company for booking ${bookingNumber}`);
  await expect(creditDialog).toContainText('no card was charged, so nothing goes back to a card');
  // The Terms' cancellation refunds are not a credit's: no hint, no preset amount.
  await expect(creditDialog.getByTestId('terms-hint')).toHaveCount(0);
  await creditDialog.getByText('Partial credit').click();
  await creditDialog.getByLabel(/Amount in dollars/).fill('20');
  await creditDialog.getByLabel(/Note/).fill('Late pickup (e2e)');
  for (const width of [390, 1280]) {
    await desk.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await desk.waitForTimeout(250);
    await desk.screenshot({ path: `test-results/screenshots/company-on-account-credit-${width}.png` });
  }
  await creditDialog.getByRole('button', { name: 'Credit the company' }).click();
  await expect(desk.getByText(/\$20\.00 was credited to the company for booking/)).toBeVisible();
  await desk.close();

  // The traveller gets the confirmation (decision 27).
  await expect
    .poll(async () => (await latestMailTo(traveller.email)).includes('Billed to your company'), {
      timeout: 20_000,
    })
    .toBe(true);

  // On hold: the choice says why, Confirm is off, and the card still pays.
  const company = (await created.json()) as Record<string, unknown>;
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = company;
  const held = await admin.put(`/api/admin/companies/${companyId}`, {
    data: { ...fields, status: 'on_hold', holdReason: 'Invoice 2026-0004 is 30 days overdue' },
  });
  expect(held.status(), await held.text()).toBe(200);
  await page.evaluate((d) => localStorage.setItem('bookingData', JSON.stringify(d)), {
    ...rideDraft(),
    pickupTime: '15:20',
  });
  await page.goto('/booking-details');
  await expect(page.getByTestId('booking-total')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await page.getByTestId('continue-to-payment').click();
  await expect(page).toHaveURL(/\/stripe-checkout\?booking=/);
  await page.getByTestId('payment-method').getByText(`Bill to ${legalName}`).click();
  await expect(page.getByTestId('company-refusal')).toContainText(
    `${legalName} is on hold: rides cannot be billed to its account. You can still pay by card.`,
  );
  await expect(page.getByTestId('company-refusal')).toContainText('Invoice 2026-0004 is 30 days overdue');
  await expect(page.getByRole('button', { name: 'Confirm booking' })).toBeDisabled();
  await shoot(page, 'company-on-account-on-hold');
  await page.getByTestId('payment-method').getByText('Card', { exact: true }).click();
  await expect(page.getByRole('group', { name: 'Card details' })).toBeVisible();

  await adminContext.close();
  await travellerContext.close();
});
