import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectLanguage } from '../../src/server/modules/chat/chat-language.ts';
import type { ChatIntent, ChatLanguage, ChatResponse } from '../../src/shared/contracts/chat.ts';
import type { QuoteResponse } from '../../src/shared/contracts/quotes.ts';
import { nyLocalToInstant, nyWallClock } from '../../src/shared/domain/new-york-time.ts';
import { guestCookie, signInAs } from '../support/accounts.ts';
import { insertBooking } from '../support/bookings.ts';
import { jsonReply, useStubHttpServer } from '../support/stub-http-server.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The app's clock: fixed, so "tomorrow at noon" is the same instant for the assistant and for this file. */
const NOW = new Date();
const DAY = 86_400_000;

/** New York wall-clock time `days` after today's New York date. */
function nyAt(days: number, hour: number, minute = 0): Date {
  const today = nyWallClock(NOW);
  const d = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return nyLocalToInstant(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), hour, minute);
}

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW, rateLimits: { chat: { max: 1000, timeWindow: 60_000 } } });
});
afterAll(() => t.close());

const chat = (app: TestApp, payload: object, cookie?: string, remoteAddress?: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/chat',
    payload,
    headers: cookie ? { cookie } : {},
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const ask = async (message: string, extra: object = {}, cookie?: string) => {
  const res = await chat(t, { message, ...extra }, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChatResponse>();
};

const VALID_HREF: Record<ChatResponse['quickActions'][number]['action'], RegExp> = {
  book: /^\/(?:\?service=point-to-point&pickup=[^&#]+&destination=[^&#]+(?:&[a-zA-Z]+=[^&#]+)*&showMap=true)?#booking-widget$/,
  fleet: /^\/fleet$/,
  contact: /^\/#contact$/,
  call: /^tel:\+12125550147$/,
  login: /^\/login$/,
  bookings: /^\/bookings$/,
};

/** What every answer must be: plain text, 2-4 suggestions in its language, quick actions that go where they say. */
function expectWellFormed(body: ChatResponse, language: ChatLanguage) {
  expect(body.language).toBe(language);
  expect(body.response.length).toBeGreaterThan(10);
  expect(body.suggestions.length).toBeGreaterThanOrEqual(2);
  expect(body.suggestions.length).toBeLessThanOrEqual(4);
  for (const s of body.suggestions)
    expect(detectLanguage(s, language === 'en' ? 'es' : 'en'), s).toBe(language);
  expect(body.quickActions.length).toBeGreaterThan(0);
  for (const a of body.quickActions) {
    expect(a.href, a.label).toMatch(VALID_HREF[a.action]);
    expect(a.label.length).toBeGreaterThan(0);
  }
  expect(JSON.stringify(body)).not.toMatch(/[<>]/);
}

interface Row {
  q: string;
  intent: ChatIntent;
  lang: ChatLanguage;
  /** Text the answer must contain. */
  facts?: string[];
  /** Text the answer must not contain. */
  absent?: string[];
  locale?: ChatLanguage;
  /** A priced ride: the vehicle it must price and the pickup time it must use (default tomorrow at noon). */
  quote?: { vehicle: string; at?: () => Date };
}

const TOMORROW_NOON = () => nyAt(1, 12);

const TABLE: Row[] = [
  // ---------------------------------------------------------------------------------------------------------
  // English
  {
    q: 'price from Newark to Midtown for 5 people',
    intent: 'price',
    lang: 'en',
    quote: { vehicle: 'suv-suburban' },
    facts: ['Chevrolet Suburban SUV', 'Tax and tolls included', 'Tell me your pickup time'],
  },
  {
    q: 'how much from JFK to Times Square tomorrow at 3pm',
    intent: 'price',
    lang: 'en',
    quote: { vehicle: 'sedan-cadillac', at: () => nyAt(1, 15) },
    facts: ['Cadillac XTS Sedan', 'New York time'],
    absent: ['provisional'],
  },
  {
    q: 'JFK → Times Square',
    locale: 'en',
    intent: 'price',
    lang: 'en',
    quote: { vehicle: 'sedan-cadillac' },
    facts: ['John F. Kennedy International Airport'],
  },
  {
    q: 'prise from jfk to time square in an escalade',
    intent: 'price',
    lang: 'en',
    quote: { vehicle: 'suv-escalade' },
    facts: ['Cadillac Escalade ESV'],
  },
  {
    q: 'how mcuh for 10 people from laguardia to brooklyn',
    intent: 'price',
    lang: 'en',
    quote: { vehicle: 'sprinter' },
    facts: ['Mercedes Sprinter Van', 'LaGuardia'],
  },
  {
    q: 'quote from penn station to jfk in a suburban with 6 bags',
    intent: 'price',
    lang: 'en',
    quote: { vehicle: 'suv-escalade' },
    facts: ['The Chevrolet Suburban SUV seats 6', 'Cadillac Escalade ESV'],
  },
  {
    q: 'I need to get to JFK from Times Square',
    intent: 'price',
    lang: 'en',
    quote: { vehicle: 'sedan-cadillac' },
    facts: ['Times Square → John F. Kennedy International Airport'],
  },
  {
    q: 'how much for a sedan from the plaza hotel to jfk the day after tomorrow at 6:30am',
    intent: 'price',
    lang: 'en',
    quote: { vehicle: 'sedan-cadillac', at: () => nyAt(2, 6, 30) },
    facts: ['The Plaza'],
  },
  {
    q: 'price to jfk',
    intent: 'price',
    lang: 'en',
    facts: ['Where will you be picked up', 'John F. Kennedy International Airport'],
  },
  {
    q: 'how much from asdfgh qwerty to jfk',
    intent: 'price',
    lang: 'en',
    facts: ['could not find "asdfgh qwerty"', 'more precise address'],
  },
  {
    q: 'how much does a ride cost',
    intent: 'price',
    lang: 'en',
    facts: ['Tell me where you will be picked up'],
  },
  { q: 'hello', intent: 'greeting', lang: 'en', facts: ['Empire Chauffeur assistant'] },
  { q: 'helo', intent: 'greeting', lang: 'en', facts: ['How can I help?'] },
  { q: 'thanks!', intent: 'thanks', lang: 'en', facts: ['(212) 555-0147'] },
  {
    q: 'what vehicles do you have',
    intent: 'fleet',
    lang: 'en',
    facts: [
      'Cadillac XTS Sedan: up to 3 passengers and 3 bags',
      'Lincoln Continental',
      'Mercedes Sprinter Van: up to 14 passengers and 12 bags',
    ],
  },
  {
    q: 'which vehicle for 8 passengers and 6 bags',
    intent: 'fleet',
    lang: 'en',
    facts: ['For 8 passengers and 6 bags, the Mercedes Sprinter Van fits best', '14 passengers'],
  },
  {
    q: 'how many passengers fit in the escalade',
    intent: 'fleet',
    lang: 'en',
    facts: ['Cadillac Escalade ESV: up to 6 passengers and 6 bags', 'AKG studio audio'],
  },
  {
    q: 'how much is the wedding package',
    intent: 'services',
    lang: 'en',
    facts: [
      'Essential Wedding Package (4 h): $450.00',
      'Luxury Wedding Package (6 h): $750.00',
      'Royal Wedding Package (8 h): $1,200.00',
    ],
  },
  {
    q: 'what services do you offer',
    intent: 'services',
    lang: 'en',
    facts: ['Point to Point', 'Hourly/As Directed', 'airport transfers from $89.00', 'weddings from $450.00'],
  },
  {
    q: 'hourly packages',
    intent: 'services',
    lang: 'en',
    facts: [
      'Basic Package (2 h): $199.00',
      'Standard Package (4 h): $359.00',
      'Premium Package (8 h): $649.00',
    ],
  },
  {
    q: 'prom and gala prices',
    intent: 'services',
    lang: 'en',
    facts: ['Prom & Formal Events: $199.00', 'Gala & Special Events: $299.00'],
  },
  { q: 'corporate events', intent: 'services', lang: 'en', facts: ['Corporate Events: $149.00'] },
  {
    q: 'how do i book',
    intent: 'booking_help',
    lang: 'en',
    facts: ['Ride Information', 'Vehicle Class', 'Booking Details', 'at least 2 hours ahead'],
  },
  {
    q: 'can i pay with credit card',
    intent: 'payment',
    lang: 'en',
    facts: ['credit or debit card', 'sales tax (8.875%)'],
    absent: ['test', 'Test'],
  },
  {
    q: 'cancelation policy',
    intent: 'cancellation',
    lang: 'en',
    facts: ['24 hours before pickup', '50%', 'until the trip starts', 'confirmation email'],
    absent: ['7 days', '48 hours', 'text message'],
  },
  {
    q: 'how much is meet and greet',
    intent: 'extras',
    lang: 'en',
    facts: ['Meet & greet: $20.00', 'Child seat: $15.00', 'Extra stop: $20.00'],
  },
  { q: 'do you have car seats for babies', intent: 'extras', lang: 'en', facts: ['Child seat: $15.00'] },
  { q: 'do i need an account to book', intent: 'guest_checkout', lang: 'en', facts: ['Continue as Guest'] },
  {
    q: 'what is your phone number',
    intent: 'contact',
    lang: 'en',
    facts: ['(212) 555-0147', 'reservations@empirechauffeur.nyc', '350 W 42nd St, New York, NY 10036'],
  },
  { q: 'are you open 24/7', intent: 'hours', lang: 'en', facts: ['24 hours a day, 7 days a week'] },
  { q: 'when is my next ride', intent: 'next_booking', lang: 'en', facts: ['sign in'] },
  {
    q: 'what cities do you serve',
    intent: 'service_area',
    lang: 'en',
    facts: ['Manhattan', 'Jersey City', 'Stamford'],
  },
  { q: 'tell me a joke', intent: 'unknown', lang: 'en', facts: ["I can't help with that", '(212) 555-0147'] },
  // ---------------------------------------------------------------------------------------------------------
  // Spanish (with and without accents, with typos)
  {
    q: '¿cuánto cuesta de JFK a Times Square en SUV?',
    intent: 'price',
    lang: 'es',
    quote: { vehicle: 'suv-suburban' },
    facts: [
      'Chevrolet Suburban SUV',
      'incluidos; los extras se agregan al reservar',
      'Dígame su hora de recogida',
    ],
  },
  {
    q: 'cuanto sale ir de laguardia a brooklyn',
    intent: 'price',
    lang: 'es',
    quote: { vehicle: 'sedan-cadillac' },
    facts: ['LaGuardia Airport (LGA)', 'Brooklyn'],
  },
  {
    q: 'cuanto cuesta del aeropuerto de newark al centro de manhattan mañana a las 8 de la mañana',
    intent: 'price',
    lang: 'es',
    quote: { vehicle: 'sedan-cadillac', at: () => nyAt(1, 8) },
    facts: ['Newark Liberty International Airport', 'Midtown'],
    absent: ['provisional'],
  },
  {
    q: 'precio de jfk a times square para 3 personas con 4 maletas',
    intent: 'price',
    lang: 'es',
    quote: { vehicle: 'suv-suburban' },
  },
  {
    q: 'presio de jfk a manhatan',
    intent: 'price',
    lang: 'es',
    quote: { vehicle: 'sedan-cadillac' },
    facts: ['Manhattan'],
  },
  {
    q: 'cuanto cuesta un viaje de grand central a laguardia en sprinter',
    intent: 'price',
    lang: 'es',
    quote: { vehicle: 'sprinter' },
    facts: ['Mercedes Sprinter Van', 'Grand Central'],
  },
  { q: 'quiero ir a manhattan desde jfk', intent: 'price', lang: 'es', quote: { vehicle: 'sedan-cadillac' } },
  {
    q: 'JFK → Times Square',
    locale: 'es',
    intent: 'price',
    lang: 'es',
    quote: { vehicle: 'sedan-cadillac' },
    facts: ['hora de Nueva York', 'Cadillac XTS Sedan — $'],
  },
  {
    q: 'cuanto cobran por un sedan de jfk a manhattan pasado mañana a las 10',
    intent: 'price',
    lang: 'es',
    quote: { vehicle: 'sedan-cadillac', at: () => nyAt(2, 10) },
  },
  {
    q: 'cuanto cuesta en camioneta de la guardia a wall street para 7 personas',
    intent: 'price',
    lang: 'es',
    quote: { vehicle: 'sprinter' },
    facts: ['en el Mercedes Sprinter Van cabe su grupo'],
  },
  {
    q: 'cuanto cuesta de zzzqqq a jfk',
    intent: 'price',
    lang: 'es',
    facts: ['No encontré "zzzqqq"', 'dirección más precisa'],
  },
  { q: 'precios', intent: 'price', lang: 'es', facts: ['Dígame dónde lo recogemos'] },
  { q: 'hola', intent: 'greeting', lang: 'es', facts: ['¡Hola!', 'Empire Chauffeur'] },
  { q: 'grasias', intent: 'thanks', lang: 'es', facts: ['¡De nada!'] },
  {
    q: 'que vehiculos tienen',
    intent: 'fleet',
    lang: 'es',
    facts: [
      'Cadillac XTS Sedan: hasta 3 pasajeros y 3 maletas',
      'Mercedes Sprinter Van: hasta 14 pasajeros y 12 maletas',
    ],
  },
  {
    q: 'que vehiculo para 10 personas y 8 maletas',
    intent: 'fleet',
    lang: 'es',
    facts: ['Para 10 pasajeros y 8 maletas', 'Mercedes Sprinter Van'],
  },
  {
    q: 'cuantas maletas caben en la camioneta',
    intent: 'fleet',
    lang: 'es',
    facts: [
      'Chevrolet Suburban SUV: hasta 6 pasajeros y 5 maletas',
      'Cadillac Escalade ESV: hasta 6 pasajeros y 6 maletas',
    ],
  },
  {
    q: 'cuanto cuesta el paquete de boda',
    intent: 'services',
    lang: 'es',
    facts: ['Paquete de Boda Esencial (4 h): $450.00', 'Paquete de Boda Real (8 h): $1,200.00'],
  },
  {
    q: 'paquetes por hora',
    intent: 'services',
    lang: 'es',
    facts: ['Paquete Básico (2 h): $199.00', 'Paquete Premium (8 h): $649.00'],
  },
  {
    q: 'cuanto cuesta el paquete premium',
    intent: 'services',
    lang: 'es',
    facts: ['Paquete Premium (8 h): $649.00'],
    absent: ['Boda'],
  },
  {
    q: 'que servicios ofrecen',
    intent: 'services',
    lang: 'es',
    facts: ['Punto a punto', 'Bodas', 'bodas desde $450.00'],
  },
  {
    q: 'tours por la ciudad',
    intent: 'services',
    lang: 'es',
    facts: ['Los tours se reservan por horas', '$199.00'],
  },
  {
    q: 'como reservo un viaje',
    intent: 'booking_help',
    lang: 'es',
    facts: ['Información del viaje', 'Clase de vehículo', 'Pago'],
  },
  {
    q: 'puedo pagar en efectivo',
    intent: 'payment',
    lang: 'es',
    facts: ['tarjeta de crédito o débito', '8.875 %'],
    absent: ['prueba'],
  },
  {
    q: 'politica de cancelasion',
    intent: 'cancellation',
    lang: 'es',
    facts: ['24 horas', '50 %', 'hasta que empiece el viaje', 'Mis reservas'],
    absent: ['7 días', '48 horas'],
  },
  {
    q: 'quiero cancelar mi reserva',
    intent: 'cancellation',
    lang: 'es',
    facts: ['Mis reservas', 'correo de confirmación'],
  },
  {
    q: 'cuanto cuesta la sillita para niños',
    intent: 'extras',
    lang: 'es',
    facts: ['Asiento infantil: $15.00', 'Recepción personalizada: $20.00', 'Parada adicional: $20.00'],
  },
  {
    q: 'puedo reservar sin cuenta',
    intent: 'guest_checkout',
    lang: 'es',
    facts: ['Continuar como invitado'],
  },
  { q: 'telefono', intent: 'contact', lang: 'es', facts: ['Teléfono: (212) 555-0147'] },
  { q: 'cual es su correo', intent: 'contact', lang: 'es', facts: ['reservations@empirechauffeur.nyc'] },
  { q: 'horario de atencion', intent: 'hours', lang: 'es', facts: ['24 horas', '7 días de la semana'] },
  { q: 'trabajan los domingos', intent: 'hours', lang: 'es', facts: ['festivos incluidos'] },
  { q: '¿cuándo es mi próximo viaje?', intent: 'next_booking', lang: 'es', facts: ['Inicie sesión'] },
  {
    q: 'que zonas cubren',
    intent: 'service_area',
    lang: 'es',
    facts: ['Nueva York', 'Hoboken', 'Greenwich'],
  },
  {
    q: 'cual es la capital de francia',
    intent: 'unknown',
    lang: 'es',
    facts: ['no puedo ayudarle', '(212) 555-0147'],
  },
];

describe('POST /api/chat: 60+ questions in English and Spanish', () => {
  it('has a table of at least 60 questions, half in each language', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60);
    const es = TABLE.filter((r) => r.lang === 'es').length;
    const en = TABLE.filter((r) => r.lang === 'en').length;
    expect(Math.abs(es - en)).toBeLessThanOrEqual(2);
  });

  it.each(TABLE.map((r) => [r.q, r] as const))('%j', async (_q, row) => {
    const body = await ask(row.q, row.locale ? { locale: row.locale } : {});
    expect(body.intent).toBe(row.intent);
    expectWellFormed(body, row.lang);
    for (const fact of row.facts ?? []) expect(body.response).toContain(fact);
    for (const text of row.absent ?? []) expect(body.response).not.toContain(text);

    const book = body.quickActions.find((a) => a.action === 'book');
    if (row.quote) {
      // The booking form, prefilled with this ride and vehicle.
      expect(book?.label).toBe(row.lang === 'es' ? 'Reservar este viaje' : 'Book this ride');
      // The home page's booking link (shared/domain/booking-link.ts), prefilled with this ride as priced.
      const href = book?.href ?? '';
      const params = new URLSearchParams(href.slice(href.indexOf('?') + 1, href.indexOf('#')));
      expect(params.get('service')).toBe('point-to-point');
      expect(params.get('showMap')).toBe('true');
      // A vehicle only when the question named one, and then the one that seats the party.
      const linked = params.get('vehicle');
      if (linked !== null) expect(linked).toBe(row.quote.vehicle);
      // The day and clock time asked for, New York time; none when the question said none.
      const at = (row.quote.at ?? TOMORROW_NOON)();
      if (row.quote.at) {
        const wall = nyWallClock(at);
        expect(params.get('date')).toBe(wall.date);
        expect(params.get('time')).toBe(
          `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`,
        );
      } else expect(params.get('time')).toBeNull();
      // The quote API prices the same trip at the same time to the same totals.
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: {
          pickup: params.get('pickup'),
          destination: params.get('destination'),
          pickupDateTime: at.toISOString(),
          serviceType: 'point-to-point',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const quote = res.json<QuoteResponse>();
      const recommended = quote.vehicles.find((v) => v.vehicleId === row.quote?.vehicle);
      expect(recommended).toBeDefined();
      if (quote.route) expect(body.response).toContain(quote.route.distance.text);
      // Short for a phone: one "Vehicle — $price" line per vehicle, cheapest first, at the quote's totals.
      const lines = [...body.response.matchAll(/^(.+) — (\$[\d,]+\.\d\d)$/gm)].map((m) => ({
        name: m[1] ?? '',
        price: m[2] ?? '',
      }));
      expect(lines.map((l) => l.name)).toContain(recommended?.vehicleName);
      const cents = lines.map((l) => {
        const priced = quote.vehicles.find((v) => v.vehicleName === l.name);
        expect(priced, l.name).toBeDefined();
        expect(l.price).toBe(usd(priced?.totalCents ?? 0));
        return priced?.totalCents ?? 0;
      });
      expect(cents).toEqual([...cents].sort((a, b) => a - b));
      for (const line of body.response.split('\n')) expect(line.length, line).toBeLessThanOrEqual(160);
    } else if (row.intent === 'price') {
      // Nothing priced: the booking form, not prefilled.
      expect(book?.href).toBe('/#booking-widget');
    }
  });
});

describe('POST /api/chat: behaviour', () => {
  it('answers with Cache-Control: no-store', async () => {
    const res = await chat(t, { message: 'hello' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses messages over 500 characters and empty ones with the contract’s messages', async () => {
    const long = await chat(t, { message: 'a'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'chat.messageTooLong',
      params: { count: 500 },
      message: 'Messages must be at most 500 characters.',
      fieldErrors: { message: { code: 'chat.messageTooLong', params: { count: 500 } } },
    });
    expect((await chat(t, { message: 'a'.repeat(500) })).statusCode).toBe(200);
    for (const message of ['', '   ']) {
      const empty = await chat(t, { message });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ code: 'chat.messageEmpty', message: 'Please type a message.' });
    }
    expect((await chat(t, {})).statusCode).toBe(400);
  });

  it('never puts markup from a message into its answer', async () => {
    for (const message of [
      '<script>alert(1)</script> price to jfk',
      'price from <b>jfk</b> to <img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
    ]) {
      const body = await ask(message);
      expect(JSON.stringify(body), message).not.toContain('<');
      expect(JSON.stringify(body), message).not.toContain('>');
    }
  });

  it('answers an off-topic question with what it helps with, in the question’s language, not the greeting', async () => {
    for (const [q, language, text] of [
      ["What's the capital of France?", 'en', 'prices, our fleet, your bookings and how to reach us'],
      ['Tell me a joke', 'en', 'prices, our fleet, your bookings and how to reach us'],
      ['¿Quién ganó el mundial?', 'es', 'precios, nuestra flota, sus reservas y cómo contactarnos'],
    ] as const) {
      const body = await ask(q, { locale: language === 'en' ? 'es' : 'en' });
      expect(body, q).toMatchObject({ intent: 'unknown', language });
      expect(body.response).toContain(text);
      expect(body.response).not.toContain('assistant');
      expect(body.response).not.toContain('asistente');
    }
  });

  it('books "Friday 7pm" as asked: the link carries the places, the day, 19:00 and the party', async () => {
    const body = await ask('How much from Grand Central to JFK on Friday at 7pm for 3 people with 2 bags?');
    expect(body.intent).toBe('price');
    const href = body.quickActions.find((a) => a.action === 'book')?.href ?? '';
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1, href.indexOf('#')));
    const today = nyWallClock(NOW);
    const ahead = (5 - today.weekday + 7) % 7 || 7;
    const friday = nyWallClock(nyAt(ahead, 19));
    expect(Object.fromEntries(params)).toMatchObject({
      service: 'point-to-point',
      date: friday.date,
      time: '19:00',
      passengers: '3',
      bags: '2',
      showMap: 'true',
    });
    expect(params.get('pickup')).toContain('Grand Central');
    expect(params.get('destination')).toContain('John F. Kennedy');
    expect(params.has('vehicle')).toBe(false);
    expect(body.response.split('\n')[1]).toContain('Fri');
    expect(body.response.split('\n')[1]).toContain('7:00 PM, New York time');
  });

  it('follows up on the ride asked for earlier in the visit ("and in an SUV?")', async () => {
    const history = [
      { role: 'user', text: 'how much from JFK to Times Square' },
      { role: 'assistant', text: 'Cadillac XTS Sedan from …' },
    ];
    const body = await ask('And in an SUV?', { history });
    expect(body.intent).toBe('price');
    expect(body.response).toContain('Chevrolet Suburban SUV');
    expect(body.quickActions[0]?.href).toContain('vehicle=suv-suburban');
    const es = await ask('¿y para 8 personas?', {
      history: [{ role: 'user', text: 'cuanto cuesta de jfk a manhattan' }],
    });
    expect(es).toMatchObject({ intent: 'price', language: 'es' });
    expect(es.response).toContain('Mercedes Sprinter Van');
  });

  it('keeps the cancellation answer consistent with the Terms of Service the site shows', async () => {
    for (const [language, question, facts] of [
      [
        'en',
        'cancellation policy',
        ['24 hours', '50%', 'full refund', '5 to 10 business days', 'My Bookings', 'confirmation email'],
      ],
      [
        'es',
        'politica de cancelacion',
        [
          '24 horas',
          '50 %',
          'reembolso completo',
          '5 a 10 días hábiles',
          'Mis reservas',
          'correo de confirmación',
        ],
      ],
    ] as const) {
      const legal = readFileSync(
        new URL(`../../src/client/locales/${language}/legal.json`, import.meta.url),
        'utf8',
      );
      const section = JSON.stringify(
        (JSON.parse(legal) as { terms: { sections: { cancellation: unknown } } }).terms.sections.cancellation,
      );
      const body = await ask(question);
      for (const fact of facts) {
        expect(section, `${language} terms: ${fact}`).toContain(fact);
        expect(body.response, `${language} chat: ${fact}`).toContain(fact);
      }
    }
  });
});

describe('POST /api/chat: the customer’s next booking', () => {
  it('tells a signed-in passenger about their own next ride, and nobody else', async () => {
    const alice = await signInAs(t.app, t.database, 'passenger');
    const bob = await signInAs(t.app, t.database, 'passenger');
    // Alice: a past completed ride, a cancelled one, the next confirmed ride, and a later one.
    await insertBooking(t.database, {
      userId: alice.user.id,
      status: 'completed',
      createdAt: new Date(NOW.getTime() - 10 * DAY),
    });
    await insertBooking(t.database, { userId: alice.user.id, status: 'cancelled', createdAt: NOW });
    const next = await insertBooking(t.database, {
      userId: alice.user.id,
      status: 'confirmed',
      createdAt: new Date(NOW.getTime() + DAY),
    });
    const later = await insertBooking(t.database, {
      userId: alice.user.id,
      status: 'assigned',
      createdAt: new Date(NOW.getTime() + 5 * DAY),
    });

    const mine = await ask('when is my next ride', {}, alice.cookie);
    expect(mine.intent).toBe('next_booking');
    expectWellFormed(mine, 'en');
    expect(mine.response).toContain(next.number);
    expect(mine.response).toContain('11 W 53rd St, New York, NY 10019');
    expect(mine.response).toContain('Cadillac XTS Sedan');
    expect(mine.response).not.toContain(later.number);
    expect(mine.quickActions.map((a) => a.href)).toContain('/bookings');

    const es = await ask('¿cuándo es mi próximo viaje?', {}, alice.cookie);
    expect(es.language).toBe('es');
    expect(es.response).toContain(next.number);
    expect(es.response).toContain('confirmada');

    const theirs = await ask('when is my next ride', {}, bob.cookie);
    expect(theirs.intent).toBe('next_booking');
    expect(theirs.response).toContain('no upcoming rides');
    expect(theirs.response).not.toContain(next.number);
    expect(theirs.response).not.toContain(later.number);
  });

  it('tells guests and signed-out visitors to sign in or check their confirmation email', async () => {
    const guest = await guestCookie(t.app);
    for (const cookie of [guest, undefined, 'sid=not-a-session']) {
      const body = await ask('when is my next ride', {}, cookie);
      expect(body.intent).toBe('next_booking');
      expect(body.response).toMatch(/[Ss]ign in/);
      expect(body.response).toContain('confirmation email');
      expect(body.quickActions).toContainEqual({ action: 'login', label: 'Sign in', href: '/login' });
    }
  });
});

describe('POST /api/chat: rate limit per session', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: { chat: { max: 3, timeWindow: 60_000 } } });
  });
  afterAll(() => limited.close());

  it('answers 429 to one session past its limit while another session still gets answers', async () => {
    const a = await guestCookie(limited.app);
    const b = await guestCookie(limited.app);
    for (let i = 0; i < 3; i++) expect((await chat(limited, { message: 'hello' }, a)).statusCode).toBe(200);
    const refused = await chat(limited, { message: 'hello' }, a);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'common.rateLimited' });
    expect(refused.json<{ message: string }>().message).toMatch(/Too many requests/);
    expect((await chat(limited, { message: 'hello' }, b)).statusCode).toBe(200);
  });

  it('counts visitors without a live session by address, so made-up cookies do not escape the limit', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 3; i++)
      expect((await chat(limited, { message: 'hi' }, undefined, ip)).statusCode).toBe(200);
    expect((await chat(limited, { message: 'hi' }, undefined, ip)).statusCode).toBe(429);
    expect((await chat(limited, { message: 'hi' }, 'sid=made-up-1', ip)).statusCode).toBe(429);
    expect((await chat(limited, { message: 'hi' }, undefined, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('POST /api/chat with a language model (OpenAI-compatible server stand-in)', () => {
  const stub = useStubHttpServer();
  let withModel: TestApp;
  beforeAll(async () => {
    withModel = await createTestApp({
      clock: () => NOW,
      env: { LLM_BASE_URL: `${stub.baseUrl}/v1`, LLM_MODEL: 'test-model', LLM_API_KEY: 'sk-local' },
    });
  });
  afterAll(() => withModel.close());

  /** The model asks for a quote first, then answers with the total the tool returned. */
  function quotingModel(res: ServerResponse) {
    const last = stub.seen.at(-1);
    const request = JSON.parse(last?.body ?? '{}') as {
      messages: { role: string; content: string | null }[];
    };
    const toolResult = request.messages.find((m) => m.role === 'tool');
    if (!toolResult) {
      jsonReply(200, {
        choices: [
          {
            message: {
              role: 'assistant',
              content: null,
              tool_calls: [
                {
                  id: 'call_1',
                  type: 'function',
                  function: {
                    name: 'get_quote',
                    arguments: JSON.stringify({ pickup: 'JFK', destination: 'Times Square', vehicle: 'suv' }),
                  },
                },
              ],
            },
          },
        ],
      })(res);
      return;
    }
    const result = JSON.parse(toolResult.content ?? '{}') as { vehicle: string; total: string };
    jsonReply(200, {
      choices: [
        {
          message: {
            role: 'assistant',
            content: `<b>${result.vehicle}</b>: ${result.total} total, tax included.`,
          },
        },
      ],
    })(res);
  }

  it('lets the model answer through the same quote function, with the embedded suggestions and actions', async () => {
    stub.reply = quotingModel;
    const res = await chat(withModel, { message: 'how much from JFK to Times Square in an SUV?' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ChatResponse>();
    expect(stub.seen).toHaveLength(2);
    expect(stub.seen[0]!.headers.authorization).toBe('Bearer sk-local');

    const quote = (
      await withModel.app.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: {
          pickup: 'JFK',
          destination: 'Times Square',
          pickupDateTime: TOMORROW_NOON().toISOString(),
          serviceType: 'point-to-point',
        },
      })
    ).json<QuoteResponse>();
    const suv = quote.vehicles.find((v) => v.vehicleId === 'suv-suburban');
    expect(body.response).toBe(`Chevrolet Suburban SUV: ${usd(suv?.totalCents ?? 0)} total, tax included.`);
    expect(body).toMatchObject({ intent: 'price', language: 'en' });
    expectWellFormed(body, 'en');
    expect(body.quickActions[0]).toMatchObject({ action: 'book', label: 'Book this ride' });
    expect(body.quickActions[0]?.href).toContain('vehicle=suv-suburban');
  });

  it('falls back to the embedded assistant when the model fails', async () => {
    stub.reply = jsonReply(500, { error: { message: 'overloaded' } });
    const body = (await chat(withModel, { message: 'how much is meet and greet' })).json<ChatResponse>();
    expect(stub.seen.length).toBeGreaterThan(0);
    expect(body.intent).toBe('extras');
    expect(body.response).toContain('Meet & greet: $20.00');

    stub.reply = jsonReply(200, '{"choices": [');
    const es = (await chat(withModel, { message: 'telefono' })).json<ChatResponse>();
    expect(es).toMatchObject({ intent: 'contact', language: 'es' });
    expect(es.response).toContain('(212) 555-0147');
  });
});
