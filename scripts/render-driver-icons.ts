/**
 * Renders the chauffeur app's icons (the web app manifest of /driver/, src/client/public/driver.webmanifest) from
 * src/client/public/icons/driver-icon.svg in system Chromium: `npx tsx scripts/render-driver-icons.ts`.
 * "any" icons fill the square; the maskable one keeps the wheel inside the central 80% safe zone.
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const dir = new URL('../src/client/public/icons/', import.meta.url);
const svg = readFileSync(new URL('driver-icon.svg', dir), 'utf8');
const outputs = [
  { file: 'driver-192.png', size: 192, scale: 1 },
  { file: 'driver-512.png', size: 512, scale: 1 },
  { file: 'driver-maskable-512.png', size: 512, scale: 0.72 },
];
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  for (const { file, size, scale } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = Math.round(size * scale);
    await page.setContent(
      `<body style="margin:0;background:#0c0c0d;display:grid;place-items:center;width:${size}px;height:${size}px">` +
        `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`,
    );
    await page.screenshot({ path: new URL(file, dir).pathname, omitBackground: false });
    await page.close();
  }
} finally {
  await browser.close();
}
