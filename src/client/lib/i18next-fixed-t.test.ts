import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type i18nextModule from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { patchFixedT } from '../../../scripts/vite/i18next-fixed-t.ts';

type I18next = typeof i18nextModule;

const source = readFileSync(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('i18next/package.json')),
    'dist/esm/i18next.js',
  ),
  'utf8',
);
const dir = mkdtempSync(path.join(tmpdir(), 'i18next-patch-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The installed i18next, patched or not, as a module of its own. */
async function load(patched: boolean): Promise<I18next> {
  const file = path.join(dir, `i18next-${patched ? 'patched' : 'original'}.mjs`);
  writeFileSync(file, patched ? patchFixedT(source).code : source);
  return ((await import(pathToFileURL(file).href)) as { default: I18next }).default;
}

async function instance(i18next: I18next) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    defaultNS: 'common',
    ns: ['common', 'booking'],
    interpolation: { escapeValue: false },
    resources: {
      en: {
        common: { greeting: 'Hello {{name}}', seats_one: '{{count}} seat', seats_other: '{{count}} seats' },
        booking: { step: { title: 'Choose your car' } },
      },
    },
  });
  // Counts every read of the options' properties by a copy of them (a spread reads each one).
  let reads = 0;
  Object.defineProperty(i18n.options, 'probe', { enumerable: true, get: () => (reads += 1) });
  return { i18n, reads: () => reads };
}

describe('the i18next build patch (scripts/vite/i18next-fixed-t.ts)', () => {
  it("applies to the installed i18next and leaves t's answers unchanged", async () => {
    for (const patched of [false, true]) {
      const { i18n } = await instance(await load(patched));
      const t = i18n.getFixedT('en', 'common');
      expect(t('greeting', { name: 'Nora' })).toBe('Hello Nora');
      expect(t('seats', { count: 1 })).toBe('1 seat');
      expect(t('seats', { count: 3 })).toBe('3 seats');
      expect(t('step.title', { ns: 'booking' })).toBe('Choose your car');
      // The selector API still gets its copy of the options when it is used.
      const booking = i18n.getFixedT('en', 'booking') as unknown as (
        select: ($: { step: { title: string } }) => string,
      ) => string;
      expect(booking(($) => $.step.title)).toBe('Choose your car');
      expect(i18n.getFixedT('en', 'booking', 'step')('title')).toBe('Choose your car');
    }
  });

  it('no longer copies the options on every call of t', async () => {
    const original = await instance(await load(false));
    const patched = await instance(await load(true));
    for (const { i18n } of [original, patched]) {
      const t = i18n.getFixedT('en', 'common');
      for (let i = 0; i < 10; i += 1) t('greeting', { name: 'Nora' });
    }
    expect(original.reads()).toBeGreaterThanOrEqual(10);
    expect(patched.reads()).toBe(0);
  });

  it('fails the build when i18next no longer has the code it replaces', () => {
    expect(() => patchFixedT(source.replace('...this.options,\n        ...o', '...o'))).toThrow(
      /no longer has the code this patch replaces/,
    );
  });
});
