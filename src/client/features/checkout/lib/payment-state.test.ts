import { describe, expect, it } from 'vitest';
import {
  canPay,
  chargedIntent,
  initialPaymentState,
  paymentReducer,
  type PaymentAction,
  type PaymentState,
} from './payment-state.ts';

const run = (...actions: PaymentAction[]): PaymentState =>
  actions.reduce(paymentReducer, initialPaymentState);

describe('paymentReducer', () => {
  it('goes idle -> processing -> succeeded', () => {
    expect(run({ type: 'submit' })).toEqual({ status: 'processing', paidIntentId: null });
    expect(
      run(
        { type: 'submit' },
        { type: 'charged', paymentIntentId: 'pi_1' },
        { type: 'confirmed', confirmationNumber: 'NYC-7K3M9Q', accessToken: 'tok' },
      ),
    ).toEqual({ status: 'succeeded', confirmationNumber: 'NYC-7K3M9Q', accessToken: 'tok' });
  });

  it('goes processing -> failed, and Try Again returns to idle', () => {
    const failed = run({ type: 'submit' }, { type: 'failed', message: 'Your card was declined.' });
    expect(failed).toEqual({ status: 'failed', message: 'Your card was declined.', paidIntentId: null });
    expect(paymentReducer(failed, { type: 'retry' })).toEqual(initialPaymentState);
  });

  it('remembers a charged intent through a failed confirmation and Try Again', () => {
    const state = run(
      { type: 'submit' },
      { type: 'charged', paymentIntentId: 'pi_1' },
      { type: 'failed', message: 'Network error. Please try again.' },
      { type: 'retry' },
    );
    expect(state).toEqual({ status: 'idle', paidIntentId: 'pi_1' });
    expect(chargedIntent(state)).toBe('pi_1');
    expect(chargedIntent(run({ type: 'submit' }))).toBeNull();
  });

  it('ignores actions that do not fit the current state', () => {
    // A double click submits once.
    const processing = run({ type: 'submit' });
    expect(paymentReducer(processing, { type: 'submit' })).toBe(processing);
    // Nothing moves the page out of succeeded (the redirect is on its way).
    const done = run(
      { type: 'submit' },
      { type: 'confirmed', confirmationNumber: 'NYC-7K3M9Q', accessToken: null },
    );
    for (const a of [
      { type: 'submit' },
      { type: 'failed', message: 'x' },
      { type: 'retry' },
    ] as PaymentAction[])
      expect(paymentReducer(done, a)).toBe(done);
    // Results that arrive when no payment is running are dropped.
    expect(run({ type: 'failed', message: 'late' })).toBe(initialPaymentState);
    expect(run({ type: 'confirmed', confirmationNumber: 'NYC-7K3M9Q', accessToken: null })).toBe(
      initialPaymentState,
    );
    expect(run({ type: 'retry' })).toBe(initialPaymentState);
  });

  it('allows paying only when idle', () => {
    expect(canPay(initialPaymentState)).toBe(true);
    expect(canPay(run({ type: 'submit' }))).toBe(false);
    expect(canPay(run({ type: 'submit' }, { type: 'failed', message: 'x' }))).toBe(false);
  });
});
