import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteResponse } from '../../src/shared/contracts/quotes.ts';
import { AIRPORT_CARD_PLACES } from '../../src/client/booking/lib/airport-places.ts';
import { AIRPORTS, MANHATTAN_ZONES } from '../../src/client/features/marketing/lib/offers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The home widget's airport card (issue 15): each terminal it offers and each Manhattan area resolves, on the
 * server, to that terminal or to a point inside Manhattan, exactly (never a guess and never "Manhattan" as a
 * whole), so the booking is for the place the customer chose.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function quote(pickup: string, destination: string, packageId: string): Promise<QuoteResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { serviceType: 'from-airport', pickup, destination, packageId, pickupDateTime: inDays(3) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<QuoteResponse>();
}

/** Manhattan, roughly: between the Hudson and the East and Harlem rivers, the Battery to Inwood. */
function inManhattan({ lat, lng }: { lat: number; lng: number }): boolean {
  return lat > 40.698 && lat < 40.88 && lng > -74.02 && lng < -73.907;
}

describe('the airport card places', () => {
  it('lists a place for every terminal and area the airport page offers', () => {
    for (const a of AIRPORTS) {
      for (const terminal of a.terminals)
        expect(AIRPORT_CARD_PLACES.terminals[a.code]?.[terminal]).toBeTruthy();
    }
    for (const zone of MANHATTAN_ZONES) expect(AIRPORT_CARD_PLACES.zones[zone]).toBeTruthy();
  });

  it('resolves each terminal to that terminal of its airport, exactly', async () => {
    for (const a of AIRPORTS) {
      for (const terminal of a.terminals) {
        const address = AIRPORT_CARD_PLACES.terminals[a.code]?.[terminal] ?? '';
        const body = await quote(
          address,
          AIRPORT_CARD_PLACES.zones['Upper West Side'] ?? '',
          `${a.id}-manhattan`,
        );
        expect(body.pickupPlace?.approximate, address).toBe(false);
        expect(body.pickupPlace?.address, address).toContain(`${a.code} ${terminal}`);
        // The airport package's price applies to the ride the card books.
        expect(body.package?.applies, address).toBe(true);
      }
    }
  });

  it('resolves each Manhattan area to a point inside Manhattan, exactly', async () => {
    for (const zone of MANHATTAN_ZONES) {
      const address = AIRPORT_CARD_PLACES.zones[zone] ?? '';
      const body = await quote(
        AIRPORT_CARD_PLACES.terminals.JFK?.['Terminal 4'] ?? '',
        address,
        'jfk-manhattan',
      );
      expect(body.destinationPlace?.approximate, zone).toBe(false);
      expect(inManhattan(body.destinationPlace?.location ?? { lat: 0, lng: 0 }), zone).toBe(true);
      expect(body.destinationPlace?.address, zone).not.toBe('Manhattan, New York, NY');
      expect(body.package?.applies, zone).toBe(true);
    }
  });
});
