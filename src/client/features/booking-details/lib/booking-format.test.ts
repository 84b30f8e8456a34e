import { describe, expect, it } from 'vitest';
import { formatCents, formatMiles, formatNyDateTime, formatRatePpm } from './booking-format.ts';

describe('booking formats', () => {
  it('shows cents as dollars and the tax rate from parts per million', () => {
    expect(formatCents(196_57, 'en')).toBe('$196.57');
    expect(formatCents(2000, 'es')).toContain('20.00');
    expect(formatRatePpm(88_750, 'en')).toBe('8.875%');
    expect(formatRatePpm(80_000, 'en')).toBe('8%');
    expect(formatMiles(17.04, 'en')).toBe('17.0 mi');
  });

  it('shows instants in New York time', () => {
    expect(formatNyDateTime('2030-07-04T18:30:00.000Z', 'en')).toMatch(/Jul 4, 2030.*2:30\sPM EDT/);
    expect(formatNyDateTime('nope', 'en')).toBe('');
  });
});
