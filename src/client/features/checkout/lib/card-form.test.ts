import { describe, expect, it } from 'vitest';
import { cardFieldOf, cardFormErrors, emptyCardForm, testPaymentRequest } from './card-form.ts';

describe('card form', () => {
  it('starts empty with the customer name', () => {
    expect(emptyCardForm('Ada Lovelace')).toEqual({
      cardNumber: '',
      expiry: '',
      cvc: '',
      postalCode: '',
      name: 'Ada Lovelace',
    });
  });

  it('builds the test processor request from what was typed', () => {
    expect(
      testPaymentRequest(
        {
          cardNumber: '4242 4242 4242 4242',
          expiry: '12 / 34',
          cvc: '123',
          postalCode: ' 10036 ',
          name: ' Ada ',
        },
        'pi_1_secret',
      ),
    ).toEqual({
      clientSecret: 'pi_1_secret',
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      postalCode: '10036',
      name: 'Ada',
    });
    expect(
      testPaymentRequest({ ...emptyCardForm('  '), cardNumber: '4242', expiry: '1234' }, 's'),
    ).not.toHaveProperty('name');
  });

  it('validates with the shared card rules', () => {
    const now = new Date('2030-06-15T00:00:00Z');
    expect(
      cardFormErrors(
        { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', postalCode: '10036', name: '' },
        now,
      ),
    ).toEqual({});
    expect(cardFormErrors(emptyCardForm('x'), now).cardNumber).toBe('card.numberIncomplete');
  });

  it('knows the form fields', () => {
    expect(cardFieldOf('cvc')).toBe('cvc');
    expect(cardFieldOf('clientSecret')).toBeNull();
  });
});
