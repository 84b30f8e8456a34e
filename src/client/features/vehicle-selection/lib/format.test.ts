import { describe, expect, it } from 'vitest';
import { formatCents, formatDollars, formatMiles, formatNyDateTime, formatRatePpm } from './format.ts';

describe('format', () => {
  it('formats cents as dollars in both languages', () => {
    expect(formatCents(35_900, 'en')).toBe('$359.00');
    expect(formatCents(123_456, 'en')).toBe('$1,234.56');
    expect(formatCents(35_900, 'es')).toMatch(/359\.00/);
  });

  it('drops the cents of whole "from" prices', () => {
    expect(formatDollars(359, 'en')).toBe('$359');
    expect(formatDollars(89.5, 'en')).toBe('$89.50');
  });

  it('shows the tax rate with its three decimals', () => {
    expect(formatRatePpm(88_750, 'en')).toBe('8.875%');
    expect(formatRatePpm(40_000, 'en')).toBe('4%');
    expect(formatRatePpm(88_750, 'es')).toMatch(/^8\.875\s?%$/);
  });

  it('shows miles with one decimal', () => {
    expect(formatMiles(17.13, 'en')).toBe('17.1 mi');
    expect(formatMiles(3, 'es')).toBe('3.0 mi');
  });

  it('shows instants in New York time', () => {
    expect(formatNyDateTime('2030-07-04T18:30:00.000Z', 'en')).toBe('Thu, Jul 4, 2030, 2:30 PM EDT');
    expect(formatNyDateTime('2030-01-15T14:05:00.000Z', 'en')).toMatch(/9:05 AM EST$/);
    expect(formatNyDateTime('nope', 'en')).toBe('');
  });
});
