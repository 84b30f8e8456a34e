import { describe, expect, it } from 'vitest';
import {
  BOOKING_START_HREF,
  bookAirport,
  bookCorporate,
  bookEvent,
  bookEventPackage,
  bookEventRoute,
  bookHourly,
  bookRoute,
  bookWedding,
  hourlyCustomQuoteHref,
} from './book-actions.ts';
import { terminalAddress, zoneAddress } from '../../../booking/lib/airport-places.ts';
import { AIRPORTS, EVENT_PACKAGES, HOURLY_PACKAGES, ROUTES, WEDDING_PACKAGES } from './offers.ts';

const params = (href: string) => Object.fromEntries(new URL(href, 'http://x').searchParams);

describe('published prices (operations document, section 9)', () => {
  it('lists the airport, hourly, route, wedding and event prices', () => {
    expect(AIRPORTS.map((a) => [a.code, a.price])).toEqual([
      ['JFK', 99],
      ['LGA', 89],
      ['EWR', 109],
    ]);
    expect(HOURLY_PACKAGES.map((p) => [p.id, p.hours, p.price, p.popular])).toEqual([
      ['basic', 2, 199, false],
      ['standard', 4, 359, true],
      ['premium', 8, 649, false],
    ]);
    // One duration per route, shown alike on every page (issue 34: "25-35 min" here, "45 min" there).
    expect(ROUTES.map((r) => [r.id, r.price, r.minutes])).toEqual([
      ['manhattan-brooklyn', 79, [25, 35]],
      ['manhattan-queens', 89, [30, 40]],
      ['manhattan-long-island', 149, [45, 60]],
    ]);
    expect(WEDDING_PACKAGES.map((p) => [p.id, p.name, p.hours, p.price])).toEqual([
      ['wedding-basic', 'Essential Wedding Package', 4, 450],
      ['wedding-premium', 'Luxury Wedding Package', 6, 750],
      ['wedding-deluxe', 'Royal Wedding Package', 8, 1200],
    ]);
    expect(EVENT_PACKAGES.map((p) => [p.id, p.price])).toEqual([
      ['prom', 199],
      ['gala', 299],
      ['corporate', 149],
    ]);
  });
});

describe('Book buttons', () => {
  it('airport: stores the selection with terminals and Manhattan areas and opens From Airport', () => {
    const action = bookAirport('lga');
    expect(action.href).toBe('/?service=from-airport&showMap=true');
    expect(action.airport).toMatchObject({
      pickupAirport: 'LGA',
      basePrice: 89,
      isAirportService: true,
      lockAddresses: true,
      airportZones: ['Terminal A', 'Terminal B', 'Terminal C'],
    });
    expect(action.airport?.destinationZones).toContain('Midtown East & Grand Central');
    expect(action.draft).toMatchObject({ serviceType: 'from-airport', basePrice: 89, isPrePopulated: true });
  });

  it('airport: never books "Manhattan" as a whole; every terminal and area it offers has its own address', () => {
    for (const airport of AIRPORTS) {
      const action = bookAirport(airport.id);
      expect(action.draft?.destinationAddress).toBeUndefined();
      expect(action.airport?.destinationAddress).toBe('');
      expect(JSON.stringify(action)).not.toContain('Manhattan, New York, NY');
      for (const terminal of action.airport?.airportZones ?? []) {
        expect(terminalAddress(airport.code, terminal), `${airport.code} ${terminal}`).toMatch(
          new RegExp(`^${airport.code} ${terminal}`),
        );
      }
      for (const zone of action.airport?.destinationZones ?? []) {
        expect(zoneAddress(zone), zone).toMatch(/, Manhattan, New York, NY$/);
      }
    }
  });

  it('hourly: goes to vehicle selection with the package hours and price', () => {
    expect(bookHourly('standard')).toEqual({
      href: '/vehicle-selection/hourly-service',
      draft: expect.objectContaining({
        serviceType: 'hourly-service',
        hours: 4,
        basePrice: 359,
        isHourlyService: true,
        isPrePopulated: true,
      }) as unknown,
    });
    expect(params(hourlyCustomQuoteHref)).toEqual({ service: 'hourly', showMap: 'true' });
  });

  it('point to point: popular routes carry addresses, duration and distance; custom carries the estimate', () => {
    const route = bookRoute('manhattan-queens');
    expect(route.href).toBe('/vehicle-selection/point-to-point');
    expect(route.draft).toMatchObject({
      serviceType: 'point-to-point',
      basePrice: 89,
      estimatedTime: '30-40 min',
      distance: '10-15 mi',
    });
    // The route's areas price the package; they are marked as areas, so booking details asks for the doors.
    expect(route.draft?.pickupAddress).toMatch(/Manhattan/);
    expect(route.draft?.destinationAddress).toMatch(/Queens/);
    expect(route.draft).toMatchObject({ pickupIsArea: true, destinationIsArea: true });
    expect(bookRoute('custom')).toMatchObject({
      href: '/vehicle-selection/point-to-point',
      draft: { routeId: 'custom', basePrice: 89 },
    });
  });

  it('corporate: each service stores its service type and opens the form', () => {
    expect(bookCorporate('road-shows')).toEqual({
      href: '/?service=hourly&showMap=true',
      draft: { serviceType: 'hourly', package: 'road-shows', packageName: 'Road Shows' },
    });
    expect(params(bookCorporate('executive-transfers').href).service).toBe('point-to-point');
  });

  it('events: wedding, prom and gala lead to the booking step for their event type', () => {
    expect(bookEvent('wedding').draft?.eventType).toBe('event-wedding');
    expect(params(bookEvent('prom').href)).toEqual({ service: 'prom', showMap: 'true' });
    expect(params(bookEvent('gala').href)).toEqual({ service: 'events', type: 'gala', showMap: 'true' });
    // Prom and gala carry their event package: the ride form shows it.
    expect(bookEvent('prom').draft).toMatchObject({ serviceType: 'prom', package: 'prom' });
    expect(bookEvent('gala').draft).toMatchObject({ serviceType: 'hourly', package: 'gala' });
  });

  it('wedding: /?service=wedding&package={id}&showMap=true, custom included', () => {
    const action = bookWedding('wedding-deluxe');
    expect(params(action.href)).toEqual({ service: 'wedding', package: 'wedding-deluxe', showMap: 'true' });
    expect(action.draft).toMatchObject({ serviceType: 'wedding', hours: 8, basePrice: 1200 });
    expect(params(bookWedding('custom').href).package).toBe('custom');
  });

  it('event packages and routes: the query strings of the specification', () => {
    expect(params(bookEventPackage('corporate').href)).toEqual({
      service: 'events',
      type: 'corporate',
      showMap: 'true',
    });
    expect(bookEventPackage('prom').draft).toMatchObject({ serviceType: 'prom', basePrice: 199 });
    expect(params(bookEventPackage('custom').href).type).toBe('custom');
    const route = bookEventRoute('manhattan-long-island');
    expect(params(route.href)).toEqual({
      service: 'point-to-point',
      route: 'manhattan-long-island',
      showMap: 'true',
    });
    expect(route.draft).toMatchObject({ basePrice: 149, estimatedTime: '45-60 min' });
    // No area names as addresses: the ride form asks for the doors.
    expect(route.draft?.pickupAddress).toBeUndefined();
    expect(route.draft?.destinationAddress).toBeUndefined();
  });

  it('fleet and about: Book Now opens the booking start', () => {
    expect(BOOKING_START_HREF).toBe('/?showMap=true');
  });
});
