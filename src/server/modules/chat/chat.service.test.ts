import { describe, expect, it } from 'vitest';
import type { Vehicle } from '../../../shared/contracts/catalog.ts';
import type { QuoteResponse } from '../../../shared/contracts/quotes.ts';
import type { PricingConfig } from '../../../shared/domain/pricing-config.ts';
import { bookingLink } from '../../../shared/domain/booking-link.ts';
import { DEFAULT_PRICING_CONFIG } from '../../../shared/domain/pricing-defaults.ts';
import { AppError } from '../../../shared/errors.ts';
import { CITIES, SERVICES, VEHICLES } from '../catalog/catalog.data.ts';
import { createChatService } from './chat.service.ts';

const FLEET: Vehicle[] = VEHICLES.map((v) => ({
  ...v,
  image: '',
  features: [...v.features],
  featuresEs: [...v.featuresEs],
  basePrice: '75.00',
}));

/** The assistant over stand-in services: whatever they hold is what it says. */
function service(
  options: { config?: PricingConfig; fleet?: Vehicle[]; quote?: () => Promise<QuoteResponse> } = {},
) {
  const fleet = options.fleet ?? FLEET;
  return createChatService({
    quotes: {
      quote: options.quote ?? (async () => ({ route: null, vehicles: [] }) as unknown as QuoteResponse),
    },
    catalog: {
      vehicles: async () => fleet,
      services: async () => [...SERVICES],
      cities: async () => [...CITIES],
    },
    pricing: { current: async () => options.config ?? DEFAULT_PRICING_CONFIG },
    bookings: { nextUpcoming: async () => null },
  });
}
const anonymous = { kind: 'anonymous' } as const;

describe('chat service', () => {
  it('reads prices from the pricing configuration in force, not from its own text', async () => {
    const config = structuredClone(DEFAULT_PRICING_CONFIG) as PricingConfig;
    config.extras.meetAndGreet.cents = 2500;
    config.taxRatePpm = 45_000;
    const wedding = config.packages.find((p) => p.id === 'wedding-basic');
    if (wedding) wedding.basePriceCents = 48_000;
    const chat = service({ config });
    expect((await chat.reply({ message: 'how much is meet and greet' }, anonymous)).response).toContain(
      'Meet & greet: $25.00',
    );
    expect((await chat.reply({ message: 'can I pay by card?' }, anonymous)).response).toContain('(4.5%)');
    expect((await chat.reply({ message: 'paquete de boda' }, anonymous)).response).toContain(
      'Paquete de Boda Esencial (4 h): $480.00',
    );
  });

  it('lists the fleet of the catalog', async () => {
    // Catalog order is the order of preference: the limousine comes before the van.
    const limo = {
      ...FLEET[0]!,
      id: 'limo',
      code: 'limo',
      name: 'Lincoln Stretch Limousine',
      passengers: 10,
      luggage: 4,
    };
    const fleet: Vehicle[] = [...FLEET.slice(0, 4), limo, ...FLEET.slice(4)];
    const chat = service({ fleet });
    const answer = await chat.reply({ message: 'what vehicles do you have' }, anonymous);
    expect(answer.response).toContain('Lincoln Stretch Limousine: up to 10 passengers and 4 bags');
    const group = await chat.reply({ message: 'which vehicle for 9 passengers and 2 bags' }, anonymous);
    expect(group.response).toContain('Lincoln Stretch Limousine fits best');
  });

  it('answers that it cannot price a ride when the quote service fails', async () => {
    const chat = service({
      quote: async () => {
        throw new AppError('maps.routesUnavailable');
      },
    });
    const answer = await chat.reply({ message: 'price from jfk to soho' }, anonymous);
    expect(answer).toMatchObject({ intent: 'price', language: 'en' });
    expect(answer.response).toContain('cannot price that ride right now');
    expect(answer.quickActions.map((a) => a.href)).toEqual(['/#booking-widget', 'tel:+12125550147']);
  });

  it('greets in the language of the message, and in the site language when the message has none', async () => {
    const chat = service();
    expect((await chat.reply({ message: 'hola', locale: 'en' }, anonymous)).language).toBe('es');
    expect((await chat.reply({ message: 'hello', locale: 'es' }, anonymous)).language).toBe('en');
    expect((await chat.reply({ message: '👋', locale: 'es' }, anonymous)).language).toBe('es');
  });

  it('answers an off-topic question briefly with what it helps with, in the question’s language', async () => {
    const chat = service();
    for (const [message, language, text] of [
      ["what's the capital of France?", 'en', 'rides with us, their prices, our fleet, your bookings'],
      ['tell me a joke', 'en', 'rides with us, their prices, our fleet, your bookings'],
      ['who won the world cup?', 'en', 'rides with us, their prices, our fleet, your bookings'],
      [
        '¿cuál es la capital de Francia?',
        'es',
        'sus viajes con nosotros, sus precios, nuestra flota, sus reservas',
      ],
      ['cuéntame un chiste', 'es', 'sus viajes con nosotros, sus precios, nuestra flota, sus reservas'],
    ] as const) {
      const answer = await chat.reply({ message, locale: language === 'en' ? 'es' : 'en' }, anonymous);
      expect(answer, message).toMatchObject({ intent: 'unknown', language });
      expect(answer.response).toContain(text);
      expect(answer.response).not.toMatch(/Hello!|¡Hola!/);
      expect(answer.response.length).toBeLessThan(200);
    }
  });

  it('prices a ride in one short line per vehicle, cheapest first, with a link that books it as asked', async () => {
    // Wednesday 25 November 2026, 10:00 in New York.
    const now = new Date('2026-11-25T15:00:00Z');
    const totals: Record<string, number> = {
      'sedan-cadillac': 12_345,
      'sedan-continental': 14_000,
      'suv-suburban': 16_550,
      'suv-escalade': 19_900,
      sprinter: 13_000,
    };
    const asked: unknown[] = [];
    const chat = createChatService({
      quotes: {
        quote: async (req) => {
          asked.push(req);
          return {
            route: null,
            vehicles: FLEET.map((v) => ({
              vehicleId: v.id,
              totalCents: totals[v.id] ?? 0,
              taxCents: 0,
              legs: [{ breakdown: { tollsCents: 0 } }],
            })),
            priceBasis: {
              kind: 'custom',
              packageId: null,
              packageName: null,
              reasonCode: 'quote.basisDistance',
              reason: 'Priced by the distance: no package covers this ride',
            },
            hours: null,
          } as unknown as QuoteResponse;
        },
      },
      catalog: {
        vehicles: async () => FLEET,
        services: async () => [...SERVICES],
        cities: async () => [...CITIES],
      },
      pricing: { current: async () => DEFAULT_PRICING_CONFIG },
      bookings: { nextUpcoming: async () => null },
      clock: () => now,
    });

    const answer = await chat.reply(
      { message: 'how much from Grand Central to JFK on Friday at 7pm for 3 people' },
      anonymous,
    );
    expect(answer.intent).toBe('price');
    const lines = answer.response.split('\n');
    expect(lines).toEqual([
      'grand central → jfk',
      'Fri, Nov 27, 7:00 PM, New York time (standard base fare: we could not map this route):',
      'Cadillac XTS Sedan — $123.45',
      'Mercedes Sprinter Van — $130.00',
      'Lincoln Continental — $140.00',
      'Chevrolet Suburban SUV — $165.50',
      'Cadillac Escalade ESV — $199.00',
      'Priced by the distance: no package covers this ride.',
      expect.stringContaining('Tax included'),
    ]);
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(110);
    // Friday 7 pm New York = 2026-11-28T00:00Z.
    expect(asked).toMatchObject([{ pickupDateTime: '2026-11-28T00:00:00.000Z' }]);
    const book = answer.quickActions[0];
    expect(book).toMatchObject({ action: 'book', label: 'Book this ride' });
    expect(book?.href).toBe(
      bookingLink({
        service: 'point-to-point',
        pickup: 'grand central',
        destination: 'jfk',
        date: '2026-11-27',
        time: '19:00',
        passengers: 3,
      }),
    );

    // A named vehicle and a party too large for a sedan: only the vehicles that seat 5 are listed; the link
    // carries the vehicle that fits; no time said: no time in the link, the day only.
    const suv = await chat.reply(
      { message: 'cuánto cuesta de Grand Central a JFK el viernes en sedán para 5 personas' },
      anonymous,
    );
    expect(suv.language).toBe('es');
    const esLines = suv.response.split('\n');
    expect(esLines.filter((l) => l.includes(' — '))).toEqual([
      'Mercedes Sprinter Van — $130.00',
      'Chevrolet Suburban SUV — $165.50',
      'Cadillac Escalade ESV — $199.00',
    ]);
    expect(suv.response).toContain('Dígame su hora de recogida');
    const href = new URL(suv.quickActions[0]?.href ?? '', 'http://x');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      service: 'point-to-point',
      pickup: 'grand central',
      destination: 'jfk',
      date: '2026-11-27',
      passengers: '5',
      vehicle: 'suv-suburban',
      showMap: 'true',
    });
  });
});
