import type { TestCardPaymentRequest } from '../../../../shared/contracts/checkout.ts';
import {
  digitsOnly,
  validateCard,
  type CardField,
  type CardProblemCode,
} from '../../../../shared/domain/payment-card.ts';

/** The test-mode card form as typed ("4242 4242 4242 4242", "12 / 34" …). */
export interface CardFormValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
  postalCode: string;
  name: string;
}

export const CARD_FIELDS = [
  'cardNumber',
  'expiry',
  'cvc',
  'postalCode',
] as const satisfies readonly CardField[];

export const emptyCardForm = (name: string): CardFormValues => ({
  cardNumber: '',
  expiry: '',
  cvc: '',
  postalCode: '',
  name,
});

/** Per-field problems (error codes, as the shared rules name them), empty when the card can be sent. */
export function cardFormErrors(
  values: CardFormValues,
  now: Date,
): Partial<Record<CardField, CardProblemCode>> {
  return validateCard(values, now);
}

/** POST /api/test-payments/:id/confirm body: digits only, expiry as MM/YY. */
export function testPaymentRequest(values: CardFormValues, clientSecret: string): TestCardPaymentRequest {
  const exp = digitsOnly(values.expiry);
  const name = values.name.trim();
  return {
    clientSecret,
    cardNumber: digitsOnly(values.cardNumber),
    expiry: `${exp.slice(0, 2)}/${exp.slice(2, 4)}`,
    cvc: digitsOnly(values.cvc),
    postalCode: values.postalCode.trim(),
    ...(name ? { name } : {}),
  };
}

/** A server field name from a 400 answer, when it is one of the form's fields. */
export function cardFieldOf(name: string): CardField | null {
  return (CARD_FIELDS as readonly string[]).includes(name) ? (name as CardField) : null;
}

/** The test numbers the hint lists. */
export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;
