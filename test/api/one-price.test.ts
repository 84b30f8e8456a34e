import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse } from '../../src/shared/contracts/chat.ts';
import type { QuoteResponse } from '../../src/shared/contracts/quotes.ts';
import { formatUsd } from '../../src/shared/domain/money.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * One ride, one price (issue 34, PRODUCT decisions 3 and 24): a ride a package covers costs that package from
 * every entry point (the home widget without a package, the package card with its id, the chat), the waiting
 * services are priced by the hour or by their package's hours, and every quote says which price applied and
 * why, with the configured rates.
 */

/** The app's clock: fixed (Tuesday 11 June 2030, 11:00 in New York). */
const NOW = new Date('2030-06-11T15:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW, rateLimits: { chat: { max: 1000, timeWindow: 60_000 } } });
});
afterAll(() => t.close());

const AT = new Date(NOW.getTime() + 3 * 86_400_000).toISOString();

async function quote(payload: object): Promise<QuoteResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { pickupDateTime: AT, serviceType: 'point-to-point', ...payload },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<QuoteResponse>();
}

const totals = (q: QuoteResponse) => Object.fromEntries(q.vehicles.map((v) => [v.vehicleCode, v.totalCents]));
const sedan = (q: QuoteResponse) => q.vehicles.find((v) => v.vehicleCode === 'sedan');

/** The JFK package for every vehicle: $99 x the multiplier, all-in, plus 8.875% tax. */
const withTax = (cents: number) => cents + Math.round(cents * 0.08875);
const JFK_TOTALS = {
  sedan: withTax(9900),
  continental: withTax(11_880),
  suburban: withTax(12_870),
  escalade: withTax(14_850),
  sprinter: withTax(13_860),
};

describe('a ride a package covers: the package price from every entry point', () => {
  it('prices the widget’s From Airport JFK -> The Plaza as the JFK package, like the airport page’s card', async () => {
    const widget = await quote({
      serviceType: 'from-airport',
      pickup: 'JFK Terminal 4',
      destination: 'The Plaza',
    });
    const card = await quote({
      serviceType: 'airport-transfer',
      packageId: 'jfk-manhattan',
      pickup: 'JFK Terminal 4',
      destination: 'Midtown West',
    });
    expect(totals(widget)).toEqual(JFK_TOTALS);
    expect(totals(card)).toEqual(JFK_TOTALS);
    expect(sedan(widget)?.totalCents).toBe(10_779);
    const basis = {
      kind: 'package',
      packageId: 'jfk',
      packageName: 'JFK Airport to Manhattan',
      reasonCode: 'quote.basisPackage',
      reason: 'Priced as the JFK Airport to Manhattan package: it covers this ride',
    };
    expect(widget.priceBasis).toEqual(basis);
    expect(card.priceBasis).toEqual(basis);
    // No package was asked for by the widget: nothing to say about one, the basis says it all.
    expect(widget.package).toBeNull();
    expect(widget.packageNoticeCode).toBeNull();
    expect(card.package).toMatchObject({ id: 'jfk', applies: true });
  });

  it('prices both legs of a return trip as the package (coverage is either direction)', async () => {
    const body = await quote({
      serviceType: 'to-airport',
      pickup: 'The Plaza',
      destination: 'JFK Terminal 4',
      returnTrip: true,
      returnDateTime: new Date(NOW.getTime() + 6 * 86_400_000).toISOString(),
    });
    expect(sedan(body)?.legs.map((l) => [l.leg, l.pricing, l.priceCents])).toEqual([
      ['outbound', 'package', 9900],
      ['return', 'package', 9900],
    ]);
  });

  it('prices Midtown to Brooklyn from the widget as the Manhattan to Brooklyn package', async () => {
    const body = await quote({ pickup: 'Times Square', destination: 'Barclays Center' });
    expect(body.priceBasis).toMatchObject({ kind: 'package', packageId: 'manhattan-brooklyn' });
    expect(sedan(body)?.legs[0]).toMatchObject({ pricing: 'package', priceCents: 7900 });
  });

  it('says a ride no package covers is priced by the distance', async () => {
    const body = await quote({ pickup: 'JFK Terminal 4', destination: 'Barclays Center' });
    expect(body.priceBasis).toEqual({
      kind: 'custom',
      packageId: null,
      packageName: null,
      reasonCode: 'quote.basisDistance',
      reason: 'Priced by the distance: no package covers this ride',
    });
    expect(sedan(body)?.legs[0]?.pricing).toBe('custom');
  });

  it('answers the chat with the same figures, and says which price applied', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'How much from JFK to The Plaza tomorrow at 3pm?' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<ChatResponse>();
    expect(answer.intent).toBe('price');
    expect(answer.response).toContain(`Cadillac XTS Sedan — ${formatUsd(JFK_TOTALS.sedan, 'en-US')}`);
    expect(answer.response).toContain(`Cadillac Escalade ESV — ${formatUsd(JFK_TOTALS.escalade, 'en-US')}`);
    expect(answer.response).toContain('Priced as the JFK Airport to Manhattan package: it covers this ride.');
    const es = (
      await t.app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { message: '¿Cuánto cuesta de JFK a The Plaza mañana a las 3pm?' },
      })
    ).json<ChatResponse>();
    expect(es.response).toContain(`Cadillac XTS Sedan — ${formatUsd(JFK_TOTALS.sedan, 'es-US')}`);
    expect(es.response).toMatch(/Cotizado como el paquete .*JFK.*: cubre este viaje\./);
  });
});

describe('services whose car waits on site: by the hour, never a one-way drop-off', () => {
  it('prices a Tour from the widget by the hour: 2 hours by default, the hours asked for', async () => {
    const ride = { serviceType: 'tour', pickup: 'The Pierre', destination: 'Statue of Liberty Ferry' };
    const two = await quote(ride);
    expect(two.hours).toBe(2);
    expect(sedan(two)?.legs).toMatchObject([{ leg: 'hourly', pricing: 'package', priceCents: 19_900 }]);
    expect(two.priceBasis).toMatchObject({
      kind: 'hourly',
      packageId: 'basic',
      reasonCode: 'quote.basisWaiting',
      reason: 'Priced by the hour: the car waits on site',
    });
    const four = await quote({ ...ride, hours: 4 });
    expect(sedan(four)?.legs[0]?.priceCents).toBe(35_900);
    expect(four.priceBasis.packageId).toBe('standard');
  });

  it('prices the widget’s Prom as the Prom package for its hours, extra hours at the hourly rate', async () => {
    const ride = { serviceType: 'prom', pickup: 'The Pierre', destination: 'Times Square' };
    const prom = await quote(ride);
    expect(prom.package).toBeNull();
    expect(prom.hours).toBe(2);
    expect(prom.priceBasis).toEqual({
      kind: 'time-package',
      packageId: 'prom',
      packageName: 'Prom & Formal Events',
      reasonCode: 'quote.basisTimePackage',
      reason: 'Priced as the Prom & Formal Events package: the car waits on site',
    });
    expect(sedan(prom)?.legs[0]?.priceCents).toBe(19_900);
    expect(prom.vehicles.find((v) => v.vehicleCode === 'escalade')?.legs[0]?.priceCents).toBe(29_850);
    // 3 hours: the package's 2 hours, and one more at the 3-hour ride's rate ($99.50).
    expect(sedan(await quote({ ...ride, hours: 3 }))?.legs[0]?.priceCents).toBe(19_900 + 9950);
  });

  it('prices a wedding without a chosen tier by the hour, and a chosen tier as that package', async () => {
    const ride = { serviceType: 'wedding', pickup: 'The Plaza', destination: 'Brooklyn Botanic Garden' };
    const byHour = await quote({ ...ride, hours: 4 });
    expect(byHour.priceBasis).toMatchObject({ kind: 'hourly', reasonCode: 'quote.basisWaiting' });
    expect(sedan(byHour)?.legs[0]?.priceCents).toBe(35_900);
    const tier = await quote({ ...ride, packageId: 'wedding-basic' });
    expect(tier.priceBasis).toMatchObject({ kind: 'time-package', packageId: 'wedding-basic' });
    expect(sedan(tier)?.legs[0]?.priceCents).toBe(45_000);
  });

  it('refuses a return leg on a waiting service (the car waits; book the hours)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: {
        pickupDateTime: AT,
        serviceType: 'tour',
        pickup: 'The Pierre',
        destination: 'Statue of Liberty Ferry',
        returnTrip: true,
        returnDateTime: new Date(NOW.getTime() + 4 * 86_400_000).toISOString(),
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(
      res.json<{ fieldErrors: Record<string, { code: string }> }>().fieldErrors.returnDateTime?.code,
    ).toBe('booking.returnNotHourly');
  });
});

describe('the rates behind the fee and tax lines', () => {
  it('carries the configured rates, not rates derived back from rounded cents', async () => {
    const body = await quote({ pickup: 'JFK Terminal 4', destination: 'Barclays Center' });
    expect(body.rates).toEqual({ creditCardFeeBps: 400, stcBps: 1400, taxRatePpm: 88_750 });
    // The cents are rounded (what made "3.99%" appear); the rate stays the configured 4%.
    const b = sedan(body)?.legs[0]?.breakdown;
    expect(b?.creditCardFeeCents).toBe(
      Math.round(((b?.basePriceCents ?? 0) + (b?.distanceChargeCents ?? 0)) * 0.04),
    );
    for (const other of [
      await quote({ serviceType: 'tour', pickup: 'The Pierre' }),
      await quote({ pickup: 'JFK Terminal 4', destination: 'The Plaza' }),
    ]) {
      expect(other.rates).toEqual(body.rates);
    }
  });
});

describe('the chat: room and hourly questions, in English and Spanish', () => {
  const JFK_FIRST = [
    { role: 'user', text: 'How much from JFK to The Plaza?' },
    { role: 'assistant', text: 'John F. Kennedy International Airport (JFK) → The Plaza …' },
  ];
  async function ask(message: string, history = JFK_FIRST): Promise<ChatResponse> {
    const res = await t.app.inject({ method: 'POST', url: '/api/chat', payload: { message, history } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ChatResponse>();
  }

  it.each([
    ['¿Tienen una Sprinter para 12?', 'es', 'Para 12 pasajeros', 'hasta 14 pasajeros'],
    ['Do you have a van for 12?', 'en', 'For 12 passengers', 'up to 14 passengers'],
  ])(
    'answers "%s" with the vehicle that seats the party, not the price of the ride asked about before',
    async (q, language, party, seats) => {
      const answer = await ask(q);
      expect(answer).toMatchObject({ intent: 'fleet', language });
      expect(answer.response).toContain(party);
      expect(answer.response).toContain('Mercedes Sprinter Van');
      expect(answer.response).toContain(seats);
      expect(answer.response).not.toMatch(/JFK|\$\d/);
    },
  );

  it.each([
    ['4 hours in an Escalade?', 'en', 'Priced by the hour.', '4 hours with a chauffeur at your disposal'],
    ['¿Cuánto cuestan 4 horas en una Escalade?', 'es', 'Cotizado por horas.', '4 horas con un chofer'],
  ])(
    'prices "%s" for those hours in that vehicle, through the same quote',
    async (q, language, basis, head) => {
      const hourly = await quote({ serviceType: 'hourly', hours: 4 });
      const escalade = hourly.vehicles.find((v) => v.vehicleCode === 'escalade');
      // 4 hours = the Standard Package ($359) x 1.5, plus tax.
      expect(escalade?.totalCents).toBe(withTax(53_850));
      const answer = await ask(q);
      expect(answer).toMatchObject({ intent: 'price', language });
      const locale = language === 'es' ? 'es-US' : 'en-US';
      expect(answer.response).toContain(head);
      expect(answer.response).toContain(
        `Cadillac Escalade ESV — ${formatUsd(escalade?.totalCents ?? 0, locale)}`,
      );
      expect(answer.response).toContain(basis);
      // The vehicle asked for, not the sedan's price nor the JFK ride asked about before.
      expect(answer.response).not.toContain('Cadillac XTS Sedan');
      expect(answer.response).not.toContain('JFK');
      expect(answer.quickActions[0]?.href).toBe(
        '/?service=hourly&hours=4&vehicle=suv-escalade&showMap=true#booking-widget',
      );
    },
  );
});
