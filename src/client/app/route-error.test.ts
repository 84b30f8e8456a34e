import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageLanguage, RouteErrorView } from './route-error.tsx';

/** The page-error screen, which shows without i18n (a page failed to load): its own texts in the page language. */
const render = (lang: 'en' | 'es') =>
  renderToStaticMarkup(createElement(RouteErrorView, { lang, detail: 'Failed to fetch module' }));
/** What a reader sees: the markup without tags, and without the folded technical details. */
const shown = (html: string) =>
  html
    .replace(/<details[\s\S]*?<\/details>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the page-error screen', () => {
  it('speaks Spanish on a Spanish page, with no English shown', () => {
    const html = render('es');
    expect(html).toContain('<h1 class="font-display text-4xl font-semibold">Algo salió mal</h1>');
    expect(shown(html)).toContain('Volver a cargar');
    expect(shown(html)).toContain('llámenos al (212) 555-0147');
    expect(shown(html)).not.toMatch(/Something went wrong|Reload|Please|call us/);
    expect(html).toContain('lang="es"');
  });

  it('speaks English on an English page', () => {
    const html = render('en');
    expect(shown(html)).toContain('Something went wrong');
    expect(shown(html)).toContain('Reload');
  });

  it("keeps the error's own (English) words folded away", () => {
    expect(render('es')).toMatch(
      /<details[^>]*><summary[^>]*>Detalles técnicos<\/summary><p lang="en"[^>]*>Failed to fetch module/,
    );
  });

  it('reads the language from <html lang>', () => {
    expect(pageLanguage('es')).toBe('es');
    expect(pageLanguage('es-US')).toBe('es');
    expect(pageLanguage('en')).toBe('en');
    expect(pageLanguage('')).toBe('en');
    expect(pageLanguage(undefined)).toBe('en');
  });
});
