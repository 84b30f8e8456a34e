import '../../../shared/zod-setup.ts';
import { z } from 'zod';
import type { LatLng } from '../../../shared/contracts/maps.ts';
import { AppError } from '../../../shared/errors.ts';
import { decodePolyline } from '../../../shared/domain/polyline.ts';
import { detectCrossings } from './crossing-detector.ts';
import type { RouteEstimate, RoutesPort } from './types.ts';

/**
 * Google Routes API (computeRoutes), traffic-aware, with Google's own toll estimate.
 * https://developers.google.com/maps/documentation/routes/compute_route_directions
 *
 * The route's tolled crossings come from the shared crossing detector applied to Google's polyline, so they
 * are priced from the pricing configuration like every other provider's; Google's tollInfo is passed on as
 * `providerTollCents` for comparison. Any failure (HTTP error, malformed answer, timeout) is a 503 with a
 * neutral message; the key travels only in a header and never appears in an error.
 */

export interface GoogleRoutesOptions {
  apiKey: string;
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /** The current time (tests); a departure time is sent only when it is in the future. */
  clock?: () => Date;
}

export const GOOGLE_ROUTES_FIELD_MASK =
  'routes.distanceMeters,routes.duration,routes.polyline.encodedPolyline,routes.travelAdvisory.tollInfo';

/** Google refuses departure times in the past; leave a margin for the request's own travel time. */
const FUTURE_MARGIN_MS = 60_000;

const unavailable = () => new AppError('maps.routesUnavailable');

const moneySchema = z.object({
  currencyCode: z.string(),
  units: z.union([z.string(), z.number()]).optional(),
  nanos: z.number().optional(),
});

const responseSchema = z.object({
  routes: z
    .array(
      z.object({
        distanceMeters: z.number().nonnegative().optional(),
        duration: z.string().regex(/^\d+(\.\d+)?s$/),
        polyline: z.object({ encodedPolyline: z.string() }),
        travelAdvisory: z
          .object({
            tollInfo: z.object({ estimatedPrice: z.array(moneySchema).optional() }).optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});

type GoogleResponse = z.infer<typeof responseSchema>;
type GoogleRoute = NonNullable<GoogleResponse['routes']>[number];

/**
 * Google's toll estimate in cents: the USD price when given; 0 when tollInfo is absent (Google's way of
 * saying no tolls are expected, as TOLLS was requested); null when tolls exist but the price is unknown.
 */
export function googleTollCents(route: GoogleRoute): number | null {
  const tollInfo = route.travelAdvisory?.tollInfo;
  if (!tollInfo) return 0;
  const usd = tollInfo.estimatedPrice?.find((m) => m.currencyCode === 'USD');
  if (!usd) return null;
  const units = Number(usd.units ?? 0);
  const nanos = usd.nanos ?? 0;
  if (!Number.isFinite(units)) return null;
  return Math.round(units * 100 + nanos / 10_000_000);
}

const latLng = (p: LatLng) => ({ location: { latLng: { latitude: p.lat, longitude: p.lng } } });

export function createGoogleRoutes(options: GoogleRoutesOptions): RoutesPort {
  const baseUrl = (options.baseUrl ?? 'https://routes.googleapis.com').replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 5000;
  const clock = options.clock ?? (() => new Date());

  return {
    name: 'google',
    async route({ origin, destination, departureTime }): Promise<RouteEstimate | null> {
      const body = {
        origin: latLng(origin),
        destination: latLng(destination),
        travelMode: 'DRIVE',
        routingPreference: 'TRAFFIC_AWARE',
        ...(departureTime.getTime() > clock().getTime() + FUTURE_MARGIN_MS
          ? { departureTime: departureTime.toISOString() }
          : {}),
        extraComputations: ['TOLLS'],
        routeModifiers: { vehicleInfo: { emissionType: 'GASOLINE' } },
      };

      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      let data: GoogleResponse;
      try {
        const res = await doFetch(`${baseUrl}/directions/v2:computeRoutes`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Goog-Api-Key': options.apiKey,
            'X-Goog-FieldMask': GOOGLE_ROUTES_FIELD_MASK,
          },
          body: JSON.stringify(body),
          signal: controller.signal,
        });
        const text = await res.text();
        if (!res.ok) throw unavailable();
        const parsed = responseSchema.safeParse(JSON.parse(text));
        if (!parsed.success) throw unavailable();
        data = parsed.data;
      } catch {
        // Network errors, aborts, bad JSON: one neutral error, with nothing of the request in it.
        throw unavailable();
      } finally {
        clearTimeout(timer);
      }

      const route = data.routes?.[0];
      if (!route) return null;
      let path: LatLng[];
      try {
        path = decodePolyline(route.polyline.encodedPolyline);
      } catch {
        throw unavailable();
      }
      return {
        distanceMeters: Math.round(route.distanceMeters ?? 0),
        durationSeconds: Math.round(Number.parseFloat(route.duration)),
        polyline: route.polyline.encodedPolyline,
        crossings: detectCrossings(path),
        providerTollCents: googleTollCents(route),
        source: 'google',
      };
    },
  };
}
