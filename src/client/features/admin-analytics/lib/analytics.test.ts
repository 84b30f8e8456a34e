import { describe, expect, it } from 'vitest';
import { barPercent, labelEvery, niceScale } from './chart.ts';
import {
  addDays,
  matchPreset,
  newYorkToday,
  presetRange,
  rangeDays,
  rangeProblem,
  readGroup,
  readRange,
} from './range.ts';

describe('the analytics range', () => {
  it('takes today on New York clocks', () => {
    // 02:30 UTC on March 6 is still March 5 in New York.
    expect(newYorkToday(new Date('2026-03-06T02:30:00Z'))).toBe('2026-03-05');
    expect(newYorkToday(new Date('2026-03-06T05:30:00Z'))).toBe('2026-03-06');
  });

  it('computes each preset from today, both ends inclusive', () => {
    const today = '2026-03-05';
    expect(presetRange('last7', today)).toEqual({ from: '2026-02-27', to: today });
    expect(rangeDays(presetRange('last7', today))).toBe(7);
    expect(presetRange('last30', today)).toEqual({ from: '2026-02-04', to: today });
    expect(presetRange('thisMonth', today)).toEqual({ from: '2026-03-01', to: today });
    expect(presetRange('thisYear', today)).toEqual({ from: '2026-01-01', to: today });
    expect(presetRange('last12Months', today)).toEqual({ from: '2025-04-01', to: today });
    expect(presetRange('last12Months', '2026-12-31')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('reads the range from the address, or falls back to the last 30 days', () => {
    const today = '2026-03-05';
    const read = (search: string) => readRange(new URLSearchParams(search), today);
    expect(read('from=2026-01-10&to=2026-02-10')).toEqual({ from: '2026-01-10', to: '2026-02-10' });
    expect(read('')).toEqual(presetRange('last30', today));
    expect(read('from=2026-02-30&to=2026-03-01')).toEqual(presetRange('last30', today));
    expect(read('from=2026-03-02&to=2026-03-01')).toEqual(presetRange('last30', today));
    expect(read('from=2020-01-01&to=2026-03-01')).toEqual(presetRange('last30', today));
  });

  it('names what is wrong with a range', () => {
    expect(rangeProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
    expect(rangeProblem({ from: 'x', to: '2026-03-01' })).toBe('invalid');
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('reversed');
    expect(rangeProblem({ from: '2024-01-01', to: '2026-03-01' })).toBe('tooLong');
  });

  it('recognises a preset and adds days across months and years', () => {
    expect(matchPreset({ from: '2026-03-01', to: '2026-03-05' }, '2026-03-05')).toBe('thisMonth');
    expect(matchPreset({ from: '2026-03-02', to: '2026-03-05' }, '2026-03-05')).toBeNull();
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('groups revenue by the address or by what fits the range', () => {
    expect(readGroup('month', { from: '2026-03-01', to: '2026-03-05' })).toBe('month');
    expect(readGroup(null, { from: '2026-02-04', to: '2026-03-05' })).toBe('day');
    expect(readGroup(null, { from: '2026-01-01', to: '2026-03-05' })).toBe('week');
    expect(readGroup('year', { from: '2025-04-01', to: '2026-03-05' })).toBe('month');
  });
});

describe('the chart scales', () => {
  it('rounds the axis top up to a nice number with even ticks', () => {
    expect(niceScale(873)).toEqual({ top: 1000, ticks: [0, 250, 500, 750, 1000] });
    expect(niceScale(130.65)).toEqual({ top: 150, ticks: [0, 50, 100, 150] });
    expect(niceScale(4)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale(0)).toEqual({ top: 1, ticks: [0, 1] });
  });

  it('writes every nth label so that they do not overlap', () => {
    expect(labelEvery(30, 900, 60)).toBe(2);
    expect(labelEvery(7, 900, 60)).toBe(1);
    expect(labelEvery(365, 330, 60)).toBe(73);
  });

  it('sizes a bar against the largest, with a visible minimum', () => {
    expect(barPercent(50, 100)).toBe(50);
    expect(barPercent(0.1, 100)).toBe(1.5);
    expect(barPercent(0, 100)).toBe(0);
    expect(barPercent(5, 0)).toBe(0);
  });
});

describe('the analytics formats', () => {
  it('writes money, shares and calendar buckets in the page language', async () => {
    const f = await import('./format.ts');
    expect(f.formatMoney(1234.5, 'en')).toBe('$1,234.50');
    expect(f.formatMoney(1234.5, 'es')).toBe('$1,234.50');
    expect(f.formatShare(0.125, 'en')).toBe('12.5%');
    expect(f.formatCompactMoney(1250, 'en')).toBe('$1.3K');
    expect(f.formatBucket('2026-03-05', 'day', 'en')).toBe('Mar 5');
    expect(f.formatBucket('2026-03-01', 'month', 'en')).toBe('Mar 2026');
    // Intl puts thin spaces around the dash.
    expect(f.formatRange({ from: '2026-02-04', to: '2026-03-05' }, 'en')).toMatch(/^Feb 4\s–\sMar 5, 2026$/);
  });
});
