import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/booking.json' with { type: 'json' };
import es from '../../../locales/es/booking.json' with { type: 'json' };

/** Every key path of a locale file (plural forms included). */
function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('the booking namespace', () => {
  it('has every English key in Spanish, and no empty text', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
    for (const file of [en, es]) {
      const empty = keys(file).filter((k) => {
        const text = k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], file);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('keeps the same interpolations in both languages', () => {
    const vars = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const read = (file: unknown, k: string) =>
      k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], file) as string;
    for (const k of keys(en)) expect([k, vars(read(es, k))]).toEqual([k, vars(read(en, k))]);
  });
});
