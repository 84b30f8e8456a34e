import { describe, expect, it } from 'vitest';
import type { AdminAnalyticsRepository } from './admin-analytics.repository.ts';
import { addDays, analyticsRange, createAdminAnalyticsService } from './admin-analytics.service.ts';

// 2026-03-20 23:30 in New York is already the 21st in UTC.
const NOW = new Date('2026-03-21T03:30:00Z');

describe('the analytics range', () => {
  it('defaults to the last 30 New York days, today included', () => {
    expect(analyticsRange({}, NOW)).toEqual({ from: '2026-02-19', to: '2026-03-20' });
    expect(analyticsRange({ to: '2026-01-31' }, NOW)).toEqual({ from: '2026-01-02', to: '2026-01-31' });
    expect(analyticsRange({ from: '2026-03-01' }, NOW)).toEqual({ from: '2026-03-01', to: '2026-03-20' });
    expect(analyticsRange({ from: '2026-04-01' }, NOW)).toEqual({ from: '2026-04-01', to: '2026-04-01' });
  });

  it('refuses impossible dates, reversed ranges and more than 731 days', () => {
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as { code: string }).code;
      }
      return null;
    };
    expect(code(() => analyticsRange({ from: '2026-02-29', to: '2026-03-01' }, NOW))).toBe(
      'admin.dateInvalid',
    );
    expect(code(() => analyticsRange({ from: '2026-03-02', to: '2026-03-01' }, NOW))).toBe('admin.dateRange');
    expect(code(() => analyticsRange({ from: '2024-03-20', to: '2026-03-20' }, NOW))).toBeNull();
    expect(code(() => analyticsRange({ from: '2024-03-19', to: '2026-03-20' }, NOW))).toBe(
      'analytics.rangeTooLong',
    );
  });

  it('adds calendar days across months, leap days and daylight saving', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});

describe('the analytics service', () => {
  it('computes identical reports asked at once only once, and again afterwards', async () => {
    let calls = 0;
    const empty = { total: 0, roster_seconds: 0, active: 0, trips: 0, trip_seconds: 0 };
    const repo = {
      breakdowns: async () => {
        calls += 1;
        await new Promise((r) => setTimeout(r, 10));
        return [];
      },
      buckets: async () => [],
      drivers: async () => empty,
    } as unknown as AdminAnalyticsRepository;
    const service = createAdminAnalyticsService({ repo, clock: () => NOW });
    const [a, b] = await Promise.all([service.report({}), service.report({})]);
    expect(a).toBe(b);
    expect(calls).toBe(1);
    await service.report({ from: '2026-03-01' });
    await service.report({});
    expect(calls).toBe(3);
  });
});
