import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { complianceDocumentName } from '../../shared/domain/compliance.ts';
import { wakeAllIslands } from '../components/island.tsx';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'lang';

/** Locale files are split by namespace (common, home, marketing …) and loaded on demand. */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');
/** The `errors` namespace: the texts of the shared error codes (flat keys such as "auth.emailTaken"). */
const errorLoaders = import.meta.glob<{ default: Record<string, unknown> }>('../../shared/errors/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load =
      namespace === 'errors'
        ? errorLoaders[`../../shared/errors/${language}.json`]
        : loaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (m) => callback(null, m.default),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null),
    );
  },
};

/**
 * The language of a visit: the one chosen with the switcher (kept in this browser); on a first visit the
 * browser's languages in order, the first that is Spanish or English deciding (es, es-US, es-MX … → es);
 * else English.
 */
export function initialLanguage(prerendered?: Language): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored === 'en' || stored === 'es') return stored;
  } catch {
    /* storage unavailable */
  }
  // The server chose the prerendered page's language from the same browser languages (Accept-Language).
  if (prerendered) return prerendered;
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const preferred = nav?.languages?.length ? nav.languages : [nav?.language ?? ''];
  for (const tag of preferred) {
    const match = /^(en|es)(?:[-_]|$)/i.exec(tag.trim());
    if (match) return match[1]?.toLowerCase() === 'es' ? 'es' : 'en';
  }
  return 'en';
}

/**
 * The `lang` cookie tells the server which prerendered page to send (the switcher's choice; without it the
 * server follows Accept-Language). Not httpOnly: the page writes it; it carries nothing but "en" or "es".
 */
export function rememberLanguageForServer(lng: Language): void {
  document.cookie = `${STORAGE_KEY}=${lng}; path=/; max-age=31536000; samesite=lax`;
}

/** The site's current language: what requests send as `locale`, so emails follow it. */
export function currentLanguage(): Language {
  return (i18n.resolvedLanguage ?? i18n.language) === 'es' ? 'es' : 'en';
}

export function setLanguage(lng: Language): Promise<unknown> {
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    /* storage unavailable */
  }
  rememberLanguageForServer(lng);
  // Parts of a prerendered page still showing their HTML are hydrated in the language of that HTML first.
  return wakeAllIslands().then(() => i18n.changeLanguage(lng));
}

/** The options the browser and the build's prerender share (so both render the same text). */
export const I18N_OPTIONS = {
  fallbackLng: 'en',
  supportedLngs: LANGUAGES,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: true },
  returnNull: false,
} as const;

/** `prerendered`: the language of the page the server sent already rendered (see initialLanguage). */
export async function initI18n(prerendered?: Language): Promise<typeof i18n> {
  i18n.on('languageChanged', setDocumentLanguage);
  await i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      ...I18N_OPTIONS,
      lng: initialLanguage(prerendered),
      ns: ['common'],
    });
  setDocumentLanguage(i18n.language);
  // `{{document, complianceDocument}}` in the error texts (decision 32): the document's name in the language.
  i18n.services.formatter?.add('complianceDocument', (value: unknown, lng: string | undefined) =>
    complianceDocumentName(value, lng === 'es' ? 'es' : 'en'),
  );
  return i18n;
}

/**
 * `<html lang>` follows the language, written only when it changes: Chromium recalculates the style of the whole
 * page on every write of the attribute, the same value included (145 ms on the home page of a throttled phone).
 */
function setDocumentLanguage(lng: string): void {
  if (document.documentElement.lang !== lng) document.documentElement.lang = lng;
}

export { i18n };
