import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLanguage } from './i18n.ts';

/** A browser: what the switcher stored (null: never used) and the languages it prefers, in order. */
function browser(stored: string | null, languages: readonly string[], language = languages[0] ?? '') {
  const store = new Map(stored === null ? [] : [['lang', stored]]);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
  });
  vi.stubGlobal('navigator', { languages, language });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the language of a visit', () => {
  it('opens in Spanish on a first visit from a Spanish browser (es, es-US, es-MX …)', () => {
    browser(null, ['es-US', 'en-US']);
    expect(initialLanguage()).toBe('es');
    browser(null, ['es-MX']);
    expect(initialLanguage()).toBe('es');
    browser(null, ['ES']);
    expect(initialLanguage()).toBe('es');
  });

  it('keeps the language chosen with the switcher over the browserʼs', () => {
    browser('en', ['es-US', 'es']);
    expect(initialLanguage()).toBe('en');
    browser('es', ['en-US']);
    expect(initialLanguage()).toBe('es');
  });

  it('takes the first of the browserʼs languages that is Spanish or English', () => {
    browser(null, ['fr-FR', 'es']);
    expect(initialLanguage()).toBe('es');
    browser(null, ['fr-FR', 'en-GB', 'es']);
    expect(initialLanguage()).toBe('en');
    // A tag that only begins with the letters (a made-up "esx") is not Spanish.
    browser(null, ['esx', 'de']);
    expect(initialLanguage()).toBe('en');
  });

  it('reads navigator.language when the list is empty, and falls back to English', () => {
    browser(null, [], 'es-419');
    expect(initialLanguage()).toBe('es');
    browser(null, [], 'de-DE');
    expect(initialLanguage()).toBe('en');
    browser('fr', ['pt-BR']);
    expect(initialLanguage()).toBe('en');
  });

  it('still decides when storage is unavailable (private mode)', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    vi.stubGlobal('navigator', { languages: ['es-US'], language: 'es-US' });
    expect(initialLanguage()).toBe('es');
  });
});
