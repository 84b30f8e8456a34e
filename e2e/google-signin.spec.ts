import type { Page } from '@playwright/test';
import { expect, setLanguage, test } from './fixtures.ts';
import { rideDraft } from './ride.ts';

/**
 * "Continue with Google" on /login and /auth, and step 3 (/auth) for a visitor already signed in. The e2e
 * server has no GOOGLE_CLIENT_ID: the button is hidden, and /auth/google answers 404. Where the button shows,
 * GET /api/config is answered in the browser as a configured server would (the sign-in itself is proved
 * against a local OpenID provider in test/api/google-auth.test.ts).
 */
test.use({ allowConsole: /status of 40[14]/ });

const WIDTHS = [390, 1280] as const;
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
let seq = 0;

const TEXT = {
  en: {
    google: 'Continue with Google',
    details: 'Booking details',
    signedIn: "You're signed in",
    book: 'Book a ride',
  },
  es: {
    google: 'Continuar con Google',
    details: 'Detalles de la reserva',
    signedIn: 'Ya ha iniciado sesión',
    book: 'Reservar un viaje',
  },
} as const;

async function withDraft(page: Page, lng: 'en' | 'es' = 'en') {
  await page.goto('/terms');
  await setLanguage(page, lng);
  await page.evaluate((d) => localStorage.setItem('bookingData', JSON.stringify(d)), rideDraft());
}

/** The browser's view of a server with Google sign-in configured. */
async function pretendGoogleConfigured(page: Page) {
  await page.route('**/api/config', async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: { ...(await res.json()), googleSignIn: true } });
  });
}

async function registerAccount(page: Page) {
  const res = await page.request.post('/api/register', {
    data: {
      firstName: 'Gloria',
      lastName: 'Park',
      email: `google.${run}.${++seq}@example.com`,
      phone: '(212) 555-0177',
      password: 'secret-pass-1',
      confirmPassword: 'secret-pass-1',
      termsAccepted: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test.describe('Continue with Google, not configured', () => {
  for (const lng of ['en', 'es'] as const) {
    test(`no social sign-in anywhere on /login and /auth (${lng})`, async ({ page }) => {
      const config = await page.request.get('/api/config');
      expect(((await config.json()) as { googleSignIn: boolean }).googleSignIn).toBe(false);
      expect((await page.request.get('/auth/google?returnTo=/booking-details')).status()).toBe(404);

      await withDraft(page, lng);
      for (const path of ['/login', '/auth']) {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expect(page.getByText(TEXT[lng].google)).toHaveCount(0);
          await expect(page.getByTestId('google-sign-in')).toHaveCount(0);
          await expect(
            page.getByRole('main').getByText(/Facebook|Apple|Coming Soon|Próximamente/),
          ).toHaveCount(0);
          await page.screenshot({
            path: `test-results/screenshots/google-hidden${path.replace('/', '-')}-${lng}-${width}.png`,
            fullPage: true,
          });
        }
      }
    });
  }
});

test.describe('Continue with Google, configured', () => {
  for (const lng of ['en', 'es'] as const) {
    test(`the button links to /auth/google with where the visitor was going (${lng})`, async ({ page }) => {
      await pretendGoogleConfigured(page);
      await withDraft(page, lng);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        // Step 3 of a booking: back to the booking details.
        await page.goto('/auth');
        const onAuth = page.getByRole('link', { name: TEXT[lng].google });
        await expect(onAuth).toBeVisible();
        await expect(onAuth).toHaveAttribute('href', '/auth/google?returnTo=%2Fbooking-details');
        const box = await onAuth.boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
        await page.screenshot({
          path: `test-results/screenshots/google-auth-${lng}-${width}.png`,
          fullPage: true,
        });

        // /login: to its ?next= when it is on this site, else home.
        await page.goto('/login?next=/bookings');
        await expect(page.getByRole('link', { name: TEXT[lng].google })).toHaveAttribute(
          'href',
          '/auth/google?returnTo=%2Fbookings',
        );
        await page.goto('/login?next=//evil.example.com');
        await expect(page.getByRole('link', { name: TEXT[lng].google })).toHaveAttribute(
          'href',
          '/auth/google?returnTo=%2F',
        );
        await page.screenshot({
          path: `test-results/screenshots/google-login-${lng}-${width}.png`,
          fullPage: true,
        });
      }
    });
  }

  test('a refused Google sign-in is explained on /login, in both languages; other codes are not shown', async ({
    page,
  }) => {
    await pretendGoogleConfigured(page);
    await page.goto('/login?error=auth.googleEmailUnverified&next=/booking-details');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Google sign-in did not finish');
    await expect(alert).toContainText("Your Google account's email address is not verified.");
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/auth/google?returnTo=%2Fbooking-details',
    );
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.screenshot({
        path: `test-results/screenshots/google-refused-en-${width}.png`,
        fullPage: true,
      });
    }

    await setLanguage(page, 'es');
    await page.goto('/login?error=auth.googleFailed');
    await expect(page.getByRole('alert')).toContainText('No se completó el inicio de sesión con Google');
    await expect(page.getByRole('alert')).toContainText(
      'El inicio de sesión con Google falló. Inténtelo de nuevo.',
    );
    await page.screenshot({ path: `test-results/screenshots/google-refused-es-390.png`, fullPage: true });

    await page.goto('/login?error=auth.invalidCredentials');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('/auth for a visitor already signed in', () => {
  for (const width of WIDTHS) {
    test(`an account with a booking in progress lands on the booking details at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await registerAccount(page);
      await withDraft(page);
      await page.goto('/auth');
      await expect(page).toHaveURL(/\/booking-details$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Booking details' })).toBeVisible();
      await expect(page.getByText("You're signed in")).toHaveCount(0);
      // /auth was replaced: Back in the browser returns to the page before it.
      await page.goBack();
      await expect(page).toHaveURL(/\/terms$/);
      // The page's own Back goes to the vehicle step (not to /auth, which would come straight back).
      await page.goto('/booking-details');
      await expect(page.getByTestId('booking-back')).toHaveAttribute(
        'href',
        '/vehicle-selection/point-to-point',
      );
    });
  }

  test('a guest with a booking in progress lands on the booking details (Spanish)', async ({ page }) => {
    const guest = await page.request.post('/api/guest', {
      data: {
        email: `guest.${run}@example.com`,
        firstName: 'Nora',
        lastName: 'Quinn',
        phone: '(917) 555-0123',
      },
    });
    expect(guest.ok()).toBe(true);
    await withDraft(page, 'es');
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/booking-details$/);
    await expect(page.getByRole('heading', { level: 1, name: TEXT.es.details })).toBeVisible();
  });

  for (const lng of ['en', 'es'] as const) {
    test(`without a booking in progress it shows who is signed in, with Book a ride (${lng})`, async ({
      page,
    }) => {
      await registerAccount(page);
      await page.goto('/terms');
      await setLanguage(page, lng);
      await page.goto('/auth');
      await expect(page.getByRole('heading', { name: TEXT[lng].signedIn })).toBeVisible();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        await page.screenshot({
          path: `test-results/screenshots/auth-signed-in-no-draft-${lng}-${width}.png`,
          fullPage: true,
        });
      }
      await page.getByRole('button', { name: TEXT[lng].book }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});
