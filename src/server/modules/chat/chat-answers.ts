/**
 * The embedded assistant's answer to each intent, written from the tools (chat-tools.ts) and the answer templates
 * of knowledge/answers.ts: prices, the fleet, services and packages, extras, the customer's next booking, and the
 * policies and contact details. chat.service.ts decides which one answers and turns it into the response.
 */
import { BRAND } from '../../../shared/brand.ts';
import type { BookingSummary } from '../../../shared/contracts/bookings.ts';
import type { ChatIntent, ChatLanguage, QuickAction } from '../../../shared/contracts/chat.ts';
import type { Vehicle } from '../../../shared/contracts/catalog.ts';
import { EXTRA_IDS, type PricingPackage } from '../../../shared/domain/pricing-config.ts';
import type { MapsService } from '../maps/maps.service.ts';
import type { RideDetails } from './chat-extract.ts';
import { leadTime, list, money, nyDateTime, partyText, percent } from './chat-format.ts';
import { fill, tokenize } from './chat-text.ts';
import type { ChatTools, ChatToolsDeps, ChatViewer, QuoteOutcome, ServiceTopic } from './chat-tools.ts';
import {
  ACTION_LABELS,
  ANSWERS,
  type AnswerTemplates,
  type INTENT_ACTIONS,
  NAMES,
  SUGGESTIONS,
  VEHICLE_FOLLOW_UPS,
  type TextTemplate,
} from './knowledge/answers.ts';
import { PACKAGE_NAME_NOISE, SERVICE_TOPICS } from './knowledge/intents.ts';

/** What the answers read besides the tools. */
export interface ChatAnswersDeps extends Pick<ChatToolsDeps, 'pricing'> {
  /** Names the one place of a half-asked price question ("price to JFK" -> "John F. Kennedy … Airport"). */
  maps?: Pick<MapsService, 'resolve'>;
  /** Named in the payment answer when card payments go through it ("Stripe"); the test processor is never named. */
  paymentProcessor?: string | undefined;
}

export type ActionKind = (typeof INTENT_ACTIONS)[ChatIntent][number];

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

export interface Draft {
  intent: ChatIntent;
  text: string;
  /** Replaces the intent's default suggestions. */
  suggestions?: readonly string[];
  /** Replaces the intent's default actions. */
  actions?: readonly (ActionKind | QuickAction)[];
}

/**
 * The assigned chauffeur in the next-booking answer: name, phone, vehicle and plate, each part only when the
 * booking has it ('' until a chauffeur is assigned).
 */
export function driverText(
  b: Pick<BookingSummary, 'driverName' | 'driverPhone' | 'driverVehicle' | 'driverPlate'>,
  t: Pick<AnswerTemplates['nextBooking'], 'driver' | 'driverPhone' | 'driverVehicle' | 'driverPlate'>,
): string {
  if (!b.driverName) return '';
  const part = (template: string, key: string, value: string | null) =>
    value?.trim() ? fill(template, { [key]: value.trim() }) : '';
  return fill(t.driver, {
    driver: b.driverName,
    phone: part(t.driverPhone, 'phone', b.driverPhone),
    vehicle: part(t.driverVehicle, 'vehicle', b.driverVehicle),
    plate: part(t.driverPlate, 'plate', b.driverPlate),
  });
}

/** A place as a phone line shows it: its name, without the rest of the address ("The Plaza", "JFK …"). */
export function placeName(label: string): string {
  const name = label.split(',')[0]?.trim() ?? '';
  return name || label;
}

/** The answer builders of each intent; each returns a draft that chat.service.ts finishes. */
export function createChatAnswers(deps: ChatAnswersDeps, tools: ChatTools) {
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
    if (outcome.when.outOfWindow === 'too_soon') {
      lines.push(fill(t.tooSoon, { lead: leadTime(tools.window.minLeadMinutes, language) }));
    } else if (outcome.when.outOfWindow === 'too_far') lines.push(t.tooFar);
    lines.push(
      fill(t.head, {
        pickup: placeName(outcome.pickupLabel),
        destination: placeName(outcome.destinationLabel),
      }),
      fill(t.when, {
        when: nyDateTime(outcome.when.at, language),
        route: outcome.noRoute
          ? t.noRoute
          : fill(t.route, { distance: outcome.distanceText ?? '', duration: outcome.durationText ?? '' }),
      }),
    );
    // One short line per vehicle, cheapest first: the vehicles that seat the party (the largest when none does).
    const fitting = outcome.prices.filter((p) => p.fits);
    const shown = fitting.length
      ? fitting
      : outcome.prices.filter((p) => p.vehicle.id === outcome.vehicle.id);
    for (const p of shown)
      lines.push(fill(t.line, { vehicle: p.vehicle.name, total: money(p.totalCents, language) }));
    lines.push(
      fill(t.footer, {
        tolls: outcome.tollsCents > 0 ? t.tolls : '',
        timeNote: outcome.when.provisional ? t.provisional : '',
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
      }) + driverText(b, t);
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

  return { price, fleet, services, extras, nextBooking, policyAnswer };
}
