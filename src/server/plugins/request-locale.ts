import { localeOf, type Locale } from '../../shared/contracts/locale.ts';

/**
 * The language an Accept-Language header prefers among the site's: its languages by quality (then order),
 * the first that is Spanish or English deciding (es, es-US, es-MX … → es); undefined when it names neither.
 */
export function acceptLanguageLocale(header: string | string[] | undefined): Locale | undefined {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.q > 0 && /^(en|es)(?:[-_]|$)/.test(l.tag))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked[0];
  return first ? localeOf(first.tag) : undefined;
}

/** The request's language from its Accept-Language header, English when it names neither language. */
export function requestLocale(req: { headers: Record<string, string | string[] | undefined> }): Locale {
  return acceptLanguageLocale(req.headers['accept-language']) ?? 'en';
}
