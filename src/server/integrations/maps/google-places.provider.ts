import {
  AUTOCOMPLETE_MIN_CHARS,
  LOCATION_MAX_CHARS,
  type Place,
  type PlaceKind,
  type Prediction,
} from '../../../shared/contracts/maps.ts';
import { serviceAreaBounds } from '../../../shared/domain/service-area.ts';
import { AppError } from '../../../shared/errors.ts';
import { coordinatePlace, parseLatLng } from './gazetteer.provider.ts';
import type { PlacesPort } from './types.ts';

/**
 * Google Places (legacy JSON web service) with GOOGLE_MAPS_API_KEY (decision 009):
 * - autocomplete: Place Autocomplete, restricted to the service area's box (shared/domain/service-area.ts), US only;
 * - details: Place Details with the fields name, formatted_address and geometry (Basic data only);
 * - geocode: Find Place From Text, which, unlike the Geocoding API, resolves both street addresses and
 *   establishments ("The Plaza") with the same Places API the other two calls need.
 * ZERO_RESULTS is an empty answer; any other failure is AppError('maps.placesUnavailable') (503), so
 * neither the key nor Google's own error text reaches a client or a log line through the error.
 */
export interface GooglePlacesOptions {
  apiKey: string;
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

const NYC = '40.7128,-74.0060';
const RADIUS_METERS = 80_000;
const DEFAULT_LIMIT = 5;
/** The most specific kind among Google's place types, in order of precedence. */
const KIND_BY_TYPE: readonly [string, PlaceKind][] = [
  ['airport', 'airport'],
  ['lodging', 'hotel'],
  ['train_station', 'station'],
  ['transit_station', 'station'],
  ['subway_station', 'station'],
  ['bus_station', 'station'],
  ['light_rail_station', 'station'],
  ['stadium', 'venue'],
  ['movie_theater', 'venue'],
  ['night_club', 'venue'],
  ['museum', 'landmark'],
  ['tourist_attraction', 'landmark'],
  ['park', 'landmark'],
  ['church', 'landmark'],
  ['postal_code', 'zip'],
  ['neighborhood', 'neighborhood'],
  ['sublocality_level_1', 'borough'],
  ['sublocality', 'neighborhood'],
  ['locality', 'city'],
];

export function kindFromTypes(types: unknown): PlaceKind {
  if (!Array.isArray(types)) return 'address';
  for (const [type, kind] of KIND_BY_TYPE) if (types.includes(type)) return kind;
  return 'address';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function unavailable(reason: string): AppError {
  const err = new AppError('maps.placesUnavailable');
  // For the server log only; it never holds the URL (and so never the key).
  Object.defineProperty(err, 'cause', { value: new Error(`Google Places: ${reason}`), enumerable: false });
  return err;
}

function toPlace(placeId: string, raw: unknown): Place | null {
  if (!isRecord(raw)) return null;
  const geometry = isRecord(raw.geometry) ? raw.geometry : null;
  const location = geometry && isRecord(geometry.location) ? geometry.location : null;
  const lat = location?.lat;
  const lng = location?.lng;
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng))
    return null;
  const name = str(raw.name);
  const formattedAddress = str(raw.formatted_address);
  // Google's formatted_address of an establishment leaves out its name; put it in front for one label.
  const label =
    name && formattedAddress && !formattedAddress.startsWith(name)
      ? `${name}, ${formattedAddress}`
      : formattedAddress || name;
  return {
    place_id: str(raw.place_id) || placeId || `ll:${lat.toFixed(6)},${lng.toFixed(6)}`,
    name: name || formattedAddress,
    formattedAddress: label,
    location: { lat, lng },
    kind: kindFromTypes(raw.types),
  };
}

export function createGooglePlaces(options: GooglePlacesOptions): PlacesPort {
  const { apiKey, timeoutMs = 4000 } = options;
  const baseUrl = (options.baseUrl ?? 'https://maps.googleapis.com').replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch;

  /** GET a Places endpoint; the JSON body with a string status, or UNAVAILABLE. */
  async function call(path: string, params: Record<string, string>): Promise<Record<string, unknown>> {
    const url = new URL(`${baseUrl}${path}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    url.searchParams.set('key', apiKey);
    let res: Response;
    try {
      res = await fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const name = err instanceof Error ? err.name : 'Error';
      throw unavailable(
        name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : `request failed (${name})`,
      );
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      throw unavailable(`HTTP ${res.status}`);
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      throw unavailable('answer is not JSON');
    }
    if (!isRecord(body) || typeof body.status !== 'string') throw unavailable('answer without a status');
    return body;
  }

  return {
    name: 'google',

    async autocomplete(input, opts) {
      const text = typeof input === 'string' ? input.trim() : '';
      if (text.length < AUTOCOMPLETE_MIN_CHARS || text.length > LOCATION_MAX_CHARS) return [];
      const limit = Math.max(1, Math.floor(opts?.limit ?? DEFAULT_LIMIT));
      // Restricted (not only biased) to the box around the service area: its predictions carry no point to
      // check, so Google must not offer Boston. The box's corners lie outside the circle; the rare corner
      // place is refused by the maps service when picked (maps.addressOutsideArea).
      const b = serviceAreaBounds();
      const params: Record<string, string> = {
        input: text,
        components: 'country:us',
        locationrestriction: `rectangle:${b.south},${b.west}|${b.north},${b.east}`,
      };
      if (opts?.sessionToken) params.sessiontoken = opts.sessionToken;
      const body = await call('/maps/api/place/autocomplete/json', params);
      if (body.status === 'ZERO_RESULTS') return [];
      if (body.status !== 'OK') throw unavailable(`autocomplete status ${str(body.status)}`);
      const predictions: Prediction[] = [];
      for (const p of Array.isArray(body.predictions) ? body.predictions : []) {
        if (!isRecord(p) || !str(p.place_id) || !str(p.description)) continue;
        const sf = isRecord(p.structured_formatting) ? p.structured_formatting : {};
        predictions.push({
          description: str(p.description),
          place_id: str(p.place_id),
          mainText: str(sf.main_text) || str(p.description),
          secondaryText: str(sf.secondary_text),
          kind: kindFromTypes(p.types),
        });
        if (predictions.length >= limit) break;
      }
      return predictions;
    },

    async details(placeId) {
      const id = typeof placeId === 'string' ? placeId.trim() : '';
      // Ids of the embedded gazetteer (gz:, zip:, ll:) mean nothing to Google.
      if (!id || id.length > LOCATION_MAX_CHARS || /^(?:gz|zip|ll):/.test(id)) return null;
      const body = await call('/maps/api/place/details/json', {
        place_id: id,
        fields: 'name,formatted_address,geometry',
      });
      // NOT_FOUND: an id Google no longer knows; INVALID_REQUEST: a malformed id. Both: unknown place.
      if (body.status === 'ZERO_RESULTS' || body.status === 'NOT_FOUND' || body.status === 'INVALID_REQUEST')
        return null;
      if (body.status !== 'OK') throw unavailable(`details status ${str(body.status)}`);
      return toPlace(id, body.result);
    },

    async geocode(text) {
      const value = typeof text === 'string' ? text.trim() : '';
      if (!value || value.length > LOCATION_MAX_CHARS) return null;
      const coords = parseLatLng(value);
      if (coords) return coordinatePlace(coords);
      const body = await call('/maps/api/place/findplacefromtext/json', {
        input: value,
        inputtype: 'textquery',
        fields: 'place_id,name,formatted_address,geometry,types',
        locationbias: `circle:${RADIUS_METERS}@${NYC}`,
      });
      if (body.status === 'ZERO_RESULTS') return null;
      if (body.status !== 'OK') throw unavailable(`find place status ${str(body.status)}`);
      const first: unknown = Array.isArray(body.candidates) ? body.candidates[0] : undefined;
      return toPlace('', first);
    },
  };
}
