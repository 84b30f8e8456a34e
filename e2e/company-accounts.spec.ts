import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import type { InvoiceList } from '../src/shared/contracts/invoices.ts';
import { pdfText } from '../test/support/pdf-text.ts';
import { ADMIN_EMAIL, apiClient, DEMO_PASSWORD, driveBooking, newDriver } from './admin-fleet.ts';
import { expect, screenshots, test } from './fixtures.ts';
import { latestMailTo } from './mail.ts';
import { newYorkLocal, rideDraft } from './ride.ts';
import { tripClockAt } from './trip-clock.ts';

/**
 * Issue 38's whole flow, as its people live it (decision 35): the base's admin creates a company whose rides need a
 * cost centre and invites its travel manager; the manager joins from the email and invites a booker and a
 * traveller from the portal; the booker books a ride for the traveller on account with the cost centre (no card
 * asked); the traveller gets the emails; a chauffeur drives the ride; the admin invoices the ride's month; the
 * invoice PDF is read back (the ride, its cost centre, the traveller, the total); the admin marks it paid, and the
 * manager sees it paid on the portal. Screenshots of the portal and the invoice at 390 and 1280 px.
 */

const SHOTS = 'test-results/screenshots';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const NAME = `Corbin & Hale ${run} LLP`;
const PASSWORD = 'company-flow-2026';

// The empty cost centre refused (400) is on purpose.
test.use({ allowConsole: /status of 400/ });

/** The join link of the latest invitation emailed to `email`. */
async function joinLink(email: string): Promise<string> {
  const mail = await latestMailTo(email);
  const link = mail.match(/\/company\/join\?token=[A-Za-z0-9_-]+/)?.[0];
  expect(link, `the join link emailed to ${email}`).toBeTruthy();
  return link!;
}

/** A fresh browser whose person joins through the emailed link by creating their account on /company/join. */
async function joinByLink(browser: Browser, email: string, first: string, last: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(await joinLink(email));
  const form = page.getByTestId('join-form');
  await form.getByLabel('First name').fill(first);
  await form.getByLabel('Last name').fill(last);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account and join' }).click();
  await expect(page).toHaveURL(/\/company$/);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  return page;
}

/** The company admin invites `email` from the portal's Members tab with the given role. */
async function inviteFromPortal(page: Page, email: string, role: 'Booker' | 'Traveller') {
  await page.goto('/company?tab=members');
  await page.getByTestId('invite-open').click();
  const dialog = page.getByTestId('invite-dialog');
  await dialog.getByLabel('Email address').fill(email);
  const booker = dialog.getByRole('checkbox', { name: /Booker/ });
  const traveller = dialog.getByRole('checkbox', { name: /Traveller/ });
  await booker.setChecked(role === 'Booker');
  await traveller.setChecked(role === 'Traveller');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('company-invitations')).toContainText(email);
}

test('a company books on account and pays by monthly invoice: invite, book, ride, invoice, PDF, paid', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  test.skip(Boolean(process.env.E2E_BASE_URL), 'needs the suite server with the demo data');
  mkdirSync(SHOTS, { recursive: true });

  // 1. The base's admin creates the company with a required cost centre.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  const login = await admin.request.post('/api/login', {
    data: { email: ADMIN_EMAIL, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  await admin.goto('/admin/companies/new');
  await expect(admin.getByRole('heading', { level: 1, name: 'New company' })).toBeVisible();
  await admin.getByLabel('Legal name').fill(NAME);
  await admin.getByLabel('Billing address').fill('450 Lexington Avenue\nNew York, NY 10017');
  await admin.getByLabel('Billing email 1', { exact: true }).fill(`ap-${run}@corbinhale.example`);
  await admin.getByLabel('Payment terms').selectOption('net30');
  await admin.getByLabel('Credit limit').fill('10000');
  await admin.getByRole('button', { name: 'Add a reference field' }).click();
  const ref = admin.getByTestId('reference-0');
  await ref.getByLabel('Label in English').fill('Cost centre');
  await ref.getByLabel('Label in Spanish').fill('Centro de costos');
  await ref.getByLabel('Required on every ride').check();
  await admin.getByRole('button', { name: 'Create company' }).click();
  await expect(admin).toHaveURL(/\/admin\/companies\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole('heading', { level: 1, name: NAME })).toBeVisible();

  // 2. ... and invites its travel manager as the company's admin.
  const managerEmail = `manager-${run}@corbinhale.example`;
  await admin.getByTestId('invite-person').click();
  const invite = admin.getByRole('dialog', { name: 'Invite a person' });
  await invite.getByLabel('Email').fill(managerEmail);
  await invite.getByTestId('invite-isAdmin').check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toBeHidden();
  await expect(admin.getByTestId('invitations-list')).toContainText(managerEmail);

  // 3. The manager joins from the email, then invites a booker and a traveller from the portal.
  const manager = await joinByLink(browser, managerEmail, 'Marta', 'Corbin');
  const bookerEmail = `booker-${run}@corbinhale.example`;
  const travellerEmail = `traveller-${run}@corbinhale.example`;
  await inviteFromPortal(manager, bookerEmail, 'Booker');
  await inviteFromPortal(manager, travellerEmail, 'Traveller');
  const booker = await joinByLink(browser, bookerEmail, 'Ben', 'Assistant');
  const traveller = await joinByLink(browser, travellerEmail, 'Tess', 'Partner');

  // 4. The booker books a ride for the traveller on account, with the cost centre: no card is asked.
  const pickup = newYorkLocal(3 * 24 * 60);
  await booker.evaluate(
    (d) => localStorage.setItem('bookingData', JSON.stringify(d)),
    rideDraft({
      pickupAddress: 'Times Square',
      destinationAddress: 'JFK Terminal 4',
      pickupDate: pickup.date,
      pickupTime: '10:20',
      passengers: 1,
      bags: 1,
    }),
  );
  await booker.goto('/booking-details');
  await expect(booker.getByTestId('booking-total')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await booker.getByTestId('continue-to-payment').click();
  await expect(booker).toHaveURL(/\/stripe-checkout\?booking=/);
  await booker.getByTestId('payment-method').getByText(`Bill to ${NAME}`).click();
  const form = booker.getByTestId('bill-to-company');
  await expect(booker.getByRole('group', { name: 'Card details' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(form.getByRole('alert')).toContainText('Enter this reference');
  await form.getByLabel(/Cost centre/).fill('CC-5150');
  await form.getByLabel('Who rides').selectOption({ label: `Tess Partner · ${travellerEmail}` });
  await form.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(booker).toHaveURL(/\/booking-confirmation\?number=/, { timeout: 20_000 });
  const number = new URL(booker.url()).searchParams.get('number')!;
  const view = await booker.request.get(`/api/bookings/${number}/confirmation`);
  expect(view.status(), await view.text()).toBe(200);
  const booking = (await view.json()) as { id: string; pickupDateTime: string };

  // 5. The traveller gets the confirmation email (decision 27), which says the company is billed.
  await expect
    .poll(
      async () => {
        const mail = await latestMailTo(travellerEmail).catch(() => '');
        return mail.includes(number) && mail.includes('Billed to your company');
      },
      { timeout: 20_000 },
    )
    .toBe(true);

  // 6. A chauffeur drives the ride to the end.
  const adminApi = await apiClient(baseURL!, ADMIN_EMAIL);
  const chauffeur = await newDriver(baseURL!, adminApi, { first: 'Cal', last: 'Driver' });
  await driveBooking(chauffeur.api, booking.id);

  // The portal: the traveller sees their ride, the manager every ride with its cost centre.
  await traveller.goto('/company');
  await expect(traveller.getByTestId('company-bookings')).toContainText(number);
  await manager.goto('/company');
  await expect(manager.getByTestId('company-bookings')).toContainText('CC-5150');
  await screenshots(manager, 'company-accounts-portal', '/company');

  // 7. The admin invoices the ride's month, as the job would on the first of the next month (the e2e clock).
  const at = new Date(booking.pickupDateTime);
  const month = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
  })
    .format(at)
    .slice(0, 7);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const firstOfNext = new Date(Date.UTC(m === 12 ? y + 1 : y, m === 12 ? 0 : m, 1, 17, 0));
  // (The page's month picker offers past months of the browser's clock only: the run is asked of the API here;
  // admin-invoices.spec runs it from the page.)
  const ran = await admin.request.post('/api/admin/invoices/run', {
    data: { month },
    headers: tripClockAt(firstOfNext),
  });
  expect(ran.status(), await ran.text()).toBe(200);
  await admin.goto('/admin/invoices');
  const list = (await (await admin.request.get('/api/admin/invoices')).json()) as InvoiceList;
  const invoice = list.invoices.find((i) => i.companyName === NAME);
  expect(invoice, JSON.stringify(list)).toBeTruthy();
  expect(invoice).toMatchObject({ status: 'open', lineCount: 1 });
  expect(invoice!.number).toMatch(/^\d{4}-\d{4}$/);

  // 8. The PDF, read back: the company, the number, the ride, its cost centre, the traveller and the total.
  const pdf = await admin.request.get(`/api/admin/invoices/${invoice!.id}/invoice.pdf`);
  expect(pdf.status()).toBe(200);
  const bytes = Buffer.from(await pdf.body());
  writeFileSync(`${SHOTS}/company-accounts-invoice.pdf`, bytes);
  const text = pdfText(bytes).replace(/\s+/g, ' ');
  const total = `$${(invoice!.totalCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  for (const expected of [
    NAME,
    `Invoice no. ${invoice!.number}`,
    number,
    'Cost centre: CC-5150',
    'Tess Partner',
    total,
  ])
    expect(text).toContain(expected);

  // 9. The admin marks it paid; the manager sees it paid on the portal.
  const row = admin.locator(`tr[data-number="${invoice!.number}"]`);
  await admin.reload();
  await row.getByTestId('invoice-mark-paid').click();
  const dialog = admin.getByTestId('invoice-pay-dialog');
  await expect(dialog.getByTestId('invoice-pay-amount')).toHaveValue((invoice!.totalCents / 100).toFixed(2));
  await dialog.getByTestId('invoice-pay-submit').click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Paid');
  await manager.goto('/company?tab=invoices');
  await expect(manager.getByTestId('company-invoices')).toContainText(invoice!.number);
  await expect(manager.getByTestId('company-invoices')).toContainText('Paid');
  await screenshots(manager, 'company-accounts-invoices', '/company?tab=invoices');

  await adminApi.dispose();
  for (const p of [admin, manager, booker, traveller]) await p.context().close();
});
