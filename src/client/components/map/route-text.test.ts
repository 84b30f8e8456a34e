import { describe, expect, it } from 'vitest';
import { localAttribution, truncateAddress } from './route-text.ts';

describe('truncateAddress', () => {
  it('keeps an address of 40 characters or fewer', () => {
    expect(truncateAddress('JFK Terminal 4, Queens, NY 11430')).toBe('JFK Terminal 4, Queens, NY 11430');
    expect(truncateAddress('x'.repeat(40))).toBe('x'.repeat(40));
  });

  it('cuts a longer one to at most 40 characters, at a word when it can', () => {
    const long = 'The Plaza Hotel, 768 5th Avenue, Manhattan, New York, NY 10019';
    const short = truncateAddress(long);
    expect(short).toBe('The Plaza Hotel, 768 5th Avenue…');
    expect(short.length).toBeLessThanOrEqual(40);
    const word = truncateAddress('a'.repeat(60));
    expect(word).toBe(`${'a'.repeat(39)}…`);
  });

  it('tidies spaces', () => {
    expect(truncateAddress('  Times   Square ')).toBe('Times Square');
  });
});

describe('localAttribution', () => {
  it("gives OpenStreetMap's credit in the page language, and leaves other credits alone", async () => {
    const es = (await import('../../locales/es/maps.json', { with: { type: 'json' } })).default;
    const credit = localAttribution('© OpenStreetMap contributors', es.map.osmContributors);
    expect(credit).toBe('© colaboradores de OpenStreetMap');
    expect(es.map.attribution.replace('{{attribution}}', credit)).toBe(
      'Datos del mapa © colaboradores de OpenStreetMap',
    );
    expect(localAttribution('© Mapbox', es.map.osmContributors)).toBe('© Mapbox');
  });
});
