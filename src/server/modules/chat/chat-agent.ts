/**
 * The conversation with an optional language model: the system prompt, the visit's earlier turns and the
 * question go to the model with five tools (get_quote, list_fleet, list_services, get_policies,
 * get_next_booking). Tool calls run the assistant's own functions (chat-tools.ts) and their results go back to
 * the model, for a few rounds, until it answers with text. The whole exchange has one deadline; any failure
 * throws and the caller answers with the embedded assistant.
 */
import '../../../shared/zod-setup.ts';
import { z } from 'zod';
import { BRAND } from '../../../shared/brand.ts';
import type { ChatLanguage, ChatRequest } from '../../../shared/contracts/chat.ts';
import { EXTRA_IDS } from '../../../shared/domain/pricing-config.ts';
import type { LlmMessage, LlmPort, LlmTool, LlmToolCall } from '../../integrations/llm/types.ts';
import { extractVehicle } from './chat-extract.ts';
import { extractWhen, type WhenMention } from './chat-when.ts';
import { basisText } from './chat-answer-price.ts';
import { leadTime, list, money, nyDateTime, percent } from './chat-format.ts';
import { fill, tokenize } from './chat-text.ts';
import type { ChatTools, ChatViewer, ServiceTopic } from './chat-tools.ts';
import { ANSWERS, NAMES } from './knowledge/answers.ts';
import { SERVICE_TOPICS } from './knowledge/intents.ts';
import { LANGUAGE_NAMES, SYSTEM_PROMPT, TOOL_DESCRIPTIONS } from './knowledge/llm-prompt.ts';

export interface ChatAgentDeps {
  llm: LlmPort;
  tools: ChatTools;
  /** The whole exchange, every round included. */
  timeoutMs: number;
  maxRounds?: number;
  paymentProcessor?: string | undefined;
}

const TOPIC_IDS = SERVICE_TOPICS.map((t) => t.id) as [ServiceTopic, ...ServiceTopic[]];

const TOOLS: LlmTool[] = [
  {
    type: 'function',
    function: {
      name: 'get_quote',
      description: TOOL_DESCRIPTIONS.get_quote,
      parameters: {
        type: 'object',
        properties: {
          pickup: { type: 'string', description: 'Pickup address or place, e.g. "JFK Terminal 4"' },
          destination: { type: 'string', description: 'Destination address or place, e.g. "Times Square"' },
          vehicle: {
            type: 'string',
            description: 'Optional: sedan, suv, van, or a model (escalade, suburban, sprinter …)',
          },
          passengers: { type: 'integer', minimum: 1, maximum: 50 },
          bags: { type: 'integer', minimum: 0, maximum: 50 },
          pickup_time: {
            type: 'string',
            description:
              'Optional New York local time: ISO 8601 (2026-12-24T15:00) or words ("tomorrow 3pm")',
          },
          hours: {
            type: 'integer',
            minimum: 2,
            maximum: 12,
            description:
              'Optional: a car at the customer’s disposal for these hours (priced by the hour); places optional',
          },
        },
        required: [],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'list_fleet',
      description: TOOL_DESCRIPTIONS.list_fleet,
      parameters: {
        type: 'object',
        properties: {
          passengers: { type: 'integer', minimum: 1, maximum: 50 },
          bags: { type: 'integer', minimum: 0, maximum: 50 },
        },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'list_services',
      description: TOOL_DESCRIPTIONS.list_services,
      parameters: { type: 'object', properties: { topic: { type: 'string', enum: TOPIC_IDS } } },
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_policies',
      description: TOOL_DESCRIPTIONS.get_policies,
      parameters: { type: 'object', properties: {} },
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_next_booking',
      description: TOOL_DESCRIPTIONS.get_next_booking,
      parameters: { type: 'object', properties: {} },
    },
  },
];

const count = z.coerce.number().int().min(0).max(50).optional();
const quoteArgs = z
  .object({
    pickup: z.string().max(200).optional(),
    destination: z.string().max(200).optional(),
    hours: z.coerce.number().int().min(2).max(12).optional(),
    vehicle: z.string().max(60).optional(),
    passengers: count,
    bags: count,
    pickup_time: z.string().max(80).optional(),
  })
  .refine((a) => a.hours !== undefined || (Boolean(a.pickup?.trim()) && Boolean(a.destination?.trim())));
const partyArgs = z.object({ passengers: count, bags: count });
const topicArgs = z.object({ topic: z.enum(TOPIC_IDS).optional() });

/** A pickup time from the model: ISO local time ("2026-12-24T15:00") or words ("tomorrow at 3pm"). */
export function whenFromText(text: string | undefined): WhenMention {
  const empty: WhenMention = {
    dayOffset: null,
    weekday: null,
    date: null,
    hour: null,
    minute: null,
    spans: [],
  };
  if (!text) return empty;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(text.trim());
  if (iso) {
    const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    // 2026-02-31 is not a date.
    const calendar = new Date(Date.UTC(year, month - 1, day));
    if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return empty;
    return {
      ...empty,
      date: { year, month, day },
      hour: iso[4] !== undefined ? Math.min(23, Number(iso[4])) : null,
      minute: iso[5] !== undefined ? Math.min(59, Number(iso[5])) : null,
    };
  }
  return extractWhen(tokenize(text));
}

export function createChatAgent(deps: ChatAgentDeps) {
  const { tools } = deps;
  const maxRounds = deps.maxRounds ?? 4;

  /** Runs one tool call; the result is JSON for the model (errors included, so it can recover). */
  async function run(
    call: LlmToolCall,
    language: ChatLanguage,
    viewer: ChatViewer,
    seen: { bookHref: string | null },
  ) {
    let args: unknown;
    try {
      args = JSON.parse(call.function.arguments || '{}');
    } catch {
      return { error: 'arguments are not valid JSON' };
    }
    switch (call.function.name) {
      case 'get_quote': {
        const parsed = quoteArgs.safeParse(args);
        if (!parsed.success) return { error: 'pickup and destination are required (or hours)' };
        const a = parsed.data;
        const vehicles = await tools.fleet();
        const outcome = await tools.quote({
          pickup: a.pickup ?? '',
          destination: a.destination ?? '',
          hours: a.hours ?? null,
          vehicle: a.vehicle ? extractVehicle(tokenize(a.vehicle), vehicles) : null,
          party: { passengers: a.passengers ?? null, bags: a.bags ?? null },
          when: whenFromText(a.pickup_time),
        });
        if (outcome.kind !== 'quote')
          return {
            error: outcome.kind,
            ...('place' in outcome ? { field: outcome.field, place: outcome.place } : {}),
          };
        seen.bookHref = outcome.bookHref;
        return {
          vehicle: outcome.vehicle.name,
          vehicle_fits_party: outcome.fits,
          asked_vehicle_too_small: outcome.tooSmall?.name ?? null,
          total: money(outcome.totalCents, language),
          // Every vehicle that seats the party, cheapest first: answer one short line per vehicle.
          all_vehicles: outcome.prices
            .filter((p) => p.fits)
            .map((p) => ({ vehicle: p.vehicle.name, total: money(p.totalCents, language) })),
          tax_included: true,
          hours: outcome.hours,
          // Which price applied and why (say it in one short sentence).
          price_basis: basisText(outcome.basis, language),
          tolls_included: outcome.tollsCents > 0 ? money(outcome.tollsCents, language) : null,
          pickup: outcome.pickupLabel,
          destination: outcome.destinationLabel,
          distance: outcome.distanceText,
          duration: outcome.durationText,
          pickup_time: nyDateTime(outcome.when.at, language),
          pickup_time_is_provisional: outcome.when.provisional,
          booking_link: outcome.bookHref,
        };
      }
      case 'list_fleet': {
        const parsed = partyArgs.safeParse(args);
        const party = parsed.success ? parsed.data : {};
        const vehicles = await tools.fleet();
        const fits = vehicles.filter(
          (v) => v.passengers >= (party.passengers ?? 1) && v.luggage >= (party.bags ?? 0),
        );
        return {
          vehicles: vehicles.map((v) => ({
            name: v.name,
            category: v.category,
            passengers: v.passengers,
            bags: v.luggage,
            features: language === 'es' ? v.featuresEs : v.features,
          })),
          ...(party.passengers || party.bags ? { recommended: fits[0]?.name ?? null } : {}),
        };
      }
      case 'list_services': {
        const parsed = topicArgs.safeParse(args);
        const topic = parsed.success ? parsed.data.topic : undefined;
        const { services, config } = await tools.services();
        const names = NAMES[language];
        return {
          services: services.map((s) => ({
            name: language === 'es' ? s.nameEs : s.name,
            description: language === 'es' ? s.descriptionEs : s.description,
          })),
          packages: tools.packagesFor(config, topic ? [topic] : []).map((p) => ({
            name: names.packages[p.id] ?? p.name,
            kind: p.kind,
            hours: p.hours ?? null,
            starting_price: money(p.basePriceCents, language),
          })),
          note: ANSWERS[language].services.multiplierNote,
        };
      }
      case 'get_policies': {
        const p = await tools.policies();
        const a = ANSWERS[language];
        const values = {
          brand: BRAND.name,
          phone: BRAND.phoneDisplay,
          email: BRAND.email,
          address: BRAND.address,
          lead: leadTime(p.minLeadMinutes, language),
          taxRate: percent(p.taxRatePpm, language),
          processor: deps.paymentProcessor ? `, ${deps.paymentProcessor}` : '',
          cities: list(
            p.cities.map((c) => c.name),
            language,
          ),
        };
        return {
          booking: fill(a.bookingHelp, values),
          payment: fill(a.payment, values),
          cancellation: fill(a.cancellation, values),
          guest_checkout: fill(a.guestCheckout, values),
          extras: EXTRA_IDS.map((id) => ({
            name: NAMES[language].extras[id],
            price: money(p.extras[id].cents, language),
          })),
          contact: fill(a.contact, values),
          hours: fill(a.hours, values),
          service_area: fill(a.serviceArea, values),
        };
      }
      case 'get_next_booking': {
        const result = await tools.nextBooking(viewer);
        if (result.kind !== 'found') return { status: result.kind };
        const b = result.booking;
        return {
          status: 'found',
          booking_number: b.number,
          pickup_time: nyDateTime(new Date(b.pickupDateTime), language),
          pickup: b.pickupAddress,
          destination: b.destinationAddress,
          vehicle: b.vehicleName,
          booking_status: b.status,
          chauffeur: b.driverName,
          chauffeur_phone: b.driverPhone,
          chauffeur_vehicle: b.driverVehicle,
          chauffeur_plate: b.driverPlate,
        };
      }
      default:
        return { error: `unknown tool ${call.function.name}` };
    }
  }

  return {
    async answer(input: {
      message: string;
      history: NonNullable<ChatRequest['history']>;
      language: ChatLanguage;
      viewer: ChatViewer;
    }): Promise<{ text: string; bookHref: string | null }> {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), deps.timeoutMs);
      const deadline = new Promise<never>((_, reject) => {
        controller.signal.addEventListener('abort', () => reject(new Error('chat model timed out')), {
          once: true,
        });
      });
      deadline.catch(() => undefined);
      try {
        const system = fill(SYSTEM_PROMPT, {
          brand: BRAND.name,
          languageName: LANGUAGE_NAMES[input.language],
          phone: BRAND.phoneDisplay,
          email: BRAND.email,
          address: BRAND.address,
          now: nyDateTime(tools.now(), 'en'),
        });
        const messages: LlmMessage[] = [
          { role: 'system', content: system },
          ...input.history.map((turn): LlmMessage =>
            turn.role === 'user'
              ? { role: 'user', content: turn.text }
              : { role: 'assistant', content: turn.text },
          ),
          { role: 'user', content: input.message },
        ];
        const seen = { bookHref: null as string | null };
        for (let round = 0; round < maxRounds; round++) {
          const completion = await Promise.race([
            deps.llm.complete({ messages, tools: TOOLS, signal: controller.signal }),
            deadline,
          ]);
          if (!completion.toolCalls.length) {
            const text = completion.content?.trim();
            if (!text) throw new Error('the model answered no text');
            return { text, bookHref: seen.bookHref };
          }
          messages.push({
            role: 'assistant',
            content: completion.content ?? null,
            tool_calls: completion.toolCalls,
          });
          for (const call of completion.toolCalls) {
            const result = await Promise.race([run(call, input.language, input.viewer, seen), deadline]);
            messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
          }
        }
        throw new Error('the model did not answer within the allowed tool rounds');
      } finally {
        clearTimeout(timer);
        controller.abort();
      }
    },
  };
}
