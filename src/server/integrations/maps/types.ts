import type { LatLng, Place, Prediction } from '../../../shared/contracts/maps.ts';
import type { Crossing } from '../../../shared/domain/crossings.ts';

/**
 * The places port. The embedded default searches the New York-area gazetteer shipped with the app;
 * the Google provider (GOOGLE_MAPS_API_KEY) calls Places Autocomplete and Place Details; the OSM provider
 * (GEOCODER_URL) a self-hosted Photon or Nominatim server. Every provider offers and geocodes only places of
 * the service area (shared/domain/service-area.ts) where it knows their points.
 */
export interface PlacesPort {
  readonly name: 'gazetteer' | 'google' | 'osm';
  /** Predictions for the text, best first; [] below AUTOCOMPLETE_MIN_CHARS or when nothing matches. */
  autocomplete(input: string, options?: { sessionToken?: string; limit?: number }): Promise<Prediction[]>;
  /** Resolves a place_id from autocomplete; null when unknown. */
  details(placeId: string): Promise<Place | null>;
  /** Best single match for free text (an address typed without picking a suggestion); null when none. */
  geocode(text: string): Promise<Place | null>;
}

/** Route between two points, in the units the providers speak; the routes module formats it. */
export interface RouteEstimate {
  distanceMeters: number;
  durationSeconds: number;
  /** Encoded polyline (Google's algorithm, precision 5). */
  polyline: string;
  /**
   * Tolled facilities crossed in a direction that pays, in travel order. Every provider reports them from
   * the route's geometry with the same crossing table; the pricing configuration prices them.
   */
  crossings: Crossing[];
  /** Google's own toll estimate in cents when it gives one (Routes API tollInfo); otherwise null. */
  providerTollCents: number | null;
  source: 'estimate' | 'google' | 'osrm';
}

export interface RouteRequest {
  origin: LatLng;
  destination: LatLng;
  departureTime: Date;
}

/**
 * The routes port. The embedded default: great-circle distance x circuity, a time-of-day speed model for
 * New York and the tolls of the water crossings on the way. Google Directions/Routes with a key; OSRM with
 * OSRM_URL (tolls then come from the crossing table, as OSRM does not price them).
 */
export interface RoutesPort {
  readonly name: 'estimate' | 'google' | 'osrm';
  /** null when the provider finds no drivable route. Throws a 503 AppError (maps.routesUnavailable) when the provider fails. */
  route(request: RouteRequest): Promise<RouteEstimate | null>;
}
