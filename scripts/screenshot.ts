/**
 * Takes screenshots in system Chromium: `npx tsx scripts/screenshot.ts <url> <out.png> [width…]`.
 * Full-page by default; SHOT_SLICES=1 also writes viewport-sized slices (<out>-<width>-<n>.png) that stay
 * legible when a long page is viewed. Prints console errors and failed requests.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_HEADLESS_ARGS } from './chromium-flags.ts';

const [url, out, ...widths] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: tsx scripts/screenshot.ts <url> <out.png> [width …]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_HEADLESS_ARGS,
});
try {
  for (const w of widths.length ? widths.map(Number) : [1280]) {
    const height = w < 600 ? 844 : 900;
    const page = await browser.newPage({ viewport: { width: w, height } });
    page.on('console', (m) => m.type() === 'error' && console.log(`[console.error ${w}px] ${m.text()}`));
    page.on('pageerror', (e) => console.log(`[pageerror ${w}px] ${e.message}`));
    page.on('response', (r) => r.status() >= 400 && console.log(`[http ${r.status()} ${w}px] ${r.url()}`));
    if (process.env.SHOT_LANG) {
      await page.goto(new URL('/', url).toString());
      await page.evaluate((l) => localStorage.setItem('lang', l), process.env.SHOT_LANG);
    }
    await page.goto(url, { waitUntil: 'networkidle' });
    // Scroll through the page so lazy images and in-view effects load, as a reader would see them.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((r) => setTimeout(r, 120));
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const file = widths.length > 1 ? out.replace(/\.png$/, `-${w}.png`) : out;
    await page.screenshot({ path: file, fullPage: true });
    console.log(`saved ${file}`);
    if (process.env.SHOT_SLICES) {
      const total = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let i = 0, y = 0; y < total; i++, y += height) {
        const slice = file.replace(/\.png$/, `-${i}.png`);
        await page.screenshot({
          path: slice,
          fullPage: true,
          clip: { x: 0, y, width: w, height: Math.min(height, total - y) },
        });
      }
      console.log(`saved ${Math.ceil(total / height)} slices of ${file}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
