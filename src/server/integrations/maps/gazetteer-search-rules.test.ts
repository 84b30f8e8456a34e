import { describe, expect, it } from 'vitest';
import { farPlaceInSentence, farPlaceNamed } from './far-places.ts';
import { createGazetteerPlaces } from './gazetteer.provider.ts';

/**
 * Issue 34, the offline search's rules on the queries the issue names: a wrong match is worse than none (a
 * suggestion names the words typed), the missing well-known places are there, a street address off
 * Manhattan's grid gets at least its street or its town (approximate), and a far city is named as far.
 */
const places = createGazetteerPlaces();
const ids = async (q: string) => (await places.autocomplete(q)).map((p) => p.place_id);

function metres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const r = Math.PI / 180;
  const x =
    Math.sin(((b.lat - a.lat) * r) / 2) ** 2 +
    Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lng - a.lng) * r) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(x));
}

describe('a named place is that place, never a look-alike', () => {
  it.each([
    ['Brooklyn Botanic Garden', 'gz:brooklyn-botanic-garden', 'gz:ny-botanical-garden'],
    ['Brooklyn Museum', 'gz:brooklyn-museum', 'gz:1-hotel-brooklyn-bridge'],
    ['Peter Luger', 'gz:peter-luger', 'gz:stuyvesant-town'],
    ['Cipriani Wall Street', 'gz:cipriani-wall-street', 'gz:nyse'],
  ])('%j -> %s first, and never %s', async (query, first, never) => {
    const found = await ids(query);
    expect(found[0]).toBe(first);
    expect(found).not.toContain(never);
    expect((await places.geocode(query))?.place_id).toBe(first);
  });

  it.each([
    ['Boston', /Bolton/],
    ['New Haven, CT', /Mott Haven/],
    ['New Jersey Performing Arts Center', /Lincoln Center/],
    ['Greenwich Station', /Oculus/],
    ['1 Bowling Green', /Charging Bull/],
  ])('%j offers nothing like %s', async (query, never) => {
    for (const p of await places.autocomplete(query)) expect(p.description).not.toMatch(never);
    expect((await places.geocode(query))?.name ?? '').not.toMatch(never);
  });

  it('still reads a long misspelt word (two letters off at most), marked approximate', async () => {
    expect((await ids('brookyln'))[0]).toBe('gz:brooklyn');
    expect((await ids('lagaurdia'))[0]).toBe('gz:lga');
    expect((await places.geocode('brookyln'))?.approximate).toBe(true);
  });
});

describe('a street address gets at least its street, or its town, said approximate', () => {
  it('places 200 Eastern Pkwy at the Brooklyn Museum (the curated place at that address)', async () => {
    expect((await ids('200 Eastern Pkwy'))[0]).toBe('gz:brooklyn-museum');
  });

  it.each([
    ['55 Water St', 'Water St', 'Manhattan', { lat: 40.7032, lng: -74.0093 }],
    ['87 Broadway Brooklyn', 'Broadway', 'Brooklyn', { lat: 40.7105, lng: -73.966 }],
    ['123 Main St White Plains', 'Main St', 'White Plains', { lat: 41.0333, lng: -73.769 }],
    ['100 Hudson St Hoboken', 'Hudson St', 'Hoboken', { lat: 40.7392, lng: -74.0278 }],
  ])('%j -> on %s, %s, approximate', async (query, street, town, near) => {
    const [first] = await places.autocomplete(query);
    expect(first?.kind).toBe('address');
    expect(first?.description).toContain(`on ${street}`);
    expect(first?.description).toContain(town);
    const place = await places.details(first?.place_id ?? '');
    expect(place).toMatchObject({ approximate: true, name: query.split(/ (?=Brooklyn|White|Hoboken)/)[0] });
    // On the street, in its town: within 3 km of the address, never across the city.
    expect(metres(place?.location ?? { lat: 0, lng: 0 }, near)).toBeLessThan(3000);
    expect((await places.geocode(query))?.approximate).toBe(true);
  });

  it('answers a house number on an unknown street in a named town by the town, approximately', async () => {
    expect(await places.geocode('5 Nowhere Ln, Hoboken')).toMatchObject({
      formattedAddress: '5 Nowhere Ln, Hoboken, NJ (approximately: its centre)',
      approximate: true,
    });
    expect(await places.geocode('5 Nowhere Ln')).toBeNull();
  });
});

describe('far places', () => {
  it.each([
    ['Boston', 'Boston, MA'],
    ['1 Beacon St, Boston', 'Boston, MA'],
    ['Philadelphia airport', 'Philadelphia International Airport (PHL), Philadelphia, PA'],
    ['Filadelfia', 'Philadelphia, PA'],
    ['New Haven', 'New Haven, CT'],
    ['Albany NY', 'Albany, NY'],
  ])('%j is far: %s', (text, shown) => {
    expect(farPlaceNamed(text)).toBe(shown);
  });

  it.each(['Boston Post Rd, Rye', 'Washington Square', 'Brooklyn', 'Stamford', 'Newark', 'Main St'])(
    '%j is not far',
    (text) => {
      expect(farPlaceNamed(text)).toBeNull();
    },
  );

  it('finds a far place in a sentence, not a local street named after one', () => {
    expect(farPlaceInSentence('Can you take me to Boston?')).toBe('Boston, MA');
    expect(farPlaceInSentence('¿Me llevan a Filadelfia?')).toBe('Philadelphia, PA');
    expect(farPlaceInSentence('Pick me up on Boston Post Road in Rye')).toBeNull();
    expect(farPlaceInSentence('From Washington Square to JFK')).toBeNull();
    expect(farPlaceInSentence('How much from JFK to Times Square?')).toBeNull();
  });
});
