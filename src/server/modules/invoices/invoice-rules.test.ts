import { describe, expect, it } from 'vitest';
import {
  dueOnFor,
  invoiceNumber,
  keptAmounts,
  monthBounds,
  nextMonth,
  nyMonthOf,
  previousMonth,
  sumLines,
} from './invoice-rules.ts';

describe('invoice rules', () => {
  it('bounds a New York month, across the year and daylight time', () => {
    const nov = monthBounds('2026-11');
    expect(nov.periodStart).toBe('2026-11-01');
    expect(nov.periodEnd).toBe('2026-11-30');
    // 1 November 2026 is daylight time (-4), 1 December standard time (-5).
    expect(nov.startsAt.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(nov.endsAt.toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(monthBounds('2028-02').periodEnd).toBe('2028-02-29');
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(previousMonth('2027-01')).toBe('2026-12');
    // 04:30 UTC on 1 December is still 30 November in New York.
    expect(nyMonthOf(new Date('2026-12-01T04:30:00Z'))).toBe('2026-11');
  });

  it('dates the due day from the terms and numbers per year', () => {
    expect(dueOnFor('2026-12-01', 'net15')).toBe('2026-12-16');
    expect(dueOnFor('2026-12-01', 'net30')).toBe('2026-12-31');
    expect(invoiceNumber(2026, 7)).toBe('2026-0007');
    expect(invoiceNumber(2026, 12345)).toBe('2026-12345');
  });

  it('bills what was kept of a ride after a refund, subtotal and tax in proportion, adding up', () => {
    const ride = { subtotalCents: 12000, taxCents: 1065, totalCents: 13065 };
    expect(keptAmounts({ ...ride, refundedCents: 0 })).toEqual(ride);
    const kept = keptAmounts({ ...ride, refundedCents: 3065 });
    expect(kept).toEqual({ subtotalCents: 9185, taxCents: 815, totalCents: 10000 });
    expect(keptAmounts({ ...ride, refundedCents: 13065 })).toEqual({
      subtotalCents: 0,
      taxCents: 0,
      totalCents: 0,
    });
    expect(sumLines([ride, kept])).toEqual({ subtotalCents: 21185, taxCents: 1880, totalCents: 23065 });
  });
});
