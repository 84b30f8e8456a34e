/**
 * The chat assistant (POST /api/chat). It answers from live data: prices from the quote service and the
 * pricing configuration, the fleet and services from the catalog, the customer's own next booking, and the
 * policies the site publishes. It answers in the language of the question (PRODUCT decision 13).
 *
 * The embedded assistant needs no outside service: language detection (chat-language.ts), intent matching over
 * the trigger phrases of knowledge/intents.ts (chat-intents.ts), what the question says about a ride
 * (chat-extract.ts), and the answer templates of knowledge/answers.ts filled from the tools (chat-tools.ts) by the
 * answer builders of chat-answers.ts.
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
import type { LlmPort } from '../../integrations/llm/types.ts';
import type { MapsService } from '../maps/maps.service.ts';
import { createChatAgent } from './chat-agent.ts';
import { farPlaceAnswer } from './chat-answer-far.ts';
import { createChatAnswers, type ActionKind, type Draft } from './chat-answers.ts';
import { readRide } from './chat-extract.ts';
import { createIntentMatcher } from './chat-intents.ts';
import { detectLanguage } from './chat-language.ts';
import { fill, plainText, tokenize } from './chat-text.ts';
import { BOOK_HREF, createChatTools, type ChatToolsDeps, type ChatViewer } from './chat-tools.ts';
import { ACTION_LABELS, INTENT_ACTIONS, SUGGESTIONS } from './knowledge/answers.ts';
import { CAPACITY_TERMS } from './knowledge/lexicon.ts';

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

/** Intents a question naming two places still keeps (anything else with a route is a price question). */
const ROUTE_KEEPS: readonly ChatIntent[] = ['cancellation', 'next_booking'];
/** Intents a short follow-up ("and in an SUV?", "¿y para 8?") turns into a price question after a quote. */
const FOLLOW_UP_FROM: readonly ChatIntent[] = ['unknown', 'price', 'fleet', 'greeting', 'thanks'];
const FOLLOW_UP_MAX_WORDS = 10;

/**
 * Words that make a fleet question about room ("do you have a Sprinter for 12?", "¿caben 6 en una SUV?"): the
 * answer is the vehicle that seats the party, never the price of a ride asked about earlier.
 */
const CAPACITY_WORDS = new Set(CAPACITY_TERMS);
const PACKAGE_WORDS = new Set(['package', 'packages', 'paquete', 'paquetes']);

export function createChatService(deps: ChatServiceDeps) {
  const matcher = createIntentMatcher();
  const tools = createChatTools(deps);
  const { price, fleet, services, extras, nextBooking, policyAnswer } = createChatAnswers(deps, tools);
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
    const capacity = intent === 'fleet' && tokens.some((w) => CAPACITY_WORDS.has(w));
    if (route && !ROUTE_KEEPS.includes(intent)) intent = 'price';
    // "4 hours in an Escalade?": an hourly ride, priced by the hour for those hours (no places needed).
    // A services question with hours ("how much for 3 hours?") is that too, unless it names a package.
    else if (
      ride.hours !== null &&
      (FOLLOW_UP_FROM.includes(intent) ||
        (intent === 'services' && !tokens.some((w) => PACKAGE_WORDS.has(w))))
    )
      intent = 'price';
    else if (!route && !capacity && FOLLOW_UP_FROM.includes(intent) && tokens.length <= FOLLOW_UP_MAX_WORDS) {
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
          hours: null,
        };
      }
    }
    return { tokens, ride, intent };
  }

  /** The embedded assistant's answer. */
  async function embedded(req: ChatRequest, viewer: ChatViewer): Promise<ChatResponse> {
    const language = detectLanguage(req.message, req.locale ?? 'en');
    const far = farPlaceAnswer(req.message, language);
    if (far) return finish(far, language);
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
      // A far place gets the out-of-area answer whoever writes the words (chat-answer-far.ts).
      if (!agent || farPlaceAnswer(req.message, local.language)) return local;
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
