/**
 * The chat assistant (POST /api/chat). It answers from live data: prices from the quote service and the
 * pricing configuration, the fleet and services from the catalog, the customer's own next booking, and the
 * policies the site publishes. It answers in the language of the question (PRODUCT decision 13).
 *
 * The embedded assistant needs no outside service: language detection (chat-language.ts), intent matching over
 * the trigger phrases of knowledge/intents.ts (chat-intents.ts), what the question says about a ride
 * (chat-extract.ts), and the answer templates of knowledge/answers.ts filled from the tools (chat-tools.ts).
 *
 * With a language model configured (LLM_BASE_URL, LLM_MODEL), the model writes the answer text, calling the
 * same tools (chat-agent.ts); the suggestions, quick actions, language and intent still come from the
 * embedded assistant, and any failure or timeout falls back to its answer.
 */
import type { FastifyBaseLogger } from 'fastify';
import { BRAND } from '../../../shared/brand.ts';
import type {
  ChatIntent,
  ChatLanguage,
  ChatRequest,
  ChatResponse,
  QuickAction,
} from '../../../shared/contracts/chat.ts';
import type { Vehicle } from '../../../shared/contracts/catalog.ts';
import { EXTRA_IDS, type PricingPackage } from '../../../shared/domain/pricing-config.ts';
import type { LlmPort } from '../../integrations/llm/types.ts';
import type { MapsService } from '../maps/maps.service.ts';
import { createChatAgent } from './chat-agent.ts';
import { readRide, type RideDetails } from './chat-extract.ts';
import { leadTime, list, money, nyDateTime, partyText, percent } from './chat-format.ts';
import { createIntentMatcher } from './chat-intents.ts';
import { detectLanguage } from './chat-language.ts';
import { fill, plainText, tokenize } from './chat-text.ts';
import {
  BOOK_HREF,
  createChatTools,
  type ChatToolsDeps,
  type ChatViewer,
  type QuoteOutcome,
  type ServiceTopic,
} from './chat-tools.ts';
import {
  ACTION_LABELS,
  ANSWERS,
  INTENT_ACTIONS,
  NAMES,
  SUGGESTIONS,
  VEHICLE_FOLLOW_UPS,
  type TextTemplate,
} from './knowledge/answers.ts';
import { PACKAGE_NAME_NOISE, SERVICE_TOPICS } from './knowledge/intents.ts';

export interface ChatServiceDeps extends ChatToolsDeps {
  /** Names the one place of a half-asked price question ("price to JFK" -> "John F. Kennedy … Airport"). */
  maps?: Pick<MapsService, 'resolve'>;
  /** An OpenAI-compatible chat model; the embedded assistant answers alone without it. */
  llm?: LlmPort;
  llmTimeoutMs?: number;
  /** Named in the payment answer when card payments go through it ("Stripe"); the test processor is never named. */
  paymentProcessor?: string | undefined;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

type ActionKind = (typeof INTENT_ACTIONS)[ChatIntent][number];

/** The answer template of each intent answered from the policies and contact details. */
const POLICY_TEMPLATES: Partial<Record<ChatIntent, TextTemplate>> = {
  booking_help: 'bookingHelp',
  payment: 'payment',
  cancellation: 'cancellation',
  guest_checkout: 'guestCheckout',
  contact: 'contact',
  hours: 'hours',
  service_area: 'serviceArea',
  greeting: 'greeting',
  thanks: 'thanks',
  unknown: 'unknown',
};

/** Intents a question naming two places still keeps (anything else with a route is a price question). */
const ROUTE_KEEPS: readonly ChatIntent[] = ['cancellation', 'next_booking'];
/** Intents a short follow-up ("and in an SUV?", "¿y para 8?") turns into a price question after a quote. */
const FOLLOW_UP_FROM: readonly ChatIntent[] = ['unknown', 'price', 'fleet', 'greeting', 'thanks'];
const FOLLOW_UP_MAX_WORDS = 10;

interface Draft {
  intent: ChatIntent;
  text: string;
  /** Replaces the intent's default suggestions. */
  suggestions?: readonly string[];
  /** Replaces the intent's default actions. */
  actions?: readonly (ActionKind | QuickAction)[];
}

export function createChatService(deps: ChatServiceDeps) {
  const matcher = createIntentMatcher();
  const tools = createChatTools(deps);
  const agent = deps.llm
    ? createChatAgent({
        llm: deps.llm,
        tools,
        timeoutMs: deps.llmTimeoutMs ?? 8_000,
        paymentProcessor: deps.paymentProcessor,
      })
    : null;

  function action(kind: ActionKind, language: ChatLanguage): QuickAction {
    const labels = ACTION_LABELS[language];
    switch (kind) {
      case 'book':
        return { action: 'book', label: labels.book, href: BOOK_HREF };
      case 'fleet':
        return { action: 'fleet', label: labels.fleet, href: '/fleet' };
      case 'contact':
        return { action: 'contact', label: labels.contact, href: '/#contact' };
      case 'call':
        return {
          action: 'call',
          label: fill(labels.call, { phone: BRAND.phoneDisplay }),
          href: BRAND.phoneHref,
        };
      case 'login':
        return { action: 'login', label: labels.login, href: '/login' };
      case 'bookings':
        return { action: 'bookings', label: labels.bookings, href: '/bookings' };
    }
  }

  function finish(draft: Draft, language: ChatLanguage): ChatResponse {
    const kinds = draft.actions ?? INTENT_ACTIONS[draft.intent];
    return {
      response: plainText(draft.text),
      suggestions: [...(draft.suggestions ?? SUGGESTIONS[language][draft.intent])].slice(0, 4),
      quickActions: kinds.map((k) => (typeof k === 'string' ? action(k, language) : k)),
      language,
      intent: draft.intent,
    };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Answers

  async function placeLabel(text: string, field: 'pickup' | 'destination'): Promise<string> {
    if (!deps.maps) return text;
    try {
      return (await deps.maps.resolve(text, field)).label;
    } catch {
      return text;
    }
  }

  async function price(ride: RideDetails, language: ChatLanguage): Promise<Draft> {
    const t = ANSWERS[language].price;
    const { pickup, destination } = ride.places;
    const ask = (text: string): Draft => ({
      intent: 'price',
      text,
      suggestions: SUGGESTIONS[language].unknown,
      actions: ['book', 'call'],
    });
    if (!pickup && !destination) return ask(t.askPlaces);
    if (!pickup) {
      const asked = destination as string;
      return ask(fill(t.askPickup, { destination: await placeLabel(asked, 'destination'), asked }));
    }
    if (!destination)
      return ask(fill(t.askDestination, { pickup: await placeLabel(pickup, 'pickup'), asked: pickup }));

    const outcome = await tools.quote({
      pickup,
      destination,
      vehicle: ride.vehicle,
      party: ride.party,
      when: ride.when,
    });
    return priceAnswer(outcome, language);
  }

  async function priceAnswer(outcome: QuoteOutcome, language: ChatLanguage): Promise<Draft> {
    const t = ANSWERS[language].price;
    if (outcome.kind === 'place_not_found' || outcome.kind === 'outside_area') {
      const template = outcome.kind === 'outside_area' ? t.outsideArea : t.unknownPlace;
      return {
        intent: 'price',
        text: fill(template, { place: outcome.place, phone: BRAND.phoneDisplay }),
        suggestions: SUGGESTIONS[language].unknown,
        actions: ['book', 'call'],
      };
    }
    if (outcome.kind === 'unavailable') {
      return {
        intent: 'price',
        text: fill(t.unavailable, { phone: BRAND.phoneDisplay }),
        actions: ['book', 'call'],
      };
    }
    const config = await deps.pricing.current();
    const lines: string[] = [];
    const name = outcome.vehicle.name;
    if (!outcome.fits) {
      lines.push(
        fill(t.noVehicleFits, {
          vehicle: name,
          passengers: outcome.vehicle.passengers,
          bags: outcome.vehicle.luggage,
          phone: BRAND.phoneDisplay,
        }),
      );
    } else if (outcome.tooSmall) {
      lines.push(
        fill(t.vehicleTooSmall, {
          asked: outcome.tooSmall.name,
          seats: outcome.tooSmall.passengers,
          vehicle: name,
        }),
      );
    }
    lines.push(
      fill(t.head, {
        vehicle: name,
        pickup: outcome.pickupLabel,
        destination: outcome.destinationLabel,
        total: money(outcome.totalCents, language),
      }),
    );
    if (outcome.noRoute) lines.push(t.noRoute);
    else {
      lines.push(
        fill(t.route, {
          distance: outcome.distanceText ?? '',
          duration: outcome.durationText ?? '',
          tolls: outcome.tollsCents > 0 ? fill(t.tolls, { amount: money(outcome.tollsCents, language) }) : '',
        }),
      );
    }
    if (outcome.when.outOfWindow === 'too_soon') {
      lines.push(fill(t.tooSoon, { lead: leadTime(tools.window.minLeadMinutes, language) }));
    } else if (outcome.when.outOfWindow === 'too_far') lines.push(t.tooFar);
    lines.push(
      fill(t.when, {
        when: nyDateTime(outcome.when.at, language),
        timeNote: outcome.when.provisional ? t.provisional : '',
      }),
    );
    lines.push(
      fill(t.extrasHint, {
        meetAndGreet: money(config.extras.meetAndGreet.cents, language),
        childSeat: money(config.extras.childSeat.cents, language),
        extraStop: money(config.extras.extraStop.cents, language),
      }),
    );
    const other = (['suv', 'sedan', 'van'] as const).find((c) => c !== outcome.vehicle.category) ?? 'suv';
    return {
      intent: 'price',
      text: lines.join('\n'),
      suggestions: [VEHICLE_FOLLOW_UPS[language][other], ...SUGGESTIONS[language].price.slice(1)],
      actions: [
        { action: 'book', label: ACTION_LABELS[language].bookThis, href: outcome.bookHref },
        'fleet',
        'call',
      ],
    };
  }

  async function fleet(ride: RideDetails, language: ChatLanguage): Promise<Draft> {
    const t = ANSWERS[language].fleet;
    const vehicles = await tools.fleet();
    const features = (v: Vehicle) => (language === 'es' ? v.featuresEs : v.features).join(', ');
    const line = (v: Vehicle, withFeatures: boolean) =>
      fill(t.line, { name: v.name, passengers: v.passengers, luggage: v.luggage }) +
      (withFeatures ? ` (${features(v)})` : '');
    const lines: string[] = [];
    const { party } = ride;
    if (party.passengers || party.bags !== null) {
      const needPassengers = party.passengers ?? 1;
      const needBags = party.bags ?? 0;
      const fitting = vehicles.filter((v) => v.passengers >= needPassengers && v.luggage >= needBags);
      const partyWords = partyText(party, language);
      const best = fitting[0];
      if (best) {
        lines.push(
          fill(t.recommend, {
            party: partyWords,
            vehicle: best.name,
            passengers: best.passengers,
            luggage: best.luggage,
          }),
        );
        const others = fitting.slice(1);
        if (others.length) lines.push(...others.map((v) => line(v, false)));
      } else {
        const largest = [...vehicles].sort((a, b) => b.passengers - a.passengers)[0];
        if (largest) {
          lines.push(
            fill(t.noneFits, {
              party: partyWords,
              vehicle: largest.name,
              passengers: largest.passengers,
              luggage: largest.luggage,
              phone: BRAND.phoneDisplay,
            }),
          );
        }
      }
    } else if (ride.vehicle) {
      const mention = ride.vehicle;
      const selected = mention.vehicleId
        ? vehicles.filter((v) => v.id === mention.vehicleId)
        : vehicles.filter((v) => v.category === mention.category);
      if (mention.category)
        lines.push(fill(t.category, { category: NAMES[language].categories[mention.category] }));
      lines.push(...selected.map((v) => line(v, true)));
    } else {
      lines.push(t.intro, ...vehicles.map((v) => line(v, false)));
    }
    lines.push(t.outro);
    return { intent: 'fleet', text: lines.join('\n') };
  }

  async function services(tokens: readonly string[], language: ChatLanguage): Promise<Draft> {
    const t = ANSWERS[language].services;
    const names = NAMES[language];
    const { services: all, config } = await tools.services();
    const said = new Set(tokens);
    const topics = SERVICE_TOPICS.filter((topic) => topic.terms.some((term) => said.has(term))).map(
      (topic) => topic.id,
    );
    // "tour" and "hourly" both list the hourly packages: say it once.
    const shown: ServiceTopic[] = topics.includes('tour') ? topics.filter((x) => x !== 'hourly') : topics;
    const packageName = (id: string, fallback: string) => names.packages[id] ?? fallback;
    const packageLine = (p: PricingPackage) =>
      fill(p.hours ? t.packageLineHours : t.packageLine, {
        name: packageName(p.id, p.name),
        hours: p.hours ?? '',
        price: money(p.basePriceCents, language),
      });
    const named = namedPackages(tokens, config.packages);
    const lines: string[] = [];
    if (named.length) {
      lines.push(...named.map(packageLine), t.multiplierNote);
    } else if (shown.length) {
      for (const topic of shown) {
        lines.push(fill(t.topicIntro, { topic: names.topics[topic] }));
        lines.push(...tools.packagesFor(config, [topic]).map(packageLine));
      }
      lines.push(t.multiplierNote);
    } else {
      lines.push(t.intro);
      for (const s of all) {
        lines.push(
          fill(t.serviceLine, {
            name: language === 'es' ? s.nameEs : s.name,
            description: language === 'es' ? s.descriptionEs : s.description,
          }),
        );
      }
      // The lowest package price of each kind.
      const from = new Map<string, number>();
      for (const p of tools.packagesFor(config, [])) {
        from.set(p.kind, Math.min(from.get(p.kind) ?? Infinity, p.basePriceCents));
      }
      const items = [...from.entries()].map(([kind, cents]) =>
        fill(t.packageFrom, {
          name: names.packageKinds[kind as keyof typeof names.packageKinds] ?? kind,
          price: money(cents, language),
        }),
      );
      if (items.length) lines.push(fill(t.packagesSummary, { list: list(items, language) }));
      lines.push(t.multiplierNote, t.customNote);
    }
    // Suggest other topics than the one just answered.
    const answered = new Set(SERVICE_TOPICS.filter((x) => shown.includes(x.id)).flatMap((x) => x.terms));
    const suggestions = SUGGESTIONS[language].services.filter(
      (q) => !tokenize(q).some((w) => answered.has(w)),
    );
    return {
      intent: 'services',
      text: lines.join('\n'),
      suggestions:
        suggestions.length >= 2 ? suggestions : [...suggestions, ...SUGGESTIONS[language].fleet].slice(0, 3),
    };
  }

  /** Packages a question names by a word only their name has ("premium", "esencial", "royal", "gala"). */
  function namedPackages(tokens: readonly string[], packages: readonly PricingPackage[]): PricingPackage[] {
    const noise = new Set(PACKAGE_NAME_NOISE);
    const owners = new Map<string, Set<string>>();
    for (const p of packages) {
      const text = `${p.name} ${NAMES.es.packages[p.id] ?? ''} ${NAMES.en.packages[p.id] ?? ''}`;
      for (const w of tokenize(text)) {
        if (w.length < 3 || noise.has(w)) continue;
        owners.set(w, (owners.get(w) ?? new Set()).add(p.id));
      }
    }
    const ids = new Set<string>();
    for (const w of tokens) {
      const o = owners.get(w);
      if (o?.size === 1) ids.add([...o][0] as string);
    }
    return packages.filter((p) => ids.has(p.id));
  }

  async function extras(language: ChatLanguage): Promise<Draft> {
    const t = ANSWERS[language].extras;
    const { extras: config } = await tools.policies();
    const lines = [
      t.intro,
      ...EXTRA_IDS.map((id) =>
        fill(t.line, { name: NAMES[language].extras[id], price: money(config[id].cents, language) }),
      ),
      t.outro,
    ];
    return { intent: 'extras', text: lines.join('\n') };
  }

  async function nextBooking(viewer: ChatViewer, language: ChatLanguage): Promise<Draft> {
    const t = ANSWERS[language].nextBooking;
    const result = await tools.nextBooking(viewer);
    if (result.kind === 'sign_in')
      return { intent: 'next_booking', text: t.signIn, actions: ['login', 'contact'] };
    if (result.kind === 'guest')
      return { intent: 'next_booking', text: t.guest, actions: ['login', 'contact'] };
    if (result.kind === 'none')
      return { intent: 'next_booking', text: t.none, actions: ['book', 'bookings'] };
    const b = result.booking;
    const statuses: Record<string, string> = ANSWERS[language].statuses;
    const status = statuses[b.status] ?? b.status;
    const text =
      fill(t.found, {
        number: b.number,
        when: nyDateTime(new Date(b.pickupDateTime), language),
        pickup: b.pickupAddress,
        destination: b.destinationAddress,
        vehicle: b.vehicleName,
        status,
      }) + (b.driverName ? fill(t.driver, { driver: b.driverName }) : '');
    return { intent: 'next_booking', text, actions: ['bookings', 'contact'] };
  }

  /** Answers written from the policies and contact details alone (no ride, vehicle or booking). */
  async function policyAnswer(intent: ChatIntent, language: ChatLanguage): Promise<Draft> {
    const a = ANSWERS[language];
    const p = await tools.policies();
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
    const key = POLICY_TEMPLATES[intent] ?? 'unknown';
    const template = a[key];
    return { intent, text: fill(template, values) };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Understanding

  /** The most recent earlier question of this visit that named a whole route. */
  function routeFromHistory(
    history: ChatRequest['history'],
    vehicles: readonly Vehicle[],
    dayFirst: boolean,
  ) {
    for (const turn of [...(history ?? [])].reverse()) {
      if (turn.role !== 'user') continue;
      const earlier = readRide(tokenize(turn.text), vehicles, dayFirst);
      if (earlier.places.pickup && earlier.places.destination) return earlier;
    }
    return null;
  }

  async function understand(req: ChatRequest, language: ChatLanguage) {
    const tokens = tokenize(req.message);
    const vehicles = await deps.catalog.vehicles();
    const dayFirst = language === 'es';
    let ride = readRide(tokens, vehicles, dayFirst);
    let intent = matcher.match(req.message).intent;
    const route = Boolean(ride.places.pickup && ride.places.destination);
    if (route && !ROUTE_KEEPS.includes(intent)) intent = 'price';
    else if (!route && FOLLOW_UP_FROM.includes(intent) && tokens.length <= FOLLOW_UP_MAX_WORDS) {
      // "And in an SUV?" / "¿y para 8 personas?" after a quote: the same ride with what this message changes.
      const changes =
        ride.vehicle || ride.party.passengers || ride.party.bags !== null || ride.when.spans.length;
      const earlier =
        changes && !ride.places.pickup && !ride.places.destination
          ? routeFromHistory(req.history, vehicles, dayFirst)
          : null;
      if (earlier) {
        intent = 'price';
        ride = {
          places: earlier.places,
          vehicle: ride.vehicle ?? earlier.vehicle,
          party: {
            passengers: ride.party.passengers ?? earlier.party.passengers,
            bags: ride.party.bags ?? earlier.party.bags,
            spans: ride.party.spans,
          },
          when: ride.when.spans.length ? ride.when : earlier.when,
        };
      }
    }
    return { tokens, ride, intent };
  }

  /** The embedded assistant's answer. */
  async function embedded(req: ChatRequest, viewer: ChatViewer): Promise<ChatResponse> {
    const language = detectLanguage(req.message, req.locale ?? 'en');
    const { tokens, ride, intent } = await understand(req, language);
    let draft: Draft;
    switch (intent) {
      case 'price':
        draft = await price(ride, language);
        break;
      case 'fleet':
        draft = await fleet(ride, language);
        break;
      case 'services':
        draft = await services(tokens, language);
        break;
      case 'extras':
        draft = await extras(language);
        break;
      case 'next_booking':
        draft = await nextBooking(viewer, language);
        break;
      default:
        draft = await policyAnswer(intent, language);
    }
    return finish(draft, language);
  }

  return {
    /** The answer to one message: the model's words when one is configured and answers in time, else the embedded assistant's. */
    async reply(req: ChatRequest, viewer: ChatViewer): Promise<ChatResponse> {
      const local = await embedded(req, viewer);
      if (!agent) return local;
      try {
        const answer = await agent.answer({
          message: req.message,
          history: req.history ?? [],
          language: local.language,
          viewer,
        });
        const response = plainText(answer.text);
        if (!response) return local;
        // When the model priced a ride, "book" opens the form prefilled with that ride.
        const prefilled: QuickAction | null = answer.bookHref
          ? { action: 'book', label: ACTION_LABELS[local.language].bookThis, href: answer.bookHref }
          : null;
        const quickActions = prefilled
          ? [prefilled, ...local.quickActions.filter((a) => !a.href.includes('#booking-widget'))]
          : local.quickActions;
        return { ...local, response, quickActions };
      } catch (err) {
        deps.log?.warn({ err }, 'chat model failed; answered with the embedded assistant');
        return local;
      }
    },
    /** The embedded assistant alone (tests, and the fallback). */
    embedded,
  };
}

export type ChatService = ReturnType<typeof createChatService>;
