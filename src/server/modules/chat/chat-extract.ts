/**
 * What a question says about a ride (pure, on normalised tokens): the party (passengers, bags), the vehicle
 * asked for, the pickup day and time, and the two places. Each finder returns the token spans it used, so the
 * place finder can treat them as boundaries ("from JFK to Times Square | in an SUV | tomorrow at 3pm").
 * The party and vehicle finders are here; the day and time are read in chat-when.ts, the places in chat-places.ts.
 */
import { matchesAt } from './chat-text.ts';
import { extractPlaces, type PlaceMention } from './chat-places.ts';
import { extractWhen, type WhenMention } from './chat-when.ts';
import {
  LUGGAGE_NOUNS,
  NUMBER_WORDS,
  PARTY_LEADS,
  PASSENGER_NOUNS,
  VEHICLE_NAME_NOISE,
  VEHICLE_SYNONYMS,
} from './knowledge/lexicon.ts';

/** Tokens [start, end). */
export interface Span {
  start: number;
  end: number;
}

const PASSENGERS = new Set(PASSENGER_NOUNS);
const LUGGAGE = new Set(LUGGAGE_NOUNS);
/** Number words that are also articles: they count only right before a party or luggage noun. */
const ARTICLE_NUMBERS = new Set(['a', 'an', 'un', 'una', 'single', 'couple']);
/** Words before a clause that belong to it ("for 5 people", "in an SUV", "con 3 maletas"). */
const CLAUSE_PREPOSITIONS = new Set(['for', 'para', 'with', 'con', 'in', 'en', 'by', 'using', 'of']);
const ARTICLES = new Set(['a', 'an', 'the', 'un', 'una', 'el', 'la', 'one']);

/** A number token ("5", "cinco", "five"), or null. Numbers above 99 are addresses, not party sizes. */
export function numberValue(token: string | undefined): number | null {
  if (token === undefined) return null;
  if (/^\d{1,2}$/.test(token)) return Number(token);
  return NUMBER_WORDS[token] ?? null;
}

function withPreposition(tokens: readonly string[], span: Span): Span {
  let start = span.start;
  while (start > 0 && ARTICLES.has(tokens[start - 1] as string)) start -= 1;
  if (start > 0 && CLAUSE_PREPOSITIONS.has(tokens[start - 1] as string)) start -= 1;
  return { start, end: span.end };
}

// ---------------------------------------------------------------------------------------------------------------
// Party size

export interface PartyMention {
  passengers: number | null;
  bags: number | null;
  spans: Span[];
}

/** "5 people", "cinco pasajeros", "2 adults and 2 kids", "party of 8", "somos 4", "3 bags", "dos maletas". */
export function extractParty(tokens: readonly string[]): PartyMention {
  let passengers: number | null = null;
  let bags: number | null = null;
  const spans: Span[] = [];
  const used = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const lead = PARTY_LEADS.find((l) => matchesAt(tokens, i, l));
    if (lead) {
      const n = numberValue(tokens[i + lead.length]);
      if (n !== null && n > 0 && !ARTICLE_NUMBERS.has(tokens[i + lead.length] as string)) {
        const nounAt = i + lead.length + 1;
        const noun = tokens[nounAt];
        const end = noun && PASSENGERS.has(noun) ? nounAt + 1 : nounAt;
        passengers = Math.max(passengers ?? 0, n);
        spans.push({ start: i, end });
        for (let k = i; k < end; k++) used.add(k);
        i = end - 1;
        continue;
      }
    }
    if (used.has(i)) continue;
    const n = numberValue(tokens[i]);
    if (n === null || n <= 0) continue;
    // The noun right after the number, or after one describing word ("3 large bags", "5 adult passengers").
    for (const gap of [1, 2]) {
      const noun = tokens[i + gap];
      if (noun === undefined) break;
      if (gap === 2 && (ARTICLE_NUMBERS.has(tokens[i] as string) || numberValue(tokens[i + 1]) !== null))
        break;
      const isPassenger = PASSENGERS.has(noun);
      const isLuggage = LUGGAGE.has(noun);
      if (!isPassenger && !isLuggage) continue;
      let end = i + gap + 1;
      // "4 pieces of luggage"
      if ((noun === 'pieces' || noun === 'piece' || noun === 'piezas') && tokens[end] === 'of') end += 2;
      if (tokens[end - 1] === 'de' || (tokens[end] === 'de' && LUGGAGE.has(tokens[end + 1] ?? ''))) end += 1;
      if (isPassenger) passengers = (passengers ?? 0) + n;
      else bags = (bags ?? 0) + n;
      spans.push(withPreposition(tokens, { start: i, end }));
      i = end - 1;
      break;
    }
  }
  return { passengers, bags, spans };
}

/**
 * "for 12" / "para 12" closing a question about a vehicle ("¿Tienen una Sprinter para 12?", "a van for 12"): the
 * party, though no noun follows the number. Only at the end of the question, where nothing else can follow.
 */
function trailingParty(tokens: readonly string[]): { passengers: number; span: Span } | null {
  const n = tokens.length;
  const lead = tokens[n - 2];
  const count = numberValue(tokens[n - 1]);
  if ((lead !== 'for' && lead !== 'para') || ARTICLE_NUMBERS.has(tokens[n - 1] as string)) return null;
  return count !== null && count > 0 ? { passengers: count, span: { start: n - 2, end: n } } : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Hours

const HOUR_NOUNS = new Set(['hours', 'hour', 'hrs', 'hr', 'horas', 'hora']);
/** Words before "N hours" that make it a time from now ("in 4 hours", "en 4 horas", "dentro de 4 horas"). */
const FROM_NOW = new Set(['in', 'within', 'en', 'dentro']);

export interface HoursMention {
  hours: number | null;
  span: Span | null;
}

/** How long an hourly ride lasts: "4 hours", "for 3 hrs", "cuatro horas", "por 6 horas" (not "in 4 hours"). */
export function extractHours(tokens: readonly string[]): HoursMention {
  for (let i = 0; i < tokens.length; i++) {
    const n = numberValue(tokens[i]);
    if (n === null || n <= 0 || !HOUR_NOUNS.has(tokens[i + 1] ?? '')) continue;
    const before = tokens[i - 1] ?? '';
    if (FROM_NOW.has(before) || (before === 'de' && tokens[i - 2] === 'dentro')) continue;
    const span = withPreposition(tokens, { start: i, end: i + 2 });
    if (span.start === i && before === 'por') span.start = i - 1;
    return { hours: n, span };
  }
  return { hours: null, span: null };
}

// ---------------------------------------------------------------------------------------------------------------
// Vehicle

export interface VehicleRef {
  id: string;
  name: string;
  category: 'sedan' | 'suv' | 'van';
}

export interface VehicleMention {
  /** A model named ("escalade"): that vehicle. */
  vehicleId: string | null;
  /** A kind named ("suv", "camioneta"): the first vehicle of that kind that fits the party. */
  category: VehicleRef['category'] | null;
  span: Span;
}

/** Words of the catalog's vehicle names that name exactly one vehicle ("escalade", "suburban", "sprinter"). */
export function modelWords(vehicles: readonly VehicleRef[]): Map<string, string> {
  const noise = new Set(VEHICLE_NAME_NOISE);
  const owners = new Map<string, Set<string>>();
  for (const v of vehicles) {
    for (const w of v.name
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .split(/[^a-z0-9]+/)) {
      if (w.length < 3 || noise.has(w)) continue;
      owners.set(w, (owners.get(w) ?? new Set()).add(v.id));
    }
  }
  const out = new Map<string, string>();
  for (const [w, ids] of owners) if (ids.size === 1) out.set(w, [...ids][0] as string);
  return out;
}

/** The vehicle a question asks for, if any. */
export function extractVehicle(
  tokens: readonly string[],
  vehicles: readonly VehicleRef[],
): VehicleMention | null {
  const models = modelWords(vehicles);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    const model = models.get(token);
    if (model) {
      const end = models.get(tokens[i + 1] ?? '') === model ? i + 2 : i + 1;
      return { vehicleId: model, category: null, span: withPreposition(tokens, { start: i, end }) };
    }
    const synonym = VEHICLE_SYNONYMS.find((s) => s.terms.includes(token));
    if (synonym) {
      return {
        vehicleId: null,
        category: synonym.category,
        span: withPreposition(tokens, { start: i, end: i + 1 }),
      };
    }
  }
  return null;
}

/**
 * The vehicle to price: the one named (or the first of the kind named) when it fits the party, else the first
 * vehicle of the catalog (cheapest first) that fits. `tooSmall` names the asked vehicle the party outgrew;
 * `fits` is false when even the largest vehicle is too small (then the largest is returned).
 */
export function chooseVehicle<V extends VehicleRef & { passengers: number; luggage: number }>(
  vehicles: readonly V[],
  mention: VehicleMention | null,
  party: { passengers: number | null; bags: number | null },
): { vehicle: V; tooSmall: V | null; fits: boolean } | null {
  if (vehicles.length === 0) return null;
  const fitsParty = (v: V) => v.passengers >= (party.passengers ?? 1) && v.luggage >= (party.bags ?? 0);
  let asked: V | undefined;
  if (mention?.vehicleId) asked = vehicles.find((v) => v.id === mention.vehicleId);
  else if (mention?.category) {
    const ofKind = vehicles.filter((v) => v.category === mention.category);
    asked = ofKind.find(fitsParty) ?? ofKind[0];
  }
  if (asked && fitsParty(asked)) return { vehicle: asked, tooSmall: null, fits: true };
  const fitting = vehicles.find(fitsParty);
  if (fitting) return { vehicle: fitting, tooSmall: asked ?? null, fits: true };
  const largest = [...vehicles].sort((a, b) => b.passengers - a.passengers || b.luggage - a.luggage)[0] as V;
  return { vehicle: largest, tooSmall: null, fits: false };
}

// ---------------------------------------------------------------------------------------------------------------
// All of it

export interface RideDetails {
  party: PartyMention;
  vehicle: VehicleMention | null;
  when: WhenMention;
  places: PlaceMention;
  /** The hours of an hourly ride asked about ("4 hours in an Escalade?"), else null. */
  hours: number | null;
}

/** Everything a question says about a ride. `dayFirst` reads "24/12" as 24 December (Spanish). */
export function readRide(
  tokens: readonly string[],
  vehicles: readonly VehicleRef[],
  dayFirst = false,
): RideDetails {
  const hours = extractHours(tokens);
  // The hours' words are not a party ("4 hours" is no party of 4) nor a place.
  const rest = hours.span
    ? tokens.map((t, i) => (i >= (hours.span as Span).start && i < (hours.span as Span).end ? '' : t))
    : tokens;
  const party = extractParty(rest);
  const vehicle = extractVehicle(tokens, vehicles);
  const trailing = party.passengers === null && vehicle ? trailingParty(tokens) : null;
  if (trailing) {
    party.passengers = trailing.passengers;
    party.spans.push(trailing.span);
  }
  const when = extractWhen(rest, dayFirst);
  const masked = [
    ...party.spans,
    ...when.spans,
    ...(vehicle ? [vehicle.span] : []),
    ...(hours.span ? [hours.span] : []),
  ];
  return { party, vehicle, when, places: extractPlaces(tokens, masked), hours: hours.hours };
}
