import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { paidBooking } from './admin-fleet.ts';

/**
 * Issue 15: the chat launcher never covers a control. On every page of the site at 390 px, at the top, the
 * middle and the bottom of the page, no visible button, link or field (measured with getBoundingClientRect,
 * cut by the boxes that clip it and by the screen) meets the launcher's box; with the mobile menu or a dialog
 * open the launcher is hidden; in the back office there is none.
 */

const PASSWORD = 'EmpireDemo2026';
const DRIVER = { email: 'driver@empirechauffeur.nyc', password: PASSWORD };
const ADMIN = { email: 'admin@empirechauffeur.nyc', password: PASSWORD };
const PHONE = { width: 390, height: 844 };

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

function newYorkDate(daysAhead: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
}

interface Overlap {
  control: string;
  box: [number, number, number, number];
}

/**
 * The controls the launcher covers now ([] when it covers none or is hidden), and whether it is shown. The
 * geometry is measured here, independently of the widget's own code.
 */
async function launcherOverlaps(page: Page): Promise<{ shown: boolean; overlaps: Overlap[] }> {
  return page.evaluate(() => {
    const launcher = document.querySelector<HTMLElement>('[data-testid="chat-launcher"]');
    if (!launcher) return { shown: false, overlaps: [] };
    const ls = getComputedStyle(launcher);
    const l = launcher.getBoundingClientRect();
    const shown =
      ls.visibility !== 'hidden' && ls.display !== 'none' && Number(ls.opacity) > 0 && l.width > 0;
    if (!shown) return { shown: false, overlaps: [] };
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], ' +
      '[role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="combobox"], [role="menuitem"], ' +
      '[role="option"]';
    const overlaps: { control: string; box: [number, number, number, number] }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.closest('[data-chat-widget]')) continue;
      const r = el.getBoundingClientRect();
      // Visible as a person sees it: a real box (not a 1 px screen-reader-only element), not hidden.
      if (r.width <= 1 || r.height <= 1) continue;
      const s = getComputedStyle(el);
      if (s.visibility === 'hidden' || Number(s.opacity) === 0) continue;
      let left = Math.max(r.left, 0);
      let top = Math.max(r.top, 0);
      let right = Math.min(r.right, vw);
      let bottom = Math.min(r.bottom, vh);
      let hidden = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const ps = getComputedStyle(p);
        if (ps.display === 'none' || Number(ps.opacity) === 0) hidden = true;
        const pr = p.getBoundingClientRect();
        if (ps.overflowX !== 'visible') {
          left = Math.max(left, pr.left);
          right = Math.min(right, pr.right);
        }
        if (ps.overflowY !== 'visible') {
          top = Math.max(top, pr.top);
          bottom = Math.min(bottom, pr.bottom);
        }
        if (ps.position === 'fixed') break;
      }
      if (hidden || right <= left || bottom <= top) continue;
      if (left < l.right && right > l.left && top < l.bottom && bottom > l.top) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        overlaps.push({
          control: `${el.tagName.toLowerCase()} "${name}"`,
          box: [Math.round(left), Math.round(top), Math.round(right), Math.round(bottom)],
        });
      }
    }
    return { shown: true, overlaps };
  });
}

/** Waits until the page has settled after a scroll (the widget places itself once a frame, and after loads). */
async function settle(page: Page) {
  await page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );
  await page.waitForTimeout(250);
}

/** At the top, the middle and the bottom of the page: the launcher covers no control (`shot`: screenshots). */
async function expectNoControlCovered(page: Page, label: string, shot?: string) {
  await page.waitForLoadState('networkidle');
  for (const at of ['top', 'middle', 'bottom'] as const) {
    await page.evaluate((where) => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      const top = where === 'top' ? 0 : where === 'middle' ? Math.round(max / 2) : max;
      window.scrollTo({ top, behavior: 'instant' });
    }, at);
    await settle(page);
    // A layout change after a late load is read within the second: poll for that long at most.
    await expect
      .poll(async () => (await launcherOverlaps(page)).overlaps, {
        message: `${label} (${at}): controls under the chat launcher`,
        timeout: 2_500,
      })
      .toEqual([]);
    if (shot) await page.screenshot({ path: `test-results/screenshots/chat-bubble-${shot}-${at}-390.png` });
  }
}

async function signIn(page: Page, who: { email: string; password: string }) {
  const res = await page.request.post('/api/login', { data: who });
  expect(res.status(), `sign-in ${who.email}: ${await res.text()}`).toBe(200);
}

/** The public pages, each as a visitor first sees it. */
const PAGES: Record<string, string> = {
  home: '/',
  'home, ride form open': '/?service=point-to-point&showMap=true',
  'home, hourly form open': '/?service=hourly&showMap=true',
  airport: '/services/airport-transfer',
  hourly: '/services/hourly-service',
  'point-to-point': '/services/point-to-point',
  corporate: '/services/corporate',
  events: '/services/events',
  wedding: '/services/wedding',
  'event packages': '/services/event-packages',
  fleet: '/fleet',
  about: '/about',
  terms: '/terms',
  privacy: '/privacy',
  auth: '/auth',
  login: '/login',
  signup: '/signup',
  'register options': '/register-options',
  'forgot password': '/forgot-password',
  'reset password': '/reset-password?token=abc',
  'driver login': '/driver-login',
  'driver request': '/driver-request',
  'driver registration': '/taxistas',
  'not found': '/no-such-page',
};

test.describe('the chat launcher covers no control at 390 px', () => {
  test.use({ viewport: PHONE });

  for (const [name, path] of Object.entries(PAGES)) {
    test(`${name} (${path})`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId('chat-launcher')).toBeAttached();
      await expectNoControlCovered(page, name, name === 'home, ride form open' ? 'ride-form' : undefined);
    });
  }

  test('the mobile menu open: the launcher is hidden (it covered SIGN UP), and back when the menu closes', async ({
    page,
  }) => {
    await page.goto('/');
    const launcher = page.getByTestId('chat-launcher');
    await expect(launcher).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-nav');
    await expect(menu).toBeVisible();
    await expect(launcher).toBeHidden();
    await menu.evaluate((el) => el.scrollTo({ top: el.scrollHeight, behavior: 'instant' }));
    await expect(menu.getByRole('link', { name: /sign up/i })).toBeVisible();
    await settle(page);
    expect((await launcherOverlaps(page)).shown).toBe(false);
    await page.screenshot({ path: 'test-results/screenshots/chat-bubble-mobile-menu-390.png' });
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(launcher).toBeVisible();
  });

  test('a sticky bar at the bottom (the ride form’s NEXT STEP and the booking steps): the launcher rises above it', async ({
    page,
  }) => {
    await page.goto('/?service=point-to-point&showMap=true');
    await page.waitForLoadState('networkidle');
    // Every place the page scrolls through, in steps of half a screen.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += PHONE.height / 2) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await settle(page);
      await expect
        .poll(async () => (await launcherOverlaps(page)).overlaps, {
          message: `home at ${y}px`,
          timeout: 2_500,
        })
        .toEqual([]);
    }
  });

  test('vehicle selection with a draft, booking details and checkout (a new account)', async ({ page }) => {
    const registered = await page.request.post('/api/register', {
      data: {
        firstName: 'Nora',
        lastName: 'Quinn',
        email: `bubble.${unique()}@example.com`,
        password: 'rider-pass-2026',
        confirmPassword: 'rider-pass-2026',
        phone: '(646) 555-0177',
        termsAccepted: true,
      },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    await page.goto('/terms');
    await page.evaluate((d) => localStorage.setItem('bookingData', JSON.stringify(d)), {
      serviceType: 'point-to-point',
      serviceName: 'Point to Point',
      pickupAddress: 'JFK Terminal 4',
      destinationAddress: 'Times Square',
      pickupDate: newYorkDate(4),
      pickupTime: '15:00',
      returnTrip: false,
    });
    await page.goto('/vehicle-selection/point-to-point');
    await expect(page.locator('[data-vehicle-id="sedan-cadillac"]').getByTestId('vehicle-total')).toHaveText(
      /^\$[\d,]+\.\d{2}$/,
    );
    await expectNoControlCovered(page, 'vehicle selection', 'vehicles');

    await page
      .locator('[data-vehicle-id="sedan-cadillac"]')
      .getByRole('button', { name: /Select Vehicle/ })
      .click();
    await expect(page).toHaveURL(/\/(auth|booking-details)$/);
    if (page.url().endsWith('/auth')) await expectNoControlCovered(page, 'auth, signed in');
    await page.goto('/booking-details');
    await expect(page.getByTestId('continue-to-payment')).toBeVisible();
    await expect(page.getByTestId('summary-updating')).toHaveText('');
    await expectNoControlCovered(page, 'booking details', 'details');

    await page.getByTestId('continue-to-payment').click();
    await expect(page).toHaveURL(/\/stripe-checkout\?booking=/);
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeVisible();
    await expectNoControlCovered(page, 'checkout', 'checkout');
  });

  test('a customer’s confirmation and My Bookings; the booking’s dialog open hides the launcher', async ({
    page,
    baseURL,
  }) => {
    const { customer, booking } = await paidBooking(baseURL ?? '');
    await page.context().addCookies((await customer.storageState()).cookies);
    await page.goto(`/booking-confirmation?number=${booking.number}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoControlCovered(page, 'confirmation');

    await page.goto('/bookings');
    const open = page.getByRole('button', { name: /details|view/i }).first();
    await expect(open).toBeVisible();
    await expectNoControlCovered(page, 'my bookings');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await open.click();
    await expect(page.getByRole('dialog').first()).toBeVisible();
    await expect(page.getByTestId('chat-launcher')).toBeHidden();
    await page.screenshot({ path: 'test-results/screenshots/chat-bubble-dialog-390.png' });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('chat-launcher')).toBeVisible();
    await customer.dispose();
  });

  test('the forgot-password dialog on /login hides the launcher', async ({ page }) => {
    await page.goto('/login');
    await page
      .getByRole('button', { name: /forgot/i })
      .first()
      .click();
    await expect(page.getByRole('dialog').first()).toBeVisible();
    await expect(page.getByTestId('chat-launcher')).toBeHidden();
  });

  test('the driver’s dashboard (signed in as a driver)', async ({ page }) => {
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 40.7536, longitude: -73.9832 });
    await signIn(page, DRIVER);
    await page.goto('/driver/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoControlCovered(page, 'driver dashboard');
  });

  test('the back office has no launcher (signed in as an admin)', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('chat-launcher')).toHaveCount(0);
  });

  test('a guest who just signed up for a ride: /auth with the guest form filled', async ({ page }) => {
    await page.goto('/auth');
    const guest = page.getByRole('region', { name: 'Continue as Guest' });
    await guest.getByLabel('Email').fill(`bubble.${unique()}@example.com`);
    await expectNoControlCovered(page, 'auth with a guest form');
  });
});
