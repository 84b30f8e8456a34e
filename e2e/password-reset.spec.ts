import { latestMailTo } from './mail.ts';
import { expect, test } from './fixtures.ts';

test.describe('forgot and reset password through the emailed link', () => {
  test.skip(Boolean(process.env.E2E_BASE_URL), 'needs the suite server and its SMTP catcher');

  test('request a link, open it from the email, set a new password, sign in with it', async ({ page }) => {
    const email = `reset.${Date.now()}@example.com`;
    const created = await page.request.post('/api/register', {
      data: {
        firstName: 'Rosa',
        lastName: 'Reyes',
        email,
        password: 'first-secret',
        confirmPassword: 'first-secret',
        phone: '(718) 555-0142',
        termsAccepted: true,
      },
    });
    expect(created.status()).toBe(201);
    await page.request.post('/api/logout', { data: {} });

    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

    const mail = await latestMailTo(email, 'Reset your Empire Chauffeur password');
    expect(mail).toContain('Subject: Reset your Empire Chauffeur password');
    const link = /(http:\/\/[^\s]+\/reset-password\?token=[\w-]+)/.exec(mail)?.[1];
    expect(link, 'reset link in the email').toBeTruthy();

    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('second-secret');
    await page.getByLabel('Confirm new password').fill('second-secret');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText(/^✓ Your password has been reset/)).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 6000 });

    // The link works once; the old password no longer does, the new one does.
    const reused = await page.request.post('/api/reset-password', {
      data: { token: new URL(link!).searchParams.get('token'), password: 'third-secret' },
    });
    expect(reused.status()).toBe(400);
    expect(
      (await page.request.post('/api/login', { data: { email, password: 'first-secret' } })).status(),
    ).toBe(401);
    expect(
      (await page.request.post('/api/login', { data: { email, password: 'second-secret' } })).status(),
    ).toBe(200);
  });
});
