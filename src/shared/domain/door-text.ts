/**
 * How an end of a booking is written in emails and the receipt PDF (PRODUCT decision 25): the address and, for
 * a point the customer confirmed on the map, "(pin confirmed on the map)" in the reader's language.
 */
const PIN_CONFIRMED = { en: 'pin confirmed on the map', es: 'pin confirmado en el mapa' } as const;

export function doorText(address: string, pinned: boolean | undefined, language: 'en' | 'es' = 'en'): string {
  return pinned ? `${address} (${PIN_CONFIRMED[language]})` : address;
}
