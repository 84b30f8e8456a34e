import { describe, expect, it } from 'vitest';
import type { Place, Prediction } from '../../../shared/contracts/maps.ts';
import { AppError } from '../../../shared/errors.ts';
import type { PlacesPort, RoutesPort } from '../../integrations/maps/types.ts';
import type { PricingService } from '../pricing/pricing.service.ts';
import { createMapsService } from './maps.service.ts';

/**
 * Issue 34: a real provider (Google's predictions carry no point) is held to the service area too: a
 * prediction naming a far place is left out, a far place it geocodes is refused, and a far city it does not
 * know is outside, not "cannot be found".
 */
const prediction = (description: string): Prediction => ({
  description,
  place_id: `ChIJ${description.replace(/\W/g, '').padEnd(14, 'x')}`,
  mainText: description.split(',')[0] ?? description,
  secondaryText: description.split(',').slice(1).join(',').trim(),
  kind: 'address',
});

function google(predictions: Prediction[], places: Record<string, Place | null> = {}): PlacesPort {
  return {
    name: 'google',
    autocomplete: async () => predictions,
    details: async () => null,
    geocode: async (text) => places[text] ?? null,
  };
}

const routes: RoutesPort = { name: 'estimate', route: async () => null };
const pricing = {} as PricingService;

async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (err) {
    if (err instanceof AppError) return { code: err.code, fields: err.fieldErrors };
    throw err;
  }
  throw new Error('not refused');
}

describe('the maps service holds a real provider to the service area', () => {
  it('leaves out predictions naming a far place, keeps a local street named after one', async () => {
    const maps = createMapsService({
      places: google([
        prediction('Philadelphia, PA, USA'),
        prediction('Boston Post Road, Rye, NY, USA'),
        prediction('Boston, MA, USA'),
      ]),
      routes,
      pricing,
    });
    expect((await maps.autocomplete('Bost')).map((p) => p.description)).toEqual([
      'Boston Post Road, Rye, NY, USA',
    ]);
  });

  it('says a far place is outside the area when every prediction was far', async () => {
    const maps = createMapsService({ places: google([prediction('Boston, MA, USA')]), routes, pricing });
    expect(JSON.parse(await maps.autocompleteJson('Boston'))).toEqual({
      predictions: [],
      outsideArea: { name: 'Boston, MA' },
    });
  });

  it('refuses a far place the provider geocodes, and a far city it cannot find, with the phone', async () => {
    const boston: Place = {
      place_id: 'ChIJboston0000000',
      name: 'Boston',
      formattedAddress: 'Boston, MA, USA',
      location: { lat: 42.3601, lng: -71.0589 },
      kind: 'city',
    };
    const maps = createMapsService({ places: google([], { 'Boston, MA': boston }), routes, pricing });
    const geocoded = await refusal(maps.resolve('Boston, MA', 'pickup'));
    expect(geocoded.code).toBe('maps.addressOutsideArea');
    expect(geocoded.fields?.pickup?.params).toEqual({ phone: '(212) 555-0147' });
    const unknown = await refusal(maps.resolve('1 Beacon St, Boston', 'destination'));
    expect(unknown.code).toBe('maps.addressOutsideArea');
    const nowhere = await refusal(maps.resolve('Zzzxq unknown place', 'destination'));
    expect(nowhere.code).toBe('maps.destinationNotFound');
  });
});
