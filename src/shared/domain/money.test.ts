import { describe, expect, it } from 'vitest';
import { centsToDollarString, dollarsToCents, formatUsd } from './money.ts';

describe('money', () => {
  it('converts between cents and dollars at the edges', () => {
    expect(centsToDollarString(7500)).toBe('75.00');
    expect(centsToDollarString(5)).toBe('0.05');
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });
  it('formats US dollars', () => {
    expect(formatUsd(120000)).toBe('$1,200.00');
  });
});
