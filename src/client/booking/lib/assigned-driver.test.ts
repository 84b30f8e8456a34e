import { describe, expect, it } from 'vitest';
import { formatNyTime, isTracked, telHref, vehicleAndPlate } from './assigned-driver.ts';

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
});
