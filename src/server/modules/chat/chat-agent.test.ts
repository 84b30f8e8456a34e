import type { ServerResponse } from 'node:http';
import { bookingLink } from '../../../shared/domain/booking-link.ts';
import { describe, expect, it } from 'vitest';
import { jsonReply, useStubHttpServer } from '../../../../test/support/stub-http-server.ts';
import type { BookingSummary } from '../../../shared/contracts/bookings.ts';
import type { Vehicle } from '../../../shared/contracts/catalog.ts';
import type { QuoteResponse } from '../../../shared/contracts/quotes.ts';
import { nyLocalToInstant } from '../../../shared/domain/new-york-time.ts';
import { DEFAULT_PRICING_CONFIG } from '../../../shared/domain/pricing-defaults.ts';
import { createOpenAiChat } from '../../integrations/llm/openai-chat.provider.ts';
import type { LlmMessage } from '../../integrations/llm/types.ts';
import { CITIES, SERVICES, VEHICLES } from '../catalog/catalog.data.ts';
import type { QuoteInput } from '../quotes/quote.service.ts';
import { createChatAgent, whenFromText } from './chat-agent.ts';
import { createChatTools } from './chat-tools.ts';

// Monday 23 November 2026, 10:00 in New York.
const NOW = nyLocalToInstant(2026, 11, 23, 10, 0);
const FLEET: Vehicle[] = VEHICLES.map((v) => ({
  ...v,
  image: '',
  features: [...v.features],
  featuresEs: [...v.featuresEs],
  basePrice: '75.00',
}));

/** A quote service standing in for the real one: $100 + $10 per vehicle in catalog order, tax $8.88. */
function fakeQuotes(seen: QuoteInput[]) {
  return {
    async quote(input: QuoteInput): Promise<QuoteResponse> {
      seen.push(input);
      return {
        route: {
          start_address: 'John F. Kennedy International Airport (JFK), Queens, NY 11430',
          end_address: 'Times Square, Manhattan, New York, NY 10036',
          distance: { text: '17.5 mi', value: 28_163 },
          duration: { text: '49 min', value: 2940 },
        },
        vehicles: FLEET.map((v, i) => ({
          vehicleId: v.id,
          totalCents: 10_000 + i * 1000,
          taxCents: 888,
          legs: [{ breakdown: { tollsCents: 900 } }],
        })),
        priceBasis: {
          kind: 'package',
          packageId: 'jfk',
          packageName: 'JFK Airport to Manhattan',
          reasonCode: 'quote.basisPackage',
          reason: 'Priced as the JFK Airport to Manhattan package: it covers this ride',
        },
        hours: null,
      } as unknown as QuoteResponse;
    },
  };
}

const NEXT: BookingSummary = {
  id: '00000000-0000-4000-8000-000000000001',
  number: 'NYC-7K3M9Q',
  userId: '00000000-0000-4000-8000-0000000000aa',
  status: 'confirmed',
  serviceType: 'point-to-point',
  serviceName: 'Point to Point',
  pickupAddress: '11 W 53rd St, New York, NY 10019',
  destinationAddress: 'JFK Terminal 4',
  pickupDateTime: nyLocalToInstant(2026, 11, 25, 9, 0).toISOString(),
  returnTrip: false,
  vehicleId: 'sedan-cadillac',
  vehicleName: 'Cadillac XTS Sedan',
  totalAmount: 130.65,
  customerName: 'Ann',
  customerEmail: 'ann@example.com',
  driverName: null,
  driverPhone: null,
  driverVehicle: null,
  driverPlate: null,
  createdAt: NOW.toISOString(),
  completedAt: null,
  rating: null,
  feedback: null,
  hours: null,
  passengers: null,
  bags: null,
  refunded: 0,
  cancellation: null,
};

function setup(timeoutMs = 3000) {
  const quotes: QuoteInput[] = [];
  const lookups: string[] = [];
  const tools = createChatTools({
    quotes: fakeQuotes(quotes),
    catalog: {
      vehicles: async () => FLEET,
      services: async () => [...SERVICES],
      cities: async () => [...CITIES],
    },
    pricing: { current: async () => DEFAULT_PRICING_CONFIG },
    bookings: {
      nextUpcoming: async (userId: string) => {
        lookups.push(userId);
        return userId === 'user-1' ? NEXT : null;
      },
    },
    clock: () => NOW,
  });
  const agent = createChatAgent({
    llm: createOpenAiChat({ baseUrl: `${stub.baseUrl}/v1`, model: 'test-model' }),
    tools,
    timeoutMs,
  });
  return { agent, quotes, lookups };
}

const stub = useStubHttpServer();

interface SeenBody {
  model: string;
  messages: (LlmMessage & { tool_calls?: unknown })[];
  tools: { function: { name: string } }[];
}
const body = (i: number) => JSON.parse(stub.seen[i]!.body) as SeenBody;

const toolCalls = (...calls: { id: string; name: string; args: unknown }[]) =>
  jsonReply(200, {
    choices: [
      {
        message: {
          role: 'assistant',
          content: null,
          tool_calls: calls.map((c) => ({
            id: c.id,
            type: 'function',
            function: {
              name: c.name,
              arguments: typeof c.args === 'string' ? c.args : JSON.stringify(c.args),
            },
          })),
        },
      },
    ],
  });
const text = (content: string) => jsonReply(200, { choices: [{ message: { role: 'assistant', content } }] });

/** Answers the requests in turn. */
function sequence(...replies: ((res: ServerResponse) => void)[]) {
  let i = 0;
  return (res: ServerResponse) =>
    (replies[Math.min(i++, replies.length - 1)] as (r: ServerResponse) => void)(res);
}

describe('chat agent (OpenAI-compatible model with tools)', () => {
  it('runs a tool call round trip: get_quote, then the model answers with the tool result', async () => {
    const { agent, quotes } = setup();
    stub.reply = sequence(
      toolCalls({
        id: 'call_1',
        name: 'get_quote',
        args: { pickup: 'JFK', destination: 'Times Square', vehicle: 'suv', pickup_time: '2026-11-27T15:00' },
      }),
      text('El Chevrolet Suburban SUV cuesta $120.00 en total, impuestos incluidos.'),
    );
    const answer = await agent.answer({
      message: '¿Cuánto cuesta de JFK a Times Square en SUV el viernes a las 3?',
      history: [
        { role: 'user', text: 'hola' },
        { role: 'assistant', text: '¡Hola!' },
      ],
      language: 'es',
      viewer: { kind: 'anonymous' },
    });
    expect(answer.text).toBe('El Chevrolet Suburban SUV cuesta $120.00 en total, impuestos incluidos.');
    // The home page's booking link (shared/domain/booking-link.ts) with the ride as priced: the day and time
    // asked for (New York), the vehicle named.
    expect(answer.bookHref).toBe(
      bookingLink({
        service: 'point-to-point',
        pickup: 'John F. Kennedy International Airport (JFK), Queens, NY 11430',
        destination: 'Times Square, Manhattan, New York, NY 10036',
        date: '2026-11-27',
        time: '15:00',
        vehicle: 'suv-suburban',
      }),
    );

    // The same quote function as POST /api/quotes, with the time asked for (New York local).
    expect(quotes).toEqual([
      {
        pickup: 'JFK',
        destination: 'Times Square',
        pickupDateTime: nyLocalToInstant(2026, 11, 27, 15, 0).toISOString(),
        serviceType: 'point-to-point',
        returnTrip: false,
      },
    ]);

    expect(stub.seen).toHaveLength(2);
    const first = body(0);
    expect(first.model).toBe('test-model');
    expect(first.tools.map((t) => t.function.name)).toEqual([
      'get_quote',
      'list_fleet',
      'list_services',
      'get_policies',
      'get_next_booking',
    ]);
    expect(first.messages[0]).toMatchObject({ role: 'system' });
    expect(first.messages[0]!.content).toContain('Answer in Spanish only');
    expect(first.messages.slice(1).map((m) => m.role)).toEqual(['user', 'assistant', 'user']);

    const second = body(1);
    expect(second.messages.at(-2)).toMatchObject({
      role: 'assistant',
      tool_calls: [{ id: 'call_1', type: 'function' }],
    });
    const tool = second.messages.at(-1) as { role: string; tool_call_id: string; content: string };
    expect(tool.role).toBe('tool');
    expect(tool.tool_call_id).toBe('call_1');
    expect(JSON.parse(tool.content)).toMatchObject({
      vehicle: 'Chevrolet Suburban SUV',
      total: '$120.00',
      tax_included: true,
      tolls_included: '$9.00',
      distance: '17.5 mi',
      pickup_time_is_provisional: false,
      booking_link: answer.bookHref,
      // Which price applied and why (PRODUCT decision 24), from the quote, in the question's language.
      price_basis: 'Cotizado como el paquete Del aeropuerto JFK a Manhattan: cubre este viaje.',
    });
  });

  it('runs several tools in one round and looks up bookings only for the session’s own account', async () => {
    const { agent, lookups } = setup();
    stub.reply = sequence(
      toolCalls(
        { id: 'a', name: 'get_next_booking', args: { user_id: 'someone-else' } },
        { id: 'b', name: 'get_policies', args: {} },
        { id: 'c', name: 'list_fleet', args: { passengers: 8 } },
      ),
      text('Your next ride is NYC-7K3M9Q.'),
    );
    const answer = await agent.answer({
      message: 'when is my next ride?',
      history: [],
      language: 'en',
      viewer: { kind: 'account', userId: 'user-1' },
    });
    expect(answer).toEqual({ text: 'Your next ride is NYC-7K3M9Q.', bookHref: null });
    expect(lookups).toEqual(['user-1']);
    const results = body(1)
      .messages.filter((m) => m.role === 'tool')
      .map((m) => JSON.parse(m.content as string) as Record<string, unknown>);
    expect(results[0]).toMatchObject({
      status: 'found',
      booking_number: 'NYC-7K3M9Q',
      vehicle: 'Cadillac XTS Sedan',
    });
    expect(results[1]).toMatchObject({ extras: [{ name: 'Meet & greet', price: '$20.00' }, {}, {}] });
    expect(String(results[1]?.cancellation)).toContain('24 hours');
    expect(results[2]).toMatchObject({ recommended: 'Mercedes Sprinter Van' });
  });

  it('tells the model a signed-out visitor must sign in, without any lookup', async () => {
    const { agent, lookups } = setup();
    stub.reply = sequence(
      toolCalls({ id: 'a', name: 'get_next_booking', args: {} }),
      text('Please sign in.'),
    );
    await agent.answer({
      message: 'my next ride',
      history: [],
      language: 'en',
      viewer: { kind: 'anonymous' },
    });
    expect(lookups).toEqual([]);
    expect(JSON.parse(body(1).messages.at(-1)!.content as string)).toEqual({ status: 'sign_in' });
  });

  it('reports bad tool calls back to the model instead of failing', async () => {
    const { agent } = setup();
    stub.reply = sequence(
      toolCalls(
        { id: 'a', name: 'launch_rocket', args: {} },
        { id: 'b', name: 'get_quote', args: '{not json' },
        { id: 'c', name: 'get_quote', args: { pickup: 'JFK' } },
      ),
      text('Sorry, which two places?'),
    );
    const answer = await agent.answer({
      message: 'price?',
      history: [],
      language: 'en',
      viewer: { kind: 'guest' },
    });
    expect(answer.text).toBe('Sorry, which two places?');
    const errors = body(1)
      .messages.filter((m) => m.role === 'tool')
      .map((m) => (JSON.parse(m.content as string) as { error: string }).error);
    expect(errors).toEqual([
      'unknown tool launch_rocket',
      'arguments are not valid JSON',
      'pickup and destination are required (or hours)',
    ]);
  });

  it('fails (so the embedded assistant answers) on a timeout, an empty answer or endless tool calls', async () => {
    stub.reply = () => {}; // never answers
    await expect(
      setup(300).agent.answer({ message: 'hi', history: [], language: 'en', viewer: { kind: 'anonymous' } }),
    ).rejects.toThrow(/timed out/);

    stub.reply = text('   ');
    await expect(
      setup().agent.answer({ message: 'hi', history: [], language: 'en', viewer: { kind: 'anonymous' } }),
    ).rejects.toThrow(/no text/);

    stub.reply = toolCalls({ id: 'a', name: 'list_fleet', args: {} });
    await expect(
      setup().agent.answer({ message: 'hi', history: [], language: 'en', viewer: { kind: 'anonymous' } }),
    ).rejects.toThrow(/tool rounds/);
  });
});

describe('whenFromText', () => {
  it('reads ISO local times and words', () => {
    expect(whenFromText('2026-12-24T15:30')).toMatchObject({
      date: { year: 2026, month: 12, day: 24 },
      hour: 15,
      minute: 30,
    });
    expect(whenFromText('2026-12-24')).toMatchObject({
      date: { year: 2026, month: 12, day: 24 },
      hour: null,
    });
    expect(whenFromText('tomorrow at 3pm')).toMatchObject({ dayOffset: 1, hour: 15 });
    expect(whenFromText('2026-02-31T10:00').date).toBeNull();
    expect(whenFromText(undefined)).toMatchObject({ date: null, hour: null, dayOffset: null });
  });
});
