import { expect, test } from './fixtures.ts';

/**
 * /login?next= follows a path of this site only, judged after normalising it: `/.//evil.example` reads as
 * `//evil.example` to a browser. Signing in with such a `next` lands on home, with no page error (before the
 * shared rule, the navigation threw and the visitor stayed on /login). A signed-out visitor's session check
 * answers 401, which Chromium logs.
 */
test.use({ allowConsole: /status of 401/ });

const PASSWORD = 'secret-pass-1';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('signing in with a next that normalises to another site lands home on this site', async ({
  page,
  baseURL,
}) => {
  const email = `e2e.next.${run}@example.com`;
  const res = await page.request.post('/api/register', {
    data: {
      firstName: 'Nora',
      lastName: 'Vance',
      email,
      phone: '(212) 555-0148',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      termsAccepted: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const offsite: string[] = [];
  await page.route(
    (url) => url.hostname.endsWith('evil.example'),
    async (route) => {
      offsite.push(route.request().url());
      await route.abort();
    },
  );
  const origin = new URL(baseURL!).origin;

  for (const next of ['/.//evil.example', '/..//evil.example', '/a/..//evil.example/x']) {
    // The visitor is signed in (registration signs in), and signs in again on the page.
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to your account' })).toBeVisible();
    await page.getByLabel('Email or username').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Login successful').first()).toBeVisible();
    await expect(page).toHaveURL(`${origin}/`);
    await expect(page.getByRole('banner').getByRole('button', { name: /Nora/ })).toBeVisible();
  }
  expect(offsite).toEqual([]);
});
