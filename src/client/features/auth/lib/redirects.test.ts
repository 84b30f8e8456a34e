import { describe, expect, it } from 'vitest';
import {
  ADMIN_HOME,
  afterBookingSignIn,
  afterDriverLogin,
  afterLogin,
  bookingStepAfterAuth,
  googleErrorCode,
  homeFor,
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
      '/.//evil.example',
      '/..//evil.example',
      '/a/..//evil.example/x',
      '/\t/evil.example',
    ]) {
      expect(safeNextPath(bad)).toBeNull();
    }
  });
});

describe('where an account lands', () => {
  it('is the role home: drivers their dashboard, admins the driver applications, others home', () => {
    expect(homeFor('driver')).toBe('/driver/dashboard');
    expect(homeFor('admin')).toBe('/admin');
    expect(ADMIN_HOME).toBe('/admin');
    expect(homeFor('passenger')).toBe('/');
    expect(homeFor('guest')).toBe('/');
  });
  it('follows next, else the role home (/login)', () => {
    expect(afterLogin({ role: 'passenger' }, '/bookings')).toBe('/bookings');
    expect(afterLogin({ role: 'passenger' }, '//evil')).toBe('/');
    expect(afterLogin({ role: 'passenger' }, '/.//evil.example')).toBe('/');
    expect(afterLogin({ role: 'admin' }, '/a/..//evil.example/x')).toBe('/admin');
    expect(afterDriverLogin({ role: 'driver' }, '/..//evil.example')).toBe('/driver/dashboard');
    expect(afterLogin({ role: 'driver' }, null)).toBe('/driver/dashboard');
    expect(afterLogin({ role: 'admin' }, null)).toBe('/admin');
    expect(afterLogin({ role: 'admin' }, 'https://evil.example/')).toBe('/admin');
    expect(afterLogin({ role: 'driver' }, '/driver/dashboard?tab=active')).toBe(
      '/driver/dashboard?tab=active',
    );
  });
  it('sends drivers to their dashboard from the driver login, admins to theirs', () => {
    expect(afterDriverLogin({ role: 'driver' }, null)).toBe('/driver/dashboard');
    expect(afterDriverLogin({ role: 'admin' }, null)).toBe('/admin');
    expect(afterDriverLogin({ role: 'passenger' }, null)).toBe('/');
    expect(afterDriverLogin({ role: 'driver' }, '//evil')).toBe('/driver/dashboard');
    expect(afterDriverLogin({ role: 'driver' }, '/bookings')).toBe('/bookings');
  });
  it('on the booking step (/auth): a booking in progress carries on, else drivers and admins go home', () => {
    expect(afterBookingSignIn({ role: 'driver' }, false)).toBe('/driver/dashboard');
    expect(afterBookingSignIn({ role: 'admin' }, false)).toBe('/admin');
    expect(afterBookingSignIn({ role: 'passenger' }, false)).toBe('/booking-details');
    expect(afterBookingSignIn({ role: 'driver' }, true)).toBe('/booking-details');
    expect(afterBookingSignIn({ role: 'passenger' }, true)).toBe('/booking-details');
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

describe('bookingStepAfterAuth (a signed-in visitor on /auth)', () => {
  it('goes on to the booking details with a vehicle chosen, to the vehicle step without one', () => {
    expect(bookingStepAfterAuth({ serviceType: 'point-to-point', vehicleId: 'sedan-s-class' })).toBe(
      '/booking-details',
    );
    expect(bookingStepAfterAuth({ serviceType: 'hourly-service' })).toBe('/vehicle-selection/hourly-service');
    expect(bookingStepAfterAuth({ serviceType: 'to-airport', vehicleId: ' ' })).toBe(
      '/vehicle-selection/to-airport',
    );
  });

  it('stays without a booking in progress', () => {
    expect(bookingStepAfterAuth(null)).toBeNull();
  });
});

describe('googleErrorCode', () => {
  it('shows only the codes Google sign-in comes back with', () => {
    expect(googleErrorCode('auth.googleFailed')).toBe('auth.googleFailed');
    expect(googleErrorCode('auth.googleEmailUnverified')).toBe('auth.googleEmailUnverified');
    expect(googleErrorCode('auth.invalidCredentials')).toBeNull();
    expect(googleErrorCode('<script>')).toBeNull();
    expect(googleErrorCode(null)).toBeNull();
  });
});
