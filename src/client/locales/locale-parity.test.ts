import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every namespace of the English locale files, each checked against its Spanish file. */
const dir = (lang: string) => new URL(`./${lang}/`, import.meta.url);
const namespaces = readdirSync(dir('en'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length))
  .sort();

function load(lang: string, ns: string): unknown {
  return JSON.parse(readFileSync(new URL(`${ns}.json`, dir(lang)), 'utf8'));
}

/** Every key path of a locale file (plural forms included). */
function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function text(file: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], file);
}

/**
 * Key groups only the Spanish file has: English shows these names as the server sends them (the cities
 * section's areas and some city names); Spanish translates the ones it knows.
 */
const SPANISH_ONLY: Record<string, string[]> = { home: ['cities.areas.', 'cities.names.'] };

/** The {{placeholders}} a text uses. */
const placeholders = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the locale files', () => {
  it('have the same namespaces in English and Spanish', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    expect(
      readdirSync(dir('es'))
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
        .sort(),
    ).toEqual(namespaces);
  });

  describe.each(namespaces)('the %s namespace', (ns) => {
    const en = load('en', ns);
    const es = load('es', ns);

    it('has every English key in Spanish, and no empty text', () => {
      const spanishOnly = SPANISH_ONLY[ns] ?? [];
      const shared = keys(es).filter((k) => !spanishOnly.some((prefix) => k.startsWith(prefix)));
      expect(shared.sort()).toEqual(keys(en).sort());
      for (const file of [en, es]) {
        const empty = keys(file).filter((k) => {
          const value = text(file, k);
          return typeof value !== 'string' || value.trim() === '';
        });
        expect(empty).toEqual([]);
      }
    });

    it('uses the same placeholders in both languages', () => {
      for (const k of keys(en)) expect(placeholders(text(es, k)), k).toEqual(placeholders(text(en, k)));
    });
  });
});
