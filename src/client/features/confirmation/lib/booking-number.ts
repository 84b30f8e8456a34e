/** A booking number spelled out for screen readers ("N Y C, 7 K 3 M 9 Q"), so it can be read back. */
export function spellNumber(number: string): string {
  return number
    .split('-')
    .map((part) => part.split('').join(' '))
    .join(', ');
}
