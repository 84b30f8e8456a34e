/**
 * The embedded assistant's answer to each intent, written from the tools (chat-tools.ts) and the answer
 * templates of knowledge/answers.ts: prices (chat-answer-price.ts), the fleet, services and packages
 * (chat-answer-services.ts), extras, the customer's next booking, and the policies and contact details.
 * chat.service.ts decides which one answers and turns it into the response.
 */
import { BRAND } from '../../../shared/brand.ts';
import type { BookingSummary } from '../../../shared/contracts/bookings.ts';
import type { ChatIntent, ChatLanguage } from '../../../shared/contracts/chat.ts';
import type { Vehicle } from '../../../shared/contracts/catalog.ts';
import { EXTRA_IDS } from '../../../shared/domain/pricing-config.ts';
import type { MapsService } from '../maps/maps.service.ts';
import { createPriceAnswer } from './chat-answer-price.ts';
import { createServicesAnswer } from './chat-answer-services.ts';
import type { Draft } from './chat-draft.ts';
import type { RideDetails } from './chat-extract.ts';
import { leadTime, list, money, nyDateTime, partyText, percent } from './chat-format.ts';
import { fill } from './chat-text.ts';
import type { ChatTools, ChatToolsDeps, ChatViewer } from './chat-tools.ts';
import { ANSWERS, type AnswerTemplates, NAMES, type TextTemplate } from './knowledge/answers.ts';

export type { ActionKind, Draft } from './chat-draft.ts';

/** What the answers read besides the tools. */
export interface ChatAnswersDeps extends Pick<ChatToolsDeps, 'pricing'> {
  /** Names the one place of a half-asked price question ("price to JFK" -> "John F. Kennedy … Airport"). */
  maps?: Pick<MapsService, 'resolve'>;
  /** Named in the payment answer when card payments go through it ("Stripe"); the test processor is never named. */
  paymentProcessor?: string | undefined;
}

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

/** The answer builders of each intent; each returns a draft that chat.service.ts finishes. */
export function createChatAnswers(deps: ChatAnswersDeps, tools: ChatTools) {
  const price = createPriceAnswer(deps.maps, tools);
  const services = createServicesAnswer(tools);

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
