import { describe, expect, it } from 'vitest';
import {
  csvUrl,
  dayLabel,
  dueMonth,
  dueState,
  monthChoices,
  monthLabel,
  readMonth,
  shortHash,
} from './trip-record-months.ts';

/** Friday 2026-04-10, noon in New York. */
const NOW = new Date('2026-04-10T16:00:00Z');

describe('the trip-records months', () => {
  it('defaults to the previous New York month, the one due now', () => {
    expect(dueMonth(NOW)).toBe('2026-03');
    // 00:30 on April 1 in New York: April has begun, March is the month due.
    expect(dueMonth(new Date('2026-04-01T04:30:00Z'))).toBe('2026-03');
    // 23:30 on March 31 in New York is already April in UTC: New York's month decides.
    expect(dueMonth(new Date('2026-04-01T03:30:00Z'))).toBe('2026-02');
    expect(dueMonth(new Date('2026-01-15T17:00:00Z'))).toBe('2025-12');
  });

  it('reads the month from the address, up to the current one', () => {
    expect(readMonth('2026-02', NOW)).toBe('2026-02');
    expect(readMonth('2026-04', NOW)).toBe('2026-04');
    expect(readMonth('2026-05', NOW)).toBe('2026-03');
    expect(readMonth('2026-13', NOW)).toBe('2026-03');
    expect(readMonth('2014-12', NOW)).toBe('2026-03');
    expect(readMonth('', NOW)).toBe('2026-03');
    expect(readMonth(null, NOW)).toBe('2026-03');
  });

  it('offers the current month and the ones before, newest first, with an older chosen one kept', () => {
    const months = monthChoices(NOW);
    expect(months).toHaveLength(36);
    expect(months.slice(0, 3)).toEqual(['2026-04', '2026-03', '2026-02']);
    expect(months.at(-1)).toBe('2023-05');
    expect(monthChoices(NOW, '2020-01').at(-1)).toBe('2020-01');
    expect(monthChoices(NOW, '2026-03')).toHaveLength(36);
    expect(monthChoices(NOW, '2027-01')).toHaveLength(36);
  });

  it('names months and days in the page language', () => {
    expect(monthLabel('2026-03', 'en')).toBe('March 2026');
    expect(monthLabel('2026-03', 'es')).toBe('marzo de 2026');
    expect(dayLabel('2026-04-30', 'en')).toBe('April 30, 2026');
    expect(dayLabel('2026-04-30', 'es')).toBe('30 de abril de 2026');
    expect(dayLabel('2026-04', 'en')).toBe('2026-04');
  });

  it('says where the filing stands', () => {
    expect(dueState('2026-04', '2026-05-31', '2026-04-10')).toEqual({ kind: 'open' });
    expect(dueState('2026-03', '2026-04-30', '2026-04-10')).toEqual({ kind: 'due', days: 20 });
    expect(dueState('2026-03', '2026-04-30', '2026-04-30')).toEqual({ kind: 'dueToday' });
    expect(dueState('2026-02', '2026-03-31', '2026-04-10')).toEqual({ kind: 'overdue', days: 10 });
  });

  it('shortens a SHA-256 and points at the month file', () => {
    const sha = 'a'.repeat(64);
    expect(shortHash(sha)).toBe(`${'a'.repeat(12)}…`);
    expect(shortHash('abc')).toBe('abc');
    expect(csvUrl('2026-03')).toBe('/api/admin/compliance/trip-records.csv?month=2026-03');
  });
});
