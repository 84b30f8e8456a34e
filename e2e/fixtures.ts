import { test as base, expect, type Page } from '@playwright/test';

/**
 * `page` fails the test on any console error or uncaught page error, so "renders without a console error"
 * holds for every test. A test that expects an error (e.g. a 4xx the page handles) names it with one pattern:
 * `test.use({ allowConsole: /404/ })` (one RegExp: Playwright would read an array as [value, options]).
 */
export const test = base.extend<{ allowConsole: RegExp | null }>({
  allowConsole: [null, { option: true }],
  page: async ({ page, allowConsole }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && !allowConsole?.test(m.text())) errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    await use(page);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

export async function setLanguage(page: Page, lng: 'en' | 'es'): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('lang', l), lng);
}

/** Full-page screenshots at phone and desktop widths into test-results/screenshots/<name>-<width>.png. */
export async function screenshots(page: Page, name: string, path: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Scroll through so lazy images load, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
    });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
  }
}

export type Stored = Record<string, unknown> | null;

/** A JSON value the app keeps in localStorage (bookingData, selectedAirportService …), or null. */
export async function readStored(page: Page, key: string): Promise<Stored> {
  await page.waitForLoadState('domcontentloaded');
  return page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  }, key);
}
