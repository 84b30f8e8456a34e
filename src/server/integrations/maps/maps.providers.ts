import type { Env } from '../../env.ts';
import { createEstimateRoutes } from './estimate-routes.provider.ts';
import { createGazetteerPlaces } from './gazetteer.provider.ts';
import { createGooglePlaces } from './google-places.provider.ts';
import { createGoogleRoutes } from './google-routes.provider.ts';
import { createOsmGeocoder } from './osm-geocoder.provider.ts';
import { createOsrmRoutes } from './osrm-routes.provider.ts';
import { byQuarterHour, byTrafficPeriod, createCachedPlaces, createCachedRoutes } from './route-cache.ts';
import type { PlacesPort, RoutesPort } from './types.ts';

export interface MapsProviders {
  places: PlacesPort;
  routes: RoutesPort;
  /** The embedded estimate, answering when a configured provider fails; absent when it is the provider. */
  fallbackRoutes?: RoutesPort;
  /** The gazetteer, answering when the OSM geocoder fails or does not know an id; absent otherwise. */
  fallbackPlaces?: PlacesPort;
  /** Builds the search index ahead of the first request (about 0.35 s for the gazetteer). */
  warm(): void;
}

/**
 * Embedded by default (gazetteer + estimate: no key, no network). GOOGLE_MAPS_API_KEY switches places and
 * routes to Google; OSRM_URL switches routes to an OSRM server (it wins over Google for routes);
 * GEOCODER_URL switches places to a self-hosted Photon or Nominatim server (GEOCODER_KIND; it wins over
 * Google for places), with the gazetteer answering when it fails.
 * Every routes provider sits behind the route cache (route-cache.ts): the route of a pair of places is computed
 * once per time bucket and reused; the gazetteer's geocoding answers are kept too (its data is fixed).
 */
export function createMapsProviders(
  env: Pick<Env, 'GOOGLE_MAPS_API_KEY' | 'OSRM_URL'> & Partial<Pick<Env, 'GEOCODER_URL' | 'GEOCODER_KIND'>>,
): MapsProviders {
  const estimate = createCachedRoutes(createEstimateRoutes(), { bucket: byTrafficPeriod });
  const osm = env.GEOCODER_URL
    ? createOsmGeocoder({ baseUrl: env.GEOCODER_URL, kind: env.GEOCODER_KIND ?? 'photon' })
    : null;
  const gazetteer = env.GOOGLE_MAPS_API_KEY && !osm ? null : createCachedPlaces(createGazetteerPlaces());
  const places = osm ?? gazetteer ?? createGooglePlaces({ apiKey: env.GOOGLE_MAPS_API_KEY ?? '' });
  const fallbackPlaces = osm && gazetteer ? gazetteer : undefined;
  const warm = () => gazetteer?.warm();
  const withPlaces = { places, warm, ...(fallbackPlaces ? { fallbackPlaces } : {}) };
  if (env.OSRM_URL) {
    return {
      ...withPlaces,
      routes: createCachedRoutes(createOsrmRoutes({ baseUrl: env.OSRM_URL }), { bucket: byTrafficPeriod }),
      fallbackRoutes: estimate,
    };
  }
  if (env.GOOGLE_MAPS_API_KEY) {
    return {
      ...withPlaces,
      // Traffic predictions for the departure itself: by quarter hour, and refreshed after 10 minutes.
      routes: createCachedRoutes(createGoogleRoutes({ apiKey: env.GOOGLE_MAPS_API_KEY }), {
        bucket: byQuarterHour,
        ttlMs: 10 * 60_000,
      }),
      fallbackRoutes: estimate,
    };
  }
  return { ...withPlaces, routes: estimate };
}
