import { describe, expect, it } from 'vitest';
import type { DriverPositionResponse } from '../../../shared/contracts/driver-trips.ts';
import {
  formatNyTime,
  formatPositionFrom,
  isTracked,
  telHref,
  trackingNote,
  vehicleAndPlate,
} from './assigned-driver.ts';

describe('assigned driver helpers', () => {
  it('tracks the position only while the trip is assigned or in progress', () => {
    expect(isTracked('assigned')).toBe(true);
    expect(isTracked('in_progress')).toBe(true);
    for (const s of ['pending', 'confirmed', 'completed', 'cancelled', 'unknown'])
      expect(isTracked(s)).toBe(false);
  });

  it('dials digits and a leading plus only', () => {
    expect(telHref('(212) 555-0148')).toBe('tel:2125550148');
    expect(telHref('+1 646-555-0100')).toBe('tel:+16465550100');
  });

  it('joins the vehicle and the plate, leaving out what is missing', () => {
    expect(vehicleAndPlate('Lincoln Navigator', 'T123456C')).toBe('Lincoln Navigator · T123456C');
    expect(vehicleAndPlate(null, 'T123456C')).toBe('T123456C');
    expect(vehicleAndPlate(' ', null)).toBe('');
  });

  it('reads a report time in New York in both languages', () => {
    // 14:42 UTC in July is 10:42 in New York (EDT).
    expect(formatNyTime('2026-07-01T14:42:00Z', 'en')).toMatch(/^10:42\sAM$/);
    expect(formatNyTime('2026-07-01T14:42:00Z', 'es')).toMatch(/^10:42\sa\.\s?m\.$/);
    expect(formatNyTime('not a date', 'en')).toBe('');
    expect(formatNyTime(null, 'en')).toBe('');
  });

  // 2026-07-01 11:00 in New York (EDT): the reader's clock in the tests below.
  const now = new Date('2026-07-01T15:00:00Z');

  it('says when the position shows: the time today, the date too on another day (New York)', () => {
    expect(formatPositionFrom('2026-07-01T19:00:00Z', 'en', now)).toMatch(/^3:00\sPM$/);
    expect(formatPositionFrom('2026-07-01T19:00:00Z', 'es', now)).toMatch(/^3:00\sp\.\s?m\.$/);
    // 02:30 UTC on Jul 2 is still Jul 1 in New York: today.
    expect(formatPositionFrom('2026-07-02T02:30:00Z', 'en', now)).toMatch(/^10:30\sPM$/);
    expect(formatPositionFrom('2026-07-03T19:00:00Z', 'en', now)).toMatch(/^Fri, Jul 3,? 3:00\sPM$/);
    expect(formatPositionFrom('2026-07-03T19:00:00Z', 'es', now)).toMatch(/^vie.* 3 .*jul.*3:00\sp\.\s?m\.$/);
    expect(formatPositionFrom('2027-01-05T19:00:00Z', 'en', now)).toContain('2027');
    expect(formatPositionFrom(null, 'en', now)).toBe('');
    expect(formatPositionFrom('nope', 'en', now)).toBe('');
  });

  it('picks the line under the map from the server answer (decision 22)', () => {
    const answer = (over: Partial<DriverPositionResponse>): DriverPositionResponse => ({
      status: 'assigned',
      tracking: 'notYet',
      visibleFrom: null,
      location: null,
      ...over,
    });
    const location = { latitude: 40.7, longitude: -74, updatedAt: '2026-07-01T14:42:00Z' };
    expect(trackingNote(answer({ tracking: 'live', location }), false, 'en', now)).toEqual({
      key: 'updated',
      time: formatNyTime(location.updatedAt, 'en'),
    });
    expect(trackingNote(answer({ visibleFrom: '2026-07-03T19:00:00Z' }), false, 'en', now)).toMatchObject({
      key: 'from',
      time: expect.stringMatching(/Jul 3/),
    });
    expect(trackingNote(answer({ status: 'completed', tracking: 'ended' }), false, 'en', now)).toEqual({
      key: 'ended',
    });
    // Live but nothing reported yet, no driver yet, no answer: wait for the chauffeur to share it.
    expect(trackingNote(answer({ tracking: 'live' }), false, 'en', now)).toEqual({ key: 'waiting' });
    expect(trackingNote(answer({}), false, 'en', now)).toEqual({ key: 'waiting' });
    expect(trackingNote(undefined, true, 'en', now)).toEqual({ key: 'failed' });
  });
});
