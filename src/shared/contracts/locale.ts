import '../zod-setup.ts';
import * as z from 'zod/mini';

/** The product's languages: English and (Latin-American, New York) Spanish. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The language the customer uses the site in, sent with what a request creates (a booking, a guest, an
 * account) so that every email about it is written in that language. Optional: the server falls back to the
 * request's Accept-Language, then English.
 */
export const localeSchema = z.enum(LOCALES);

/** `es` for es, es-US, es-MX …; `en` for anything else. */
export function localeOf(value: string | null | undefined): Locale {
  return typeof value === 'string' && /^es(?:[-_]|$)/i.test(value.trim()) ? 'es' : 'en';
}
