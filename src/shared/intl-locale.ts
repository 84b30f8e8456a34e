/** The Intl locale for a site language (US Spanish keeps US number and currency conventions). */
export function intlLocale(language: 'en' | 'es'): string {
  return language === 'es' ? 'es-US' : 'en-US';
}
