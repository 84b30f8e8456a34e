import { describe, expect, it } from 'vitest';
import type { PackagePrice } from '../../../../shared/contracts/package-prices.ts';
import { airportPackageId, asksHours, defaultHours, HOUR_CHOICES, shownPackageId } from './ride-packages.ts';

const PACKAGES: PackagePrice[] = [
  { id: 'standard', kind: 'hourly', name: 'Standard Package', price: 359, hours: 4 },
  { id: 'gala', kind: 'event', name: 'Gala & Special Events', price: 299, hours: null },
  { id: 'jfk', kind: 'airport', name: 'JFK Airport to Manhattan', price: 99, hours: null },
];

describe('the ride form and packages', () => {
  it('asks hours on the services priced by the hour: hourly, and those whose car waits on site', () => {
    expect(asksHours('hourly')).toBe(true);
    expect(asksHours('hourly-service')).toBe(true);
    for (const waiting of ['tour', 'prom', 'sweet-16', 'wedding']) expect(asksHours(waiting)).toBe(true);
    expect(asksHours('point-to-point')).toBe(false);
    expect(asksHours('from-airport')).toBe(false);
  });

  it('offers 2 to 12 hours', () => {
    expect(HOUR_CHOICES).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("starts from the draft's hours, else the package's, else 2", () => {
    expect(defaultHours({ serviceType: 'hourly', hours: 6 }, PACKAGES)).toBe(6);
    expect(defaultHours({ serviceType: 'hourly', package: 'standard' }, PACKAGES)).toBe(4);
    expect(defaultHours({ serviceType: 'hourly', package: 'standard' }, undefined)).toBe(2);
    expect(defaultHours({ serviceType: 'hourly', package: 'gala' }, PACKAGES)).toBe(2);
    expect(defaultHours({ serviceType: 'hourly', hours: 30, package: 'standard' }, PACKAGES)).toBe(4);
    expect(defaultHours(null, PACKAGES)).toBe(2);
  });

  it('prices an airport selection by its airport package', () => {
    expect(airportPackageId('jfk-manhattan')).toBe('jfk');
    expect(airportPackageId('lga')).toBe('lga');
  });

  it('shows a route or a package, never the custom estimate', () => {
    expect(shownPackageId({ serviceType: 'point-to-point', routeId: 'manhattan-queens' })).toBe(
      'manhattan-queens',
    );
    expect(shownPackageId({ serviceType: 'wedding', package: 'wedding-premium' })).toBe('wedding-premium');
    expect(shownPackageId({ serviceType: 'wedding', package: 'custom' })).toBeUndefined();
    expect(shownPackageId({ serviceType: 'tour' })).toBeUndefined();
    expect(shownPackageId(null)).toBeUndefined();
  });
});
