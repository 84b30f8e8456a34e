/**
 * What each package covers (PRODUCT decision 3): a package's price is only for its own ride. Any other ride
 * with the package is priced by the custom-ride formula and the quote says why (`quote.packageNotCovered`).
 *
 * The table is keyed by package id and lives here, in code, not in the stored pricing configuration: admins
 * edit prices, not what a package is, and stored configurations need no migration. A package without an
 * entry (an id an admin added, or `custom-route`) covers no ride: it is never a fixed price.
 *
 * - Airport packages (jfk, lga, ewr): one end at the airport (inside its circle in nyc-areas.ts, terminals
 *   included) and the other end in one of the zones it serves: Manhattan, all four districts (the customer
 *   document's nine Manhattan zones, Financial District to Washington Heights). Either direction.
 * - Route packages: their two areas, either direction. manhattan-brooklyn = Manhattan and Brooklyn;
 *   manhattan-queens = Manhattan and Queens; manhattan-long-island = Manhattan and Long Island (Nassau and
 *   Suffolk, nyc-areas' `long-island`). The airports are their own areas (they have their own packages and
 *   prices): LaGuardia or JFK is not "Queens" for manhattan-queens, nor MacArthur (ISP) "Long Island".
 * - custom-route: the point-to-point page's "custom route, from $89" is an estimate for any route, not a fixed
 *   price: no entry, so every ride with it is priced by the custom-ride formula.
 * - Time packages: hourly, wedding and event packages cover their hours, wherever the car goes (the pickup must
 *   be in the service area like any place). The hours are the package's own (`PricingPackage.hours`); the
 *   event packages (prom, gala, corporate) state none in the specification, so they include
 *   EVENT_PACKAGE_HOURS (the shortest hourly booking, 2 hours: their "starting at" price is the minimum).
 *
 * One ride, one price (PRODUCT decision 24, decision record 039): a distance ride that an airport or route
 * package covers is priced as that package whether or not the customer asked for it (`coveringPackage`).
 */
import { type AreaKey, areaOf } from './nyc-areas.ts';
import type { PricingPackage } from './pricing-config.ts';
import { HOURLY_MIN_HOURS } from './ride-size.ts';

export const PACKAGE_AIRPORTS = ['jfk', 'lga', 'ewr'] as const;
export type PackageAirport = (typeof PACKAGE_AIRPORTS)[number];

/** Manhattan's four districts in nyc-areas.ts: the zones the airport packages serve. */
export const MANHATTAN_AREAS: readonly AreaKey[] = [
  'manhattan-lower',
  'manhattan-midtown',
  'manhattan-uptown',
  'manhattan-upper',
];

/** Hours included in an event package (the specification gives them none): the shortest hourly booking. */
export const EVENT_PACKAGE_HOURS = HOURLY_MIN_HOURS;

export type PackageCoverage =
  /** One end at the airport, the other in one of the zones. */
  | { kind: 'airport'; airport: PackageAirport; zones: readonly AreaKey[] }
  /** One end in each area, either direction. */
  | { kind: 'route'; areas: readonly [readonly AreaKey[], readonly AreaKey[]] }
  /**
   * A time package: its hours, anywhere. `hours` null = the package's own hours (PricingPackage.hours);
   * a number where the configuration states none (events).
   */
  | { kind: 'hours'; hours: number | null };

const airport = (code: PackageAirport): PackageCoverage => ({
  kind: 'airport',
  airport: code,
  zones: MANHATTAN_AREAS,
});
const route = (other: readonly AreaKey[]): PackageCoverage => ({
  kind: 'route',
  areas: [MANHATTAN_AREAS, other],
});
const OWN_HOURS: PackageCoverage = { kind: 'hours', hours: null };
const EVENT_HOURS: PackageCoverage = { kind: 'hours', hours: EVENT_PACKAGE_HOURS };

/** The coverage of every package of the default configuration except custom-route (see above). */
export const PACKAGE_COVERAGE: Readonly<Record<string, PackageCoverage>> = Object.freeze({
  jfk: airport('jfk'),
  lga: airport('lga'),
  ewr: airport('ewr'),
  'manhattan-brooklyn': route(['brooklyn']),
  'manhattan-queens': route(['queens']),
  'manhattan-long-island': route(['long-island']),
  basic: OWN_HOURS,
  standard: OWN_HOURS,
  premium: OWN_HOURS,
  'wedding-basic': OWN_HOURS,
  'wedding-premium': OWN_HOURS,
  'wedding-deluxe': OWN_HOURS,
  prom: EVENT_HOURS,
  gala: EVENT_HOURS,
  corporate: EVENT_HOURS,
});

/** A package's coverage; null = it covers no ride (priced by the custom-ride formula). */
export function packageCoverage(packageId: string): PackageCoverage | null {
  return Object.hasOwn(PACKAGE_COVERAGE, packageId) ? (PACKAGE_COVERAGE[packageId] ?? null) : null;
}

/**
 * The hours a time package includes: the package's own, else its coverage's; null for packages that are not
 * time packages. Whole hours (a configuration may hold a fraction; the package then includes the started hour).
 */
export function includedHours(pkg: PricingPackage, coverage: PackageCoverage | null): number | null {
  if (coverage?.kind !== 'hours') return null;
  const hours = pkg.hours ?? coverage.hours;
  return hours !== null && Number.isFinite(hours) && hours > 0 ? Math.ceil(hours) : null;
}

export interface RideAreas {
  pickup: AreaKey;
  destination: AreaKey;
}

/** The areas of a ride's two ends (nyc-areas.ts). */
export function rideAreas(
  pickup: { lat: number; lng: number },
  destination: { lat: number; lng: number },
): RideAreas {
  return {
    pickup: areaOf(pickup.lat, pickup.lng),
    destination: areaOf(destination.lat, destination.lng),
  };
}

/** Does the coverage include a ride between these two areas? Time packages cover any ride. */
export function coversRide(coverage: PackageCoverage, ride: RideAreas): boolean {
  const { pickup: a, destination: b } = ride;
  switch (coverage.kind) {
    case 'airport':
      return (
        (a === coverage.airport && coverage.zones.includes(b)) ||
        (b === coverage.airport && coverage.zones.includes(a))
      );
    case 'route': {
      const [x, y] = coverage.areas;
      return (x.includes(a) && y.includes(b)) || (y.includes(a) && x.includes(b));
    }
    case 'hours':
      return true;
  }
}

/**
 * The package that prices a distance ride (PRODUCT decision 24): among the configuration's airport and route
 * packages (time packages cover hours, not rides) whose coverage includes the ride, the cheapest base price,
 * and among equal prices the first in configuration order. The vehicle multiplier is the same for every
 * package, so the cheapest base is the cheapest for every vehicle. Null when none covers the ride (custom
 * formula). Coverage is symmetric (either direction), so a return leg is covered by the same package.
 */
export function coveringPackage<P extends Pick<PricingPackage, 'id' | 'basePriceCents'>>(
  packages: readonly P[],
  ride: RideAreas,
): P | null {
  let best: P | null = null;
  for (const p of packages) {
    const coverage = packageCoverage(p.id);
    if (!coverage || coverage.kind === 'hours' || !coversRide(coverage, ride)) continue;
    if (!best || p.basePriceCents < best.basePriceCents) best = p;
  }
  return best;
}
