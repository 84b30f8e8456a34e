import { describe, expect, it } from 'vitest';
import { parseDollarsToCents } from './settlement-format.ts';

describe('parseDollarsToCents', () => {
  it('reads signed dollars and cents exactly', () => {
    expect(parseDollarsToCents('25')).toBe(2500);
    expect(parseDollarsToCents('-12.5')).toBe(-1250);
    expect(parseDollarsToCents('$ 0.07')).toBe(7);
    expect(parseDollarsToCents('+19.99')).toBe(1999);
  });
  it('refuses what is not an amount', () => {
    expect(parseDollarsToCents('')).toBeNull();
    expect(parseDollarsToCents('12.345')).toBeNull();
    expect(parseDollarsToCents('abc')).toBeNull();
    expect(parseDollarsToCents('1e3')).toBeNull();
  });
});
