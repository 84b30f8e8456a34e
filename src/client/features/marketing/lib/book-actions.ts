import type { AirportServiceSelection, BookingDraft } from '../../../booking/lib/draft-types.ts';
import {
  AIRPORTS,
  CORPORATE_SERVICES,
  CUSTOM_ROUTE_PRICE,
  EVENT_PACKAGES,
  HOURLY_PACKAGES,
  MANHATTAN_ZONES,
  ROUTES,
  WEDDING_PACKAGES,
  type AirportOffer,
  type CorporateServiceId,
  type EventOffer,
  type HourlyOffer,
  type RouteOffer,
  type WeddingOffer,
} from './offers.ts';

/**
 * What a "Book" button of a marketing page does: the draft it stores (the specification's bookingData,
 * and selectedAirportService for airports) and where it goes. Pure, so every button is unit-tested.
 */
export interface BookAction {
  href: string;
  /** Replaces bookingData when present. */
  draft?: BookingDraft;
  /** Replaces selectedAirportService when present; any other action clears it. */
  airport?: AirportServiceSelection;
}

const widget = (params: Record<string, string>) =>
  `/?${new URLSearchParams({ ...params, showMap: 'true' }).toString()}`;

function find<T extends { id: string }>(list: readonly T[], id: string): T {
  const found = list.find((o) => o.id === id);
  if (!found) throw new Error(`Unknown offer ${id}`);
  return found;
}

/**
 * Airport transfer page: the selection with its terminals and Manhattan areas; the widget opens on From Airport
 * and shows the airport card, where the customer chooses the terminal and the area (their addresses become the
 * pickup and the destination: the ride is never booked to "Manhattan" as a whole).
 */
export function bookAirport(id: AirportOffer['id']): BookAction {
  const a = find(AIRPORTS, id);
  return {
    href: widget({ service: 'from-airport' }),
    airport: {
      id: `${a.id}-manhattan`,
      name: a.name,
      pickupAirport: a.code,
      pickupAddress: a.airport,
      // Chosen on the airport card (a Manhattan area's address).
      destinationAddress: '',
      basePrice: a.price,
      isAirportService: true,
      lockAddresses: true,
      airportZones: [...a.terminals],
      destinationZones: [...MANHATTAN_ZONES],
    },
    draft: {
      serviceType: 'from-airport',
      serviceName: 'From Airport',
      pickupAddress: a.airport,
      package: `${a.id}-manhattan`,
      packageName: a.name,
      basePrice: a.price,
      isPrePopulated: true,
    },
  };
}

/** Hourly page: the package goes straight to vehicle selection for hourly-service. */
export function bookHourly(id: HourlyOffer['id']): BookAction {
  const p = find(HOURLY_PACKAGES, id);
  return {
    href: '/vehicle-selection/hourly-service',
    draft: {
      serviceType: 'hourly-service',
      serviceName: 'Hourly/As Directed',
      package: p.id,
      packageName: p.name,
      hours: p.hours,
      basePrice: p.price,
      isHourlyService: true,
      isSpecialService: true,
      isPrePopulated: true,
    },
  };
}

/** Hourly page, custom quote: the booking form with Hourly/As Directed chosen. */
export const hourlyCustomQuoteHref = widget({ service: 'hourly' });

const routeRange = ([a, b]: readonly [number, number], unit: string) => `${a}-${b} ${unit}`;

/** Point-to-point page: a popular route, or the custom route estimate, to vehicle selection. */
export function bookRoute(id: RouteOffer['id'] | 'custom'): BookAction {
  const base: BookingDraft = {
    serviceType: 'point-to-point',
    serviceName: 'Point to Point',
    isSpecialService: true,
    isPrePopulated: true,
  };
  if (id === 'custom') {
    return {
      href: '/vehicle-selection/point-to-point',
      draft: { ...base, routeId: 'custom', routeName: 'Custom Route', basePrice: CUSTOM_ROUTE_PRICE },
    };
  }
  const r = find(ROUTES, id);
  return {
    href: '/vehicle-selection/point-to-point',
    draft: {
      ...base,
      routeId: r.id,
      routeName: r.name,
      // The route's two areas price the package; booking details asks for the doors inside them.
      pickupAddress: r.from,
      destinationAddress: r.to,
      pickupIsArea: true,
      destinationIsArea: true,
      basePrice: r.price,
      estimatedTime: routeRange(r.minutes, 'min'),
      distance: routeRange(r.miles, 'mi'),
    },
  };
}

/** Corporate page: each service stores its service type and opens the booking form on the home page. */
export function bookCorporate(id: CorporateServiceId): BookAction {
  const c = find(CORPORATE_SERVICES, id);
  return {
    href: widget({ service: c.serviceType }),
    draft: { serviceType: c.serviceType, package: c.id, packageName: c.name },
  };
}

/** Events page: wedding, prom & formal, gala & special: the booking step for event-wedding, event-prom, event-gala. */
export function bookEvent(kind: 'wedding' | 'prom' | 'gala'): BookAction {
  const eventType = `event-${kind}`;
  if (kind === 'wedding')
    return { href: widget({ service: 'wedding' }), draft: { serviceType: 'wedding', eventType } };
  if (kind === 'prom')
    return {
      href: widget({ service: 'prom' }),
      draft: {
        serviceType: 'prom',
        eventType,
        package: 'prom',
        packageName: find(EVENT_PACKAGES, 'prom').name,
      },
    };
  return {
    href: widget({ service: 'events', type: 'gala' }),
    draft: {
      serviceType: 'hourly',
      eventType,
      package: 'gala',
      packageName: find(EVENT_PACKAGES, 'gala').name,
    },
  };
}

/** Wedding page: Book This Package, or the custom quote. */
export function bookWedding(id: WeddingOffer['id'] | 'custom'): BookAction {
  const href = widget({ service: 'wedding', package: id });
  if (id === 'custom') {
    return {
      href,
      draft: { serviceType: 'wedding', package: 'custom', packageName: 'Custom Wedding Package' },
    };
  }
  const p = find(WEDDING_PACKAGES, id);
  return {
    href,
    draft: {
      serviceType: 'wedding',
      package: p.id,
      packageName: p.name,
      hours: p.hours,
      basePrice: p.price,
      isSpecialService: true,
    },
  };
}

/** Event-packages page: Book This Service (prom, gala, corporate) or the custom quote. */
export function bookEventPackage(id: EventOffer['id'] | 'custom'): BookAction {
  const href = widget({ service: 'events', type: id });
  const serviceType = id === 'prom' ? 'prom' : 'hourly';
  if (id === 'custom') {
    return {
      href,
      draft: { serviceType, eventType: 'custom', package: 'custom', packageName: 'Custom Event' },
    };
  }
  const p = find(EVENT_PACKAGES, id);
  return {
    href,
    draft: {
      serviceType,
      eventType: p.id,
      package: p.id,
      packageName: p.name,
      basePrice: p.price,
      isSpecialService: true,
    },
  };
}

/**
 * Event-packages page: Book This Route: the ride form with the route's package, where the customer gives the
 * doors (the route's areas are not addresses: PRODUCT decision 25).
 */
export function bookEventRoute(id: RouteOffer['id']): BookAction {
  const r = find(ROUTES, id);
  return {
    href: widget({ service: 'point-to-point', route: r.id }),
    draft: {
      serviceType: 'point-to-point',
      serviceName: 'Point to Point',
      routeId: r.id,
      routeName: r.name,
      basePrice: r.price,
      estimatedTime: routeRange(r.minutes, 'min'),
    },
  };
}

/** Fleet and about pages: the booking start (the specification's dangling /booking, product decision 15). */
export const BOOKING_START_HREF = widget({});
