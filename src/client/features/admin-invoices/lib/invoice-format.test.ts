import { describe, expect, it } from 'vitest';
import { formatMonth, parseDollarsToCents } from './invoice-format.ts';

describe('invoice formats', () => {
  it('reads the amount an admin types', () => {
    expect(parseDollarsToCents('130.65')).toBe(13065);
    expect(parseDollarsToCents('$1,306.5')).toBe(130650);
    expect(parseDollarsToCents('25')).toBe(2500);
    expect(parseDollarsToCents('-5')).toBeNull();
    expect(parseDollarsToCents('12.345')).toBeNull();
    expect(parseDollarsToCents('abc')).toBeNull();
  });
  it('names the month billed', () => {
    expect(formatMonth('2026-11-01', 'en')).toBe('November 2026');
    expect(formatMonth('2026-11-01', 'es')).toBe('noviembre de 2026');
  });
});
