import { beforeAll, describe, expect, it } from 'vitest';
import { mixedSearchInputs } from '../../../../test/support/gazetteer-workload.ts';
import { placeSchema, predictionSchema } from '../../../shared/contracts/maps.ts';
import { inServiceArea } from '../../../shared/domain/service-area.ts';
import { GAZETTEER, type GazetteerEntry } from './gazetteer.data.ts';
import { createGazetteerPlaces, normalize, parseLatLng } from './gazetteer.provider.ts';
import { findZip } from './zip-centroids.ts';

const places = createGazetteerPlaces();

beforeAll(() => {
  places.warm();
}, 30_000);

const first = async (input: string) => (await places.autocomplete(input))[0];
const byId = (id: string) => GAZETTEER.find((e) => e.place_id === id) as GazetteerEntry;

function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const r = Math.PI / 180;
  const x =
    Math.sin(((b.lat - a.lat) * r) / 2) ** 2 +
    Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lng - a.lng) * r) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(x));
}

describe('gazetteer data', () => {
  it('has unique, stable-looking ids and well-formed entries', () => {
    const ids = GAZETTEER.map((e) => e.place_id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of GAZETTEER) {
      expect(e.place_id).toMatch(/^gz:[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(e.formattedAddress.startsWith(`${e.name}, `)).toBe(true);
      expect(placeSchema.safeParse({ ...e }).success).toBe(true);
    }
  });

  it('places everything in the service area', () => {
    for (const e of GAZETTEER) expect(inServiceArea(e.location), e.place_id).toBe(true);
  });

  it('agrees with the Census centroid of the ZIP in each address (an independent source)', () => {
    let checked = 0;
    for (const e of GAZETTEER) {
      const zip = /(\d{5})$/.exec(e.formattedAddress)?.[1];
      if (!zip) continue;
      const centroid = findZip(zip);
      expect(centroid, `${e.place_id} ZIP ${zip}`).toBeDefined();
      if (!centroid?.zcta) continue;
      checked++;
      // Large ZIPs (airports, Battery Park with the harbour islands, Wantagh with Jones Beach) reach ~6 km.
      expect(km(e.location, centroid.location), e.place_id).toBeLessThan(6);
    }
    expect(checked).toBeGreaterThan(120);
  });

  it('puts every terminal within 2 km of its airport', () => {
    const airportOf: Record<string, string> = { jfk: 'jfk', lga: 'lga', ewr: 'ewr', hpn: 'hpn', isp: 'isp' };
    const terminals = GAZETTEER.filter((e) => e.kind === 'terminal');
    expect(terminals.length).toBeGreaterThanOrEqual(15);
    for (const t of terminals) {
      const code = t.place_id.slice(3).split('-')[0] as string;
      const airport = byId(`gz:${airportOf[code]}`);
      expect(km(t.location, airport.location), t.place_id).toBeLessThan(2);
    }
  });

  it('covers what the issue asks for', () => {
    const count = (pred: (e: GazetteerEntry) => boolean) => GAZETTEER.filter(pred).length;
    expect(
      count((e) => e.kind === 'neighborhood' && e.formattedAddress.includes('Manhattan,')),
    ).toBeGreaterThanOrEqual(30);
    expect(count((e) => e.kind === 'hotel')).toBeGreaterThanOrEqual(25);
    expect(count((e) => e.kind === 'borough')).toBe(5);
    for (const id of [
      'jfk',
      'jfk-t1',
      'jfk-t4',
      'jfk-t5',
      'jfk-t7',
      'jfk-t8',
      'jfk-new-t1',
      'lga',
      'lga-a',
      'lga-b',
      'lga-c',
      'ewr',
      'ewr-a',
      'ewr-b',
      'ewr-c',
      'hpn',
      'hpn-terminal',
      'teb',
      'isp',
      'isp-terminal',
      'times-square',
      'central-park',
      'empire-state-building',
      'rockefeller-center',
      'one-world-trade-center',
      'statue-of-liberty-ferry',
      'brooklyn-bridge',
      'hudson-yards',
      'the-met',
      'moma',
      'lincoln-center',
      'penn-station',
      'grand-central',
      'moynihan-train-hall',
      'port-authority',
      'newark-penn',
      'secaucus-junction',
      'jamaica-station',
      'atlantic-terminal',
      'madison-square-garden',
      'barclays-center',
      'yankee-stadium',
      'citi-field',
      'metlife-stadium',
      'ubs-arena',
      'usta-tennis-center',
      'carnegie-hall',
      'javits-center',
      'radio-city',
      'the-plaza',
      'waldorf-astoria',
      'st-regis',
      'four-seasons',
      'mandarin-oriental',
      'peninsula',
      'park-hyatt',
      'the-carlyle',
      'ritz-carlton-central-park',
      'baccarat',
      'aman',
      'the-pierre',
      '1-hotel-brooklyn-bridge',
      'conrad-downtown',
      'standard-high-line',
      'city-jersey-city',
      'city-hoboken',
      'city-newark',
      'city-white-plains',
      'city-yonkers',
      'city-greenwich',
      'city-stamford',
      'city-hempstead',
      'city-southampton',
      'city-east-hampton',
    ]) {
      expect(byId(`gz:${id}`), id).toBeDefined();
    }
    expect(byId('gz:jfk-t4').formattedAddress).toBe(
      'JFK Terminal 4, John F. Kennedy International Airport, Queens, NY 11430',
    );
  });
});

describe('gazetteer autocomplete', () => {
  it.each([
    ['jfk t4', 'gz:jfk-t4'],
    ['JFK Terminal 4', 'gz:jfk-t4'],
    ['kennedy terminal 8', 'gz:jfk-t8'],
    ['times sq', 'gz:times-square'],
    ['Times Square', 'gz:times-square'],
    ['laguardia', 'gz:lga'],
    ['lagaurdia', 'gz:lga'],
    ['LGA terminal B', 'gz:lga-b'],
    ['ewr c', 'gz:ewr-c'],
    ['newark airport', 'gz:ewr'],
    ['jfk', 'gz:jfk'],
    ['teterboro', 'gz:teb'],
    ['islip', 'gz:isp'],
    ['westchester airport', 'gz:hpn'],
    ['plaza hotel', 'gz:the-plaza'],
    ['the plaza', 'gz:the-plaza'],
    ['st regis', 'gz:st-regis'],
    ['ritz carlton central park', 'gz:ritz-carlton-central-park'],
    ['brookyln', 'gz:brooklyn'],
    ['brooklyn', 'gz:brooklyn'],
    ['manhatan', 'gz:manhattan'],
    ['nyc', 'gz:manhattan'],
    ['hells kitchen', 'gz:hells-kitchen'],
    ["Hell's Kitchen", 'gz:hells-kitchen'],
    ['soho', 'gz:soho'],
    ['upper east side', 'gz:upper-east-side'],
    ['grand central', 'gz:grand-central'],
    ['penn station', 'gz:penn-station'],
    ['msg', 'gz:madison-square-garden'],
    ['madison square garden', 'gz:madison-square-garden'],
    ['yankee stadium', 'gz:yankee-stadium'],
    ['us open', 'gz:usta-tennis-center'],
    ['the met', 'gz:the-met'],
    ['empire state', 'gz:empire-state-building'],
    ['statue of liberty', 'gz:statue-of-liberty-ferry'],
    ['jersey city', 'gz:city-jersey-city'],
    ['hoboken', 'gz:city-hoboken'],
    ['greenwich ct', 'gz:city-greenwich'],
    ['the hamptons', 'gz:city-the-hamptons'],
    ['emp', 'gz:empire-state-building'],
  ])('%s -> %s first', async (input, id) => {
    expect((await first(input))?.place_id).toBe(id);
  });

  it('finds ZIP codes first and by prefix', async () => {
    const exact = await places.autocomplete('10019');
    expect(exact[0]).toEqual({
      description: '10019 — Midtown West, New York, NY',
      place_id: 'zip:10019',
      mainText: '10019',
      secondaryText: 'Midtown West, New York, NY',
      kind: 'zip',
    });
    const prefix = await places.autocomplete('100');
    expect(prefix.map((p) => p.place_id)).toEqual([
      'zip:10001',
      'zip:10002',
      'zip:10003',
      'zip:10004',
      'zip:10005',
    ]);
    expect((await first('06830'))?.description).toBe('06830 — Greenwich, CT');
    expect((await first('11201'))?.description).toBe('11201 — Downtown Brooklyn, Brooklyn, NY');
    expect((await first('11354'))?.description).toBe('11354 — Flushing, Queens, NY');
    expect((await first('New York, NY 10019'))?.place_id).toBe('zip:10019');
    expect(await places.autocomplete('99999')).toEqual([]);
  });

  it('finds towns of the ZIP data that the curated list does not name', async () => {
    expect(await first('scarsdale')).toMatchObject({ description: 'Scarsdale, NY', kind: 'city' });
    expect(await first('tenafly nj')).toMatchObject({ mainText: 'Tenafly', kind: 'city' });
    expect(await first('fresh meadows')).toMatchObject({ description: 'Fresh Meadows, Queens, NY' });
  });

  it('answers in the contract shape, 5 predictions by default, up to the limit asked', async () => {
    const many = await places.autocomplete('new');
    expect(many).toHaveLength(5);
    for (const p of many) expect(predictionSchema.safeParse(p).success).toBe(true);
    expect(await places.autocomplete('new', { limit: 2 })).toHaveLength(2);
    expect(await places.autocomplete('new', { limit: 1000 })).toHaveLength(10);
    const t4 = await first('jfk t4');
    expect(t4).toEqual({
      description: 'JFK Terminal 4, John F. Kennedy International Airport, Queens, NY 11430',
      place_id: 'gz:jfk-t4',
      mainText: 'JFK Terminal 4',
      secondaryText: 'John F. Kennedy International Airport, Queens, NY 11430',
      kind: 'terminal',
    });
  });

  it.each([
    ['', 'empty'],
    ['  ', 'blank'],
    ['jf', 'two characters'],
    [' j ', 'one character with spaces'],
    ['🙂🙂🙂', 'emoji'],
    ['🚗✈️🏨', 'more emoji'],
    ['\u0000\u0001abc', 'control characters'],
    ['jfk\u0007', 'a bell after a real word'],
    ['!!!???', 'punctuation'],
    ['a b c d e', 'single letters'],
    ['the of and', 'stop words'],
    ['xqzv wprt klmn', 'nonsense words'],
    ['x'.repeat(200), 'one 200-character word'],
    ['ab1!'.repeat(50), '200 characters of garbage'],
    ['jfk '.repeat(1250), '5,000 characters'],
  ])('gives no predictions for %j (%s)', async (input) => {
    expect(await places.autocomplete(input)).toEqual([]);
  });

  it('never throws on odd values', async () => {
    const odd: unknown[] = [undefined, null, 42, {}, '\uD800\uD800abc', 'a\u0301\u0301\u0301bc'];
    for (const value of odd) {
      await expect(places.autocomplete(value as string)).resolves.toBeInstanceOf(Array);
      await places.geocode(value as string);
      await expect(places.details(value as string)).resolves.toBeNull();
    }
  });

  it('answers 1,000 mixed searches: prefixes, typos, ZIPs and garbage (timed by npm run bench)', async () => {
    const fresh = createGazetteerPlaces();
    fresh.warm();
    for (const input of mixedSearchInputs()) {
      const found = await fresh.autocomplete(input);
      expect(found.length, input).toBeLessThanOrEqual(5);
      for (const p of found) expect(predictionSchema.safeParse(p).success, input).toBe(true);
    }
  });
});

describe('gazetteer details', () => {
  it('resolves curated ids, ZIPs, towns and coordinates; null for anything else', async () => {
    expect(await places.details('gz:jfk-t4')).toEqual({
      place_id: 'gz:jfk-t4',
      name: 'JFK Terminal 4',
      formattedAddress: 'JFK Terminal 4, John F. Kennedy International Airport, Queens, NY 11430',
      location: byId('gz:jfk-t4').location,
      kind: 'terminal',
    });
    const zip = await places.details('zip:10019');
    expect(zip).toMatchObject({
      name: '10019',
      formattedAddress: 'Midtown West, New York, NY 10019',
      kind: 'zip',
    });
    expect(zip?.location.lat).toBeCloseTo(40.7657, 3);
    const town = (await places.autocomplete('scarsdale'))[0];
    expect(await places.details(town?.place_id ?? '')).toMatchObject({ name: 'Scarsdale', kind: 'city' });
    expect(await places.details('ll:40.75,-73.99')).toMatchObject({ location: { lat: 40.75, lng: -73.99 } });
    for (const id of [
      'gz:nowhere',
      'zip:99999',
      'zip:1001',
      'ChIJOwg_06VPwokRYv534QaPC8g',
      '',
      'gz:',
      'x'.repeat(400),
    ]) {
      expect(await places.details(id), id).toBeNull();
    }
  });

  it('resolves every prediction it gives', async () => {
    for (const input of ['jfk', 'hotel', 'station', '112', 'scarsdale', 'brooklyn']) {
      for (const p of await places.autocomplete(input)) {
        expect((await places.details(p.place_id))?.place_id).toBe(p.place_id);
      }
    }
  });
});

describe('gazetteer geocode', () => {
  it('finds every curated place from its own one-line address', async () => {
    for (const e of GAZETTEER) {
      expect((await places.geocode(e.formattedAddress))?.place_id, e.formattedAddress).toBe(e.place_id);
    }
  });

  it('takes the best match for free text, a ZIP for an unknown street address, and coordinates', async () => {
    expect((await places.geocode('JFK Terminal 4'))?.place_id).toBe('gz:jfk-t4');
    expect((await places.geocode('plaza hotel'))?.place_id).toBe('gz:the-plaza');
    // A Manhattan address is placed on the street grid; another street address at its ZIP, saying so.
    expect((await places.geocode('350 5th Ave, New York, NY 10118'))?.place_id).toBe('addr:350-5th-ave');
    expect(await places.geocode('1 Main St, Brooklyn, NY 11201')).toMatchObject({
      place_id: 'addr:1-main-st-brooklyn-ny-11201',
      location: (await places.details('zip:11201'))?.location,
      name: '1 Main St',
      formattedAddress:
        "1 Main St, Downtown Brooklyn, Brooklyn, NY 11201 (approximately: the ZIP code's centre)",
      kind: 'address',
      approximate: true,
    });
    expect((await places.geocode('New York, NY 10019'))?.place_id).toBe('zip:10019');
    expect((await places.geocode('gz:times-square'))?.name).toBe('Times Square');
    expect(await places.geocode('40.7128,-74.0060')).toEqual({
      place_id: 'll:40.712800,-74.006000',
      name: '40.712800,-74.006000',
      formattedAddress: '40.712800,-74.006000',
      location: { lat: 40.7128, lng: -74.006 },
      kind: 'address',
    });
    expect(await places.geocode('nowhere at all xqzv')).toBeNull();
  });

  it('reads "Place, Region, State" by its first part, as the marketing pages write their addresses', async () => {
    const name = async (text: string) => (await places.geocode(text))?.name;
    expect(await name('Garden City, Long Island, NY')).toMatch(/^Garden City/);
    expect(await name('Hempstead, Long Island, NY')).toMatch(/^Hempstead/);
    expect(await name('Midtown Manhattan, New York, NY')).toMatch(/Midtown/);
    expect(await name('Downtown Brooklyn, Brooklyn, NY')).toBe('Downtown Brooklyn');
    expect(await name('Long Island City, Queens, NY')).toBe('Long Island City');
    expect(await name('Manhattan, New York, NY')).toBe('Manhattan');
    expect(await places.geocode('ab')).toBeNull();
    expect(await places.geocode('')).toBeNull();
  });
});

describe('parseLatLng and normalize', () => {
  it.each([
    ['40.7,-73.9', { lat: 40.7, lng: -73.9 }],
    [' 40.758, -73.9855 ', { lat: 40.758, lng: -73.9855 }],
    ['(40.7 -73.9)', { lat: 40.7, lng: -73.9 }],
    ['-33.86,151.2', { lat: -33.86, lng: 151.2 }],
    ['40,-74', { lat: 40, lng: -74 }],
  ])('parses %j', (text, expected) => {
    expect(parseLatLng(text)).toEqual(expected);
  });

  it.each(['40.7', '91,0', '0,181', 'abc,def', '40.7,-73.9,1', '10019', '', `${'1'.repeat(100)},1`])(
    'refuses %j',
    (text) => {
      expect(parseLatLng(text)).toBeNull();
    },
  );

  it('normalises case, accents, apostrophes and punctuation', () => {
    expect(normalize("  Hell's Kitchen ")).toBe('hells kitchen');
    expect(normalize('Hotel Barrière Fouquet’s')).toBe('hotel barriere fouquets');
    expect(normalize('Harlem–125th St.')).toBe('harlem 125th st');
    expect(normalize('AT&T')).toBe('at and t');
  });
});

describe('gazetteer: typed places are the places found, inside the service area', () => {
  it('offers no town outside the service area ("Boston" is not Boston, NY near Buffalo)', async () => {
    for (const input of ['Boston', 'Buffalo', 'Albany', 'Rochester', 'Syracuse', '14201', '122']) {
      for (const p of await places.autocomplete(input, { limit: 10 })) {
        const place = await places.details(p.place_id);
        expect(place && inServiceArea(place.location), `${input}: ${p.description}`).toBe(true);
      }
    }
    expect(await places.details('gz:town-ny-boston')).toBeNull();
    expect(await places.geocode('Buffalo, NY')).toBeNull();
  });

  it('marks a fuzzy correction approximate: a rider must see that another place was found', async () => {
    expect(await places.geocode('brookyln')).toMatchObject({ name: 'Brooklyn', approximate: true });
    // A short word is not corrected: "Boston" is not Bolton, CT (issue 34).
    expect(await places.geocode('Boston')).toBeNull();
    expect((await places.geocode('Times Square'))?.approximate).toBeUndefined();
    expect((await places.geocode('Idlewild'))?.approximate).toBeUndefined();
  });

  it('offers a placed house number first, then the places at exactly that address', async () => {
    const [placed, moma] = await places.autocomplete('11 W 53rd St');
    expect(placed).toMatchObject({
      place_id: 'addr:11-w-53rd-st',
      kind: 'address',
      mainText: '11 W 53rd St',
    });
    expect(moma?.place_id).toBe('gz:moma');
    // No look-alikes: the Langham is at 400 5th Ave, not 350.
    expect((await places.autocomplete('350 5th Ave')).map((p) => p.place_id)).toEqual(['addr:350-5th-ave']);
    expect((await places.autocomplete('350 W 42nd St')).map((p) => p.place_id)).toEqual([
      'addr:350-w-42nd-st',
    ]);
  });

  it('answers an address elsewhere by its exact landmark, else its town or ZIP (approximate), else nothing', async () => {
    expect((await places.geocode('6 Times Square'))?.place_id).toBe('gz:knickerbocker');
    expect((await places.geocode('1 E 161st St, Bronx, NY'))?.place_id).toBe('gz:yankee-stadium');
    expect(await places.geocode('1 Main St, Yonkers, NY')).toMatchObject({
      place_id: 'addr:1-main-st-yonkers-ny',
      formattedAddress: '1 Main St, Yonkers, NY (approximately: on Main St)',
      approximate: true,
    });
    expect(await places.geocode('7 Nowhere Ln, Yonkers, NY')).toMatchObject({
      formattedAddress: '7 Nowhere Ln, Yonkers, NY (approximately: its centre)',
      location: (await places.geocode('Yonkers'))?.location,
      approximate: true,
    });
    expect(await places.geocode('1 Main St, Yonkrs')).toBeNull();
    expect(await places.geocode('12 Nowhere Ln')).toBeNull();
    expect((await places.autocomplete('1 Main St, Yonkers')).map((p) => p.place_id)).toEqual([
      'addr:1-main-st-yonkers',
    ]);
    expect((await places.geocode('Yonkers'))?.place_id).toBe('gz:city-yonkers');
  });

  it('leaves Philadelphia, PA out (outside the area) and resolves addr: ids', async () => {
    expect(await places.autocomplete('Philadelphia')).toEqual([]);
    expect(await places.geocode('Philadelphia airport')).toBeNull();
    expect((await places.details('addr:350-5th-ave'))?.kind).toBe('address');
    expect(await places.details('addr:nowhere')).toBeNull();
  });
});
