import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * The axe-core rules every page must pass (issue 17): WCAG 2.0 and 2.1, levels A and AA, axe's best
 * practices, and the rules Lighthouse's accessibility category turns on beyond those tags (some of them are
 * axe's experimental rules, off by default). Lighthouse's own exclusions are not copied: we hold every page
 * to the stricter set.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const LIGHTHOUSE_RULES = [
  'accesskeys',
  'aria-allowed-role',
  'aria-dialog-name',
  'aria-text',
  'aria-treeitem-name',
  'empty-heading',
  'heading-order',
  'html-xml-lang-mismatch',
  'identical-links-same-purpose',
  'image-redundant-alt',
  'input-button-name',
  'label-content-name-mismatch',
  'landmark-one-main',
  'link-in-text-block',
  'meta-viewport',
  'select-name',
  'skip-link',
  'tabindex',
  'table-duplicate-name',
  'table-fake-caption',
  'td-has-header',
];

/** Rules a test turns off, each with the reason written out: `{ 'color-contrast': 'why …' }`. */
export type AxeAllow = Record<string, string>;

/**
 * axe-core on the page as it is now: one readable line per violation (rule, impact, what it asks, the page
 * and the offending elements' selectors). Empty when the page passes.
 */
export async function axeViolations(page: Page, allow: AxeAllow = {}, remember = true): Promise<string[]> {
  const started = Date.now();
  try {
    const found = await axeRun(page, allow);
    // Remembered when clean: the end-of-test check skips a page in exactly this state and width.
    if (remember && found.length === 0) checkedClean.set(page, await pageState(page));
    return found;
  } finally {
    axeMs.set(page, (axeMs.get(page) ?? 0) + Date.now() - started);
  }
}

/** The last state of a page that axe found clean, and the time axe took on a page (both per test). */
const checkedClean = new WeakMap<Page, string>();
const axeMs = new WeakMap<Page, number>();

/**
 * The page's address, width and whole DOM, as one string: axe's result depends on nothing else (the stylesheet is
 * the build's). Two equal states need one check.
 */
function pageState(page: Page): Promise<string> {
  return page.evaluate(
    () => `${location.href} ${window.innerWidth}x${window.innerHeight} ${document.documentElement.outerHTML}`,
  );
}

async function axeRun(page: Page, allow: AxeAllow): Promise<string[]> {
  for (const [rule, reason] of Object.entries(allow)) {
    if (reason.trim().length < 10) throw new Error(`axe rule "${rule}" turned off without a written reason`);
  }
  const rules: Record<string, { enabled: boolean }> = {};
  for (const id of LIGHTHOUSE_RULES) rules[id] = { enabled: true };
  for (const id of Object.keys(allow)) rules[id] = { enabled: false };
  const run = () =>
    new AxeBuilder({ page })
      // axe.run in the page itself: the default mode opens a second tab per check to merge the frames' results,
      // which Chromium refused under load ("Failed to open a new tab"). The only frames are same-origin or an
      // email's sandboxed preview, which is the email's own markup, not the site's.
      .setLegacyMode()
      // Only violations get their selectors worked out (the expensive part on a long page).
      .options({ runOnly: { type: 'tag', values: AXE_TAGS }, rules, resultTypes: ['violations'] })
      .analyze();
  let results;
  try {
    results = await run();
  } catch (e) {
    // The page was still navigating when the test ended: look again once it has loaded.
    if (!/context was destroyed|navigat/i.test(String(e))) throw e;
    await page.waitForLoadState('load');
    results = await run();
  }
  const path = new URL(results.url).pathname + new URL(results.url).search;
  return results.violations.map((v) => {
    const targets = v.nodes.map((n) => n.target.map(String).join(' >> ')).join(' | ');
    return `${v.id} (${v.impact ?? 'n/a'}) on ${path}: ${v.help} — ${targets}`;
  });
}

/**
 * The ids the document uses more than once, each with the elements that carry it. A label, a dialog's name or a
 * description points at the first element with its id: a repeated id names the wrong thing (a dialog was once
 * named by the page's "Sort by" select when the browser build ran on Preact, whose useId repeated an id).
 */
export async function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Map<string, string[]>();
    for (const el of document.querySelectorAll('[id]')) {
      const what = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      seen.set(el.id, [...(seen.get(el.id) ?? []), what]);
    }
    return [...seen].filter(([, els]) => els.length > 1).map(([id, els]) => `#${id}: ${els.join(', ')}`);
  });
}

/**
 * `page` fails the test on any console error or uncaught page error, so "renders without a console error"
 * holds for every test. A test that expects an error (e.g. a 4xx the page handles) names it with one pattern:
 * `test.use({ allowConsole: /404/ })` (one RegExp: Playwright would read an array as [value, options]).
 *
 * At the end of every passing test, axe-core checks the page's final state (issue 17) and the test fails with
 * the list of violations, or with the ids the page repeats. A test may turn off one rule only with its reason:
 * `test.use({ axeAllow: { 'rule-id': 'the reason, written out' } })`.
 */
export const test = base.extend<{ allowConsole: RegExp | null; axeAllow: AxeAllow }>({
  allowConsole: [null, { option: true }],
  axeAllow: [{}, { option: true }],
  page: async ({ page, allowConsole, axeAllow }, use, testInfo) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && !allowConsole?.test(m.text())) errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    // A prerendered page shows its controls before its script has run: act on it once the app has hydrated
    // (src/client/app/app-root.tsx marks <html data-app-ready>), as a person would a moment later.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => appReady(page, await goto(...args));
    page.reload = async (...args) => appReady(page, await reload(...args));
    await use(page);
    expect(errors, 'console errors').toEqual([]);
    // A test that already failed (or was skipped) says why on its own; a closed or blank page has nothing to check.
    if (testInfo.status !== 'passed' || page.isClosed() || !/^https?:/.test(page.url())) return;
    // A page the test itself has just checked with axe, unchanged since, is not checked twice (a11y.spec.ts).
    const unchanged = checkedClean.get(page) === (await pageState(page));
    const violations = unchanged ? [] : await axeViolations(page, axeAllow, false);
    testInfo.annotations.push({ type: 'axe-ms', description: String(axeMs.get(page) ?? 0) });
    expect(violations, `axe-core violations at the end of the test on ${page.url()}`).toEqual([]);
    expect(await duplicateIds(page), `ids used twice at the end of the test on ${page.url()}`).toEqual([]);
  },
});

/** Waits for the app to be interactive on a page of the app (not on a PDF, JSON or blank page). */
async function appReady<T>(page: Page, response: T): Promise<T> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'),
  );
  return response;
}

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

/** Fills the test processor's card form inside `scope` (a page or the section holding the form). */
export async function fillTestCard(scope: Page | Locator, number = '4242 4242 4242 4242'): Promise<void> {
  const card = scope.getByRole('group', { name: 'Card details' });
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiration').fill('12 / 34');
  await card.getByLabel('CVC').fill('123');
  await card.getByLabel('ZIP code').fill('10036');
}
