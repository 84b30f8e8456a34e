import type { Page } from '@playwright/test';
import { apply } from './admin-applications.ts';
import { expect, setLanguage, test } from './fixtures.ts';

/**
 * /admin Outbox, Messages and Audit log against the real server (the demo accounts of `npm run seed:demo`): a
 * visitor's password reset and contact message, and an admin's approval, each found by the admin. The
 * failure and empty states answer from page.route.
 */
const PASSWORD = 'EmpireDemo2026';
const ADMIN = { email: 'admin@empirechauffeur.nyc', password: PASSWORD };
const PASSENGER = 'demo@empirechauffeur.nyc';
const RESET_SUBJECT = 'Reset your Empire Chauffeur password';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signInAdmin(page: Page): Promise<void> {
  const res = await page.request.post('/api/login', { data: ADMIN });
  expect(res.status(), `admin sign-in (run npm run seed:demo): ${await res.text()}`).toBe(200);
}

const toastWith = (page: Page, title: string) => page.locator('[data-toast]').filter({ hasText: title });

/** The section (a dialog: the viewport only) at 1280 and 390 px into test-results/screenshots/admin-ops-<name>-<width>.png. */
async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    // Let the layout (and a dialog's frame) settle at the new width.
    await page.waitForTimeout(300);
    await page.screenshot({ path: `test-results/screenshots/admin-ops-${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('admin outbox, messages and audit log', () => {
  test.skip(Boolean(process.env.E2E_BASE_URL), 'needs the suite server with the demo accounts');

  test.describe('outbox', () => {
    // The second resend is refused with 409 (the page shows it in a toast).
    test.use({ allowConsole: /status of 409/ });

    test('a password reset is in the outbox: searched by email, opened in full, resent once', async ({
      page,
    }) => {
      await page.goto('/forgot-password');
      await page.getByLabel('Email').fill(PASSENGER);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

      await signInAdmin(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/admin?tab=outbox');
      await expect(page.getByRole('heading', { level: 2, name: 'Outbox' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Outbox' })).toHaveAttribute('aria-selected', 'true');

      await page.getByLabel('Search').fill(PASSENGER);
      await expect(page).toHaveURL(/[?&]q=demo%40empirechauffeur\.nyc/);
      await page.getByLabel('Template').selectOption('password-reset');
      // The filter joins the search in the address; it never drops it.
      await expect(page).toHaveURL(/kind=password-reset/);
      await expect(page).toHaveURL(/[?&]q=demo%40empirechauffeur\.nyc/);
      const rows = page.locator('tr[data-email-id]');
      const row = rows.filter({ hasText: RESET_SUBJECT }).first();
      await expect(row).toContainText(PASSENGER);
      await expect(row).toContainText('Password reset');
      await expect(row.locator('[data-delivery]')).toHaveText(/Sent|Stored \(no provider\)/);
      await expect(rows.filter({ hasNotText: PASSENGER })).toHaveCount(0);
      const before = await rows.count();
      await shoot(page, 'outbox');

      // A reload keeps the search (it lives in the address).
      await page.reload();
      await expect(page.getByLabel('Search')).toHaveValue(PASSENGER);

      await row.getByRole('button', { name: /^Open the email/ }).click();
      const dialog = page.getByRole('dialog', { name: RESET_SUBJECT });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(PASSENGER);
      // The text body in full, the reset link masked (an operator cannot use a customer's link).
      await expect(dialog.getByTestId('outbox-text')).toContainText('/reset-password?token=••••••');
      // The branded HTML part is there too (the contact test opens one in its sandboxed frame).
      await expect(dialog.getByRole('button', { name: 'HTML', exact: true })).toHaveCount(1);
      await shoot(page, 'outbox-dialog', false);

      await dialog.getByRole('button', { name: 'Resend' }).click();
      await expect(toastWith(page, 'Email resent')).toContainText(PASSENGER);
      await expect(dialog).toBeHidden();
      await expect(rows).toHaveCount(before + 1);
      const copy = rows.first();
      await expect(copy).toContainText(RESET_SUBJECT);
      await expect(copy).toContainText('Resend');

      // Resending the same email again at once is refused with the server's reason.
      await copy.getByRole('button', { name: /^Open the email/ }).click();
      await page.getByRole('dialog', { name: RESET_SUBJECT }).getByRole('button', { name: 'Resend' }).click();
      await expect(toastWith(page, 'Resend failed')).toContainText('just resent');
    });
  });

  test.describe('the sandboxed HTML body', () => {
    // The email's HTML is shown in a frame with scripts off; Chromium reports the blocked scripts that
    // Playwright itself tries to run in that frame, which is the sandbox working, not a page error.
    test.use({ allowConsole: /Blocked script execution in 'about:srcdoc'/ });
    test('a contact message waits under Messages until an admin marks it handled', async ({ page }) => {
      const name = `Olivia Bennett ${run}`;
      await page.goto('/#contact');
      const form = page.locator('section#contact form');
      await form.getByLabel('Full name').fill(name);
      await form.getByLabel('Email').fill(`olivia.${run}@example.com`);
      await form.getByLabel('Phone').fill('(212) 555-0190');
      await form.getByLabel('Subject').selectOption('quote');
      await form
        .getByLabel('Message')
        .fill('A Sprinter for 12 guests.\nFrom the Plaza to JFK on Saturday at 6 am.');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.locator('[data-toast]')).toContainText('Message sent');

      await signInAdmin(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/admin?tab=messages');
      await expect(page.getByRole('heading', { level: 2, name: 'Messages' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Open/ })).toHaveAttribute('aria-pressed', 'true');
      // The count arrives with the list: wait for a number before reading it.
      await expect(page.getByTestId('open-count')).toHaveText(/^\d+$/);
      const openCount = Number(await page.getByTestId('open-count').textContent());
      expect(openCount).toBeGreaterThanOrEqual(1);

      const card = page.locator('article[data-message-id]').filter({ hasText: name });
      await expect(card).toBeVisible();
      await expect(card).toContainText('Price quote');
      await expect(card.getByRole('link', { name: `olivia.${run}@example.com` })).toHaveAttribute(
        'href',
        `mailto:olivia.${run}@example.com`,
      );
      await expect(card.getByRole('link', { name: '(212) 555-0190' })).toHaveAttribute(
        'href',
        'tel:2125550190',
      );
      // Line breaks kept.
      expect(await card.getByTestId('message-text').innerText()).toContain('guests.\nFrom the Plaza');
      await shoot(page, 'messages');

      await card.getByRole('button', { name: `Mark the message from ${name} handled` }).click();
      await expect(toastWith(page, 'Message handled')).toContainText(name);
      await expect(card).toHaveCount(0);
      await expect(page.getByTestId('open-count')).toHaveText(String(openCount - 1));

      await page.getByRole('button', { name: 'Handled', exact: true }).click();
      await expect(page).toHaveURL(/state=handled/);
      const handled = page.locator('article[data-message-id]').filter({ hasText: name });
      await expect(handled.getByTestId('handled-by')).toContainText('Handled by');
      await handled.getByRole('button', { name: `Reopen the message from ${name}` }).click();
      await expect(toastWith(page, 'Message reopened')).toBeVisible();
      await expect(handled).toHaveCount(0);

      // The operator's copy of the message is in the outbox, its HTML body in a sandboxed frame.
      await page.getByRole('tab', { name: 'Outbox' }).click();
      await page.getByLabel('Search').fill(name);
      const email = page.locator('tr[data-email-id]').filter({ hasText: `Quote request from ${name}` });
      await expect(email).toContainText('Contact form (to us)');
      await email.getByRole('button', { name: /^Open the email/ }).click();
      const dialog = page.getByRole('dialog', { name: `[Website] Quote request from ${name}` });
      await expect(dialog.getByTestId('outbox-text')).toContainText('From the Plaza to JFK');
      await dialog.getByRole('button', { name: 'HTML', exact: true }).click();
      await expect(dialog.getByTestId('outbox-html')).toHaveAttribute('sandbox', '');
      await expect(dialog.getByTestId('outbox-html')).toHaveAttribute('srcdoc', new RegExp(name));
      await shoot(page, 'outbox-html', false);
    });
  });
  test('an approval is in the audit log, filtered by action, with what changed', async ({ page }) => {
    const applicant = { firstName: 'Marco', lastName: `Rossi${run}`, email: `marco.${run}@example.com` };
    const id = await apply(page.request, applicant);
    await signInAdmin(page);
    const approved = await page.request.post(`/api/approve-driver/${id}`, { data: {} });
    expect(approved.status(), await approved.text()).toBe(200);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin?tab=audit');
    await expect(page.getByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Application approved' });
    await expect(page).toHaveURL(/action=application\.approve/);
    const rows = page.locator('tr[data-audit-id]');
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasNot: page.locator('[data-action="application.approve"]') })).toHaveCount(0);
    const row = rows.filter({ hasText: applicant.email });
    // The demo admin of src/server/cli/demo-data.ts.
    await expect(row).toContainText('Grace Howard');
    await expect(row).toContainText('Driver application');
    await row.getByRole('button', { name: /^Show \d+ changes?$/ }).click();
    const changes = page.getByTestId('audit-changes');
    // In words (issue 35), not the stored codes.
    await expect(changes).toContainText('Status');
    await expect(changes).toContainText('Pending');
    await expect(changes).toContainText('Approved');

    // The record filter narrows the log to this application.
    await page.getByLabel('Record', { exact: true }).fill(id);
    await expect(page).toHaveURL(new RegExp(`entityId=${id}`));
    await expect(rows).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/tab=audit$/);
    await shoot(page, 'audit');
  });

  test.describe('states', () => {
    test.use({ allowConsole: /status of 500/ });

    test('a failed load offers Try Again; an empty list says so; Spanish texts', async ({ page }) => {
      await signInAdmin(page);
      let fail = true;
      await page.route('**/api/admin/outbox?*', (route) =>
        fail
          ? route.fulfill({ status: 500, json: { error: 'common.internal', message: 'Boom' } })
          : route.fulfill({ json: { emails: [], total: 0, page: 1, pageSize: 25 } }),
      );
      await page.goto('/admin?tab=outbox');
      await expect(page.getByRole('alert')).toContainText('We could not load the outbox');
      fail = false;
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByTestId('ops-empty')).toContainText('No emails');

      await setLanguage(page, 'es');
      await page.goto('/admin?tab=audit&action=booking.refund&from=2020-01-01&to=2020-01-02');
      await expect(page.getByRole('heading', { level: 2, name: 'Registro de auditoría' })).toBeVisible();
      await expect(page.getByLabel('Acción', { exact: true })).toHaveValue('booking.refund');
      await expect(page.getByTestId('ops-empty')).toContainText('Ninguna acción coincide con estos filtros.');
      await setLanguage(page, 'en');
    });
  });
});
