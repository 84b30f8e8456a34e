import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGE_CODES } from './error-codes.ts';
import en from './errors/en.json' with { type: 'json' };
import es from './errors/es.json' with { type: 'json' };

const LANGUAGES: Record<string, Readonly<Record<string, string>>> = { en, es };
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The keys a code's text lives under: the code itself, or its plural forms. */
const variants = (texts: Readonly<Record<string, string>>, code: string) =>
  Object.keys(texts)
    .filter((key) => key === code || (PLURAL.test(key) && key.replace(PLURAL, '') === code))
    .sort();

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('error codes', () => {
  it('gathers every area file and defines each code in one area only', () => {
    const areas = import.meta.glob<Record<string, Record<string, number>>>('./error-codes/*.ts', {
      eager: true,
    });
    const defined = Object.values(areas).flatMap((m) =>
      Object.values(m).flatMap((codes) => Object.keys(codes)),
    );
    expect(defined.length).toBeGreaterThan(0);
    expect(defined.filter((code, i) => defined.indexOf(code) !== i)).toEqual([]);
    expect([...defined].sort()).toEqual(Object.keys(ERROR_CODES).sort());
  });
});

describe('error texts', () => {
  it.each(Object.keys(LANGUAGES))('%s has a text for every code', (lang) => {
    const texts = LANGUAGES[lang] ?? {};
    const missing = MESSAGE_CODES.filter((code) => {
      const keys = variants(texts, code);
      if (keys.length === 0) return true;
      // A plural text needs at least its "one" and "other" forms.
      const plural = keys.some((k) => k !== code);
      return plural && !(keys.includes(`${code}_one`) && keys.includes(`${code}_other`));
    });
    expect(missing, `codes without a ${lang} text`).toEqual([]);
    const empty = Object.entries(texts).filter(([, text]) => !text.trim());
    expect(empty, `empty ${lang} texts`).toEqual([]);
  });

  it.each(Object.keys(LANGUAGES))('%s has no text for a code that does not exist', (lang) => {
    const known = new Set<string>(MESSAGE_CODES);
    const stray = Object.keys(LANGUAGES[lang] ?? {}).filter(
      (key) => !known.has(key) && !known.has(key.replace(PLURAL, '')),
    );
    expect(stray).toEqual([]);
  });

  it('words every code with the same placeholders and plural forms in English and Spanish', () => {
    const differ: string[] = [];
    for (const code of MESSAGE_CODES) {
      const enKeys = variants(en, code);
      const esKeys = variants(es, code);
      if (enKeys.join() !== esKeys.join()) differ.push(`${code}: forms ${enKeys.join()} / ${esKeys.join()}`);
      const enNames = new Set(enKeys.flatMap((k) => placeholders((en as Record<string, string>)[k] ?? '')));
      const esNames = new Set(esKeys.flatMap((k) => placeholders((es as Record<string, string>)[k] ?? '')));
      if ([...enNames].sort().join() !== [...esNames].sort().join()) {
        differ.push(`${code}: {{${[...enNames].join()}}} / {{${[...esNames].join()}}}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it('names codes area.camelCase and answers with an error status', () => {
    for (const [code, status] of Object.entries(ERROR_CODES)) {
      // duplicate_booking: the one code an issue's wire contract names exactly.
      if (code !== 'duplicate_booking') expect(code).toMatch(/^[a-z]+\.[a-z][a-zA-Z]*$/);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });
});
