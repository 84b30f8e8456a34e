import { describe, expect, it } from 'vitest';
import {
  coveringPackage,
  coversRide,
  EVENT_PACKAGE_HOURS,
  includedHours,
  PACKAGE_COVERAGE,
  packageCoverage,
  type PackageCoverage,
  rideAreas,
} from './package-coverage.ts';
import { DEFAULT_PRICING_CONFIG } from './pricing-defaults.ts';
import { findPackage } from './pricing.ts';

/** Points of the gazetteer (gazetteer.data.ts) and two cities outside New York City. */
const P = {
  jfkT4: { lat: 40.6442, lng: -73.7825 },
  lgaB: { lat: 40.7738, lng: -73.8714 },
  ewr: { lat: 40.689531, lng: -74.174462 },
  timesSquare: { lat: 40.758, lng: -73.9855 },
  wallStreet: { lat: 40.7069, lng: -74.0113 },
  upperEastSide: { lat: 40.7736, lng: -73.9566 },
  harlem: { lat: 40.8116, lng: -73.9465 },
  downtownBrooklyn: { lat: 40.6928, lng: -73.986 },
  coneyIsland: { lat: 40.5755, lng: -73.98 },
  longIslandCity: { lat: 40.7447, lng: -73.9485 },
  gardenCity: { lat: 40.7268, lng: -73.6343 },
  montauk: { lat: 41.0359, lng: -71.9545 },
  whitePlains: { lat: 41.034, lng: -73.7629 },
  jerseyCity: { lat: 40.7178, lng: -74.0431 },
  /** Philadelphia City Hall. */
  philadelphia: { lat: 39.9524, lng: -75.1636 },
} as const;
type Name = keyof typeof P;

const coverageOf = (id: string): PackageCoverage => {
  const c = packageCoverage(id);
  if (!c) throw new Error(`no coverage for ${id}`);
  return c;
};
const covers = (id: string, from: Name, to: Name) => coversRide(coverageOf(id), rideAreas(P[from], P[to]));

describe('the coverage table', () => {
  it('covers every default package but the custom route, and names only packages that exist', () => {
    const ids = DEFAULT_PRICING_CONFIG.packages.map((p) => p.id);
    expect(ids.filter((id) => packageCoverage(id) === null)).toEqual(['custom-route']);
    for (const id of Object.keys(PACKAGE_COVERAGE)) expect(ids).toContain(id);
  });

  it('treats an unknown id (a package an admin added) as covering no ride', () => {
    expect(packageCoverage('hamptons-express')).toBeNull();
    expect(packageCoverage('toString')).toBeNull();
    expect(packageCoverage('__proto__')).toBeNull();
  });

  it('gives each package kind its kind of coverage', () => {
    for (const p of DEFAULT_PRICING_CONFIG.packages) {
      const c = packageCoverage(p.id);
      if (!c) continue;
      const expected = {
        airport: 'airport',
        route: 'route',
        hourly: 'hours',
        wedding: 'hours',
        event: 'hours',
      };
      expect([p.id, c.kind]).toEqual([p.id, expected[p.kind]]);
    }
  });

  it('includes the package’s own hours, and 2 hours for the event packages that state none', () => {
    const hours = (id: string) => {
      const pkg = findPackage(DEFAULT_PRICING_CONFIG, id);
      if (!pkg) throw new Error(id);
      return includedHours(pkg, packageCoverage(id));
    };
    expect(EVENT_PACKAGE_HOURS).toBe(2);
    expect(['basic', 'standard', 'premium'].map(hours)).toEqual([2, 4, 8]);
    expect(['wedding-basic', 'wedding-premium', 'wedding-deluxe'].map(hours)).toEqual([4, 6, 8]);
    expect(['prom', 'gala', 'corporate'].map(hours)).toEqual([2, 2, 2]);
    expect(['jfk', 'manhattan-brooklyn', 'custom-route'].map(hours)).toEqual([null, null, null]);
    // A fraction in a stored configuration: the started hour.
    expect(
      includedHours(
        { id: 'x', kind: 'wedding', name: 'X', basePriceCents: 1, hours: 4.5 },
        coverageOf('wedding-basic'),
      ),
    ).toBe(5);
  });
});

describe('airport packages: the airport and Manhattan, either direction', () => {
  it.each([
    ['jfk', 'jfkT4', 'timesSquare'],
    ['jfk', 'wallStreet', 'jfkT4'],
    ['jfk', 'jfkT4', 'harlem'],
    ['lga', 'lgaB', 'upperEastSide'],
    ['ewr', 'timesSquare', 'ewr'],
  ] as const)('%s covers %s to %s', (id, from, to) => {
    expect(covers(id, from, to)).toBe(true);
  });

  it.each([
    ['jfk', 'jfkT4', 'montauk'], // the example
    ['jfk', 'jfkT4', 'downtownBrooklyn'],
    ['jfk', 'lgaB', 'timesSquare'], // another airport
    ['jfk', 'jfkT4', 'lgaB'],
    ['jfk', 'timesSquare', 'wallStreet'], // no airport end
    ['lga', 'jfkT4', 'timesSquare'],
    ['ewr', 'ewr', 'jerseyCity'],
  ] as const)('%s does not cover %s to %s', (id, from, to) => {
    expect(covers(id, from, to)).toBe(false);
  });
});

describe('route packages: their two areas, either direction', () => {
  it.each([
    ['manhattan-brooklyn', 'timesSquare', 'downtownBrooklyn'],
    ['manhattan-brooklyn', 'coneyIsland', 'harlem'],
    ['manhattan-queens', 'timesSquare', 'longIslandCity'],
    ['manhattan-long-island', 'gardenCity', 'wallStreet'],
    ['manhattan-long-island', 'timesSquare', 'montauk'], // Suffolk is Long Island
  ] as const)('%s covers %s to %s', (id, from, to) => {
    expect(covers(id, from, to)).toBe(true);
  });

  it.each([
    ['manhattan-brooklyn', 'timesSquare', 'philadelphia'], // the example
    ['manhattan-brooklyn', 'timesSquare', 'wallStreet'], // both in Manhattan
    ['manhattan-brooklyn', 'downtownBrooklyn', 'coneyIsland'], // both in Brooklyn
    ['manhattan-brooklyn', 'timesSquare', 'whitePlains'],
    ['manhattan-queens', 'timesSquare', 'jfkT4'], // the airports have their own packages
    ['manhattan-queens', 'timesSquare', 'lgaB'],
    ['manhattan-queens', 'downtownBrooklyn', 'longIslandCity'],
    ['manhattan-long-island', 'timesSquare', 'longIslandCity'], // Long Island City is Queens
  ] as const)('%s does not cover %s to %s', (id, from, to) => {
    expect(covers(id, from, to)).toBe(false);
  });
});

describe('time packages', () => {
  it('cover any ride: their price is for their hours', () => {
    for (const id of ['basic', 'wedding-premium', 'gala'])
      expect(covers(id, 'timesSquare', 'philadelphia')).toBe(true);
  });
});

describe('the package that covers a ride (PRODUCT decision 24)', () => {
  const packages = DEFAULT_PRICING_CONFIG.packages;
  const found = (from: Name, to: Name) => coveringPackage(packages, rideAreas(P[from], P[to]))?.id ?? null;

  it('finds the airport or route package of a covered ride, either direction, and none for other rides', () => {
    expect(found('jfkT4', 'timesSquare')).toBe('jfk');
    expect(found('timesSquare', 'jfkT4')).toBe('jfk');
    expect(found('harlem', 'lgaB')).toBe('lga');
    expect(found('ewr', 'wallStreet')).toBe('ewr');
    expect(found('timesSquare', 'downtownBrooklyn')).toBe('manhattan-brooklyn');
    expect(found('longIslandCity', 'upperEastSide')).toBe('manhattan-queens');
    expect(found('gardenCity', 'wallStreet')).toBe('manhattan-long-island');
    expect(found('jfkT4', 'downtownBrooklyn')).toBeNull();
    expect(found('timesSquare', 'wallStreet')).toBeNull();
    expect(found('jfkT4', 'montauk')).toBeNull();
  });

  it('never picks a time package (they cover hours, not rides) nor a package without coverage', () => {
    const onlyTime = packages.filter(
      (p) => packageCoverage(p.id)?.kind === 'hours' || p.id === 'custom-route',
    );
    expect(coveringPackage(onlyTime, rideAreas(P.jfkT4, P.timesSquare))).toBeNull();
  });

  it('picks the cheapest of several covering packages, then the first in configuration order', () => {
    const jfk = findPackage(DEFAULT_PRICING_CONFIG, 'jfk');
    if (!jfk) throw new Error('no jfk');
    const ride = rideAreas(P.jfkT4, P.timesSquare);
    const dearer = { ...jfk, basePriceCents: 12_000 };
    const cheaper = { ...jfk, basePriceCents: 8_000 };
    expect(coveringPackage([dearer, cheaper], ride)).toBe(cheaper);
    expect(coveringPackage([cheaper, dearer], ride)).toBe(cheaper);
    const twin = { ...cheaper };
    expect(coveringPackage([cheaper, twin], ride)).toBe(cheaper);
    expect(coveringPackage([twin, cheaper], ride)).toBe(twin);
  });
});
