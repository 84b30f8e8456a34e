import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: easy to read aloud over the phone (product decision 12). */
export const BOOKING_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** NYC- and six characters: 31^6 ≈ 887 million numbers; the unique index catches the rare repeat. */
export function newBookingNumber(): string {
  let out = '';
  for (let i = 0; i < 6; i++) out += BOOKING_NUMBER_ALPHABET[randomInt(BOOKING_NUMBER_ALPHABET.length)];
  return `NYC-${out}`;
}

export const BOOKING_NUMBER_PATTERN = /^NYC-[2-9A-HJKMNP-Z]{6}$/;
