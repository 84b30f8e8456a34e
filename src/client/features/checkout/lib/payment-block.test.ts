import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../shared/errors.ts';
import { paymentBlock } from './payment-block.ts';

describe('paymentBlock', () => {
  it('turns the answers that forbid a card form into what the page shows instead', () => {
    expect(paymentBlock(new AppError('duplicate_booking'))).toBe('duplicate');
    expect(paymentBlock(new AppError('checkout.bookingReplaced'))).toBe('replaced');
    expect(paymentBlock(new AppError('checkout.bookingCancelled'))).toBe('cancelled');
    expect(paymentBlock(new AppError('checkout.replacedRefunded', { amount: '329.70' }))).toBe('replaced');
    expect(paymentBlock(new AppError('checkout.cancelledRefunded', { amount: '329.70' }))).toBe('cancelled');
  });

  it('leaves real failures to the setup error (already paid, network, anything else)', () => {
    expect(paymentBlock(new AppError('checkout.alreadyPaid'))).toBeNull();
    expect(paymentBlock(new AppError('common.network'))).toBeNull();
    expect(paymentBlock(new Error('boom'))).toBeNull();
    expect(paymentBlock(null)).toBeNull();
  });
});
