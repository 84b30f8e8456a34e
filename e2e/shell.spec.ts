import type { Locator, Page } from '@playwright/test';
import { expect, screenshots, test } from './fixtures.ts';

/** The not-found page's own heading: no route of the tables may end on it. */
const NOT_FOUND = 'Page not found';

interface Destination {
  /** The page's own h1. */
  heading: RegExp;
  /** Where a signed-out visitor lands when the page sends them elsewhere (a guard, a missing draft). */
  url?: RegExp;
}

const HOME: Destination = { heading: /^Luxury chauffeur service\s+in New York City$/ };
const LOGIN_NEXT = (path: string): Destination => ({
  heading: /^Log in to your account$/,
  url: new RegExp(`/auth/login\\?next=${path.replace(/\//g, '(/|%2F)')}$`),
});
/** The checkout steps need a ride in progress (a draft, a booking): a fresh visitor is sent home. */
const NEEDS_DRAFT: Destination = { ...HOME, url: /\/$/ };

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * Every client route of both specification route tables (parameterised ones with a sample value), each with
 * its own heading as a signed-out visitor with an empty browser sees it.
 */
const ROUTE_TABLE: Record<string, Destination> = {
  '/': HOME,
  '/tracking-demo': HOME,
  '/services/airport-transfer': { heading: /^JFK, LaGuardia and Newark to Manhattan$/ },
  '/services/hourly-service': { heading: /^A chauffeur at your disposal, by the hour$/ },
  '/services/point-to-point': { heading: /^Door to door across New York, at a fixed price$/ },
  '/services/corporate': { heading: /^Ground transportation for business$/ },
  '/services/events': { heading: /^Chauffeured Elegance for Life’s Biggest Nights$/ },
  '/services/wedding': { heading: /^Your Wedding Day, Driven Beautifully$/ },
  '/services/event-packages': { heading: /^Event Transportation, Priced Up Front$/ },
  '/fleet': { heading: /^A late-model fleet for every journey$/ },
  '/about': { heading: /^New York’s chauffeurs since 2015$/ },
  '/register-options': { heading: /^Choose your account$/ },
  '/signup': { heading: /^Create your account$/ },
  '/login': { heading: /^Log in to your account$/ },
  '/driver-login': { heading: /^Sign in to drive$/ },
  '/auth': { heading: /^How would you like to continue\?$/ },
  '/auth/login': { heading: /^Log in to your account$/ },
  '/forgot-password': { heading: /^Forgot your password\?$/ },
  '/reset-password': { heading: /^Choose a new password$/ },
  '/driver-request': { heading: /^Drive with New York's finest$/ },
  // Registration with an invitation code: signed out, both addresses open on the code step.
  '/taxistas': { heading: /^Welcome to the fleet$/ },
  '/taxista-registro': { heading: /^Welcome to the fleet$/ },
  // Drivers' and admins' pages send a signed-out visitor to the matching sign-in, and back afterwards.
  '/driver/dashboard': {
    heading: /^Sign in to drive$/,
    url: /\/driver-login\?next=(\/|%2F)driver(\/|%2F)dashboard$/,
  },
  '/admin/driver-applications': {
    heading: /^Log in to your account$/,
    url: /\/login\?next=(\/|%2F)admin(\/|%2F)driver-applications$/,
  },
  '/admin': {
    heading: /^Log in to your account$/,
    url: /\/login\?next=(\/|%2F)admin$/,
  },
  '/dashboard': LOGIN_NEXT('/dashboard'),
  '/bookings': LOGIN_NEXT('/bookings'),
  '/vehicle-selection/point-to-point': NEEDS_DRAFT,
  '/booking-details': NEEDS_DRAFT,
  '/special-service-booking': NEEDS_DRAFT,
  '/stripe-checkout': NEEDS_DRAFT,
  // Without a booking number (or one kept from checkout) the page says so; it is not the 404 page.
  '/booking-confirmation': { heading: /^We could not find that booking$/ },
  '/terms': { heading: /^Terms of Service$/ },
  '/privacy': { heading: /^Privacy Policy$/ },
};

/** The page shows `expected` and is not the not-found page. */
async function expectPage(page: Page, expected: Destination, from: string): Promise<void> {
  if (expected.url) await expect(page, `${from}: lands on its page`).toHaveURL(expected.url);
  await expect(page.getByRole('heading', { level: 1 }).first(), `${from}: its own heading`).toHaveText(
    expected.heading,
  );
  await expect(page.getByRole('heading', { name: NOT_FOUND }), `${from}: not the 404 page`).toHaveCount(0);
}

/** The destination expected for a link's href (its path; "/#contact" is the home page). */
function destinationOf(href: string): Destination {
  const path = new URL(href, 'http://site').pathname;
  const expected = ROUTE_TABLE[path];
  if (!expected) throw new Error(`no expected page for ${href}: add ${path} to ROUTE_TABLE`);
  return expected;
}

interface LinkInfo {
  text: string;
  href: string;
}

/** The links inside `scope`, each once (text and href), split into the site's own and the outside world's. */
async function linksIn(scope: Locator): Promise<{ own: LinkInfo[]; outside: LinkInfo[] }> {
  const all = await scope.locator('a[href]').evaluateAll((as) =>
    as.map((a) => ({
      text: (a.textContent ?? '').replace(/\s+/g, ' ').trim(),
      href: a.getAttribute('href') ?? '',
    })),
  );
  const seen = new Set<string>();
  const unique = all.filter((l) => {
    const key = `${l.text}|${l.href}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const isOwn = (href: string) => href.startsWith('/') || href.startsWith('#');
  return { own: unique.filter((l) => isOwn(l.href)), outside: unique.filter((l) => !isOwn(l.href)) };
}

/** Clicks the link like a visitor and checks where it led. In-page anchors must find their section. */
async function follow(page: Page, scope: Locator, link: LinkInfo, from: string): Promise<void> {
  const target = scope.locator(`a[href="${link.href}"]`).filter({ hasText: link.text }).first();
  const label = `${from} → "${link.text}" (${link.href})`;
  // The skip link shows on focus only.
  if (link.href.startsWith('#')) await target.focus();
  await target.click();
  const url = new URL(link.href, page.url());
  if (url.hash) {
    await expect(page, label).toHaveURL(new RegExp(`${escape(url.hash)}$`));
    await expect(page.locator(url.hash), `${label}: its section exists`).toHaveCount(1);
  }
  if (link.href.startsWith('#')) {
    await expect(page.getByRole('heading', { name: NOT_FOUND }), label).toHaveCount(0);
    return;
  }
  const expected = destinationOf(link.href);
  if (!expected.url) await expect(page, label).toHaveURL((u) => u.pathname === url.pathname);
  await expectPage(page, expected, label);
}

/** Outside links (social profiles, tel:, mailto:) cannot be followed offline: they must at least be well formed. */
function expectOutsideLinkWellFormed(link: LinkInfo): void {
  expect(link.href, `"${link.text}"`).toMatch(/^(https:\/\/[\w.-]+\/\S+|tel:\+1\d{10}|mailto:\S+@\S+\.\w+)$/);
}

test.describe('site shell', () => {
  for (const [path, expected] of Object.entries(ROUTE_TABLE)) {
    test(`${path} shows its own page with header and footer and no console error`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('header').first()).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
      await expectPage(page, expected, path);
      await page.waitForLoadState('networkidle');
    });
  }

  test('unknown routes show the 404 page: the page does not exist, with home and booking (decision 16)', async ({
    page,
  }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
    await expect(page.getByText('The page you are looking for does not exist or has moved.')).toBeVisible();
    await expect(page.getByText('router')).toHaveCount(0);
    const main = page.getByRole('region', { name: NOT_FOUND });
    await expect(main.getByRole('link', { name: 'Book a ride' })).toHaveAttribute('href', '/#booking-widget');
    await main.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectPage(page, HOME, 'Back to home');
    await page.goto('/another/missing/page');
    await page.getByRole('region', { name: NOT_FOUND }).getByRole('link', { name: 'Book a ride' }).click();
    await expect(page).toHaveURL(/\/#booking-widget$/);
    await screenshots(page, 'not-found', '/no/such/page');
  });

  test('the language switch turns the page Spanish and is remembered', async ({ page }) => {
    await page.goto('/no/such/page');
    await page.getByRole('button', { name: 'es', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('footer')).toContainText('Abierto las 24 horas');
    await expect(page.getByText('La página que busca no existe o ha cambiado de lugar.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reservar un viaje' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await page.getByRole('button', { name: 'en', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
  });

  test('Ctrl+Shift+A reveals the Admin Dashboard button, which leads to the admin sign-in', async ({
    page,
  }) => {
    await page.goto('/fleet');
    // The shortcut listener exists once the app has rendered; pressing earlier would test nothing.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    await page.keyboard.press('Control+Shift+A');
    const admin = page.getByRole('link', { name: 'Admin Dashboard' });
    await expect(admin).toHaveAttribute('href', '/admin');
    await admin.click();
    await expectPage(page, ROUTE_TABLE['/admin']!, 'Admin Dashboard');
  });

  test('every header link, the Services menu included, leads to its page', async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/about');
    await expectPage(page, ROUTE_TABLE['/about']!, '/about');
    const header = page.locator('header').first();
    // The account links come once the session is known (a signed-out visitor): read the links after them.
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    const { own, outside } = await linksIn(header);
    // The specification's header: these at least, each where it says.
    for (const [text, href] of [
      ['Fleet', '/fleet'],
      ['Cities', '/#cities'],
      ['Contact', '/#contact'],
      ['My Bookings', '/bookings'],
      ['Drivers', '/driver/dashboard'],
      ['Log in', '/login'],
      ['Sign up', '/signup'],
    ] as const)
      expect(own, `header link ${text}`).toContainEqual({ text, href });
    for (const link of own) {
      await page.goto('/about');
      await follow(page, header, link, 'header');
    }
    outside.forEach(expectOutsideLinkWellFormed);

    // The Services menu opens on demand; each of its links is followed in turn.
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).click();
    const menu = page.locator('#services-menu');
    await expect(menu.getByRole('link').first()).toBeVisible();
    const services = (await linksIn(menu)).own;
    expect(services.map((l) => [l.text, l.href])).toEqual([
      ['Airport Transfers', '/services/airport-transfer'],
      ['Hourly / As Directed', '/services/hourly-service'],
      ['Point to Point', '/services/point-to-point'],
      ['Corporate', '/services/corporate'],
      ['Events', '/services/events'],
    ]);
    for (const link of services) {
      await page.goto('/about');
      await nav.getByRole('button', { name: 'Services' }).click();
      await follow(page, menu, link, 'Services menu');
    }
  });

  test('every footer link leads to its page', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/fleet');
    await expectPage(page, ROUTE_TABLE['/fleet']!, '/fleet');
    const footer = page.locator('footer');
    const { own, outside } = await linksIn(footer);
    expect(own.length, 'footer links').toBeGreaterThanOrEqual(12);
    expect(own).toContainEqual({ text: 'Drive with us', href: '/driver-request' });
    for (const link of own) {
      await page.goto('/fleet');
      await follow(page, footer, link, 'footer');
    }
    expect(outside.length, 'social, phone and email links').toBeGreaterThanOrEqual(4);
    outside.forEach(expectOutsideLinkWellFormed);
  });

  for (const path of [
    '/',
    '/services/airport-transfer',
    '/services/hourly-service',
    '/services/point-to-point',
    '/services/corporate',
    '/services/events',
    '/services/wedding',
    '/services/event-packages',
    '/fleet',
    '/about',
  ]) {
    test(`every link in the content of ${path} leads to its page`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await expectPage(page, ROUTE_TABLE[path]!, path);
      const main = page.locator('main');
      const { own, outside } = await linksIn(main);
      for (const link of own) {
        await page.goto(path);
        await expectPage(page, ROUTE_TABLE[path]!, path);
        await follow(page, main, link, path);
      }
      outside.forEach(expectOutsideLinkWellFormed);
    });
  }

  test('the mobile menu opens and navigates', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-nav').getByRole('link', { name: 'Fleet' }).click();
    await expect(page).toHaveURL(/\/fleet$/);
    await expectPage(page, ROUTE_TABLE['/fleet']!, 'mobile menu → Fleet');
    await expect(page.locator('#mobile-nav')).toHaveCount(0);
  });
});
