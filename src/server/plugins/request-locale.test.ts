import { describe, expect, it } from 'vitest';
import { acceptLanguageLocale, requestLocale } from './request-locale.ts';

describe("the request's language (Accept-Language)", () => {
  it('is the first of its languages, by quality, that is Spanish or English', () => {
    expect(acceptLanguageLocale('es-US,es;q=0.9,en;q=0.8')).toBe('es');
    expect(acceptLanguageLocale('es-MX')).toBe('es');
    expect(acceptLanguageLocale('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(acceptLanguageLocale('fr-FR, es;q=0.8, en;q=0.5')).toBe('es');
    expect(acceptLanguageLocale('en;q=0.4, es;q=0.7')).toBe('es');
    expect(acceptLanguageLocale('es;q=0, en')).toBe('en');
  });

  it('is undefined when the header names neither, and English for the request then', () => {
    expect(acceptLanguageLocale(undefined)).toBeUndefined();
    expect(acceptLanguageLocale('')).toBeUndefined();
    expect(acceptLanguageLocale('fr-FR,de;q=0.5')).toBeUndefined();
    expect(acceptLanguageLocale('*')).toBeUndefined();
    expect(acceptLanguageLocale('esx')).toBeUndefined();
    expect(requestLocale({ headers: { 'accept-language': 'de' } })).toBe('en');
    expect(requestLocale({ headers: {} })).toBe('en');
    expect(requestLocale({ headers: { 'accept-language': 'es-419' } })).toBe('es');
  });
});
