import { describe, expect, it } from 'vitest';
import { serviceCardKind } from './service-card.ts';

describe('serviceCardKind', () => {
  it('opens the summary with a service card for airport, hourly and route packages only', () => {
    expect(serviceCardKind({ serviceType: 'airport-transfer' })).toBe('airport');
    expect(serviceCardKind({ serviceType: 'from-airport', package: 'jfk-manhattan' })).toBe('airport');
    expect(serviceCardKind({ serviceType: 'from-airport' })).toBeNull();
    expect(serviceCardKind({ serviceType: 'hourly-service' })).toBe('hourly');
    expect(serviceCardKind({ serviceType: 'hourly-service', package: 'standard' })).toBe('hourly');
    expect(serviceCardKind({ serviceType: 'point-to-point', routeId: 'manhattan-queens' })).toBe('route');
    expect(serviceCardKind({ serviceType: 'point-to-point', routeId: 'custom' })).toBeNull();
    expect(serviceCardKind({ serviceType: 'wedding', package: 'wedding-basic' })).toBeNull();
  });
});
