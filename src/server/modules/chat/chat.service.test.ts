import { describe, expect, it } from 'vitest';
import type { Vehicle } from '../../../shared/contracts/catalog.ts';
import type { QuoteResponse } from '../../../shared/contracts/quotes.ts';
import type { PricingConfig } from '../../../shared/domain/pricing-config.ts';
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
});
