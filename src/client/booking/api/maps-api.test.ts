import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTOCOMPLETE_MIN_CHARS,
  LOCATION_MAX_CHARS,
  type Prediction,
  type RouteInfo,
} from '../../../shared/contracts/maps.ts';
import { AppError } from '../../../shared/errors.ts';
import { ADDRESS_MAX_CHARS, ADDRESS_MIN_CHARS } from '../lib/address-rules.ts';
import {
  autocompleteQuery,
  directionsQuery,
  fetchDirections,
  fetchPredictions,
  routeErrorStatus,
} from './maps-api.ts';

const jfk: Prediction = {
  description: 'JFK Terminal 4, Queens, NY 11430',
  place_id: 'gz:jfk-t4',
  mainText: 'JFK Terminal 4',
  secondaryText: 'Queens, NY 11430',
  kind: 'terminal',
};

const route: RouteInfo = {
  distance: { text: '17.4 mi', value: 28_002 },
  duration: { text: '48 min', value: 2_880 },
  hasTolls: false,
  tollCost: 0,
  tolls: [],
  overview_polyline: { points: '_p~iF~ps|U_ulLnnqC_mqNvxq`@' },
  start_location: { lat: 40.6441, lng: -73.7822 },
  end_location: { lat: 40.758, lng: -73.9855 },
  pickupLocation: { lat: 40.6441, lng: -73.7822 },
  destinationLocation: { lat: 40.758, lng: -73.9855 },
  approximate: false,
  start_address: 'JFK Terminal 4, Queens, NY 11430',
  end_address: 'Times Square, Manhattan, NY 10036',
  source: 'estimate',
};

function mockFetch(status: number, body: unknown) {
  const fn = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it("asks for suggestions from the contract's minimum length", () => {
  expect(ADDRESS_MIN_CHARS).toBe(AUTOCOMPLETE_MIN_CHARS);
  expect(ADDRESS_MAX_CHARS).toBe(LOCATION_MAX_CHARS);
});

describe('fetchPredictions', () => {
  it('asks GET /api/places/autocomplete with the text encoded and returns the predictions', async () => {
    const fetch = mockFetch(200, { predictions: [jfk] });
    await expect(fetchPredictions('jfk t4 & co')).resolves.toEqual([jfk]);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/places/autocomplete?input=jfk+t4+%26+co');
    expect(init?.method).toBe('GET');
  });

  it('throws AppError on a non-OK answer', async () => {
    mockFetch(400, { code: 'maps.inputTooLong', message: 'Search text must be at most 200 characters' });
    await expect(fetchPredictions('x'.repeat(201))).rejects.toBeInstanceOf(AppError);
  });
});

describe('fetchDirections', () => {
  it('sends origin, destination and the departure time when given', async () => {
    const fetch = mockFetch(200, route);
    await expect(
      fetchDirections({
        origin: 'gz:jfk-t4',
        destination: '40.758,-73.9855',
        departureTime: '2030-07-01T14:30:00-04:00',
      }),
    ).resolves.toEqual(route);
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://x');
    expect(url.pathname).toBe('/api/directions');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      origin: 'gz:jfk-t4',
      destination: '40.758,-73.9855',
      departureTime: '2030-07-01T14:30:00-04:00',
    });
  });

  it('leaves the departure time out when not given', async () => {
    const fetch = mockFetch(200, route);
    await fetchDirections({ origin: 'Times Square', destination: 'JFK' });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/directions?origin=Times+Square&destination=JFK');
  });
});

describe('query options', () => {
  it('autocomplete: one request, no retry, failure only logged (as a warning, not an error)', async () => {
    const fetch = mockFetch(503, { code: 'maps.placesUnavailable', message: 'Places are unavailable' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = new QueryClient();
    await expect(client.fetchQuery(autocompleteQuery('jfk'))).rejects.toBeInstanceOf(AppError);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      'Address suggestions failed:',
      'maps.placesUnavailable Places are unavailable',
    );
  });

  it('directions: the key names both ends and the time, so a new time asks again', () => {
    const a = directionsQuery({ origin: 'a', destination: 'b' }).queryKey;
    const b = directionsQuery({
      origin: 'a',
      destination: 'b',
      departureTime: '2030-07-01T14:30:00-04:00',
    }).queryKey;
    expect(a).toEqual(['/api/directions', 'a', 'b', null]);
    expect(b).not.toEqual(a);
  });

  it("routeErrorStatus gives the server's error as text, or a status word", () => {
    const text = (err: AppError) => err.message;
    const noRoute = AppError.fromBody(400, {
      code: 'maps.noRoute',
      message: 'No drivable route was found between these addresses',
    });
    expect(routeErrorStatus(noRoute, text)).toBe('No drivable route was found between these addresses');
    expect(routeErrorStatus(new TypeError('boom'), text)).toBe('UNKNOWN_ERROR');
  });
});
