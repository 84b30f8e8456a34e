import { describe, expect, it } from 'vitest';
import {
  ACTION_STATUS,
  driverActions,
  filterCounts,
  formatAgo,
  formatDay,
  formatDayTime,
  formatRating,
  mapsHref,
  parseDriverFilter,
} from './drivers.ts';

describe('the drivers section helpers', () => {
  it('reads the availability filter from the address, anything else is every driver', () => {
    expect(parseDriverFilter('busy')).toBe('busy');
    expect(parseDriverFilter('suspended')).toBe('suspended');
    expect(parseDriverFilter('asleep')).toBe('all');
    expect(parseDriverFilter(null)).toBe('all');
  });

  it('counts every driver for the All chip', () => {
    expect(filterCounts({ available: 3, busy: 1, offline: 4, suspended: 2 })).toEqual({
      all: 10,
      available: 3,
      busy: 1,
      offline: 4,
      suspended: 2,
    });
  });

  it('shows a rating to one decimal out of 5.0, or nothing without ratings', () => {
    expect(formatRating(4.8, 'en')).toBe('4.8 / 5.0');
    expect(formatRating(4, 'en')).toBe('4.0 / 5.0');
    expect(formatRating(4.75, 'es')).toBe('4.8 / 5.0');
    expect(formatRating(5, 'en')).toBe('5.0 / 5.0');
    expect(formatRating(null, 'en')).toBeNull();
  });

  it('says how long ago a position came, in the page language', () => {
    const now = new Date('2026-03-05T18:30:00Z');
    expect(formatAgo('2026-03-05T18:27:00Z', now, 'en')).toBe('3 minutes ago');
    expect(formatAgo('2026-03-05T16:20:00Z', now, 'en')).toBe('2 hours ago');
    expect(formatAgo('2026-03-05T18:27:00Z', now, 'es')).toBe('hace 3 minutos');
    expect(formatAgo('2026-03-04T17:00:00Z', now, 'en')).toBe('yesterday');
    expect(formatAgo('2026-03-05T18:29:40Z', now, 'en')).toBeNull();
    expect(formatAgo(null, now, 'en')).toBeNull();
  });

  it('dates on New York clocks; a calendar date is never moved a day', () => {
    expect(formatDayTime('2026-03-05T18:30:00Z', 'en')).toBe('Mar 5, 2026, 1:30 PM EST');
    expect(formatDay('2026-03-06T03:00:00Z', 'en')).toBe('Mar 5, 2026');
    expect(formatDay('2031-06-30', 'en')).toBe('Jun 30, 2031');
    expect(formatDayTime(null, 'en')).toBe('');
  });

  it('links a position to a map', () => {
    expect(mapsHref(40.758, -73.9855)).toBe(
      'https://www.google.com/maps/search/?api=1&query=40.758000,-73.985500',
    );
  });

  it('offers the actions a stored status allows, each storing the right status', () => {
    expect(driverActions({ status: 'available' })).toEqual(['setOffline', 'suspend']);
    expect(driverActions({ status: 'offline' })).toEqual(['setAvailable', 'suspend']);
    expect(driverActions({ status: 'suspended' })).toEqual(['reinstate']);
    expect(ACTION_STATUS.suspend).toBe('suspended');
    expect(ACTION_STATUS.reinstate).toBe('available');
    expect(ACTION_STATUS.setOffline).toBe('offline');
  });
});
