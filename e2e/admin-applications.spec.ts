import type { Page } from '@playwright/test';
import {
  ADMIN,
  type Applicant,
  apply,
  confirmApproval,
  fullName,
  HEADING,
  PAGE,
  row,
  run,
  signIn,
  toastWith,
} from './admin-applications.ts';
import { expect, test } from './fixtures.ts';

/**
 * /admin/driver-applications against the real API: applicants apply through the API, the demo admin of
 * `npm run seed:demo` reviews them in the browser. The server allows 5 applications per address in 10 minutes,
 * so this file sends two; the failure and empty states answer from page.route.
 */
async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage });
}

test.describe('the admin reviews driver applications', () => {
  test.describe.configure({ mode: 'serial' });

  const approved: Applicant = {
    firstName: 'Valentina',
    lastName: 'Costa',
    email: `e2e-admin-approve-${run}@example.com`,
  };
  const rejected: Applicant = {
    firstName: 'Dmitri',
    lastName: 'Volkov',
    email: `e2e-admin-reject-${run}@example.com`,
  };
  let firstCode = '';

  test('an application appears under Pending with every detail, and approving it issues a TAXI- code', async ({
    page,
    context,
    baseURL,
  }) => {
    await apply(page.request, approved);
    await apply(page.request, rejected);
    await signIn(page, ADMIN);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await expect(page).toHaveTitle(/Driver Applications/);
    // The two links, copyable.
    await expect(page.getByTestId('link-application')).toHaveText(`${baseURL}/driver-request`);
    await expect(page.getByTestId('link-registration')).toHaveText(`${baseURL}/taxistas`);
    await page.getByRole('button', { name: 'Copy the link to the driver registration' }).click();
    await expect(toastWith(page, 'Copied')).toContainText(`${baseURL}/taxistas`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/taxistas`);
    await expect(page.getByRole('link', { name: 'Back to main site' })).toHaveAttribute('href', '/');

    // Pending, with its count.
    await page.getByRole('tab', { name: /^Pending/ }).click();
    await expect(page).toHaveURL(/\?status=pending$/);
    await expect(page.getByRole('tab', { name: /^Pending/ })).toHaveAttribute('aria-selected', 'true');
    const pendingCount = Number(await page.getByTestId('count-pending').textContent());
    expect(pendingCount).toBeGreaterThanOrEqual(2);
    const applicantRow = row(page, approved.email);
    await expect(applicantRow).toContainText(fullName(approved));
    await expect(applicantRow).toContainText('2023 Lincoln Navigator');
    await expect(applicantRow).toContainText('Pending');
    await expect(row(page, rejected.email)).toBeVisible();

    // Every field, grouped.
    await row(page, approved.email)
      .getByRole('button', { name: `View the application of ${fullName(approved)}` })
      .click();
    const details = page.getByRole('dialog', { name: fullName(approved) });
    await expect(details).toBeVisible();
    for (const group of [
      'Personal',
      "Driver's license",
      'Vehicle',
      'Insurance',
      'Experience and availability',
      'Emergency contact',
      'Additional information',
      'Review',
      'Invitation code',
      'History',
    ]) {
      await expect(details.getByRole('region', { name: group, exact: true })).toBeVisible();
    }
    for (const text of [
      approved.email,
      '(212) 555-0100',
      '350 Fifth Avenue',
      'New York, NY 10118',
      'D7654321',
      'Jun 30, 2031',
      'T765432C',
      'SUV',
      'Black',
      'Acme Mutual',
      'PN-4455',
      '5-10 years',
      'Full-time',
      'Giulia Costa',
      '(212) 555-0101',
      'Fluent in Italian and Spanish. TLC license since 2016.',
      'Not reviewed yet',
      'Issued on approval',
      'Application submitted',
    ]) {
      await expect(details.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await details.getByRole('button', { name: 'Close' }).first().click();
    await expect(details).toBeHidden();
    // Focus returns to the button that opened the dialog.
    await expect(
      row(page, approved.email).getByRole('button', {
        name: `View the application of ${fullName(approved)}`,
      }),
    ).toBeFocused();

    // Approve: the toast names the code and the address it went to.
    const approval = page.waitForResponse((r) => r.url().includes('/api/approve-driver/'));
    await row(page, approved.email)
      .getByRole('button', { name: `Approve the application of ${fullName(approved)}` })
      .click();
    await confirmApproval(page);
    expect((await approval).status()).toBe(200);
    const toast = toastWith(page, 'Application approved');
    await expect(toast).toContainText(new RegExp(`Invitation code TAXI-\\d{5} sent to ${approved.email}`));
    firstCode = /TAXI-\d{5}/.exec((await toast.textContent()) ?? '')?.[0] ?? '';
    expect(firstCode).toMatch(/^TAXI-\d{5}$/);
    await expect(row(page, approved.email)).toHaveCount(0);
    // The count is the list's (other specs apply while this one runs, so not pendingCount - 1).
    await expect
      .poll(
        async () =>
          (await page.getByTestId('count-pending').textContent()) ===
          String(await page.locator('tr[data-application-id]').count()),
      )
      .toBe(true);
    expect(pendingCount).toBeGreaterThan(0);

    // Approved: the code on the row, Copy Code, Resend.
    await page.getByRole('tab', { name: /^Approved/ }).click();
    await expect(page).toHaveURL(/\?status=approved$/);
    await expect(row(page, approved.email)).toContainText(firstCode);
    await expect(row(page, approved.email)).toContainText('Approved');
    await row(page, approved.email)
      .getByRole('button', { name: `Copy Code for ${fullName(approved)}` })
      .click();
    await expect(toastWith(page, 'Copied')).toContainText(firstCode);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstCode);

    await row(page, approved.email)
      .getByRole('button', { name: `Resend the invitation to ${fullName(approved)}` })
      .click();
    await expect(toastWith(page, 'Invitation resent')).toContainText(
      `Invitation code ${firstCode} sent again to ${approved.email}`,
    );

    // The review is recorded with the admin's name, the history lists approve and resend.
    await row(page, approved.email)
      .getByRole('button', { name: `View the application of ${fullName(approved)}` })
      .click();
    await expect(details.getByTestId('details-code')).toHaveText(firstCode);
    await expect(details.getByRole('region', { name: 'Review' })).toContainText('Grace Howard');
    const history = details.getByTestId('application-history');
    await expect(history).toContainText('Approved, invitation code issued');
    await expect(history).toContainText('Invitation resent');
    await expect(history).toContainText('by Grace Howard');
    // The toast would cover the dialog's buttons in the screenshots.
    await expect(page.locator('[data-toast]')).toHaveCount(0, { timeout: 15_000 });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await shoot(page, `admin-applications-details-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
  });

  test('a rejection needs a reason (in the dialog and on the server), then moves to Rejected', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${PAGE}?status=pending`);
    await expect(row(page, rejected.email)).toBeVisible();

    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/reject')) posted = true;
    });
    await row(page, rejected.email)
      .getByRole('button', { name: `Reject the application of ${fullName(rejected)}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reject application' });
    await expect(dialog).toContainText(rejected.email);
    const reason = dialog.getByLabel('Reason for rejection');
    await expect(reason).toBeFocused();
    await reason.fill('   ');
    await dialog.getByRole('button', { name: 'Reject Application' }).click();
    await expect(dialog.getByText('Please provide a reason for rejection', { exact: true })).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);

    // The server says the same.
    const id = await row(page, rejected.email).getAttribute('data-application-id');
    const refused = await page.request.post(`/api/driver-applications/${id}/reject`, {
      data: { reason: '  ' },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain('applications.rejectReasonRequired');

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await shoot(page, `admin-applications-reject-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await reason.fill('Vehicle is older than our fleet standard.');
    await dialog.getByRole('button', { name: 'Reject Application' }).click();
    await expect(dialog).toBeHidden();
    await expect(toastWith(page, 'Application rejected')).toContainText(fullName(rejected));
    await expect(row(page, rejected.email)).toHaveCount(0);

    await page.getByRole('tab', { name: /^Rejected/ }).click();
    await expect(row(page, rejected.email)).toContainText('Rejected');
    await row(page, rejected.email)
      .getByRole('button', { name: `View the application of ${fullName(rejected)}` })
      .click();
    const details = page.getByRole('dialog', { name: fullName(rejected) });
    await expect(details.getByTestId('rejection-reason')).toHaveText(
      'Vehicle is older than our fleet standard.',
    );
    await expect(details.getByTestId('application-history')).toContainText('Rejected');
    // A rejected application has no review actions left.
    await expect(details.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  });

  test('regenerating asks first, then the old code stops working and the new one is shown', async ({
    page,
  }) => {
    expect(firstCode).toMatch(/^TAXI-\d{5}$/);
    await signIn(page, ADMIN);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${PAGE}?status=approved`);
    await row(page, approved.email)
      .getByRole('button', { name: `Invitation of ${fullName(approved)}` })
      .click();
    const invitation = page.getByRole('dialog', { name: 'Send invitation' });
    await expect(invitation.getByTestId('invitation-code')).toHaveText(firstCode);
    await expect(invitation).toContainText('Active');
    await expect(invitation).toContainText('/taxistas');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await shoot(page, `admin-applications-invitation-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await invitation.getByRole('button', { name: 'Regenerate Code' }).click();
    const confirm = page.getByRole('dialog', { name: 'Issue a new code?' });
    await expect(confirm).toContainText(`${firstCode} stops working at once`);
    // Keeping the code changes nothing.
    await confirm.getByRole('button', { name: 'Keep Current Code' }).click();
    await expect(confirm).toBeHidden();
    await expect(row(page, approved.email)).toContainText(firstCode);

    await row(page, approved.email)
      .getByRole('button', { name: `Invitation of ${fullName(approved)}` })
      .click();
    await invitation.getByRole('button', { name: 'Regenerate Code' }).click();
    await confirm.getByRole('button', { name: 'Regenerate', exact: true }).click();
    const toast = toastWith(page, 'New invitation code');
    await expect(toast).toContainText('The previous code no longer works.');
    const newCode = /TAXI-\d{5}/.exec((await toast.textContent()) ?? '')?.[0] ?? '';
    expect(newCode).toMatch(/^TAXI-\d{5}$/);
    expect(newCode).not.toBe(firstCode);
    await expect(invitation.getByTestId('invitation-code')).toHaveText(newCode);
    await invitation.getByRole('button', { name: 'Close' }).first().click();
    await expect(row(page, approved.email)).toContainText(newCode);

    // The server refuses the old code and accepts the new one.
    const old = await page.request.post('/api/driver-invitations/verify', {
      data: { invitationCode: firstCode },
    });
    expect(old.status()).toBe(400);
    const fresh = await page.request.post('/api/driver-invitations/verify', {
      data: { invitationCode: newCode },
    });
    expect(fresh.status(), await fresh.text()).toBe(200);
  });

  test('screenshots of the list at 390 and 1280 px', async ({ page }) => {
    await signIn(page, ADMIN);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.goto(PAGE);
      await expect(page.locator('[data-application-id]:visible').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shoot(page, `admin-applications-${width}`, true);
    }
    // On a phone the rows are cards with the same actions.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.locator('article[data-application-id]').filter({ hasText: approved.email });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: `Copy Code for ${fullName(approved)}` })).toBeVisible();
    await expect(page.locator('table')).toBeHidden();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screenshots/admin-applications-cards-390.png' });
  });
});
