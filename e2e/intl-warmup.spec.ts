import { expect, test } from './fixtures.ts';

/**
 * main.tsx `warmIntl`: a page rendered in the browser waits at most 1.5 s for the worker that loads the ICU data.
 * A worker slower than that (a loaded machine, a slow network) used to be stopped while its script loaded, and
 * that request then never ended for the network's watchers: Playwright's "network idle" never came, and CI's
 * shell and a11y tests hung on it for minutes (landing run of 71127de). Reproduced here by holding the worker's
 * script for 3 s.
 */
test('a slow Intl worker does not hold the page back, nor its network open', async ({ page }) => {
  test.setTimeout(60_000);
  let held = false;
  await page.route('**/assets/intl-warmup.worker-*.js', async (route) => {
    held = true;
    await new Promise((r) => setTimeout(r, 3_000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to your account');
  expect(held, 'the page asked for the worker').toBe(true);
  // The worker's request ends: the page's network goes quiet (it never did when the worker was stopped).
  await page.waitForLoadState('networkidle', { timeout: 20_000 });
});
