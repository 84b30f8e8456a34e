import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/common.json' with { type: 'json' };
import es from '../../locales/es/common.json' with { type: 'json' };
import { Logo } from './site-header.tsx';

/** The logo link's accessible name, in the page language and holding its visible words (WCAG 2.5.3). */
async function renderLogo(lng: 'en' | 'es') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    fallbackLng: 'en',
    defaultNS: 'common',
    resources: { en: { common: en }, es: { common: es } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return renderToStaticMarkup(
    createElement(I18nextProvider, { i18n }, createElement(MemoryRouter, null, createElement(Logo))),
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The name a link gets: its aria-label if any, else its text (the sr-only part included). */
function accessibleName(html: string): string {
  const label = /<a [^>]*aria-label="([^"]*)"/.exec(html)?.[1];
  return label ?? text(html);
}

/** The words on screen: the text without the screen-reader-only part (capitals are CSS). */
const visibleText = (html: string) => text(html.replace(/<span class="sr-only">[^<]*<\/span>/g, ''));

describe('the logo link', () => {
  it('is named in Spanish on a Spanish page, and its name holds the visible words', async () => {
    const html = await renderLogo('es');
    const name = accessibleName(html);
    expect(visibleText(html)).toBe('Empire Chauffeur');
    expect(name.toLowerCase()).toContain(visibleText(html).toLowerCase());
    expect(name).toBe('Empire Chauffeur, página de inicio');
    expect(name).not.toMatch(/home/i);
  });

  it('is named in English on an English page', async () => {
    const html = await renderLogo('en');
    expect(accessibleName(html)).toBe('Empire Chauffeur, home page');
    expect(html).toContain('uppercase');
  });
});
