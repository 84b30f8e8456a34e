import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND } from '../../src/shared/brand.ts';
import type { AutocompleteResponse } from '../../src/shared/contracts/maps.ts';
import type { ErrorBody } from '../../src/shared/errors.ts';
import { guestCookie } from '../support/accounts.ts';
import { cityRide, createBooking } from '../support/checkout-flow.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 34, decisions 14 and 25: one service area (shared/domain/service-area.ts). Outside it a quote and a
 * booking are refused on the field that is outside, with our phone number; a far city typed is outside, never
 * "cannot be found" nor a look-alike town; the suggestions say so instead of offering far places.
 */
const NOW = new Date('2030-06-11T15:00:00Z');
const clock = () => NOW;
const AT = new Date(NOW.getTime() + 3 * 86_400_000).toISOString();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const post = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { pickupDateTime: AT, serviceType: 'point-to-point', ...payload },
  });

async function refusedOn(payload: object, field: string) {
  const res = await post(payload);
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json<ErrorBody>();
  expect(Object.keys(body.fieldErrors ?? {})).toEqual([field]);
  return { error: body.fieldErrors?.[field], text: body.fields?.[field] ?? '' };
}

async function suggestions(input: string): Promise<AutocompleteResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/places/autocomplete?${new URLSearchParams({ input })}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AutocompleteResponse>();
}

const CALL_US = { phone: BRAND.phoneDisplay };

describe('the quote refuses places outside the service area, on their own field, with our phone', () => {
  it('refuses the pickup: Philadelphia airport -> 1 Wall St (priced $506.04 before)', async () => {
    const { error, text } = await refusedOn(
      { pickup: 'Philadelphia airport', destination: '1 Wall St' },
      'pickup',
    );
    expect(error).toEqual({ code: 'maps.addressOutsideArea', params: CALL_US });
    expect(text).toContain('We serve New York City and its surroundings');
    expect(text).toContain(BRAND.phoneDisplay);
  });

  it.each(['Boston', '1 Beacon St, Boston', 'Philadelphia', 'New Haven, CT', 'Washington DC'])(
    'refuses the destination %j as outside the area, not "cannot be found"',
    async (destination) => {
      const { error } = await refusedOn({ pickup: 'Times Square', destination }, 'destination');
      expect(error).toEqual({ code: 'maps.addressOutsideArea', params: CALL_US });
    },
  );

  it('refuses a point outside the area by coordinates (Boston Common)', async () => {
    const { error } = await refusedOn({ pickup: 'JFK', destination: '42.3550,-71.0656' }, 'destination');
    expect(error).toEqual({ code: 'maps.locationOutsideArea', params: CALL_US });
  });

  it('refuses an extra stop in Philadelphia (accepted at $700.92 before), naming the extra stop', async () => {
    const { error, text } = await refusedOn(
      {
        pickup: 'Times Square',
        destination: 'JFK',
        extras: { extraStop: true, extraStopAddress: 'Philadelphia, PA' },
      },
      'extras.extraStopAddress',
    );
    expect(error).toEqual({ code: 'booking.extraStopOutsideArea', params: CALL_US });
    expect(text).toContain(BRAND.phoneDisplay);
  });

  it('still prices the surroundings: Hoboken, Stamford, White Plains, Newark airport, Montauk', async () => {
    for (const destination of ['Hoboken', 'Stamford', 'White Plains', 'EWR', 'Montauk']) {
      const res = await post({ pickup: 'Times Square', destination });
      expect(res.statusCode, `${destination}: ${res.body}`).toBe(200);
    }
  });
});

describe('a booking is refused outside the area too (the same resolution)', () => {
  it('refuses a booking to Boston on its destination', async () => {
    const cookie = await guestCookie(t.app);
    const res = await createBooking(
      t.app,
      cookie,
      cityRide({ destination: 'Boston, MA', pickupDateTime: AT }),
    );
    expect(res.status, res.raw).toBe(400);
    expect(res.body.fieldErrors?.destination).toEqual({ code: 'maps.addressOutsideArea', params: CALL_US });
  });
});

describe('suggestions for a far place say it is outside the area', () => {
  it.each([
    ['Boston', 'Boston, MA'],
    ['1 Beacon St, Boston', 'Boston, MA'],
    ['Philadelphia airport', 'Philadelphia International Airport (PHL), Philadelphia, PA'],
    ['Filadelfia', 'Philadelphia, PA'],
  ])('%j: no suggestion, and the far place named', async (input, name) => {
    expect(await suggestions(input)).toEqual({ predictions: [], outsideArea: { name } });
  });

  it('offers nearby places without that notice, and no look-alike town for "Boston"', async () => {
    const hoboken = await suggestions('Hoboken');
    expect(hoboken.outsideArea).toBeUndefined();
    expect(hoboken.predictions[0]?.mainText).toBe('Hoboken');
    const post = await suggestions('Boston Post Rd, Rye');
    expect(post.outsideArea).toBeUndefined();
    expect((await suggestions('Boston')).predictions.map((p) => p.description)).not.toContain('Bolton, CT');
  });
});
