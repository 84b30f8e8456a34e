import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Vehicle } from '../../../shared/contracts/catalog.ts';
import type { RouteInfo } from '../../../shared/contracts/maps.ts';
import {
  coveringPackage,
  packageCoverage,
  rideAreas,
  type PackageCoverage,
} from '../../../shared/domain/package-coverage.ts';
import { AREA_KEYS, AREAS, areaOf, type AreaKey } from '../../../shared/domain/nyc-areas.ts';
import { DEFAULT_PRICING_CONFIG } from '../../../shared/domain/pricing-defaults.ts';
import { packagePriceCents, tripTotal } from '../../../shared/domain/pricing.ts';
import { SERVICES, VEHICLES } from '../catalog/catalog.data.ts';
import { createChatTools } from '../chat/chat-tools.ts';
import type { MapsService, ResolvedLocation } from '../maps/maps.service.ts';
import { createQuoteService } from './quote.service.ts';

/**
 * One ride, one price (issue 34, PRODUCT decision 24), over generated packages and rides: a ride a package
 * covers costs the same from the home widget (no packageId), the package card (its packageId) and the chat's
 * pricing path, for every vehicle, and that price is the package's base x the vehicle multiplier (all-in, plus
 * tax). Any ride, covered or not, costs the same from the widget and the chat.
 */

const NOW = new Date('2030-06-11T15:00:00Z');
const AT = new Date(NOW.getTime() + 3 * 86_400_000).toISOString();
const config = DEFAULT_PRICING_CONFIG;

const FLEET: Vehicle[] = VEHICLES.map((v) => ({
  ...v,
  image: '',
  features: [...v.features],
  featuresEs: [...v.featuresEs],
  basePrice: (v.basePriceCents / 100).toFixed(2),
}));

/** Sample points of every area: a grid over each area's outline, kept where `areaOf` says that area. */
const SAMPLES: ReadonlyMap<AreaKey, readonly { lat: number; lng: number }[]> = (() => {
  const byArea = new Map<AreaKey, { lat: number; lng: number }[]>();
  for (const entry of AREAS) {
    const shape = entry.shape;
    const [minLng, maxLng, minLat, maxLat] =
      shape.kind === 'circle'
        ? [
            shape.center[0] - shape.radiusMiles / 52.32,
            shape.center[0] + shape.radiusMiles / 52.32,
            shape.center[1] - shape.radiusMiles / 69.05,
            shape.center[1] + shape.radiusMiles / 69.05,
          ]
        : [
            Math.min(...shape.points.map((p) => p[0])),
            Math.max(...shape.points.map((p) => p[0])),
            Math.min(...shape.points.map((p) => p[1])),
            Math.max(...shape.points.map((p) => p[1])),
          ];
    const steps = 30;
    for (let i = 0; i <= steps; i++) {
      for (let j = 0; j <= steps; j++) {
        const lng = Math.round((minLng + ((maxLng - minLng) * i) / steps) * 1e5) / 1e5;
        const lat = Math.round((minLat + ((maxLat - minLat) * j) / steps) * 1e5) / 1e5;
        const key = areaOf(lat, lng);
        if (key === 'other') continue;
        const list = byArea.get(key) ?? [];
        if (!list.some((p) => p.lat === lat && p.lng === lng)) list.push({ lat, lng });
        byArea.set(key, list);
      }
    }
  }
  return byArea;
})();

const pointIn = (area: AreaKey) => {
  const points = SAMPLES.get(area) ?? [];
  if (!points.length) throw new Error(`no sample point in ${area}`);
  return fc.constantFrom(...points);
};

/** Maps standing in for the real ones: "lat,lng" places exactly; the route's length and tolls are generated. */
function fakeMaps(route: { meters: number; tollsCents: number } | null): MapsService {
  const resolve = async (text: string): Promise<ResolvedLocation> => {
    const [lat, lng] = text.split(',').map(Number) as [number, number];
    return { location: { lat, lng }, label: text, placeId: null, approximate: false };
  };
  const routeBetween = async (from: ResolvedLocation, to: ResolvedLocation): Promise<RouteInfo | null> =>
    route && {
      distance: { text: '', value: route.meters },
      duration: { text: '', value: Math.round(route.meters / 10) },
      hasTolls: route.tollsCents > 0,
      tollCost: route.tollsCents / 100,
      tolls: route.tollsCents > 0 ? [{ id: 'rfk', name: 'Toll', amountCents: route.tollsCents }] : [],
      overview_polyline: { points: '' },
      start_location: from.location,
      end_location: to.location,
      start_address: from.label,
      end_address: to.label,
      pickupLocation: from.location,
      destinationLocation: to.location,
      approximate: false,
      source: 'estimate',
    };
  return { resolve, routeBetween } as unknown as MapsService;
}

function entryPoints(route: { meters: number; tollsCents: number } | null) {
  const quotes = createQuoteService({
    maps: fakeMaps(route),
    pricing: { current: async () => config } as never,
    catalog: { vehicles: async () => FLEET, services: async () => [...SERVICES] } as never,
    clock: () => NOW,
  });
  const chat = createChatTools({
    quotes,
    catalog: { vehicles: async () => FLEET, services: async () => [...SERVICES], cities: async () => [] },
    pricing: { current: async () => config },
    bookings: { nextUpcoming: async () => null },
    clock: () => NOW,
  });
  const noWhen = { dayOffset: null, weekday: null, date: null, hour: null, minute: null, spans: [] };
  return {
    quotes,
    /** The chat's pricing path: each vehicle's total, by vehicle id. */
    async chatTotals(pickup: string, destination: string): Promise<Record<string, number>> {
      const outcome = await chat.quote({
        pickup,
        destination,
        vehicle: null,
        party: { passengers: null, bags: null },
        when: noWhen,
      });
      if (outcome.kind !== 'quote') throw new Error(`the chat did not price: ${outcome.kind}`);
      return Object.fromEntries(outcome.prices.map((p) => [p.vehicle.id, p.totalCents]));
    },
  };
}

const text = (p: { lat: number; lng: number }) => `${p.lat},${p.lng}`;
const byVehicle = (q: { vehicles: { vehicleId: string; totalCents: number }[] }) =>
  Object.fromEntries(q.vehicles.map((v) => [v.vehicleId, v.totalCents]));

/** The distance packages of the configuration, with their coverage. */
const COVERING = config.packages
  .map((p) => ({ pkg: p, coverage: packageCoverage(p.id) }))
  .filter(
    (
      x,
    ): x is {
      pkg: (typeof config.packages)[number];
      coverage: Exclude<PackageCoverage, { kind: 'hours' }>;
    } => x.coverage !== null && x.coverage.kind !== 'hours',
  );

/** A ride a package covers: the package, its two ends (either direction), and a route of any length and tolls. */
const coveredRide = fc.constantFrom(...COVERING).chain(({ pkg, coverage }) => {
  const [sideA, sideB] = coverage.kind === 'airport' ? [[coverage.airport], coverage.zones] : coverage.areas;
  return fc.record({
    pkg: fc.constant(pkg),
    airport: fc.constant(coverage.kind === 'airport'),
    a: fc.constantFrom(...sideA).chain(pointIn),
    b: fc.constantFrom(...sideB).chain(pointIn),
    reversed: fc.boolean(),
    returnTrip: fc.boolean(),
    route: fc.option(
      fc.record({
        meters: fc.integer({ min: 1000, max: 200_000 }),
        tollsCents: fc.integer({ min: 0, max: 5000 }),
      }),
    ),
  });
});

describe('one ride, one price (property)', () => {
  it('prices a covered ride as its package from the widget, the package card and the chat, for every vehicle', async () => {
    await fc.assert(
      fc.asyncProperty(coveredRide, async ({ pkg, airport, a, b, reversed, returnTrip, route }) => {
        const [from, to] = reversed ? [b, a] : [a, b];
        const { quotes, chatTotals } = entryPoints(route);
        const ride = {
          pickup: text(from),
          destination: text(to),
          pickupDateTime: AT,
          returnTrip,
          ...(returnTrip ? { returnDateTime: new Date(NOW.getTime() + 5 * 86_400_000).toISOString() } : {}),
        };
        const atAirport = airport && areaOf(from.lat, from.lng) === (pkg.id as AreaKey);
        const widget = await quotes.quote({
          ...ride,
          serviceType: airport ? (atAirport ? 'from-airport' : 'to-airport') : 'point-to-point',
        });
        // The airport page's card sends "jfk-manhattan"; a route card its route id.
        const card = await quotes.quote({
          ...ride,
          serviceType: airport ? 'airport-transfer' : 'point-to-point',
          packageId: airport ? `${pkg.id}-manhattan` : pkg.id,
        });
        expect(coveringPackage(config.packages, rideAreas(from, to))?.id).toBe(pkg.id);
        for (const q of [widget, card]) {
          expect(q.priceBasis).toMatchObject({ kind: 'package', packageId: pkg.id });
          for (const v of q.vehicles) {
            const price = packagePriceCents(config, {
              basePriceCents: pkg.basePriceCents,
              vehicleCode: v.vehicleCode,
            });
            expect(v.legs.map((l) => [l.pricing, l.priceCents])).toEqual(
              (returnTrip ? [0, 1] : [0]).map(() => ['package', price]),
            );
            const legsCents = v.legs.map(() => price);
            expect(v.totalCents).toBe(
              tripTotal(config, { legsCents, extras: {}, extraStopMilesCents: 0 }).totalCents,
            );
          }
        }
        expect(byVehicle(card)).toEqual(byVehicle(widget));
        if (!returnTrip) expect(await chatTotals(ride.pickup, ride.destination)).toEqual(byVehicle(widget));
      }),
      { numRuns: 150 },
    );
  });

  it('prices any ride the same from the widget and the chat, as a package exactly when one covers it', async () => {
    const areas = AREA_KEYS.filter((k) => (SAMPLES.get(k)?.length ?? 0) > 0);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...areas).chain(pointIn),
        fc.constantFrom(...areas).chain(pointIn),
        fc.option(
          fc.record({
            meters: fc.integer({ min: 1000, max: 200_000 }),
            tollsCents: fc.integer({ min: 0, max: 5000 }),
          }),
        ),
        async (from, to, route) => {
          const { quotes, chatTotals } = entryPoints(route);
          const widget = await quotes.quote({
            pickup: text(from),
            destination: text(to),
            pickupDateTime: AT,
            serviceType: 'point-to-point',
            returnTrip: false,
          });
          const covering = coveringPackage(config.packages, rideAreas(from, to));
          expect(widget.priceBasis.kind).toBe(covering ? 'package' : 'custom');
          expect(widget.priceBasis.packageId).toBe(covering?.id ?? null);
          expect(await chatTotals(text(from), text(to))).toEqual(byVehicle(widget));
        },
      ),
      { numRuns: 150 },
    );
  });
});
