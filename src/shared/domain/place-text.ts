import type { Locale } from '../contracts/locale.ts';

/**
 * The English words the address locator and the gazetteer put around a place (stored with the booking as they
 * were said): "40 Wall St (between Broadway and William St), New York, NY", "approximately: Wall St & Broadway
 * area". In Spanish they are said in Spanish wherever the place is shown (pages, emails, PDFs); street names stay.
 */
export function placeText(text: string, language: Locale): string {
  if (language === 'en') return text;
  return text
    .replace(/\bbetween (.+?) and (.+?)(?=\)|,|$)/g, 'entre $1 y $2')
    .replace(
      /([^,():]+?) area(?=,|\)|$)/g,
      (_, name: string) => `${name.startsWith(' ') ? ' ' : ''}zona de ${name.trim()}`,
    )
    .replace(/\bapproximately: /g, 'aproximadamente: ');
}
