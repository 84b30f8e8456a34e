import { mkdirSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN_EMAIL, apiClient } from './admin-fleet.ts';
import { expect, screenshots, setLanguage, test } from './fixtures.ts';
import { latestMailTo } from './mail.ts';

/**
 * Issue 38, decision 056: the company's first admin, invited by the base's admin, accepts by creating an account on
 * /company/join and lands on the portal; the company admin invites a booker from the Members tab and the invitation
 * email arrives. Screenshots of both pages at 390 and 1280 px, in English and Spanish.
 */

const SHOTS = 'test-results/screenshots';

test.use({
  // The refused invitation email (400) and the last admin's refused demotion (409) are on purpose.
  allowConsole: /status of (400|409)/,
});
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e5).toString(36)}`;

/** A company made by the base's admin (API), with its first admin invited; returns the join link's path. */
async function companyWithInvitedAdmin(baseURL: string) {
  const admin: APIRequestContext = await apiClient(baseURL, ADMIN_EMAIL);
  const legalName = `Hudson Pike ${unique()} LLP`;
  const created = await admin.post('/api/admin/companies', {
    data: {
      legalName,
      billingAddress: '1 Liberty Plaza\nNew York, NY 10006',
      billingEmails: ['ap@hudsonpike.example'],
      taxId: null,
      paymentTerms: 'net30',
      creditLimitCents: 2_500_000,
      referenceFields: [
        { key: 'cost-centre', labelEn: 'Cost centre', labelEs: 'Centro de costos', required: true },
      ],
      discountPpm: null,
      language: 'en',
      status: 'active',
      holdReason: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const company = (await created.json()) as { id: string };
  const email = `e2e-company-admin-${unique()}@example.com`;
  const invited = await admin.post(`/api/admin/companies/${company.id}/invitations`, {
    data: { email, canBook: true, canRide: true, isAdmin: true },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await latestMailTo(email);
  const link = mail.match(/\/company\/join\?token=[A-Za-z0-9_-]+/)?.[0];
  expect(link, 'the join link in the email').toBeTruthy();
  await admin.dispose();
  return { legalName, email, joinPath: link! };
}

test('an invited person creates an account from the invitation and lands on the company portal', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const { legalName, email, joinPath } = await companyWithInvitedAdmin(baseURL!);

  await screenshots(page, 'company-join', joinPath);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(joinPath);
  await expect(page.getByRole('heading', { level: 1, name: `Join ${legalName}` })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  const form = page.getByTestId('join-form');
  // Nothing typed: each problem under its field.
  await form.getByRole('button', { name: 'Create account and join' }).click();
  await expect(form.getByText('First name must be at least 2 characters', { exact: false })).toBeVisible();
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Pike');
  await form.getByLabel('Phone (optional)').fill('(646) 555-0101');
  await form.getByLabel('Password', { exact: true }).fill('company-admin-2026');
  await form.getByRole('button', { name: 'Create account and join' }).click();

  await expect(page).toHaveURL(/\/company$/);
  await expect(page.getByRole('heading', { level: 1, name: legalName })).toBeVisible();
  await expect(page.getByTestId('company-status')).toHaveText('Active');
  await expect(page.getByTestId('company-month')).toContainText('$0.00');
  await expect(page.getByRole('tab', { name: 'Invoices' })).toBeVisible();
  // The account menu has the Company link.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByTestId('company-link')).toBeVisible();

  await screenshots(page, 'company-portal', '/company');
  await screenshots(page, 'company-members', '/company?tab=members');
  await setLanguage(page, 'es');
  await screenshots(page, 'company-portal-es', '/company');
  await screenshots(page, 'company-invoices-es', '/company?tab=invoices');
});

test('a company admin invites a booker from the Members tab and the invitation email arrives', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { legalName, joinPath } = await companyWithInvitedAdmin(baseURL!);
  // The company admin joins through the link (the session cookie lands in this browser's context).
  const token = joinPath.split('token=')[1]!;
  const accepted = await page.request.post(`/api/company-invitations/${token}/accept`, {
    data: { firstName: 'Ada', lastName: 'Pike', password: 'company-admin-2026' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/company?tab=members');
  await expect(page.getByRole('heading', { level: 1, name: legalName })).toBeVisible();
  await page.getByTestId('invite-open').click();
  const dialog = page.getByTestId('invite-dialog');
  const booker = `e2e-company-booker-${unique()}@example.com`;
  await dialog.getByLabel('Email address').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Enter the email address to invite.')).toBeVisible();
  await dialog.getByLabel('Email address').fill(booker);
  await expect(dialog.getByRole('checkbox', { name: /Booker/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('company-invitations')).toContainText(booker);

  // The only admin cannot give up the admin role: the reason shows in the dialog.
  await page.getByRole('button', { name: 'Roles Ada Pike' }).click();
  const roles = page.getByRole('dialog', { name: 'Roles of Ada Pike' });
  await roles.getByRole('checkbox', { name: /Company admin/ }).uncheck();
  await roles.getByRole('button', { name: 'Save roles' }).click();
  await expect(roles.getByText('The company needs at least one admin.', { exact: false })).toBeVisible();
  await roles.getByRole('button', { name: 'Cancel' }).click();
  await expect(roles).toBeHidden();

  const mail = await latestMailTo(booker);
  expect(mail).toContain(legalName);
  expect(mail).toMatch(/\/company\/join\?token=[A-Za-z0-9_-]{43}/);
});
