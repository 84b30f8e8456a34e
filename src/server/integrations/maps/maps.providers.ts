import type { Env } from '../../env.ts';
import { createEstimateRoutes } from './estimate-routes.provider.ts';
import { createGazetteerPlaces } from './gazetteer.provider.ts';
import { createGooglePlaces } from './google-places.provider.ts';
import { createGoogleRoutes } from './google-routes.provider.ts';
import { createOsrmRoutes } from './osrm-routes.provider.ts';
import type { PlacesPort, RoutesPort } from './types.ts';

export interface MapsProviders {
  places: PlacesPort;
  routes: RoutesPort;
  /** The embedded estimate, answering when a configured provider fails; absent when it is the provider. */
  fallbackRoutes?: RoutesPort;
  /** Builds the search index ahead of the first request (about 0.35 s for the gazetteer). */
  warm(): void;
}

/**
 * Embedded by default (gazetteer + estimate: no key, no network). GOOGLE_MAPS_API_KEY switches places and
 * routes to Google; OSRM_URL switches routes to an OSRM server (it wins over Google for routes).
 */
export function createMapsProviders(env: Pick<Env, 'GOOGLE_MAPS_API_KEY' | 'OSRM_URL'>): MapsProviders {
  const estimate = createEstimateRoutes();
  const gazetteer = env.GOOGLE_MAPS_API_KEY ? null : createGazetteerPlaces();
  const places = gazetteer ?? createGooglePlaces({ apiKey: env.GOOGLE_MAPS_API_KEY ?? '' });
  const warm = () => gazetteer?.warm();
  if (env.OSRM_URL) {
    return { places, routes: createOsrmRoutes({ baseUrl: env.OSRM_URL }), fallbackRoutes: estimate, warm };
  }
  if (env.GOOGLE_MAPS_API_KEY) {
    return {
      places,
      routes: createGoogleRoutes({ apiKey: env.GOOGLE_MAPS_API_KEY }),
      fallbackRoutes: estimate,
      warm,
    };
  }
  return { places, routes: estimate, warm };
}
