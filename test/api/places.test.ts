import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LatLng, Place, Prediction, RouteInfo } from '../../src/shared/contracts/maps.ts';
import type { QuoteResponse } from '../../src/shared/contracts/quotes.ts';
import { inServiceArea } from '../../src/shared/domain/service-area.ts';
import { GAZETTEER } from '../../src/server/integrations/maps/gazetteer.data.ts';
import { startGeocoderStub, type GeocoderStub } from '../support/photon-stub.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 15, "Places": a typed place is the place booked, or the answer says what was placed instead.
 * Street addresses are placed offline on Manhattan's grid; suggestions only offer places the server accepts.
 */

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

async function details(placeId: string): Promise<Place> {
  const res = await get(`/api/places/details?${q({ place_id: placeId })}`);
  expect(res.statusCode, `${placeId}: ${res.body}`).toBe(200);
  return res.json<Place>();
}

function metres(a: LatLng, b: LatLng): number {
  const r = Math.PI / 180;
  const x =
    Math.sin(((b.lat - a.lat) * r) / 2) ** 2 +
    Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lng - a.lng) * r) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(x));
}

const gazetteerPoint = (id: string): LatLng => {
  const e = GAZETTEER.find((g) => g.place_id === id);
  if (!e) throw new Error(`no gazetteer entry ${id}`);
  return e.location;
};

const DAY = 86_400_000;
const quote = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: {
      pickupDateTime: new Date(Date.now() + 3 * DAY).toISOString(),
      serviceType: 'point-to-point',
      ...payload,
    },
  });

/**
 * Landmarks whose coordinates the gazetteer holds (the true point) and their street addresses, each with
 * its source. The addresses are typed as a rider would, often in another spelling than the gazetteer's.
 */
const ADDRESSES: [typed: string, landmark: string, source: string][] = [
  [
    '350 5th Ave',
    'gz:empire-state-building',
    "Empire State Building: the building's own site and Wikipedia infobox",
  ],
  [
    '20 W 34th St',
    'gz:empire-state-building',
    "Empire State Building's observatory entrance: the building's own site",
  ],
  ['881 7th Ave', 'gz:carnegie-hall', "Carnegie Hall: the hall's own site and Wikipedia infobox"],
  ['11 W 53rd St', 'gz:moma', "Museum of Modern Art: the museum's own site and Wikipedia infobox"],
  [
    '1000 Fifth Avenue',
    'gz:the-met',
    "Metropolitan Museum of Art: the museum's own site and Wikipedia infobox",
  ],
  ['89 E 42nd St', 'gz:grand-central', 'Grand Central Terminal: Wikipedia infobox'],
  [
    '30 Rockefeller Plaza',
    'gz:rockefeller-center',
    '30 Rockefeller Plaza (Comcast Building): Wikipedia infobox',
  ],
  ['11 Wall Street', 'gz:nyse', 'New York Stock Exchange building: Wikipedia infobox'],
  [
    '1071 5th Ave',
    'gz:guggenheim',
    "Solomon R. Guggenheim Museum: the museum's own site and Wikipedia infobox",
  ],
  ['405 Lexington Avenue', 'gz:chrysler-building', 'Chrysler Building: Wikipedia infobox'],
  ['175 Fifth Ave', 'gz:flatiron-building', 'Flatiron Building: Wikipedia infobox'],
  ['45 East 42nd Street', 'gz:summit-one-vanderbilt', "SUMMIT One Vanderbilt: the attraction's own site"],
  ['625 8th Ave', 'gz:port-authority', "Port Authority Bus Terminal: the Port Authority's own site"],
  [
    '1260 Avenue of the Americas',
    'gz:radio-city',
    "Radio City Music Hall: the hall's own site and Wikipedia infobox",
  ],
  ['2124 Broadway', 'gz:beacon-theatre', "Beacon Theatre: the theatre's own site and Wikipedia infobox"],
  ['253 W 125th St', 'gz:apollo-theater', "Apollo Theater: the theater's own site and Wikipedia infobox"],
  ['768 5th Ave', 'gz:the-plaza', "The Plaza: the hotel's own site and Wikipedia infobox"],
  ['301 Park Ave', 'gz:waldorf-astoria', 'Waldorf Astoria New York: Wikipedia infobox'],
  ['2 E 55th St', 'gz:st-regis', "The St. Regis New York: the hotel's own site"],
  ['57 E 57th St', 'gz:four-seasons', "Four Seasons Hotel New York: the hotel's own site"],
  ['700 5th Ave', 'gz:peninsula', "The Peninsula New York: the hotel's own site"],
  ['153 West 57th Street', 'gz:park-hyatt', "Park Hyatt New York: the hotel's own site"],
  [
    '50 Central Park South',
    'gz:ritz-carlton-central-park',
    "The Ritz-Carlton New York, Central Park: the hotel's own site",
  ],
  ['28 W 53rd St', 'gz:baccarat', "Baccarat Hotel New York: the hotel's own site"],
  ['730 5th Ave', 'gz:aman', "Aman New York (Crown Building): the hotel's own site"],
  ['2 E 61st St', 'gz:the-pierre', "The Pierre: the hotel's own site and Wikipedia infobox"],
  ['400 5th Ave', 'gz:langham', "The Langham, New York, Fifth Avenue: the hotel's own site"],
  ['701 7th Ave', 'gz:times-square-edition', "The Times Square EDITION: the hotel's own site"],
  ['160 Central Park S', 'gz:essex-house', "JW Marriott Essex House: the hotel's own site"],
  ['1535 Broadway', 'gz:marriott-marquis', "New York Marriott Marquis: the hotel's own site"],
  ['1335 6th Ave', 'gz:hilton-midtown', "New York Hilton Midtown: the hotel's own site"],
  ['18 W 56th St, New York, NY 10019', 'gz:the-whitby', "The Whitby Hotel: the hotel's own site"],
];

describe('typed Manhattan street addresses are placed on the street grid', () => {
  it.each(ADDRESSES)('%s is placed within 150 m of %s (address source: %s)', async (typed, landmark) => {
    // The first suggestion is the placed address itself (kind address), not a look-alike landmark.
    const [first] = await predictions(typed);
    expect(first?.kind, typed).toBe('address');
    expect(first?.place_id, typed).toMatch(/^addr:/);
    const place = await details(first?.place_id ?? '');
    expect(place.kind).toBe('address');
    expect(place.approximate).toBeUndefined();
    expect(metres(place.location, gazetteerPoint(landmark)), typed).toBeLessThan(150);
  });

  it('has at least 20 of them', () => {
    expect(new Set(ADDRESSES.map(([typed]) => typed)).size).toBeGreaterThanOrEqual(20);
  });

  it('prices a quote from the placed points and says what was placed', async () => {
    const res = await quote({ pickup: '350 W 42nd St', destination: '881 7th Ave' });
    expect(res.statusCode, res.body).toBe(200);
    const route = res.json<QuoteResponse>().route as RouteInfo;
    // Between 8th and 9th Avenue on 42nd Street, never Grand Central (89 E 42nd St, 1.2 km east).
    expect(route.start_address).toBe('350 W 42nd St (between 8th Ave and 9th Ave), New York, NY');
    expect(metres(route.pickupLocation, gazetteerPoint('gz:grand-central'))).toBeGreaterThan(1000);
    expect(metres(route.pickupLocation, gazetteerPoint('gz:port-authority'))).toBeLessThan(200);
    expect(metres(route.destinationLocation, gazetteerPoint('gz:carnegie-hall'))).toBeLessThan(150);
    expect(route.pickupLocation).toEqual(route.start_location);
    expect(route.approximate).toBe(false);
  });

  it('marks a street without a number, or a number beyond the street, as approximate and says so', async () => {
    const res = await quote({ pickup: 'W 42nd St', destination: '9000 5th Ave' });
    expect(res.statusCode, res.body).toBe(200);
    const route = res.json<QuoteResponse>().route as RouteInfo;
    expect(route.approximate).toBe(true);
    expect(route.start_address).toBe('W 42nd St & 7th Ave area, New York, NY');
    expect(route.end_address).toMatch(/^5th Ave & \d+th St area, New York, NY$/);

    const [p] = await predictions('W 42nd St');
    expect(p).toMatchObject({ kind: 'address', mainText: 'W 42nd St' });
    expect((await details(p?.place_id ?? '')).approximate).toBe(true);
  });

  it('places an address in another town at that town, approximately, never at a look-alike', async () => {
    const res = await quote({ pickup: '1 Main St, Yonkers, NY', destination: 'Times Square' });
    expect(res.statusCode, res.body).toBe(200);
    const route = res.json<QuoteResponse>().route as RouteInfo;
    expect(route.approximate).toBe(true);
    expect(route.start_address).toBe('1 Main St, Yonkers, NY (approximately: on Main St)');
    expect(metres(route.pickupLocation, gazetteerPoint('gz:city-yonkers'))).toBeLessThan(1000);
    // White Plains Station (Main St & Ferris Ave) is 12 km away: it is not offered either.
    const offered = await predictions('1 Main St, Yonkers, NY');
    expect(offered.map((p) => p.place_id)).toEqual(['addr:1-main-st-yonkers-ny']);
  });

  it('answers Yonkers with Yonkers', async () => {
    const res = await quote({ pickup: 'Yonkers', destination: 'Times Square' });
    expect(res.statusCode, res.body).toBe(200);
    const route = res.json<QuoteResponse>().route as RouteInfo;
    expect(route.start_address).toBe('Yonkers, NY');
    expect(route.approximate).toBe(false);
    expect((await predictions('Yonkers'))[0]?.place_id).toBe('gz:city-yonkers');
  });

  it('refuses a street address it cannot place anywhere instead of guessing', async () => {
    const res = await quote({ pickup: '12 Nowhere Ln', destination: 'Times Square' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields.pickup).toBeTruthy();
    expect(await predictions('12 Nowhere Ln')).toEqual([]);
  });

  it('resolves an addr: id exactly, and answers unknown ones with 404, never a guess', async () => {
    expect((await details('addr:350-5th-ave')).name).toBe('350 5th Ave');
    for (const id of [
      'addr:350-5th-avenue',
      'addr:1-main-st',
      'addr:',
      'addr:../../etc',
      `addr:${'9'.repeat(200)}`,
    ]) {
      const res = await get(`/api/places/details?${q({ place_id: id })}`);
      expect(res.statusCode, id).toBe(404);
    }
    // A quote with an unknown addr: id is refused, not searched for as text.
    const res = await quote({ pickup: 'addr:350-5th-avenue', destination: 'Times Square' });
    expect(res.statusCode).toBe(400);
  });
});

describe('suggestions only offer places the server accepts', () => {
  it('offers no place outside the service area for "Boston"', async () => {
    const offered = await predictions('Boston');
    for (const p of offered) {
      const place = await details(p.place_id);
      expect(inServiceArea(place.location), p.description).toBe(true);
    }
    expect(offered.map((p) => p.description)).not.toContain('Boston, NY');
    expect(offered.map((p) => p.description)).not.toContain('North Boston, NY');
  });

  it('refuses Boston, NY (near Buffalo) and Buffalo by id, and a far point by coordinates', async () => {
    const far = await quote({ pickup: 'gz:town-ny-buffalo', destination: 'Times Square' });
    expect(far.statusCode).toBe(400);
    const boston = await quote({ pickup: '42.3601,-71.0589', destination: 'Times Square' });
    expect(boston.statusCode).toBe(400);
    expect(boston.json<{ fields: Record<string, string> }>().fields.pickup).toMatch(/outside our area/);
  });

  it('refuses Philadelphia (outside the area since issue 34), by text, by its airport and by a point', async () => {
    expect(await predictions('Philadelphia')).toEqual([]);
    for (const text of ['Philadelphia', 'Philadelphia airport', '39.8744,-75.2424']) {
      const res = await quote({ pickup: 'Midtown', destination: text });
      expect(res.statusCode, text).toBe(400);
      expect(
        res.json<{ fieldErrors: Record<string, { code: string }> }>().fieldErrors.destination?.code,
      ).toMatch(/OutsideArea$/);
    }
  });

  it.each([
    'Boston',
    'Buffalo',
    'Albany',
    'Phila',
    'Montauk',
    'Springfield',
    'Rochester',
    'Syracuse',
    'Ithaca',
    'Binghamton',
    'Hartford',
    'Providence',
    'Main St',
    'Newark',
    'Princeton',
    '14201',
    '12207',
    '350 5th Ave',
    'Central Park',
    'Washington',
  ])('every suggestion for %j resolves without maps.addressOutsideArea', async (input) => {
    for (const p of await predictions(input)) {
      const res = await get(`/api/routes?${q({ pickup: p.place_id, destination: 'Times Square' })}`);
      expect(res.statusCode, `${input} -> ${p.description}: ${res.body}`).toBe(200);
    }
  });
});

describe('a self-hosted Photon geocoder as the places provider (GEOCODER_URL, local stub)', () => {
  let stub: GeocoderStub;
  let osm: TestApp;
  beforeAll(async () => {
    stub = await startGeocoderStub();
    osm = await createTestApp({ env: { GEOCODER_URL: stub.url } });
  });
  afterAll(async () => {
    await osm.close();
    await stub.close();
  });
  const osmGet = (url: string) => osm.app.inject({ method: 'GET', url });

  it('suggests and prices from Photon, by osm: ids, without places outside the area', async () => {
    const res = await osmGet(`/api/places/autocomplete?${q({ input: '350 5th Ave' })}`);
    expect(res.statusCode, res.body).toBe(200);
    const offered = res.json<{ predictions: Prediction[] }>().predictions;
    expect(offered.map((p) => p.place_id)).toEqual(['osm:W34633854']);
    expect(
      stub.requests.some((u) => u.pathname === '/api' && u.searchParams.get('q') === '350 5th Ave'),
    ).toBe(true);

    const details = await osmGet(`/api/places/details?${q({ place_id: 'osm:W34633854' })}`);
    expect(details.json<Place>().location).toEqual({ lat: 40.74844, lng: -73.98566 });
    const route = await osmGet(`/api/routes?${q({ pickup: 'osm:W34633854', destination: 'gz:jfk' })}`);
    expect(route.statusCode, route.body).toBe(200);
    expect(route.json<RouteInfo>().pickupLocation).toEqual({ lat: 40.74844, lng: -73.98566 });

    const boston = await osmGet(`/api/places/autocomplete?${q({ input: 'Boston' })}`);
    expect(boston.json<{ predictions: Prediction[] }>().predictions).toEqual([]);
  });

  it('marks a house number Photon only finds as a street approximate in the route', async () => {
    const res = await osmGet(`/api/routes?${q({ pickup: '1 Main St, Yonkers', destination: 'gz:jfk' })}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RouteInfo>().approximate).toBe(true);
  });

  it('answers from the gazetteer when Photon fails, and resolves the gazetteer ids', async () => {
    const res = await osmGet(`/api/routes?${q({ pickup: 'Times Square!', destination: 'gz:jfk' })}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = await osmGet(`/api/places/autocomplete?${q({ input: 'garbled jfk' })}`);
    expect(list.statusCode, list.body).toBe(200);
    const gz = await osmGet(`/api/places/details?${q({ place_id: 'gz:times-square' })}`);
    expect(gz.json<Place>().name).toBe('Times Square');
    const addr = await osmGet(`/api/places/details?${q({ place_id: 'addr:350-5th-ave' })}`);
    expect(addr.statusCode).toBe(200);
  });
});
