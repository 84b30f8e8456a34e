import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/checkout.json' with { type: 'json' };
import es from '../../../locales/es/checkout.json' with { type: 'json' };

/** Every key path of a locale file (plural forms included). */
function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function text(file: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], file);
}

/** The {{placeholders}} a text uses. */
const placeholders = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the checkout namespace', () => {
  it('has every English key in Spanish, and no empty text', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
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
