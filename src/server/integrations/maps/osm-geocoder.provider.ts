import {
  AUTOCOMPLETE_MIN_CHARS,
  LOCATION_MAX_CHARS,
  type LatLng,
  type Place,
  type PlaceKind,
  type Prediction,
} from '../../../shared/contracts/maps.ts';
import {
  inServiceArea,
  SERVICE_AREA_CENTER,
  serviceAreaBounds,
} from '../../../shared/domain/service-area.ts';
import { AppError } from '../../../shared/errors.ts';
import { coordinatePlace, parseLatLng } from './gazetteer.provider.ts';
import type { PlacesPort } from './types.ts';

/**
 * A self-hosted OpenStreetMap geocoder as the places port (GEOCODER_URL), for exact street addresses
 * without Google:
 * - Photon (GEOCODER_KIND=photon, the default): GET {url}/api?q=…&lat=…&lon=…&limit=…&bbox=… (GeoJSON).
 *   Photon has no look-up by id, so the places it returned are kept in memory (LRU, 5,000, one hour) and
 *   `details` answers from there; an id it never gave (or forgot) is unknown, and the rider picks again.
 * - Nominatim (GEOCODER_KIND=nominatim): GET {url}/search?format=jsonv2&q=…&viewbox=…&bounded=1 and
 *   GET {url}/lookup?format=jsonv2&osm_ids=N123 for details.
 * Ids are `osm:` + the OSM type letter and id (osm:N123, osm:W45, osm:R6). Searches are limited to the
 * service area's box and every answer outside the area itself is dropped (suggestions never offer a place the
 * server refuses). A typed house number that the geocoder only finds as a street (no house number in the
 * answer) is marked approximate. Failures (network, timeout, HTTP error, not JSON) are
 * AppError('maps.placesUnavailable'), 503; the maps service then answers from the gazetteer.
 */
export interface OsmGeocoderOptions {
  baseUrl: string;
  kind?: 'photon' | 'nominatim';
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

const DEFAULT_LIMIT = 5;
const MAX_LIMIT = 10;
const MEMORY_SIZE = 5000;
const MEMORY_MS = 60 * 60_000;
const OSM_ID = /^osm:([NWR])(\d{1,15})$/;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const str = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

function unavailable(reason: string): AppError {
  const err = new AppError('maps.placesUnavailable');
  Object.defineProperty(err, 'cause', { value: new Error(`OSM geocoder: ${reason}`), enumerable: false });
  return err;
}

/** The most specific kind of an OSM object from its main tag (key=value). */
export function kindFromOsmTag(key: string, value: string): PlaceKind {
  if (key === 'aeroway')
    return value === 'terminal' ? 'terminal' : value === 'aerodrome' ? 'airport' : 'address';
  if (key === 'railway' && (value === 'station' || value === 'halt')) return 'station';
  if (key === 'public_transport' && value === 'station') return 'station';
  if (key === 'amenity' && (value === 'bus_station' || value === 'ferry_terminal')) return 'station';
  if (key === 'tourism' && (value === 'hotel' || value === 'motel' || value === 'guest_house'))
    return 'hotel';
  if (key === 'tourism' && (value === 'museum' || value === 'attraction' || value === 'gallery'))
    return 'landmark';
  if (key === 'historic' || (key === 'leisure' && value === 'park')) return 'landmark';
  if (key === 'leisure' && (value === 'stadium' || value === 'sports_centre')) return 'venue';
  if (key === 'amenity' && (value === 'theatre' || value === 'arts_centre' || value === 'events_venue'))
    return 'venue';
  if (key === 'place' && (value === 'city' || value === 'town' || value === 'village' || value === 'hamlet'))
    return 'city';
  if (key === 'place' && (value === 'suburb' || value === 'neighbourhood' || value === 'quarter'))
    return 'neighborhood';
  if (key === 'boundary' && value === 'postal_code') return 'zip';
  return 'address';
}

const startsWithHouseNumber = (text: string) => /^\s*\d{1,6}[a-z]?(?:-\d{1,4})?\s+\S/i.test(text);

interface Found {
  place: Place;
  prediction: Prediction;
}

function found(
  id: string,
  point: LatLng,
  kind: PlaceKind,
  parts: { name: string; street: string; locality: string },
  approximate: boolean,
): Found {
  const name = parts.name || parts.street || parts.locality;
  const label = [parts.name, parts.name === parts.street ? '' : parts.street, parts.locality]
    .filter(Boolean)
    .join(', ');
  const secondary = [parts.name && parts.street !== parts.name ? parts.street : '', parts.locality]
    .filter(Boolean)
    .join(', ');
  return {
    place: {
      place_id: id,
      name,
      formattedAddress: label || name,
      location: point,
      kind,
      ...(approximate ? { approximate: true } : {}),
    },
    prediction: { description: label || name, place_id: id, mainText: name, secondaryText: secondary, kind },
  };
}

/** A Photon GeoJSON feature -> a place; null when unusable. */
export function fromPhotonFeature(feature: unknown, query: string): Found | null {
  if (!isRecord(feature) || !isRecord(feature.geometry) || !isRecord(feature.properties)) return null;
  const coords = feature.geometry.coordinates;
  if (!Array.isArray(coords) || coords.length < 2) return null;
  const [lng, lat] = coords as unknown[];
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng))
    return null;
  const p = feature.properties;
  const type = str(p.osm_type).toUpperCase();
  const osmId = str(p.osm_id);
  if (!/^[NWR]$/.test(type) || !/^\d{1,15}$/.test(osmId)) return null;
  const house = str(p.housenumber);
  const street = [house, str(p.street)].filter(Boolean).join(' ');
  const city = str(p.city) || str(p.district) || str(p.county);
  const locality = [city, [str(p.state), str(p.postcode)].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const kind = house ? 'address' : kindFromOsmTag(str(p.osm_key), str(p.osm_value));
  const approximate = startsWithHouseNumber(query) && !house && kind !== 'airport' && kind !== 'terminal';
  return found(
    `osm:${type}${osmId}`,
    { lat, lng },
    kind,
    { name: str(p.name) || street, street, locality },
    approximate,
  );
}

const NOMINATIM_TYPE: Record<string, string> = { node: 'N', way: 'W', relation: 'R', N: 'N', W: 'W', R: 'R' };

/** A Nominatim jsonv2 result -> a place; null when unusable. */
export function fromNominatimResult(result: unknown, query: string): Found | null {
  if (!isRecord(result)) return null;
  const lat = Number(result.lat);
  const lng = Number(result.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const type = NOMINATIM_TYPE[str(result.osm_type)];
  const osmId = str(result.osm_id);
  if (!type || !/^\d{1,15}$/.test(osmId)) return null;
  const a = isRecord(result.address) ? result.address : {};
  const house = str(a.house_number);
  const street = [house, str(a.road)].filter(Boolean).join(' ');
  const city = str(a.city) || str(a.town) || str(a.village) || str(a.suburb) || str(a.county);
  const locality = [city, [str(a.state), str(a.postcode)].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const kind = house ? 'address' : kindFromOsmTag(str(result.category), str(result.type));
  const approximate = startsWithHouseNumber(query) && !house && kind !== 'airport' && kind !== 'terminal';
  const name = str(result.name) || street || str(result.display_name).split(',')[0]?.trim() || '';
  return found(`osm:${type}${osmId}`, { lat, lng }, kind, { name, street, locality }, approximate);
}

export function createOsmGeocoder(options: OsmGeocoderOptions): PlacesPort {
  const kind = options.kind ?? 'photon';
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 3000;
  const bounds = serviceAreaBounds();
  const memory = new Map<string, { at: number; place: Place }>();

  function remember(items: Found[]): void {
    const now = Date.now();
    for (const { place } of items) {
      memory.delete(place.place_id);
      if (memory.size >= MEMORY_SIZE) {
        const oldest = memory.keys().next().value;
        if (oldest !== undefined) memory.delete(oldest);
      }
      memory.set(place.place_id, { at: now, place });
    }
  }

  async function call(path: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(`${baseUrl}${path}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
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
    try {
      return await res.json();
    } catch {
      throw unavailable('answer is not JSON');
    }
  }

  async function search(text: string, limit: number): Promise<Found[]> {
    let list: Found[];
    if (kind === 'photon') {
      const body = await call('/api', {
        q: text,
        lat: String(SERVICE_AREA_CENTER.lat),
        lon: String(SERVICE_AREA_CENTER.lng),
        // Ask for more than needed: answers outside the circle (the box's corners) are dropped below.
        limit: String(Math.min(MAX_LIMIT * 2, limit * 2)),
        lang: 'en',
        bbox: `${bounds.west},${bounds.south},${bounds.east},${bounds.north}`,
      });
      if (!isRecord(body) || !Array.isArray(body.features)) throw unavailable('answer without features');
      list = body.features.map((f) => fromPhotonFeature(f, text)).filter((f): f is Found => f !== null);
    } else {
      const body = await call('/search', {
        q: text,
        format: 'jsonv2',
        addressdetails: '1',
        limit: String(Math.min(MAX_LIMIT * 2, limit * 2)),
        viewbox: `${bounds.west},${bounds.north},${bounds.east},${bounds.south}`,
        bounded: '1',
        countrycodes: 'us',
      });
      if (!Array.isArray(body)) throw unavailable('answer is not a list');
      list = body.map((r) => fromNominatimResult(r, text)).filter((f): f is Found => f !== null);
    }
    const seen = new Set<string>();
    const inArea = list.filter(
      (f) => inServiceArea(f.place.location) && !seen.has(f.place.place_id) && seen.add(f.place.place_id),
    );
    remember(inArea);
    return inArea.slice(0, limit);
  }

  const usable = (text: unknown): string | null => {
    if (typeof text !== 'string') return null;
    const value = text.replace(/[\t\r\n]+/g, ' ').trim();
    if (value.length < AUTOCOMPLETE_MIN_CHARS || value.length > LOCATION_MAX_CHARS) return null;
    if (/\p{Cc}/u.test(value)) return null;
    return value;
  };

  return {
    name: 'osm',

    async autocomplete(input, opts) {
      const text = usable(input);
      if (!text) return [];
      const limit = Math.max(1, Math.min(MAX_LIMIT, Math.floor(opts?.limit ?? DEFAULT_LIMIT)));
      return (await search(text, limit)).map((f) => f.prediction);
    },

    async details(placeId) {
      const m = typeof placeId === 'string' ? OSM_ID.exec(placeId.trim()) : null;
      if (!m) return null;
      const id = `osm:${m[1]}${m[2]}`;
      const hit = memory.get(id);
      if (hit && Date.now() - hit.at < MEMORY_MS) return hit.place;
      if (kind === 'photon') return null;
      const body = await call('/lookup', {
        osm_ids: `${m[1]}${m[2]}`,
        format: 'jsonv2',
        addressdetails: '1',
      });
      if (!Array.isArray(body)) throw unavailable('lookup answer is not a list');
      const f = body.map((r) => fromNominatimResult(r, '')).find((x) => x?.place.place_id === id);
      if (!f) return null;
      remember([f]);
      return f.place;
    },

    async geocode(text) {
      if (typeof text !== 'string') return null;
      const coords = parseLatLng(text.trim());
      if (coords) return coordinatePlace(coords);
      const value = usable(text);
      if (!value) return null;
      return (await search(value, 1))[0]?.place ?? null;
    },
  };
}
