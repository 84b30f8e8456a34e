import { describe, expect, it } from 'vitest';
import { formatMoney, formatNyDateTime, formatPercent } from './format.ts';

describe('checkout format', () => {
  it('shows server dollars with two decimals', () => {
    expect(formatMoney(174.2, 'en')).toBe('$174.20');
    expect(formatMoney(1234.5, 'en')).toBe('$1,234.50');
    expect(formatMoney(0, 'en')).toBe('$0.00');
    expect(formatMoney(174.2, 'es')).toMatch(/174\.20/);
  });

  it('shows the tax rate with its decimals', () => {
    expect(formatPercent(8.875, 'en')).toBe('8.875%');
    expect(formatPercent(4, 'en')).toBe('4%');
    expect(formatPercent(8.875, 'es')).toMatch(/^8\.875\s?%$/);
  });

  it('shows instants in New York time, summer and winter', () => {
    expect(formatNyDateTime('2030-07-04T18:30:00.000Z', 'en')).toBe('Thu, Jul 4, 2030, 2:30 PM EDT');
    expect(formatNyDateTime('2030-01-15T14:05:00.000Z', 'en')).toMatch(/9:05 AM EST$/);
    expect(formatNyDateTime('2030-07-04T18:30:00.000Z', 'es')).toMatch(/2030/);
  });

  it('is empty for a missing or invalid instant', () => {
    expect(formatNyDateTime(null, 'en')).toBe('');
    expect(formatNyDateTime('soon', 'en')).toBe('');
  });
});
