import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatCoordinate,
  formatDistance,
  formatDuration,
  formatStageTime,
  formatTripDateTime,
  passengerName,
  pickupMapsHref,
  telHref,
  vehicleLabel,
} from './format.ts';

describe('driver dashboard formatting', () => {
  it('shows coordinates with six decimals', () => {
    expect(formatCoordinate(40.7589)).toBe('40.758900');
    expect(formatCoordinate(-73.98513)).toBe('-73.985130');
    expect(formatCoordinate(40.12345678)).toBe('40.123457');
  });

  it('defect: a stage read "On the way · 10:04:37 AM"; now hours and minutes in New York, in the page language', () => {
    // 15:04:37 UTC on 10 December 2026 is 10:04:37 AM EST.
    expect(formatStageTime('2026-12-10T15:04:37Z', 'en')).toMatch(/^10:04\sAM$/);
    expect(formatStageTime('2026-12-10T15:04:37Z', 'es')).toMatch(/^10:04\sa\.\s?m\.$/);
    expect(formatStageTime(null, 'en')).toBe('');
  });

  it('reads pickup times on New York clocks in both languages', () => {
    // 19:30 UTC on 5 March 2026 is 2:30 PM EST.
    expect(formatTripDateTime('2026-03-05T19:30:00Z', 'en')).toMatch(/Thu, Mar 5, 2026.*2:30\sPM EST/);
    expect(formatTripDateTime('2026-03-05T19:30:00Z', 'es')).toMatch(/jue.*5.*mar.*2026/i);
    // Summer: EDT.
    expect(formatTripDateTime('2026-07-01T16:00:00Z', 'en')).toMatch(/12:00\sPM EDT/);
    expect(formatTripDateTime(null, 'en')).toBe('');
    expect(formatTripDateTime('not a date', 'en')).toBe('');
  });

  it('shows the clock with seconds in New York', () => {
    expect(formatClock(new Date('2026-03-05T19:30:05Z'), 'en')).toMatch(/2:30:05\sPM/);
    expect(formatClock(null, 'en')).toBe('');
  });

  it('formats miles and durations', () => {
    expect(formatDistance(12.44, 'en')).toBe('12.4 mi');
    expect(formatDistance(1234.5, 'en')).toBe('1,234.5 mi');
    expect(formatDistance(null, 'en')).toBe('');
    expect(formatDuration(45 * 60)).toBe('45 min');
    expect(formatDuration(65 * 60)).toBe('1 h 5 min');
    expect(formatDuration(120 * 60)).toBe('2 h');
    expect(formatDuration(10)).toBe('1 min');
    expect(formatDuration(null)).toBe('');
  });

  it('names the vehicle, with the specification default', () => {
    expect(vehicleLabel({ vehicle: { name: 'Cadillac XTS Sedan' } })).toBe('Cadillac XTS Sedan');
    expect(vehicleLabel({ vehicle: { name: '  ' } })).toBe('VIP Service');
  });

  it('builds the passenger name and a dialable tel: link', () => {
    expect(passengerName({ user: { firstName: 'Nora', lastName: 'Quinn', phone: null } })).toBe('Nora Quinn');
    expect(telHref('(917) 555-0123')).toBe('tel:9175550123');
    expect(telHref('+1 917 555 0123')).toBe('tel:+19175550123');
    expect(telHref('12')).toBeNull();
    expect(telHref(null)).toBeNull();
  });

  it('opens directions to the pickup by coordinates, or by address when unknown', () => {
    expect(pickupMapsHref({ pickupAddress: 'Times Square', pickupLat: 40.758, pickupLng: -73.9855 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=40.758%2C-73.9855',
    );
    expect(
      pickupMapsHref({ pickupAddress: '11 W 53rd St, New York', pickupLat: null, pickupLng: null }),
    ).toBe('https://www.google.com/maps/dir/?api=1&destination=11%20W%2053rd%20St%2C%20New%20York');
  });
});
