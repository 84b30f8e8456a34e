import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { BRAND } from '../src/shared/brand.ts';

/**
 * English on a Spanish page: the texts of the English locale files (every client namespace and the error
 * codes' texts) that the Spanish files do not also hold, and the texts a page shows (its visible text nodes
 * and the names it gives in aria-label, placeholder, title and alt).
 */

const root = fileURLToPath(new URL('..', import.meta.url));

function values(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) values(v, out);
  return out;
}

function localeValues(lang: 'en' | 'es'): string[] {
  const dir = path.join(root, 'src/client/locales', lang);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => path.join(dir, f));
  files.push(path.join(root, 'src/shared/errors', `${lang}.json`));
  return files.flatMap((f) => values(JSON.parse(readFileSync(f, 'utf8'))));
}

const PLACEHOLDER = /\{\{[^}]*\}\}/g;
/** i18next's <0>…</0> / <terms>…</terms> markup (texts used with <Trans>): the page shows the pieces. */
const MARKUP = /<\/?[\w-]+\s*\/?>/;
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A text as it can appear in one text node: the whole value, or the pieces between its markup. */
function pieces(value: string): string[] {
  const parts = value.split(MARKUP).map(squash);
  return [squash(value.replace(new RegExp(MARKUP, 'g'), '')), ...parts].filter((p) => p.length > 1);
}

function template(value: string): RegExp | null {
  if (!PLACEHOLDER.test(value)) return null;
  PLACEHOLDER.lastIndex = 0;
  // Only templates with words of their own: "{{a}} · {{b}}" would match anything.
  const literal = value.replace(PLACEHOLDER, '');
  if ((literal.match(/[A-Za-z]/g) ?? []).length < 3) return null;
  const source = value
    .split(PLACEHOLDER)
    .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  return new RegExp(`^${source}$`, 's');
}

export interface EnglishDictionary {
  /** English texts that no Spanish file holds. */
  exact: Set<string>;
  english: RegExp[];
  spanish: RegExp[];
  spanishExact: Set<string>;
}

export function englishDictionary(): EnglishDictionary {
  // The brand is one name in both languages ("Empire" and "Chauffeur" are its words on the logo).
  const es = [...localeValues('es').flatMap(pieces), BRAND.name, ...BRAND.name.split(' ')];
  const spanishExact = new Set(es);
  const exact = new Set<string>();
  const english: RegExp[] = [];
  for (const value of localeValues('en')) {
    for (const piece of pieces(value)) {
      if (spanishExact.has(piece)) continue;
      const re = template(piece);
      if (re) english.push(re);
      // A piece with a placeholder is only ever seen filled in; the regex covers it.
      else if (!piece.includes('{{')) exact.add(piece);
    }
  }
  const spanish = localeValues('es')
    .map((v) => template(squash(v)))
    .filter((r): r is RegExp => r !== null);
  return { exact, english, spanish, spanishExact };
}

/**
 * Every text the page shows or names now: visible text nodes, short inline runs, and accessible names; not the
 * address suggestions' place names.
 */
export function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    const add = (s: string | null | undefined) => {
      const text = (s ?? '').replace(/\s+/g, ' ').trim();
      if (text) out.add(text);
    };
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const INLINE = new Set(['SPAN', 'STRONG', 'EM', 'B', 'I', 'A', 'CODE', 'BR', 'SMALL', 'ABBR', 'TIME']);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Script, and the places the geocoder suggests (their names are theirs: "The Knickerbocker").
      if (!parent || parent.closest('script,style,noscript,template,[role="option"]') || !shown(parent))
        continue;
      add(node.textContent);
      // A sentence split by inline markup ("Step <b>4</b> of 5") is one text to a reader.
      if ([...parent.children].every((c) => INLINE.has(c.tagName))) add(parent.textContent);
    }
    for (const el of document.body.querySelectorAll('[aria-label],[placeholder],[title],[alt]')) {
      if (!shown(el) && !el.closest('.sr-only')) continue;
      for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) add(el.getAttribute(attr));
    }
    add(document.title);
    return [...out];
  });
}

/**
 * Words no Spanish sentence of ours uses, for English written in the code rather than the locale files
 * (an accessible name, a third party's credit): "Empire Chauffeur — home", "© OpenStreetMap contributors".
 */
const ENGLISH_WORDS =
  /(?<!\p{L})(the|your|you|our|we|please|with|and|this|could|not|home|contributors|something|went|wrong|reload|search|found|route|booking|pickup)(?!\p{L})/iu;

/**
 * The page's texts that are English only: a locale value, an English template filled in, or a text with
 * English words (`places`, what the customer typed or the geocoder named, is left out of that last test).
 */
export function englishLeaks(texts: string[], dict: EnglishDictionary, places: string[] = []): string[] {
  return texts.filter((text) => {
    if (dict.spanishExact.has(text)) return false;
    if (dict.exact.has(text)) return true;
    if (dict.english.some((re) => re.test(text)) && !dict.spanish.some((re) => re.test(text))) return true;
    const ours = places.reduce((rest, place) => rest.split(place).join(' '), text);
    return ENGLISH_WORDS.test(ours);
  });
}
