import { describe, expect, it } from 'vitest';
import { parseTipAmount, tipOf } from './tip.ts';

const presets = [
  { percent: 15, amount: 22.5 },
  { percent: 20, amount: 30 },
  { percent: 25, amount: 37.5 },
];

describe('tip choice', () => {
  it('a preset tips its server amount and sends the percent', () => {
    expect(tipOf({ percent: 20 }, presets, 150)).toEqual({ amount: 30, body: { percent: 20 } });
    expect(tipOf({ percent: 25 }, presets, 150)).toEqual({ amount: 37.5, body: { percent: 25 } });
  });

  it('an unknown percent is no tip', () => {
    expect(tipOf({ percent: 10 }, presets, 150)).toBeNull();
  });

  it('a typed amount is sent as dollars, within the maximum', () => {
    expect(tipOf({ custom: '12,50' }, presets, 150)).toEqual({ amount: 12.5, body: { amount: 12.5 } });
    expect(tipOf({ custom: '151' }, presets, 150)).toBeNull();
    expect(tipOf({ custom: '' }, presets, 150)).toBeNull();
  });

  it('reads amounts with at most two decimals, positive', () => {
    expect(parseTipAmount('5', 100)).toBe(5);
    expect(parseTipAmount('5.255', 100)).toBeNull();
    expect(parseTipAmount('0', 100)).toBeNull();
    expect(parseTipAmount('-1', 100)).toBeNull();
    expect(parseTipAmount('abc', 100)).toBeNull();
  });
});
