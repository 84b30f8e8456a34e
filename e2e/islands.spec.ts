import type { Page } from '@playwright/test';
import { PRERENDERED_PATHS } from '../src/shared/prerendered-pages.ts';
import { expect, test } from './fixtures.ts';

/**
 * Islands (issue 17, components/island.tsx): on a prerendered page, the parts below the first screen keep their
 * HTML while the page hydrates and are hydrated when first needed — in view, touched, focused, or before the
 * language changes — on the very DOM nodes the server sent.
 */
test.use({ viewport: { width: 390, height: 844 } });

const hydrated = (page: Page, id: string) => page.locator(`[data-island="${id}"]`);

async function openHome(page: Page) {
  await page.goto('/');
  await page.waitForSelector('html[data-app-ready]');
}

test('below the first screen the home page shows its HTML and hydrates a section when it comes into view', async ({
  page,
}) => {
  await openHome(page);
  // The hero's booking form is live at once.
  await expect(page.locator('#booking-widget')).toBeVisible();
  // Far below on a phone: the prerendered cities section and footer are there, not hydrated yet.
  await expect(page.locator('#cities h2')).toHaveText(/./);
  await expect(hydrated(page, 'home-cities')).not.toHaveAttribute('data-hydrated', '');
  await expect(hydrated(page, 'site-footer')).not.toHaveAttribute('data-hydrated', '');

  // The same node before and after: hydration claims the server's DOM instead of re-creating it.
  await page.locator('#cities').evaluate((el) => el.setAttribute('data-server-node', 'kept'));
  await page.locator('#cities').scrollIntoViewIfNeeded();
  await expect(hydrated(page, 'home-cities')).toHaveAttribute('data-hydrated', '');
  await expect(page.locator('#cities')).toHaveAttribute('data-server-node', 'kept');
});

test('a click into a part not hydrated yet is not lost: the footer link navigates in the app', async ({
  page,
}) => {
  await openHome(page);
  await page.evaluate(() => ((window as unknown as { spaMarker: string }).spaMarker = 'same document'));
  await expect(hydrated(page, 'site-footer')).not.toHaveAttribute('data-hydrated', '');
  await page.locator('footer').getByRole('link', { name: 'About', exact: true }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The app navigated (no new document): the marker set on the home page's window is still there.
  expect(await page.evaluate(() => (window as unknown as { spaMarker?: string }).spaMarker)).toBe(
    'same document',
  );
});

test('from a home section to a service page in the app: its sections render, no error (lazy text inside islands)', async ({
  page,
}) => {
  await openHome(page);
  await page.locator('#services').getByRole('link', { name: 'Wedding', exact: true }).first().click();
  await expect(page).toHaveURL(/\/services\/wedding$/);
  // Mounted by a client navigation, its islands render at once (the fixture fails the test on any page error).
  await expect(page.locator('[data-island="wedding-1"]')).toHaveAttribute('data-hydrated', '');
  await expect(page.locator('[data-island="wedding-1"] h2').first()).toBeVisible();
});

test('the keyboard wakes a part: focusing a footer link hydrates the footer first', async ({ page }) => {
  await openHome(page);
  await page
    .locator('footer a')
    .first()
    .evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
  await expect(hydrated(page, 'site-footer')).toHaveAttribute('data-hydrated', '');
  await expect(page.locator('footer a').first()).toBeFocused();
});

test('switching the language hydrates every waiting part first, then shows it in Spanish', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHome(page);
  await expect(hydrated(page, 'home-cta')).not.toHaveAttribute('data-hydrated', '');
  await page.locator('header button[lang="es"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  for (const id of ['home-fleet', 'home-cities', 'home-cta', 'site-footer']) {
    await expect(hydrated(page, id)).toHaveAttribute('data-hydrated', '');
  }
  await expect(page.locator('#fleet h2')).toHaveText('Vehículos recientes, siempre impecables');
  await expect(page.locator('footer')).toContainText('Términos del servicio');
});

test('leaving the home page before its sections were needed, then switching the language: no error', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHome(page);
  await expect(hydrated(page, 'home-cta')).not.toHaveAttribute('data-hydrated', '');
  await page.locator('header').getByRole('link', { name: 'Fleet', exact: true }).first().click();
  await expect(page).toHaveURL(/\/fleet$/);
  await page.locator('header button[lang="es"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('footer')).toContainText('Términos del servicio');
});

test('a returning visitor whose saved ride differs from the prerendered hero sees every home section', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // A service chosen from a home card is saved in the browser: the next visit's hero does not match its HTML,
  // and React renders the page around the islands afresh. No island may stay empty, waiting to be seen.
  await page.goto('/?service=tour&showMap=true');
  await expect(page.locator('#booking-widget')).toContainText('Tour');
  await page.goto('/');
  await expect(page.locator('#booking-widget')).toContainText('Tour');
  for (const id of ['home-services', 'home-fleet', 'home-about', 'home-cities', 'home-cta'])
    await expect(page.locator(`[data-island="${id}"] > *`).first(), id).toBeAttached();
  await expect(page.locator('main a[href="/about"]').filter({ hasText: 'Our story' })).toHaveCount(1);
});

test('every prerendered page hydrates on its own HTML in both languages: no part rendered afresh', async ({
  page,
  request,
}) => {
  test.setTimeout(360_000);
  let islands = 0;
  for (const language of ['en', 'es'] as const) {
    await page
      .context()
      .addCookies([{ name: 'lang', value: language, url: test.info().project.use.baseURL ?? '' }]);
    for (const path of PRERENDERED_PATHS) {
      // Each island's content sits in a Suspense boundary of its own in the HTML (React's markers), which
      // hydrateRoot keeps dehydrated until the island wakes.
      const html = await (await request.get(path, { headers: { cookie: `lang=${language}` } })).text();
      const ids = [...html.matchAll(/<div data-island="([\w-]+)"><!--\$-->/g)].map((m) => m[1]);
      expect(ids.length, path).toBeGreaterThan(0);
      islands += ids.length;
      await page.goto(path);
      await page.waitForSelector('html[data-app-ready]');
      // Each island comes into view in turn, as a reader scrolling down brings it, and hydrates.
      for (const id of ids.filter((i) => i !== 'chat-widget')) {
        await hydrated(page, id ?? '').scrollIntoViewIfNeeded();
        await expect(hydrated(page, id ?? ''), `${path} ${id}`).toHaveAttribute('data-hydrated', '');
      }
      // React counts a part whose HTML did not match its first render (and rendered it afresh) here.
      expect(
        await page.evaluate(() => document.documentElement.dataset.hydrationRecovered ?? '0'),
        `${path} (${language})`,
      ).toBe('0');
    }
  }
  expect(islands).toBeGreaterThan(PRERENDERED_PATHS.length * 2);
});
