import '../../../shared/zod-setup.ts';
import type { FastifyBaseLogger } from 'fastify';
import * as z from 'zod/mini';
import {
  autocompleteResponseSchema,
  AUTOCOMPLETE_MIN_CHARS,
  type AutocompleteResponse,
  type LatLng,
  type Place,
  type Prediction,
  type RouteInfo,
} from '../../../shared/contracts/maps.ts';
import { tollsForCrossings } from '../../../shared/domain/pricing.ts';
import { BRAND } from '../../../shared/brand.ts';
import { inServiceArea } from '../../../shared/domain/service-area.ts';
import { AppError } from '../../../shared/errors.ts';
import { farPlaceNamed } from '../../integrations/maps/far-places.ts';
import { parseLatLng } from '../../integrations/maps/gazetteer.provider.ts';
import type { PlacesPort, RouteEstimate, RoutesPort } from '../../integrations/maps/types.ts';
import type { PricingService } from '../pricing/pricing.service.ts';
import { formatDuration, formatMiles } from './route-format.ts';

export interface MapsServiceDeps {
  places: PlacesPort;
  routes: RoutesPort;
  /** Answers when the configured provider fails (the embedded estimate); absent when routes is the estimate. */
  fallbackRoutes?: RoutesPort | undefined;
  /**
   * The gazetteer behind a self-hosted geocoder: it answers when that provider fails (503) and resolves the
   * ids only it gives (gz:, zip:, addr:). Absent when the gazetteer or Google is the provider.
   */
  fallbackPlaces?: PlacesPort | undefined;
  pricing: PricingService;
  clock?: () => Date;
  log?: FastifyBaseLogger;
}

export interface ResolvedLocation {
  location: LatLng;
  label: string;
  placeId: string | null;
  /** The point is a guess (the text could only be placed approximately). */
  approximate: boolean;
}

/**
 * Ids a suggestion carries: gazetteer (gz:…, zip:…), Manhattan addresses placed on the grid (addr:…),
 * OpenStreetMap objects from a Photon or Nominatim server (osm:N123, osm:W45, osm:R6), and Google place ids
 * (ChIJ…, Ei…, Gh…). An id resolves exactly or not at all; it is never searched for as text.
 */
const PLACE_ID = /^(?:(?:gz|zip):[\w.-]+|addr:[a-z0-9-]{1,160}|osm:[NWR]\d{1,15}|(?:ChIJ|Ei|Gh)[\w-]{12,})$/;

/** What a refusal for a place outside the service area offers instead: our phone number. */
const CALL_US = { phone: BRAND.phoneDisplay } as const;

const SUGGESTION_CACHE_SIZE = 2000;
const SUGGESTION_CACHE_MS = 60_000;
const ROUTE_CACHE_SIZE = 500;
const ROUTE_CACHE_MS = 10 * 60_000;

export function createMapsService(deps: MapsServiceDeps) {
  const clock = deps.clock ?? (() => new Date());
  const cache = new Map<string, { at: number; value: RouteEstimate | null }>();
  const suggestionCache = new Map<string, { at: number; json: string }>();

  /** The configured provider, or the fallback gazetteer when it fails (logged); rethrows without one. */
  async function withFallback<T>(call: (p: PlacesPort) => Promise<T>): Promise<T> {
    try {
      return await call(deps.places);
    } catch (err) {
      if (!deps.fallbackPlaces) throw err;
      deps.log?.warn({ err, provider: deps.places.name }, 'places provider failed; using the gazetteer');
      return call(deps.fallbackPlaces);
    }
  }

  /** Ids from autocomplete resolve exactly (an unknown id is an error, never a fuzzy guess); text is geocoded. */
  async function lookup(text: string): Promise<Place | null> {
    if (PLACE_ID.test(text)) return placeById(text);
    return withFallback((p) => p.geocode(text));
  }

  /** An id of the provider, or of the gazetteer behind it (gz:, zip:, addr: ids are the gazetteer's own). */
  async function placeById(id: string): Promise<Place | null> {
    const fallback = deps.fallbackPlaces;
    if (fallback && /^(?:gz|zip|addr):/.test(id)) return fallback.details(id);
    return withFallback((p) => p.details(id));
  }

  /** A place_id, "lat,lng" or free text -> coordinates, or a 400 naming the field. */
  async function resolve(text: string, field: string): Promise<ResolvedLocation> {
    const value = text.trim();
    const coords = parseLatLng(value.replace(/^ll:/, ''));
    if (coords) {
      if (!inServiceArea(coords)) {
        throw AppError.onField(field, 'maps.locationOutsideArea', CALL_US);
      }
      return { location: coords, label: value, placeId: null, approximate: false };
    }
    const place = await lookup(value);
    // A far city typed ("Boston", "1 Beacon St, Boston") is outside the area, not "cannot be found".
    if (!place && !PLACE_ID.test(value) && farPlaceNamed(value)) {
      throw AppError.onField(field, 'maps.addressOutsideArea', CALL_US);
    }
    if (!place) {
      throw AppError.onField(
        field,
        PLACE_ID.test(value)
          ? 'maps.unknownPlaceChoose'
          : field === 'destination'
            ? 'maps.destinationNotFound'
            : field === 'origin'
              ? 'maps.originNotFound'
              : 'maps.pickupNotFound',
      );
    }
    if (!inServiceArea(place.location)) {
      throw AppError.onField(field, 'maps.addressOutsideArea', CALL_US);
    }
    return {
      location: place.location,
      label: place.formattedAddress || place.name,
      placeId: place.place_id,
      approximate: place.approximate ?? false,
    };
  }

  /**
   * Suggestions inside the service area. A provider that gives no points with its suggestions (Google) may
   * still offer a far town of its search box: a suggestion that names one is left out. When nothing is left
   * and the text names a far place, the answer says so (the form shows the out-of-area message).
   */
  async function suggest(input: string, sessionToken?: string): Promise<AutocompleteResponse> {
    const text = input.trim();
    if (text.length < AUTOCOMPLETE_MIN_CHARS) return { predictions: [] };
    const found = await withFallback((p) =>
      p.autocomplete(text, sessionToken ? { sessionToken } : undefined),
    );
    const predictions =
      deps.places.name === 'gazetteer' ? found : found.filter((p) => !farPlaceNamed(p.description));
    if (predictions.length > 0) return { predictions };
    const far = farPlaceNamed(text);
    return far ? { predictions, outsideArea: { name: far } } : { predictions };
  }

  async function estimate(
    origin: LatLng,
    destination: LatLng,
    departureTime: Date,
  ): Promise<RouteEstimate | null> {
    // Cache per pair and quarter hour: the same ride is asked for by the map, the quote and checkout.
    const slot = Math.floor(departureTime.getTime() / (15 * 60_000));
    const key = `${origin.lat.toFixed(5)},${origin.lng.toFixed(5)}|${destination.lat.toFixed(5)},${destination.lng.toFixed(5)}|${slot}`;
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && now - hit.at < ROUTE_CACHE_MS) return hit.value;
    let value: RouteEstimate | null;
    try {
      value = await deps.routes.route({ origin, destination, departureTime });
    } catch (err) {
      if (!deps.fallbackRoutes) throw err;
      deps.log?.warn(
        { err, provider: deps.routes.name },
        'route provider failed; using the embedded estimate',
      );
      value = await deps.fallbackRoutes.route({ origin, destination, departureTime });
    }
    if (cache.size >= ROUTE_CACHE_SIZE) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(key, { at: now, value });
    return value;
  }

  /**
   * The route between two resolved locations, formatted as the specification's route info; null when no
   * drivable route exists. Tolls are priced from the pricing configuration.
   */
  async function routeBetween(
    from: ResolvedLocation,
    to: ResolvedLocation,
    departureTime?: Date,
  ): Promise<RouteInfo | null> {
    const at = departureTime ?? clock();
    const route = await estimate(from.location, to.location, at);
    if (!route) return null;
    const config = await deps.pricing.current();
    // Peak or off-peak tolls by the departure time (Port Authority crossings, New York clocks).
    const tolls = tollsForCrossings(config, route.crossings, at).map((t) => ({
      id: t.id,
      name: t.name,
      amountCents: t.amountCents,
    }));
    const tollCents = tolls.reduce((sum, t) => sum + t.amountCents, 0);
    return {
      distance: { text: formatMiles(route.distanceMeters), value: Math.round(route.distanceMeters) },
      duration: { text: formatDuration(route.durationSeconds), value: Math.round(route.durationSeconds) },
      hasTolls: tolls.length > 0,
      tollCost: tollCents / 100,
      tolls,
      overview_polyline: { points: route.polyline },
      start_location: from.location,
      end_location: to.location,
      start_address: from.label,
      end_address: to.label,
      pickupLocation: from.location,
      destinationLocation: to.location,
      approximate: from.approximate || to.approximate,
      source: route.source,
    };
  }

  return {
    async autocomplete(input: string, sessionToken?: string): Promise<Prediction[]> {
      return (await suggest(input, sessionToken)).predictions;
    },

    /**
     * The autocomplete answer as JSON, checked against its schema once per distinct input and kept for a
     * minute (typing repeats the same prefixes; a JSON string skips Fastify's per-request serializer).
     */
    async autocompleteJson(input: string, sessionToken?: string): Promise<string> {
      const key = input.trim().toLowerCase().replace(/\s+/g, ' ');
      const now = Date.now();
      const hit = suggestionCache.get(key);
      if (hit && now - hit.at < SUGGESTION_CACHE_MS) return hit.json;
      const json = JSON.stringify(z.parse(autocompleteResponseSchema, await suggest(input, sessionToken)));
      if (suggestionCache.size >= SUGGESTION_CACHE_SIZE) {
        const oldest = suggestionCache.keys().next().value;
        if (oldest !== undefined) suggestionCache.delete(oldest);
      }
      suggestionCache.set(key, { at: now, json });
      return json;
    },

    async details(placeId: string): Promise<Place> {
      const place = await placeById(placeId.trim());
      if (!place) throw AppError.onField('place_id', 'maps.unknownPlace');
      return place;
    },

    resolve,
    routeBetween,

    /**
     * Driving seconds between two points departing at `at` (the configured router, its fallback, the cache);
     * null when there is no route or the router fails: the caller then estimates (decision record 042).
     */
    async driveSeconds(origin: LatLng, destination: LatLng, at: Date): Promise<number | null> {
      try {
        const route = await estimate(origin, destination, at);
        return route ? route.durationSeconds : null;
      } catch (err) {
        deps.log?.warn({ err }, 'no drive time from the router; estimating from the straight line');
        return null;
      }
    },

    /** Resolve both ends and route; a missing route is a 422-style validation answer for the caller. */
    async directions(
      origin: string,
      destination: string,
      departureTime?: Date,
      fields: [string, string] = ['origin', 'destination'],
    ) {
      const [from, to] = await Promise.all([resolve(origin, fields[0]), resolve(destination, fields[1])]);
      const info = await routeBetween(from, to, departureTime);
      if (!info) {
        throw AppError.onField(fields[1], 'maps.noRoute');
      }
      return info;
    },
  };
}

export type MapsService = ReturnType<typeof createMapsService>;
