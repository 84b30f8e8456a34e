import type { ErrorCode } from '../error-codes.ts';

/**
 * Card rules of the built-in test processor, shared by the card form (instant messages) and the server (the
 * decision). Problems are error codes whose texts follow Stripe's wording, so both payment modes read the same.
 */

/** What the card form (and the test processor) can say about a field; texts under these codes in errors/*.json. */
export type CardProblemCode = Extract<
  ErrorCode,
  | 'card.numberIncomplete'
  | 'card.numberInvalid'
  | 'card.expiryIncomplete'
  | 'card.expiryPast'
  | 'card.expiryMonthPast'
  | 'card.expiryInvalid'
  | 'card.cvcIncomplete'
  | 'card.zipIncomplete'
>;

/** Why the test processor declined a card (402). */
export const CARD_DECLINE_CODES = [
  'card.declined',
  'card.insufficientFunds',
  'card.expired',
  'card.incorrectCvc',
  'card.notTestCard',
] as const satisfies readonly ErrorCode[];
export type CardDeclineCode = (typeof CARD_DECLINE_CODES)[number];

export function isCardDeclineCode(value: unknown): value is CardDeclineCode {
  return (CARD_DECLINE_CODES as readonly unknown[]).includes(value);
}

export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'postalCode';

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover' | 'Card';

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return 'Card';
}

/** "4242 4242 4242 4242" (Amex 4-6-5) while typing. */
export function formatCardNumber(value: string): string {
  const d = digitsOnly(value).slice(0, 19);
  if (/^3[47]/.test(d)) return [d.slice(0, 4), d.slice(4, 10), d.slice(10, 15)].filter(Boolean).join(' ');
  return d.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "MM / YY" while typing. */
export function formatExpiry(value: string): string {
  const d = digitsOnly(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
}

export interface CardInput {
  cardNumber: string;
  expiry: string;
  cvc: string;
  postalCode: string;
}

/** Per-field problems of a card form; empty when every field is complete and well-formed. */
export function validateCard(input: CardInput, now: Date): Partial<Record<CardField, CardProblemCode>> {
  const errors: Partial<Record<CardField, CardProblemCode>> = {};
  const number = digitsOnly(input.cardNumber);
  const amex = /^3[47]/.test(number);
  if (number.length < (amex ? 15 : 16)) errors.cardNumber = 'card.numberIncomplete';
  else if (!luhnValid(number)) errors.cardNumber = 'card.numberInvalid';

  const exp = digitsOnly(input.expiry);
  if (exp.length < 4) errors.expiry = 'card.expiryIncomplete';
  else {
    const month = Number(exp.slice(0, 2));
    const year = 2000 + Number(exp.slice(2, 4));
    if (month < 1 || month > 12) errors.expiry = 'card.expiryInvalid';
    else {
      // A card is valid through the last day of its month.
      const currentMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
      if (year < now.getUTCFullYear()) errors.expiry = 'card.expiryPast';
      else if (year * 12 + (month - 1) < currentMonth) errors.expiry = 'card.expiryMonthPast';
    }
  }

  const cvc = digitsOnly(input.cvc);
  if (cvc.length < (amex ? 4 : 3)) errors.cvc = 'card.cvcIncomplete';
  if (!/^\d{5}(-?\d{4})?$/.test(input.postalCode.trim())) errors.postalCode = 'card.zipIncomplete';
  return errors;
}

export type TestCardOutcome =
  | { ok: true }
  | {
      ok: false;
      /** Stripe's decline code. */
      code: 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc';
      error: CardDeclineCode;
    };

/**
 * What Stripe's documented test numbers do (https://docs.stripe.com/testing): the success cards succeed,
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds … Any other number, even a real
 * card, is declined: the test processor never charges anything.
 */
const SUCCEEDS = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
  '371449635398431',
  '6011111111111117',
  // Always asks for 3-D Secure: the test processor has no challenge step and counts the customer's own payment
  // as authenticated, but a later charge without them fails (OFF_SESSION_REFUSED).
  '4000002760003184',
]);

/**
 * Kept test cards (by their last 4 digits) that a charge without the customer refuses, as Stripe's do: 3184
 * needs authentication on every payment (https://docs.stripe.com/testing#authentication-and-setup).
 */
export const OFF_SESSION_REFUSED: Readonly<Record<string, string>> = {
  '3184': 'Your card was declined. This transaction requires authentication.',
};
const FAILS: Record<string, Exclude<TestCardOutcome, { ok: true }>> = {
  '4000000000000002': { ok: false, code: 'card_declined', error: 'card.declined' },
  '4000000000009995': { ok: false, code: 'insufficient_funds', error: 'card.insufficientFunds' },
  '4000000000009987': { ok: false, code: 'card_declined', error: 'card.declined' },
  '4000000000000069': { ok: false, code: 'expired_card', error: 'card.expired' },
  '4000000000000127': { ok: false, code: 'incorrect_cvc', error: 'card.incorrectCvc' },
};

export function testCardOutcome(cardNumber: string): TestCardOutcome {
  const number = digitsOnly(cardNumber);
  if (SUCCEEDS.has(number)) return { ok: true };
  return FAILS[number] ?? { ok: false, code: 'card_declined', error: 'card.notTestCard' };
}
