import '../../../shared/zod-setup.ts';
import { z } from 'zod';
import type { LatLng } from '../../../shared/contracts/maps.ts';
import { AppError } from '../../../shared/errors.ts';
import { decodePolyline } from '../../../shared/domain/polyline.ts';
import { detectCrossings } from './crossing-detector.ts';
import { pathLengthMeters } from './great-circle.ts';
import { nycTrafficFactor, zoneDistances } from './speed-model.ts';
import type { RouteEstimate, RoutesPort } from './types.ts';

/**
 * OSRM route service (a self-hosted osrm-backend at OSRM_URL).
 * http://project-osrm.org/docs/v5.24.0/api/#route-service
 *
 * OSRM knows neither traffic nor tolls. Its durations are free-flow times, so they are multiplied by the
 * speed model's factor for the departure time (the route's time at that period over its time at night, with
 * the route's own split between Manhattan's CBD, the rest of Manhattan, the city and the suburbs). Tolls come
 * from the shared crossing detector applied to OSRM's geometry.
 */

export interface OsrmRoutesOptions {
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

const unavailable = () => new AppError('maps.routesUnavailable');

const responseSchema = z.object({
  code: z.string(),
  routes: z
    .array(
      z.object({
        distance: z.number().nonnegative(),
        duration: z.number().nonnegative(),
        geometry: z.string(),
      }),
    )
    .optional(),
});

/** OSRM's answers for points with no drivable route between them (or no road near them). */
const NO_ROUTE_CODES = new Set(['NoRoute', 'NoSegment']);

const coord = (p: LatLng) => `${Number(p.lng.toFixed(6))},${Number(p.lat.toFixed(6))}`;

export function createOsrmRoutes(options: OsrmRoutesOptions): RoutesPort {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 5000;

  return {
    name: 'osrm',
    async route({ origin, destination, departureTime }): Promise<RouteEstimate | null> {
      const url = `${baseUrl}/route/v1/driving/${coord(origin)};${coord(destination)}?overview=full&geometries=polyline`;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      let data: z.infer<typeof responseSchema>;
      try {
        const res = await doFetch(url, {
          method: 'GET',
          headers: { Accept: 'application/json' },
          signal: controller.signal,
        });
        const text = await res.text();
        // OSRM answers errors (NoRoute included) with HTTP 400 and a JSON code; 5xx is the server failing.
        if (res.status >= 500) throw unavailable();
        const parsed = responseSchema.safeParse(JSON.parse(text));
        if (!parsed.success) throw unavailable();
        data = parsed.data;
      } catch {
        throw unavailable();
      } finally {
        clearTimeout(timer);
      }

      if (NO_ROUTE_CODES.has(data.code)) return null;
      const route = data.routes?.[0];
      if (data.code !== 'Ok' || !route) throw unavailable();

      let path: LatLng[];
      try {
        path = decodePolyline(route.geometry);
      } catch {
        throw unavailable();
      }
      const drawn = pathLengthMeters(path);
      const zones = zoneDistances(path, drawn > 0 ? route.distance / drawn : 1);
      return {
        distanceMeters: Math.round(route.distance),
        durationSeconds: Math.round(route.duration * nycTrafficFactor(zones, departureTime)),
        polyline: route.geometry,
        crossings: detectCrossings(path),
        providerTollCents: null,
        source: 'osrm',
      };
    },
  };
}
