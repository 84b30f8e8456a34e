/**
 * Card rules of the built-in test processor, shared by the card form (instant messages) and the server (the
 * decision). Messages follow Stripe's wording so both payment modes read the same.
 */

export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration year is in the past.",
  expiryMonthPast: "Your card's expiration date is in the past.",
  expiryInvalid: "Your card's expiration date is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
  zipIncomplete: 'Your ZIP code is incomplete.',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expiredCard: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  notTestCard:
    'Your card was declined. Test mode accepts only test card numbers such as 4242 4242 4242 4242.',
} as const;

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

/** Per-field messages for a card form; empty when every field is complete and well-formed. */
export function validateCard(input: CardInput, now: Date): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  const number = digitsOnly(input.cardNumber);
  const amex = /^3[47]/.test(number);
  if (number.length < (amex ? 15 : 16)) errors.cardNumber = CARD_MESSAGES.numberIncomplete;
  else if (!luhnValid(number)) errors.cardNumber = CARD_MESSAGES.numberInvalid;

  const exp = digitsOnly(input.expiry);
  if (exp.length < 4) errors.expiry = CARD_MESSAGES.expiryIncomplete;
  else {
    const month = Number(exp.slice(0, 2));
    const year = 2000 + Number(exp.slice(2, 4));
    if (month < 1 || month > 12) errors.expiry = CARD_MESSAGES.expiryInvalid;
    else {
      // A card is valid through the last day of its month.
      const currentMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
      if (year < now.getUTCFullYear()) errors.expiry = CARD_MESSAGES.expiryPast;
      else if (year * 12 + (month - 1) < currentMonth) errors.expiry = CARD_MESSAGES.expiryMonthPast;
    }
  }

  const cvc = digitsOnly(input.cvc);
  if (cvc.length < (amex ? 4 : 3)) errors.cvc = CARD_MESSAGES.cvcIncomplete;
  if (!/^\d{5}(-?\d{4})?$/.test(input.postalCode.trim())) errors.postalCode = CARD_MESSAGES.zipIncomplete;
  return errors;
}

export type TestCardOutcome =
  | { ok: true }
  | {
      ok: false;
      code: 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc';
      message: string;
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
]);
const FAILS: Record<string, Exclude<TestCardOutcome, { ok: true }>> = {
  '4000000000000002': { ok: false, code: 'card_declined', message: CARD_MESSAGES.declined },
  '4000000000009995': { ok: false, code: 'insufficient_funds', message: CARD_MESSAGES.insufficientFunds },
  '4000000000009987': { ok: false, code: 'card_declined', message: CARD_MESSAGES.declined },
  '4000000000000069': { ok: false, code: 'expired_card', message: CARD_MESSAGES.expiredCard },
  '4000000000000127': { ok: false, code: 'incorrect_cvc', message: CARD_MESSAGES.incorrectCvc },
};

export function testCardOutcome(cardNumber: string): TestCardOutcome {
  const number = digitsOnly(cardNumber);
  if (SUCCEEDS.has(number)) return { ok: true };
  return FAILS[number] ?? { ok: false, code: 'card_declined', message: CARD_MESSAGES.notTestCard };
}
