import { describe, expect, it } from 'vitest';
import {
  filterBookings,
  filtersFromSearch,
  filtersToSearch,
  isFiltered,
  parsePeriodFilter,
  parseStatusFilter,
  periodStart,
  STATUS_FILTERS,
} from './booking-filters.ts';

const NOW = new Date('2025-06-15T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString();

const bookings = [
  { id: 'a', status: 'completed', createdAt: daysAgo(1) },
  { id: 'b', status: 'pending', createdAt: daysAgo(6) },
  { id: 'c', status: 'completed', createdAt: daysAgo(8) },
  { id: 'd', status: 'cancelled', createdAt: daysAgo(20) },
  { id: 'e', status: 'confirmed', createdAt: daysAgo(40) },
  { id: 'f', status: 'completed', createdAt: daysAgo(300) },
  { id: 'g', status: 'assigned', createdAt: daysAgo(400) },
  { id: 'h', status: 'mystery', createdAt: daysAgo(2) },
];
const ids = (list: { id: string }[]) => list.map((b) => b.id);

describe('booking filters', () => {
  it('offers All and the statuses a listed booking can have (never pending: unpaid bookings are not listed)', () => {
    expect(STATUS_FILTERS).toEqual([
      'all',
      'confirmed',
      'assigned',
      'in_progress',
      'completed',
      'cancelled',
      'no_show',
    ]);
  });

  it('time filters reach back 7 days, 1 month and 1 year from now', () => {
    expect(periodStart('all', NOW)).toBeNull();
    expect(periodStart('week', NOW)?.toISOString()).toBe('2025-06-08T12:00:00.000Z');
    expect(periodStart('month', NOW)?.toISOString()).toBe('2025-05-15T12:00:00.000Z');
    expect(periodStart('year', NOW)?.toISOString()).toBe('2024-06-15T12:00:00.000Z');
  });

  it('filters on createdAt', () => {
    expect(ids(filterBookings(bookings, { status: 'all', period: 'all' }, NOW))).toHaveLength(8);
    expect(ids(filterBookings(bookings, { status: 'all', period: 'week' }, NOW))).toEqual(['a', 'b', 'h']);
    expect(ids(filterBookings(bookings, { status: 'all', period: 'month' }, NOW))).toEqual([
      'a',
      'b',
      'c',
      'd',
      'h',
    ]);
    expect(ids(filterBookings(bookings, { status: 'all', period: 'year' }, NOW))).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'h',
    ]);
  });

  it('filters on status', () => {
    expect(ids(filterBookings(bookings, { status: 'completed', period: 'all' }, NOW))).toEqual([
      'a',
      'c',
      'f',
    ]);
    expect(ids(filterBookings(bookings, { status: 'completed', period: 'week' }, NOW))).toEqual(['a']);
    expect(ids(filterBookings(bookings, { status: 'in_progress', period: 'all' }, NOW))).toEqual([]);
  });

  it('drops a booking with an unreadable createdAt only when a period is chosen', () => {
    const broken = [{ id: 'x', status: 'pending', createdAt: 'soon' }];
    expect(filterBookings(broken, { status: 'all', period: 'all' }, NOW)).toHaveLength(1);
    expect(filterBookings(broken, { status: 'all', period: 'year' }, NOW)).toHaveLength(0);
  });

  it('reads and writes the URL query, ignoring unknown values', () => {
    expect(filtersFromSearch(new URLSearchParams('status=completed&period=month'))).toEqual({
      status: 'completed',
      period: 'month',
    });
    expect(filtersFromSearch(new URLSearchParams('status=bogus&period=decade'))).toEqual({
      status: 'all',
      period: 'all',
    });
    expect(parseStatusFilter(null)).toBe('all');
    expect(parsePeriodFilter('year')).toBe('year');
    expect(filtersToSearch({ status: 'cancelled', period: 'year' }).toString()).toBe(
      'status=cancelled&period=year',
    );
    expect(
      filtersToSearch(
        { status: 'all', period: 'week' },
        new URLSearchParams('status=pending&x=1'),
      ).toString(),
    ).toBe('x=1&period=week');
    expect(isFiltered({ status: 'all', period: 'all' })).toBe(false);
    expect(isFiltered({ status: 'all', period: 'week' })).toBe(true);
  });
});
