import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AIRPORTS, ROUTES } from '../../src/client/features/marketing/lib/offers.ts';
import type { Place, Prediction, RouteInfo } from '../../src/shared/contracts/maps.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

async function predictions(input: string): Promise<Prediction[]> {
  const res = await get(`/api/places/autocomplete?${q({ input })}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ predictions: Prediction[] }>().predictions;
}

async function first(input: string): Promise<Prediction> {
  const [p] = await predictions(input);
  if (!p) throw new Error(`no prediction for ${input}`);
  return p;
}

describe('GET /api/places/autocomplete', () => {
  it.each([
    ['jfk t4', /JFK Terminal 4/],
    ['times sq', /Times Square/],
    ['10019', /^10019/],
    ['laguardia', /LaGuardia/],
    ['newark airport', /Newark Liberty/],
    ['penn station', /Penn Station/],
    ['brookyln', /Brooklyn/],
  ])('ranks the sensible place first for %j', async (input, expected) => {
    const p = await first(input);
    expect(p.description).toMatch(expected);
    expect(p.place_id).toBeTruthy();
  });

  it('finds the ZIP code by its own id and gives predictions in the specification shape', async () => {
    const p = await first('10019');
    expect(p.place_id).toBe('zip:10019');
    expect(p.kind).toBe('zip');
    expect(Object.keys(p)).toEqual(expect.arrayContaining(['description', 'place_id']));
  });

  it('gives no predictions below 3 characters', async () => {
    expect(await predictions('jf')).toEqual([]);
    expect(await predictions('  j  ')).toEqual([]);
    expect(await predictions('')).toEqual([]);
  });

  it('answers odd input with an empty list or a clear 400, never a 500', async () => {
    for (const input of ['🚗🚗🚗', '\u0001\u0002abc', '%%%___', '"; DROP TABLE places; --', 'ñandú café']) {
      const res = await get(`/api/places/autocomplete?${q({ input })}`);
      expect(res.statusCode, input).toBe(200);
      expect(Array.isArray(res.json<{ predictions: unknown }>().predictions)).toBe(true);
    }
    // A NUL is refused as bad input (issue 18), naming the field.
    const nul = await get(`/api/places/autocomplete?${q({ input: '\u0000\u0001\u0002abc' })}`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json<{ code: string; fields: Record<string, string> }>()).toMatchObject({
      code: 'common.invalidCharacters',
      fields: { input: expect.stringContaining('characters that cannot be accepted') },
    });
    const long = await get(`/api/places/autocomplete?${q({ input: 'x'.repeat(5000) })}`);
    expect(long.statusCode).toBe(400);
    expect(long.json<{ fields: Record<string, string> }>().fields.input).toBe(
      'Search text must be at most 200 characters',
    );
    const missing = await get('/api/places/autocomplete');
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ fields: Record<string, string> }>().fields.input).toBe(
      'Enter an address or place to search',
    );
  });
});

describe('GET /api/places/details', () => {
  it('resolves a place_id to its name and coordinates', async () => {
    const p = await first('times sq');
    const res = await get(`/api/places/details?${q({ place_id: p.place_id })}`);
    expect(res.statusCode).toBe(200);
    const place = res.json<Place>();
    expect(place.name).toMatch(/Times Square/);
    expect(place.location.lat).toBeCloseTo(40.758, 2);
    expect(place.location.lng).toBeCloseTo(-73.9855, 2);
  });

  it('answers 404 with a message for an unknown place_id', async () => {
    const res = await get(`/api/places/details?${q({ place_id: 'gz:no-such-place' })}`);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('Unknown place');
  });
});

describe('GET /api/directions and /api/routes', () => {
  it('routes JFK Terminal 4 to Times Square in the specification shape', async () => {
    const [from, to] = [await first('jfk t4'), await first('times sq')];
    const res = await get(`/api/directions?${q({ origin: from.place_id, destination: to.place_id })}`);
    expect(res.statusCode, res.body).toBe(200);
    const route = res.json<RouteInfo>();
    // Real road distance is about 17-19 miles.
    expect(route.distance.value).toBeGreaterThan(15 * 1609);
    expect(route.distance.value).toBeLessThan(22 * 1609);
    expect(route.distance.text).toMatch(/^\d+\.\d mi$/);
    expect(route.duration.text).toMatch(/^(\d+ h )?\d+ min$/);
    expect(route.overview_polyline.points.length).toBeGreaterThan(4);
    expect(route.source).toBe('estimate');
    // East River bridges are free; Times Square (42nd St) is inside the Congestion Relief Zone.
    expect(route.tolls.map((x) => x.name).join()).not.toMatch(/Lincoln|Holland|Washington/);
    expect(route.tollCost).toBe(route.tolls.reduce((s, x) => s + x.amountCents, 0) / 100);
    expect(route.hasTolls).toBe(route.tolls.length > 0);
  });

  it('charges a Hudson crossing from Newark Airport into Manhattan but not the other way', async () => {
    const [ewr, tsq] = [await first('newark airport'), await first('times sq')];
    const inbound = (
      await get(`/api/routes?${q({ pickup: ewr.place_id, destination: tsq.place_id })}`)
    ).json<RouteInfo>();
    expect(inbound.hasTolls).toBe(true);
    expect(inbound.tolls.map((x) => x.name).join()).toMatch(/Lincoln|Holland/);
    const outbound = (
      await get(`/api/routes?${q({ pickup: tsq.place_id, destination: ewr.place_id })}`)
    ).json<RouteInfo>();
    expect(outbound.tolls.map((x) => x.name).join()).not.toMatch(/Lincoln|Holland/);
  });

  it('resolves every address the marketing pages put in a booking draft', async () => {
    const manhattan = 'Manhattan, New York, NY';
    const pairs = [
      ...AIRPORTS.map((a) => [a.airport, manhattan] as const),
      ...ROUTES.map((r) => [r.from, r.to] as const),
    ];
    for (const [origin, destination] of pairs) {
      const res = await get(`/api/directions?${q({ origin, destination })}`);
      expect(res.statusCode, `${origin} -> ${destination}: ${res.body}`).toBe(200);
      const route = res.json<RouteInfo>();
      expect(route.start_address.split(',')[0]).toBe(origin.split(',')[0]?.replace(' Manhattan', ''));
    }
  });

  it('takes coordinates and free text as well as place ids', async () => {
    const res = await get(
      `/api/directions?${q({ origin: '40.7484,-73.9857', destination: 'Grand Central Terminal' })}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RouteInfo>().end_address).toMatch(/Grand Central/);
  });

  it('answers 400 with a message per field for unknown, missing or far-away places', async () => {
    const unknown = await get(
      `/api/directions?${q({ origin: 'gz:no-such-place', destination: 'times sq' })}`,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ fields: Record<string, string> }>().fields.origin).toBe(
      'Unknown place. Please choose an address from the suggestions',
    );
    const missing = await get(`/api/routes?${q({ pickup: 'times sq' })}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ fields: Record<string, string> }>().fields.destination).toBe(
      'destination is required',
    );
    const far = await get(`/api/directions?${q({ origin: '34.05,-118.24', destination: 'times sq' })}`);
    expect(far.statusCode).toBe(400);
    expect(far.json<{ fields: Record<string, string> }>().fields.origin).toMatch(/outside our area/);
    const nonsense = await get(`/api/directions?${q({ origin: 'qqqqzzzzxxxx', destination: 'times sq' })}`);
    expect(nonsense.statusCode).toBe(400);
    expect(nonsense.json<{ fields: Record<string, string> }>().fields.origin).toBe(
      'We could not find that origin address',
    );
  });
});

describe('with OSRM_URL set', () => {
  let osrm: Server;
  let app: TestApp;
  const seen: string[] = [];
  beforeAll(async () => {
    osrm = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      // OSRM's documented answer: distance in metres, duration in seconds, geometry an encoded polyline.
      res.end(
        JSON.stringify({
          code: 'Ok',
          routes: [{ distance: 30_000, duration: 2400, geometry: '_p~iF~ps|U_ulLnnqC_mqNvxq`@' }],
          waypoints: [],
        }),
      );
    });
    await new Promise<void>((resolve) => osrm.listen(0, '127.0.0.1', resolve));
    const { port } = osrm.address() as AddressInfo;
    app = await createTestApp({ env: { OSRM_URL: `http://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await app.close();
    osrm.close();
  });

  it('asks the OSRM server and answers with its distance', async () => {
    const res = await app.app.inject({
      method: 'GET',
      url: `/api/directions?${q({ origin: '40.6413,-73.7781', destination: '40.7580,-73.9855' })}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const route = res.json<RouteInfo>();
    expect(route.source).toBe('osrm');
    expect(route.distance.value).toBe(30_000);
    expect(route.distance.text).toBe('18.6 mi');
    expect(seen.some((u) => u.startsWith('/route/v1/driving/-73.7781,40.6413;-73.9855,40.758'))).toBe(true);
  });
});
