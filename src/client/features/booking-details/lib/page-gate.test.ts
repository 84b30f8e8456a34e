import { describe, expect, it } from 'vitest';
import { detailsRedirect } from './page-gate.ts';

describe('detailsRedirect', () => {
  const ready = { serviceType: 'hourly-service', vehicleId: 'sedan-cadillac' };

  it('sends no draft home and a draft without a vehicle to its vehicle selection', () => {
    expect(detailsRedirect(null, 'standard')).toBe('/');
    expect(detailsRedirect({ serviceType: 'from-airport' }, 'standard')).toBe(
      '/vehicle-selection/from-airport',
    );
    expect(detailsRedirect(ready, 'standard')).toBeNull();
  });

  it('keeps the special-service page to its three service types', () => {
    expect(detailsRedirect(ready, 'special')).toBeNull();
    expect(detailsRedirect({ ...ready, serviceType: 'point-to-point' }, 'special')).toBeNull();
    expect(detailsRedirect({ ...ready, serviceType: 'wedding' }, 'special')).toBe('/booking-details');
    expect(detailsRedirect({ serviceType: 'airport-transfer' }, 'special')).toBe(
      '/vehicle-selection/airport-transfer',
    );
  });
});
