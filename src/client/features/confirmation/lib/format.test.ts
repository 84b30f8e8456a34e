import { describe, expect, it } from 'vitest';
import { formatMoney, formatNyDateTime, formatPercent, spellNumber } from './format.ts';

describe('confirmation format', () => {
  it('shows server dollars with two decimals', () => {
    expect(formatMoney(174.2, 'en')).toBe('$174.20');
    expect(formatMoney(174.2, 'es')).toMatch(/174\.20/);
  });

  it('shows the tax rate', () => {
    expect(formatPercent(8.875, 'en')).toBe('8.875%');
  });

  it('shows instants in New York time', () => {
    expect(formatNyDateTime('2030-07-04T18:30:00.000Z', 'en')).toBe('Thu, Jul 4, 2030, 2:30 PM EDT');
    expect(formatNyDateTime(null, 'en')).toBe('');
    expect(formatNyDateTime('x', 'en')).toBe('');
  });

  it('spells the booking number out character by character', () => {
    expect(spellNumber('NYC-7K3M9Q')).toBe('N Y C, 7 K 3 M 9 Q');
  });
});
