import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  testCardOutcome,
  validateCard,
  type CardInput,
} from './payment-card.ts';

const NOW = new Date('2030-06-15T12:00:00.000Z');
const good: CardInput = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12 / 34',
  cvc: '123',
  postalCode: '10036',
};

describe('luhnValid', () => {
  it('accepts the documented test numbers', () => {
    for (const n of [
      '4242424242424242',
      '4000000000000002',
      '4000000000009995',
      '5555555555554444',
      '378282246310005',
      '6011111111111117',
    ])
      expect(luhnValid(n), n).toBe(true);
  });

  it('rejects a wrong check digit, letters and impossible lengths', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
    expect(luhnValid('42424242424')).toBe(false);
    expect(luhnValid('4'.repeat(20))).toBe(false);
  });
});

describe('cardBrand', () => {
  it('names the brand from the first digits', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('371449635398431')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('6511111111111117')).toBe('Discover');
    expect(cardBrand('9999')).toBe('Card');
    expect(cardBrand('')).toBe('Card');
  });
});

describe('formatting while typing', () => {
  it('groups card numbers by four, American Express 4-6-5', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('4242-4242 abc 4242')).toBe('4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('37828')).toBe('3782 8');
    expect(formatCardNumber('3782822463100059999')).toBe('3782 822463 10005');
    expect(formatCardNumber('4'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
    expect(formatCardNumber('')).toBe('');
  });

  it('writes the expiry as MM / YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('12/345')).toBe('12 / 34');
    expect(formatExpiry('12 / ')).toBe('12');
  });

  it('keeps digits only', () => {
    expect(digitsOnly(' 4242-42 ')).toBe('424242');
  });
});

describe('validateCard', () => {
  it('has no message for a complete, well-formed card', () => {
    expect(validateCard(good, NOW)).toEqual({});
    expect(validateCard({ ...good, postalCode: '10036-1234' }, NOW)).toEqual({});
    expect(
      validateCard(
        { cardNumber: '3782 822463 10005', expiry: '0131', cvc: '1234', postalCode: '10001' },
        NOW,
      ),
    ).toEqual({});
  });

  it('says what is incomplete', () => {
    expect(validateCard({ cardNumber: '', expiry: '', cvc: '', postalCode: '' }, NOW)).toEqual({
      cardNumber: 'card.numberIncomplete',
      expiry: 'card.expiryIncomplete',
      cvc: 'card.cvcIncomplete',
      postalCode: 'card.zipIncomplete',
    });
    expect(validateCard({ ...good, cardNumber: '4242 4242 4242' }, NOW).cardNumber).toBe(
      'card.numberIncomplete',
    );
    // American Express needs 15 digits and a 4-digit code.
    expect(validateCard({ ...good, cardNumber: '3782 822463 1000' }, NOW).cardNumber).toBe(
      'card.numberIncomplete',
    );
    expect(validateCard({ ...good, cardNumber: '378282246310005', cvc: '123' }, NOW).cvc).toBe(
      'card.cvcIncomplete',
    );
    expect(validateCard({ ...good, postalCode: '1003' }, NOW).postalCode).toBe('card.zipIncomplete');
  });

  it('rejects a number that fails the Luhn check', () => {
    expect(validateCard({ ...good, cardNumber: '4242 4242 4242 4241' }, NOW).cardNumber).toBe(
      'card.numberInvalid',
    );
  });

  it('rejects an impossible month and an expiry in the past, accepting the current month', () => {
    expect(validateCard({ ...good, expiry: '13 / 34' }, NOW).expiry).toBe('card.expiryInvalid');
    expect(validateCard({ ...good, expiry: '00 / 34' }, NOW).expiry).toBe('card.expiryInvalid');
    expect(validateCard({ ...good, expiry: '05 / 30' }, NOW).expiry).toBe('card.expiryMonthPast');
    expect(validateCard({ ...good, expiry: '12 / 29' }, NOW).expiry).toBe('card.expiryPast');
    expect(validateCard({ ...good, expiry: '06 / 30' }, NOW).expiry).toBeUndefined();
    expect(validateCard({ ...good, expiry: '07 / 30' }, NOW).expiry).toBeUndefined();
  });
});

describe('testCardOutcome', () => {
  it('lets the success cards through, however they are typed', () => {
    expect(testCardOutcome('4242424242424242')).toEqual({ ok: true });
    expect(testCardOutcome('4242 4242 4242 4242')).toEqual({ ok: true });
    expect(testCardOutcome('5555 5555 5555 4444')).toEqual({ ok: true });
    expect(testCardOutcome('3782 822463 10005')).toEqual({ ok: true });
  });

  it('declines 4000 0000 0000 0002', () => {
    expect(testCardOutcome('4000 0000 0000 0002')).toEqual({
      ok: false,
      code: 'card_declined',
      error: 'card.declined',
    });
  });

  it('reports insufficient funds for 4000 0000 0000 9995', () => {
    expect(testCardOutcome('4000 0000 0000 9995')).toEqual({
      ok: false,
      code: 'insufficient_funds',
      error: 'card.insufficientFunds',
    });
  });

  it('reports the other documented failures', () => {
    expect(testCardOutcome('4000000000000069')).toMatchObject({ ok: false, code: 'expired_card' });
    expect(testCardOutcome('4000000000000127')).toMatchObject({ ok: false, code: 'incorrect_cvc' });
  });

  it('declines every other number, even a valid one, and says test mode takes test cards only', () => {
    const outcome = testCardOutcome('4111 1111 1111 1111');
    expect(outcome).toEqual({ ok: false, code: 'card_declined', error: 'card.notTestCard' });
    expect(testCardOutcome('')).toMatchObject({ ok: false, code: 'card_declined' });
  });
});
