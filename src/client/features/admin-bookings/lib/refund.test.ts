import { describe, expect, it } from 'vitest';
import {
  amountInput,
  checkRefund,
  parseDollars,
  refundAdvice,
  refundableAmount,
  termsRefund,
} from './refund.ts';

const paid = { totalAmount: 130.65, paidAt: '2026-03-01T12:00:00.000Z', refundedAmount: 0 };

describe('refundableAmount', () => {
  it('is what was paid less what was refunded: refunds add up (decision 23)', () => {
    expect(refundableAmount(paid)).toBe(130.65);
    expect(refundableAmount({ ...paid, paidAt: null })).toBe(0);
    expect(refundableAmount({ ...paid, refundedAmount: 20 })).toBe(110.65);
    expect(refundableAmount({ ...paid, refundedAmount: 130.65 })).toBe(0);
  });
});

describe('termsRefund (decision 17)', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  it('is full up to 24 hours before pickup', () => {
    expect(termsRefund('2026-03-11T12:00:00.000Z', 130.65, now)).toEqual({ kind: 'full', amount: 130.65 });
  });
  it('is half later (rounded to the cent)', () => {
    expect(termsRefund('2026-03-11T11:59:00.000Z', 130.65, now)).toEqual({ kind: 'partial', amount: 65.33 });
    expect(termsRefund('2026-03-09T12:00:00.000Z', 100, now)).toEqual({ kind: 'partial', amount: 50 });
  });
});

describe('refundAdvice (issue 35)', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  const later = '2026-03-13T12:00:00.000Z';
  it('suggests no Terms refund for a ride completed (even before its pickup time), started or cancelled', () => {
    expect(refundAdvice({ status: 'completed', pickupDateTime: later }, 100, now)).toEqual({
      kind: 'completed',
    });
    expect(refundAdvice({ status: 'in_progress', pickupDateTime: later }, 100, now)).toEqual({
      kind: 'started',
    });
    expect(refundAdvice({ status: 'cancelled', pickupDateTime: later }, 100, now)).toEqual({
      kind: 'cancelled',
    });
  });
  it('follows the Terms for a ride still to come', () => {
    expect(refundAdvice({ status: 'assigned', pickupDateTime: later }, 100, now)).toEqual({
      kind: 'full',
      amount: 100,
    });
    expect(
      refundAdvice({ status: 'confirmed', pickupDateTime: '2026-03-10T20:00:00.000Z' }, 100, now),
    ).toEqual({
      kind: 'partial',
      amount: 50,
    });
  });
});

describe('parseDollars', () => {
  it('reads what an operator types', () => {
    expect(parseDollars('45')).toBe(45);
    expect(parseDollars(' $1,045.5 ')).toBe(1045.5);
    expect(parseDollars('0.07')).toBe(0.07);
  });
  it('refuses anything else', () => {
    for (const bad of ['', 'abc', '12.345', '-5', '1e3', '12.']) expect(parseDollars(bad)).toBeNull();
  });
});

describe('checkRefund', () => {
  it('accepts an amount up to the maximum', () => {
    expect(checkRefund('130.65', 130.65)).toEqual({ ok: true, amount: 130.65 });
    expect(checkRefund('40', 130.65)).toEqual({ ok: true, amount: 40 });
  });
  it('names the problem', () => {
    expect(checkRefund('0', 100)).toEqual({ ok: false, code: 'dispatch.refundAmountInvalid' });
    expect(checkRefund('ten', 100)).toEqual({ ok: false, code: 'dispatch.refundAmountInvalid' });
    expect(checkRefund('130.66', 130.65)).toEqual({
      ok: false,
      code: 'dispatch.refundTooLarge',
      params: { paid: '130.65' },
    });
  });
  it('writes amounts for the input', () => {
    expect(amountInput(65.3)).toBe('65.30');
  });
});
