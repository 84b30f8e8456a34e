import { describe, expect, it } from 'vitest';
import {
  afterDriverLogin,
  afterLogin,
  identifierPayload,
  safeNextPath,
  vehicleSelectionHref,
} from './redirects.ts';

describe('safeNextPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeNextPath('/bookings')).toBe('/bookings');
    expect(safeNextPath('/bookings?status=completed#top')).toBe('/bookings?status=completed#top');
  });
  it('refuses other sites, schemes and odd forms', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'bookings',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\u0000x',
      '/\tevil',
    ]) {
      expect(safeNextPath(bad)).toBeNull();
    }
  });
});

describe('where an account lands', () => {
  it('follows next, else the role home', () => {
    expect(afterLogin({ role: 'passenger' }, '/bookings')).toBe('/bookings');
    expect(afterLogin({ role: 'passenger' }, '//evil')).toBe('/');
    expect(afterLogin({ role: 'driver' }, null)).toBe('/driver/dashboard');
    expect(afterLogin({ role: 'admin' }, null)).toBe('/admin');
  });
  it('sends drivers to their dashboard from the driver login', () => {
    expect(afterDriverLogin({ role: 'driver' }, null)).toBe('/driver/dashboard');
    expect(afterDriverLogin({ role: 'admin' }, null)).toBe('/admin');
    expect(afterDriverLogin({ role: 'passenger' }, null)).toBe('/');
  });
});

describe('identifierPayload', () => {
  it('sends an identifier with an at-sign as email, else as username', () => {
    expect(identifierPayload(' ana@example.com ')).toEqual({ email: 'ana@example.com' });
    expect(identifierPayload('ana')).toEqual({ username: 'ana' });
  });
});

describe('vehicleSelectionHref', () => {
  it('returns step 2 for the stored service type, else home', () => {
    expect(vehicleSelectionHref('point-to-point')).toBe('/vehicle-selection/point-to-point');
    expect(vehicleSelectionHref(undefined)).toBe('/');
  });
});
