import { expect, screenshots, setLanguage, test } from './fixtures.ts';

/** The public pages a visitor sees before booking. */
const PUBLIC_PAGES: Record<string, string> = {
  home: '/',
  airport: '/services/airport-transfer',
  hourly: '/services/hourly-service',
  'point-to-point': '/services/point-to-point',
  corporate: '/services/corporate',
  events: '/services/events',
  wedding: '/services/wedding',
  'event-packages': '/services/event-packages',
  fleet: '/fleet',
  about: '/about',
  terms: '/terms',
  privacy: '/privacy',
  'driver-request': '/driver-request',
};

test.describe('responsive layout', () => {
  for (const [name, path] of Object.entries(PUBLIC_PAGES)) {
    test(`${path} fits a 360 px phone without sideways scrolling and has one h1`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        return (
          [...document.querySelectorAll<HTMLElement>('body *')]
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return (
                r.width > 0 &&
                (r.right > width + 1 || r.left < -1) &&
                getComputedStyle(el).position !== 'fixed'
              );
            })
            .filter((el) => !el.closest('[aria-hidden="true"], .sr-only'))
            // Inside a scroller or a clipping box (a swipeable row, a carousel) is fine: the box itself is checked.
            .filter((el) => {
              for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
                if (getComputedStyle(a).overflowX !== 'visible') return false;
              }
              return true;
            })
            .slice(0, 5)
            .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 60)}`)
        );
      });
      expect(overflow, `elements wider than the screen on ${path}`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });

    test(`${name}: screenshots at 390 and 1280 px`, async ({ page }) => {
      await screenshots(page, name, path);
    });
  }

  for (const width of [768, 1024, 1280, 1440]) {
    test(`the header keeps to one row at ${width} px in both languages`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      for (const lng of ['en', 'es'] as const) {
        await setLanguage(page, lng);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const header = page.locator('header').first();
        expect((await header.boundingBox())?.height, `${lng} header height`).toBeLessThanOrEqual(80);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const wrapped = await header.evaluate((h) =>
          [...h.querySelectorAll<HTMLElement>('a, button')]
            .filter((el) => el.offsetParent !== null)
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.height > 44 || r.right > window.innerWidth;
            })
            .map((el) => el.textContent?.trim()),
        );
        expect(wrapped, `${lng} header items wrapped or cut off`).toEqual([]);
      }
    });
  }

  test('every interactive element of the home page shows a visible focus ring', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return 'none';
        const s = getComputedStyle(el);
        return s.outlineStyle !== 'none' && s.outlineWidth !== '0px'
          ? 'outline'
          : s.boxShadow !== 'none'
            ? 'ring'
            : 'none';
      });
      expect(outline, `focus indicator on tab stop ${i + 1}`).not.toBe('none');
    }
  });
});
