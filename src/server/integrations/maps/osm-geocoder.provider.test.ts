import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGeocoderStub, type GeocoderStub } from '../../../../test/support/photon-stub.ts';
import { placeSchema, predictionSchema } from '../../../shared/contracts/maps.ts';
import { AppError } from '../../../shared/errors.ts';
import { createOsmGeocoder, kindFromOsmTag } from './osm-geocoder.provider.ts';

let stub: GeocoderStub;
beforeAll(async () => {
  stub = await startGeocoderStub();
});
afterAll(() => stub.close());

const photon = () => createOsmGeocoder({ baseUrl: stub.url, timeoutMs: 500 });

describe('OSM geocoder, Photon', () => {
  it('asks Photon near Midtown inside the service area box and gives predictions by osm id', async () => {
    const places = photon();
    const predictions = await places.autocomplete('350 5th Ave');
    const request = stub.requests.at(-1) as URL;
    expect(request.pathname).toBe('/api');
    expect(request.searchParams.get('q')).toBe('350 5th Ave');
    expect(request.searchParams.get('lat')).toBe('40.758');
    expect(request.searchParams.get('lon')).toBe('-73.9855');
    expect(request.searchParams.get('bbox')).toBe('-74.6,40.25,-71.8,41.38');
    // Boston (in Photon's answer, outside the circle) is dropped.
    expect(predictions).toEqual([
      {
        description: 'Empire State Building, 350 5th Avenue, New York, New York 10118',
        place_id: 'osm:W34633854',
        mainText: 'Empire State Building',
        secondaryText: '350 5th Avenue, New York, New York 10118',
        kind: 'address',
      },
    ]);
    for (const p of predictions) expect(predictionSchema.safeParse(p).success).toBe(true);
  });

  it('resolves the ids it gave from memory, and null for ids it never gave or foreign ids', async () => {
    const places = photon();
    await places.autocomplete('350 5th Ave');
    const place = await places.details('osm:W34633854');
    expect(place).toMatchObject({ place_id: 'osm:W34633854', location: { lat: 40.74844, lng: -73.98566 } });
    expect(placeSchema.safeParse(place).success).toBe(true);
    expect(await places.details('osm:N1')).toBeNull();
    expect(await places.details('gz:jfk')).toBeNull();
    expect(await places.details('osm:X1')).toBeNull();
  });

  it('geocodes free text to the first place in the area; a house number found only as a street is approximate', async () => {
    const places = photon();
    expect((await places.geocode('350 5th Ave'))?.place_id).toBe('osm:W34633854');
    expect(await places.geocode('1 Main St, Yonkers')).toMatchObject({
      name: 'Main Street',
      formattedAddress: 'Main Street, Yonkers, New York',
      approximate: true,
    });
    expect(await places.geocode('Boston')).toBeNull();
    expect(await places.autocomplete('Boston')).toEqual([]);
    expect((await places.geocode('JFK'))?.kind).toBe('airport');
    expect((await places.geocode('40.7,-73.9'))?.place_id).toBe('ll:40.700000,-73.900000');
  });

  it('answers 503 maps.placesUnavailable on a timeout, an HTTP error or an answer that is not JSON', async () => {
    const places = photon();
    for (const q of ['slow road', 'broken road', 'garbled road']) {
      const err = await places.autocomplete(q).catch((e: unknown) => e);
      expect(err, q).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('maps.placesUnavailable');
      expect((err as AppError).status).toBe(503);
    }
  });

  it('refuses a dead server with 503 too', async () => {
    const places = createOsmGeocoder({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 });
    const err = await places.geocode('350 5th Ave').catch((e: unknown) => e);
    expect((err as AppError).code).toBe('maps.placesUnavailable');
  });

  it('asks nothing for short, long or control-character input', async () => {
    const places = photon();
    const before = stub.requests.length;
    expect(await places.autocomplete('ab')).toEqual([]);
    expect(await places.autocomplete('x'.repeat(301))).toEqual([]);
    expect(await places.autocomplete('abc\u0000def')).toEqual([]);
    expect(stub.requests.length).toBe(before);
  });
});

describe('OSM geocoder, Nominatim', () => {
  it('searches /search bounded to the area and looks ids up with /lookup', async () => {
    const places = createOsmGeocoder({ baseUrl: stub.url, kind: 'nominatim', timeoutMs: 500 });
    const [p] = await places.autocomplete('350 5th Ave');
    const search = stub.requests.at(-1) as URL;
    expect(search.pathname).toBe('/search');
    expect(search.searchParams.get('format')).toBe('jsonv2');
    expect(search.searchParams.get('bounded')).toBe('1');
    expect(p?.place_id).toBe('osm:W34633854');
    // A fresh provider has no memory: details asks /lookup.
    const fresh = createOsmGeocoder({ baseUrl: stub.url, kind: 'nominatim', timeoutMs: 500 });
    const place = await fresh.details('osm:W34633854');
    expect((stub.requests.at(-1) as URL).pathname).toBe('/lookup');
    expect(place?.location).toEqual({ lat: 40.74844, lng: -73.98566 });
    expect(await fresh.details('osm:N42')).toBeNull();
  });
});

describe('kindFromOsmTag', () => {
  it.each([
    ['aeroway', 'aerodrome', 'airport'],
    ['aeroway', 'terminal', 'terminal'],
    ['railway', 'station', 'station'],
    ['tourism', 'hotel', 'hotel'],
    ['tourism', 'museum', 'landmark'],
    ['leisure', 'stadium', 'venue'],
    ['place', 'town', 'city'],
    ['place', 'suburb', 'neighborhood'],
    ['highway', 'primary', 'address'],
  ])('%s=%s is %s', (key, value, kind) => {
    expect(kindFromOsmTag(key, value)).toBe(kind);
  });
});
