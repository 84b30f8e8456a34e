import { describe, expect, it } from 'vitest';
import { headingKind } from '../../../../shared/prerendered-pages.ts';
import { editRideHref } from './service-summary.ts';

describe('headingKind', () => {
  it('follows the URL parameter: point-to-point, hourly, airport, else luxury', () => {
    expect(headingKind('point-to-point')).toBe('pointToPoint');
    expect(headingKind('hourly')).toBe('hourly');
    expect(headingKind('hourly-service')).toBe('hourly');
    expect(headingKind('from-airport')).toBe('airport');
    expect(headingKind('airport-transfer')).toBe('airport');
    expect(headingKind('wedding')).toBe('luxury');
    expect(headingKind('')).toBe('luxury');
  });
});

describe('editRideHref', () => {
  it('sends hourly and route packages back to their page, any other ride to the home widget', () => {
    expect(editRideHref({ serviceType: 'hourly-service', package: 'basic' })).toEqual({
      href: '/services/hourly-service',
      changePackage: true,
    });
    expect(editRideHref({ serviceType: 'point-to-point', routeId: 'manhattan-queens' })).toEqual({
      href: '/services/point-to-point',
      changePackage: true,
    });
    expect(editRideHref({ serviceType: 'from-airport', package: 'jfk-manhattan' })).toEqual({
      href: '/',
      changePackage: false,
    });
    expect(editRideHref({ serviceType: 'point-to-point' }).href).toBe('/');
  });
});
