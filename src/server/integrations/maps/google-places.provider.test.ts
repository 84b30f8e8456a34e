import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorMessage } from '../../../shared/error-text.ts';
import { AppError } from '../../../shared/errors.ts';
import { errorBody } from '../../plugins/error-handler.ts';
import { createGooglePlaces, kindFromTypes } from './google-places.provider.ts';

/**
 * A stand-in for maps.googleapis.com on 127.0.0.1, answering with the documented shapes of the legacy Places
 * web service (Place Autocomplete, Place Details, Find Place From Text).
 */
const KEY = 'test-key-AIzaSyDoNotLeakMe123';

type Handler = (url: URL, req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
const seen: URL[] = [];

function json(res: ServerResponse, body: unknown, status = 200) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

const AUTOCOMPLETE_OK = {
  status: 'OK',
  predictions: [
    {
      description: 'The Plaza, Fifth Avenue, New York, NY, USA',
      place_id: 'ChIJYaVFnvBYwokRsUz2bRSdt7I',
      matched_substrings: [{ length: 5, offset: 4 }],
      structured_formatting: { main_text: 'The Plaza', secondary_text: 'Fifth Avenue, New York, NY, USA' },
      terms: [{ offset: 0, value: 'The Plaza' }],
      types: ['lodging', 'point_of_interest', 'establishment'],
    },
    {
      description: 'Plaza Hotel Way, Queens, NY, USA',
      place_id: 'EiBQbGF6YSBIb3RlbCBXYXksIFF1ZWVucywgTlksIFVTQQ',
      structured_formatting: { main_text: 'Plaza Hotel Way', secondary_text: 'Queens, NY, USA' },
      types: ['route', 'geocode'],
    },
    {
      description: 'John F. Kennedy International Airport (JFK), Queens, NY, USA',
      place_id: 'ChIJR0lA1VBmwokR8BGfSBOyT-w',
      structured_formatting: {
        main_text: 'John F. Kennedy International Airport',
        secondary_text: 'Queens, NY, USA',
      },
      types: ['airport', 'point_of_interest', 'establishment'],
    },
    { description: 'no place id: skipped', types: [] },
  ],
};

const DETAILS_OK = {
  html_attributions: [],
  status: 'OK',
  result: {
    name: 'The Plaza',
    formatted_address: '768 5th Ave, New York, NY 10019, USA',
    geometry: {
      location: { lat: 40.7645266, lng: -73.9744535 },
      viewport: {
        northeast: { lat: 40.7658, lng: -73.973 },
        southwest: { lat: 40.7631, lng: -73.9757 },
      },
    },
  },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    seen.push(url);
    handler(url, req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen.length = 0;
  handler = (url, _req, res) => {
    if (url.searchParams.get('key') !== KEY) {
      return json(res, { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' });
    }
    if (url.pathname === '/maps/api/place/autocomplete/json') return json(res, AUTOCOMPLETE_OK);
    if (url.pathname === '/maps/api/place/details/json') return json(res, DETAILS_OK);
    if (url.pathname === '/maps/api/place/findplacefromtext/json') {
      return json(res, {
        status: 'OK',
        candidates: [
          {
            place_id: 'ChIJYaVFnvBYwokRsUz2bRSdt7I',
            name: 'The Plaza',
            formatted_address: '768 5th Ave, New York, NY 10019, USA',
            geometry: { location: { lat: 40.7645266, lng: -73.9744535 } },
            types: ['lodging', 'point_of_interest', 'establishment'],
          },
        ],
      });
    }
    json(res, { status: 'INVALID_REQUEST' }, 404);
  };
});

const google = (timeoutMs = 1000) => createGooglePlaces({ apiKey: KEY, baseUrl, timeoutMs });

async function unavailable(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  const appError = err as AppError;
  expect(appError.code).toBe('maps.placesUnavailable');
  expect(appError.status).toBe(503);
  expect(errorMessage(appError)).toBe('Address search is unavailable right now. Please try again.');
  // The key never travels with the error, not even in its cause or stack.
  const everything = `${appError.message} ${appError.stack ?? ''} ${String(appError.cause)} ${JSON.stringify(errorBody(appError))}`;
  expect(everything).not.toContain(KEY);
  expect(everything).not.toContain(baseUrl);
  return appError;
}

describe('Google Places autocomplete', () => {
  it('sends the documented query and maps the predictions', async () => {
    const predictions = await google().autocomplete('  plaza hotel ', { sessionToken: 'session-123' });
    expect(seen).toHaveLength(1);
    const url = seen[0] as URL;
    expect(url.pathname).toBe('/maps/api/place/autocomplete/json');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      input: 'plaza hotel',
      key: KEY,
      components: 'country:us',
      // The service area's box (115 miles around Times Square): Boston (42.36 N 71.06 W) is outside it.
      locationrestriction: 'rectangle:40.25,-74.6|41.38,-71.8',
      sessiontoken: 'session-123',
    });
    expect(predictions).toEqual([
      {
        description: 'The Plaza, Fifth Avenue, New York, NY, USA',
        place_id: 'ChIJYaVFnvBYwokRsUz2bRSdt7I',
        mainText: 'The Plaza',
        secondaryText: 'Fifth Avenue, New York, NY, USA',
        kind: 'hotel',
      },
      {
        description: 'Plaza Hotel Way, Queens, NY, USA',
        place_id: 'EiBQbGF6YSBIb3RlbCBXYXksIFF1ZWVucywgTlksIFVTQQ',
        mainText: 'Plaza Hotel Way',
        secondaryText: 'Queens, NY, USA',
        kind: 'address',
      },
      {
        description: 'John F. Kennedy International Airport (JFK), Queens, NY, USA',
        place_id: 'ChIJR0lA1VBmwokR8BGfSBOyT-w',
        mainText: 'John F. Kennedy International Airport',
        secondaryText: 'Queens, NY, USA',
        kind: 'airport',
      },
    ]);
  });

  it('leaves out the session token when there is none, and honours the limit', async () => {
    const predictions = await google().autocomplete('plaza', { limit: 1 });
    expect(predictions).toHaveLength(1);
    expect(seen[0]?.searchParams.has('sessiontoken')).toBe(false);
  });

  it('asks nothing below 3 characters', async () => {
    expect(await google().autocomplete(' jf ')).toEqual([]);
    expect(seen).toHaveLength(0);
  });

  it('answers ZERO_RESULTS with no predictions', async () => {
    handler = (_url, _req, res) => json(res, { status: 'ZERO_RESULTS', predictions: [] });
    expect(await google().autocomplete('xqzvw')).toEqual([]);
  });

  it.each(['REQUEST_DENIED', 'OVER_QUERY_LIMIT', 'INVALID_REQUEST', 'UNKNOWN_ERROR'])(
    'turns status %s into UNAVAILABLE without leaking the key',
    async (status) => {
      handler = (url, _req, res) =>
        json(res, {
          status,
          error_message: `This API project is not authorized (key ${url.searchParams.get('key')})`,
          predictions: [],
        });
      const err = await unavailable(google().autocomplete('plaza'));
      expect(String(err.cause)).toContain(status);
    },
  );

  it('turns a wrong key into UNAVAILABLE', async () => {
    await unavailable(createGooglePlaces({ apiKey: 'wrong', baseUrl }).autocomplete('plaza'));
  });

  it('turns HTTP errors and bodies that are not JSON into UNAVAILABLE', async () => {
    handler = (_url, _req, res) => json(res, { error: 'boom' }, 500);
    await unavailable(google().autocomplete('plaza'));
    handler = (_url, _req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>captive portal</html>');
    };
    await unavailable(google().autocomplete('plaza'));
    handler = (_url, _req, res) => json(res, { predictions: [] });
    await unavailable(google().autocomplete('plaza'));
  });

  it('gives up after the timeout', async () => {
    handler = () => {
      // Never answers.
    };
    const err = await unavailable(google(150).autocomplete('plaza'));
    expect(String(err.cause)).toContain('no answer within 150 ms');
  });

  it('turns a refused connection into UNAVAILABLE', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await unavailable(
      createGooglePlaces({ apiKey: KEY, baseUrl: `http://127.0.0.1:${port}` }).autocomplete('plaza'),
    );
  });
});

describe('Google Place Details', () => {
  it('sends the documented query and maps the place', async () => {
    const place = await google().details('ChIJYaVFnvBYwokRsUz2bRSdt7I');
    const url = seen[0] as URL;
    expect(url.pathname).toBe('/maps/api/place/details/json');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      place_id: 'ChIJYaVFnvBYwokRsUz2bRSdt7I',
      fields: 'name,formatted_address,geometry',
      key: KEY,
    });
    expect(place).toEqual({
      place_id: 'ChIJYaVFnvBYwokRsUz2bRSdt7I',
      name: 'The Plaza',
      formattedAddress: 'The Plaza, 768 5th Ave, New York, NY 10019, USA',
      location: { lat: 40.7645266, lng: -73.9744535 },
      kind: 'address',
    });
  });

  it.each(['ZERO_RESULTS', 'NOT_FOUND', 'INVALID_REQUEST'])('answers %s with null', async (status) => {
    handler = (_url, _req, res) => json(res, { status });
    expect(await google().details('ChIJunknownunknown')).toBeNull();
  });

  it('does not ask Google about gazetteer ids or empty ids', async () => {
    expect(await google().details('gz:jfk-t4')).toBeNull();
    expect(await google().details('zip:10019')).toBeNull();
    expect(await google().details('  ')).toBeNull();
    expect(seen).toHaveLength(0);
  });

  it('answers null for a result without coordinates', async () => {
    handler = (_url, _req, res) => json(res, { status: 'OK', result: { name: 'Somewhere' } });
    expect(await google().details('ChIJsomewhere12345')).toBeNull();
  });

  it('turns failures into UNAVAILABLE', async () => {
    handler = (_url, _req, res) => json(res, { status: 'OVER_QUERY_LIMIT' });
    await unavailable(google().details('ChIJYaVFnvBYwokRsUz2bRSdt7I'));
    handler = () => {
      // Never answers.
    };
    await unavailable(google(100).details('ChIJYaVFnvBYwokRsUz2bRSdt7I'));
  });
});

describe('Google geocode (Find Place From Text)', () => {
  it('sends the documented query and takes the first candidate', async () => {
    const place = await google().geocode(' The Plaza Hotel ');
    const url = seen[0] as URL;
    expect(url.pathname).toBe('/maps/api/place/findplacefromtext/json');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      input: 'The Plaza Hotel',
      inputtype: 'textquery',
      fields: 'place_id,name,formatted_address,geometry,types',
      locationbias: 'circle:80000@40.7128,-74.0060',
      key: KEY,
    });
    expect(place).toEqual({
      place_id: 'ChIJYaVFnvBYwokRsUz2bRSdt7I',
      name: 'The Plaza',
      formattedAddress: 'The Plaza, 768 5th Ave, New York, NY 10019, USA',
      location: { lat: 40.7645266, lng: -73.9744535 },
      kind: 'hotel',
    });
  });

  it('answers coordinates without asking Google', async () => {
    expect(await google().geocode('40.7128,-74.0060')).toMatchObject({
      location: { lat: 40.7128, lng: -74.006 },
      kind: 'address',
    });
    expect(seen).toHaveLength(0);
  });

  it('answers ZERO_RESULTS and empty text with null, failures with UNAVAILABLE', async () => {
    handler = (_url, _req, res) => json(res, { status: 'ZERO_RESULTS', candidates: [] });
    expect(await google().geocode('nowhere at all')).toBeNull();
    expect(await google().geocode('   ')).toBeNull();
    handler = (_url, _req, res) => json(res, { status: 'REQUEST_DENIED', candidates: [] });
    await unavailable(google().geocode('the plaza'));
  });
});

describe('kindFromTypes', () => {
  it('takes the most specific known type', () => {
    expect(kindFromTypes(['airport', 'point_of_interest'])).toBe('airport');
    expect(kindFromTypes(['lodging', 'restaurant'])).toBe('hotel');
    expect(kindFromTypes(['transit_station', 'point_of_interest'])).toBe('station');
    expect(kindFromTypes(['stadium'])).toBe('venue');
    expect(kindFromTypes(['postal_code'])).toBe('zip');
    expect(kindFromTypes(['sublocality_level_1', 'sublocality', 'political'])).toBe('borough');
    expect(kindFromTypes(['neighborhood', 'political'])).toBe('neighborhood');
    expect(kindFromTypes(['locality', 'political'])).toBe('city');
    expect(kindFromTypes(['street_address'])).toBe('address');
    expect(kindFromTypes(undefined)).toBe('address');
  });
});
