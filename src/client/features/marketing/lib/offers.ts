/**
 * The packages, routes and prices of the operations document, section 9, in one place.
 * Prices are whole US dollars as published ("starting at"); the server prices the actual ride per vehicle.
 * `name` is the English name stored with the booking draft; pages show the translated name from their own
 * locale namespace (transport, occasions, company), keyed by the offer id.
 */

export interface AirportOffer {
  id: 'jfk' | 'lga' | 'ewr';
  code: string;
  name: string;
  airport: string;
  /** Starting price, JFK 99, LaGuardia 89, Newark 109. */
  price: number;
  terminals: readonly string[];
}

export const AIRPORTS: readonly AirportOffer[] = [
  {
    id: 'jfk',
    code: 'JFK',
    name: 'JFK Airport to Manhattan',
    airport: 'John F. Kennedy International Airport (JFK), Queens, NY 11430',
    price: 99,
    terminals: ['Terminal 1', 'Terminal 4', 'Terminal 5', 'Terminal 7', 'Terminal 8'],
  },
  {
    id: 'lga',
    code: 'LGA',
    name: 'LaGuardia Airport to Manhattan',
    airport: 'LaGuardia Airport (LGA), Queens, NY 11371',
    price: 89,
    terminals: ['Terminal A', 'Terminal B', 'Terminal C'],
  },
  {
    id: 'ewr',
    code: 'EWR',
    name: 'Newark Airport to Manhattan',
    airport: 'Newark Liberty International Airport (EWR), Newark, NJ 07114',
    price: 109,
    terminals: ['Terminal A', 'Terminal B', 'Terminal C'],
  },
];

/** Manhattan drop-off areas offered with every airport transfer. */
export const MANHATTAN_ZONES = [
  'Financial District & Battery Park',
  'Tribeca & SoHo',
  'Greenwich Village & East Village',
  'Chelsea & Flatiron',
  'Midtown West & Hudson Yards',
  'Midtown East & Grand Central',
  'Upper West Side',
  'Upper East Side',
  'Harlem & Washington Heights',
] as const;

export interface HourlyOffer {
  id: 'basic' | 'standard' | 'premium';
  name: string;
  hours: number;
  price: number;
  popular: boolean;
}

export const HOURLY_PACKAGES: readonly HourlyOffer[] = [
  { id: 'basic', name: 'Basic Package', hours: 2, price: 199, popular: false },
  { id: 'standard', name: 'Standard Package', hours: 4, price: 359, popular: true },
  { id: 'premium', name: 'Premium Package', hours: 8, price: 649, popular: false },
];

export interface RouteOffer {
  id: 'manhattan-brooklyn' | 'manhattan-queens' | 'manhattan-long-island';
  name: string;
  from: string;
  to: string;
  price: number;
  /** Ranges in minutes and miles: the one figure every page shows (point-to-point and event packages). */
  minutes: readonly [number, number];
  miles: readonly [number, number];
  popular: boolean;
}

export const ROUTES: readonly RouteOffer[] = [
  {
    id: 'manhattan-brooklyn',
    name: 'Manhattan to Brooklyn',
    from: 'Midtown Manhattan, New York, NY',
    to: 'Downtown Brooklyn, Brooklyn, NY',
    price: 79,
    minutes: [25, 35],
    miles: [8, 12],
    popular: true,
  },
  {
    id: 'manhattan-queens',
    name: 'Manhattan to Queens',
    from: 'Midtown Manhattan, New York, NY',
    to: 'Long Island City, Queens, NY',
    price: 89,
    minutes: [30, 40],
    miles: [10, 15],
    popular: false,
  },
  {
    id: 'manhattan-long-island',
    name: 'Manhattan to Long Island',
    from: 'Midtown Manhattan, New York, NY',
    to: 'Garden City, Long Island, NY',
    price: 149,
    minutes: [45, 60],
    miles: [25, 35],
    popular: false,
  },
];

/** Estimate shown for a custom point-to-point route. */
export const CUSTOM_ROUTE_PRICE = 89;

export interface WeddingOffer {
  id: 'wedding-basic' | 'wedding-premium' | 'wedding-deluxe';
  name: string;
  hours: number;
  price: number;
  popular: boolean;
}

export const WEDDING_PACKAGES: readonly WeddingOffer[] = [
  { id: 'wedding-basic', name: 'Essential Wedding Package', hours: 4, price: 450, popular: false },
  { id: 'wedding-premium', name: 'Luxury Wedding Package', hours: 6, price: 750, popular: true },
  { id: 'wedding-deluxe', name: 'Royal Wedding Package', hours: 8, price: 1200, popular: false },
];

export interface EventOffer {
  id: 'prom' | 'gala' | 'corporate';
  name: string;
  price: number;
  popular: boolean;
}

export const EVENT_PACKAGES: readonly EventOffer[] = [
  { id: 'prom', name: 'Prom & Formal Events', price: 199, popular: true },
  { id: 'gala', name: 'Gala & Special Events', price: 299, popular: false },
  { id: 'corporate', name: 'Corporate Events', price: 149, popular: false },
];

/** The three corporate services; each stores its service type and opens the booking form. */
export const CORPORATE_SERVICES = [
  { id: 'executive-transfers', name: 'Executive Transfers', serviceType: 'point-to-point' },
  { id: 'road-shows', name: 'Road Shows', serviceType: 'hourly' },
  { id: 'group-transportation', name: 'Group Transportation', serviceType: 'hourly' },
] as const;

export type CorporateServiceId = (typeof CORPORATE_SERVICES)[number]['id'];

/** Fleet categories of the operations document (capacity of each). */
export const FLEET_CATEGORIES = [
  { id: 'sedan', name: 'Executive Sedans', passengers: '3', bags: '2-3' },
  { id: 'suv', name: 'Luxury SUVs', passengers: '6-7', bags: '4-6' },
  { id: 'van', name: 'Executive Vans', passengers: '8-14', bags: '8-12' },
] as const;
