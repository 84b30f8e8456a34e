import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatMiles,
  formatMoney,
  formatNyDateTime,
  formatPercent,
  formatRatePpm,
  formatWholeDollars,
  intlLocale,
} from './booking-format.ts';

describe('booking formats', () => {
  it('shows dollars with two decimals in both languages', () => {
    expect(formatMoney(174.2, 'en')).toBe('$174.20');
    expect(formatMoney(1234.5, 'en')).toBe('$1,234.50');
    expect(formatMoney(0, 'en')).toBe('$0.00');
    expect(formatMoney(99, 'en')).toBe('$99.00');
    expect(formatMoney(12.345, 'en')).toBe('$12.35');
    expect(formatMoney(0, 'es')).toBe('$0.00');
    expect(formatMoney(174.2, 'es')).toMatch(/174\.20/);
    expect(intlLocale('es')).toBe('es-US');
  });

  it('shows integer cents as dollars in both languages', () => {
    expect(formatCents(35_900, 'en')).toBe('$359.00');
    expect(formatCents(196_57, 'en')).toBe('$196.57');
    expect(formatCents(123_456, 'en')).toBe('$1,234.56');
    expect(formatCents(35_900, 'es')).toMatch(/359\.00/);
    expect(formatCents(2000, 'es')).toContain('20.00');
  });

  it('drops the cents of whole "from" prices', () => {
    expect(formatWholeDollars(359, 'en')).toBe('$359');
    expect(formatWholeDollars(89.5, 'en')).toBe('$89.50');
  });

  it('shows rates with their decimals, in percent or parts per million', () => {
    expect(formatPercent(8.875, 'en')).toBe('8.875%');
    expect(formatPercent(4, 'en')).toBe('4%');
    expect(formatPercent(8.875, 'es')).toMatch(/^8\.875\s?%$/);
    expect(formatPercent(10, 'es')).toMatch(/^10\s?%$/);
    expect(formatRatePpm(88_750, 'en')).toBe('8.875%');
    expect(formatRatePpm(80_000, 'en')).toBe('8%');
    expect(formatRatePpm(40_000, 'en')).toBe('4%');
    expect(formatRatePpm(88_750, 'es')).toMatch(/^8\.875\s?%$/);
  });

  it('shows miles with one decimal', () => {
    expect(formatMiles(17.13, 'en')).toBe('17.1 mi');
    expect(formatMiles(17.04, 'en')).toBe('17.0 mi');
    expect(formatMiles(3, 'es')).toBe('3.0 mi');
  });

  it('shows instants in New York time, summer and winter', () => {
    expect(formatNyDateTime('2030-07-04T18:30:00.000Z', 'en')).toBe('Thu, Jul 4, 2030, 2:30 PM EDT');
    expect(formatNyDateTime('2030-01-15T14:05:00.000Z', 'en')).toMatch(/9:05 AM EST$/);
    expect(formatNyDateTime('2030-07-04T18:30:00.000Z', 'es')).toMatch(/2030.*2:30.*, hora de Nueva York$/);
    expect(formatNyDateTime('2030-07-04T18:30:00.000Z', 'es')).not.toMatch(/EDT|EST/);
  });

  it('is empty for a missing or invalid instant', () => {
    expect(formatNyDateTime(null, 'en')).toBe('');
    expect(formatNyDateTime(undefined, 'en')).toBe('');
    expect(formatNyDateTime('soon', 'en')).toBe('');
  });
});
