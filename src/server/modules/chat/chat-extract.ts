/**
 * What a question says about a ride (pure, on normalised tokens): the party (passengers, bags), the vehicle
 * asked for, the pickup day and time, and the two places. Each finder returns the token spans it used, so the
 * place finder can treat them as boundaries ("from JFK to Times Square | in an SUV | tomorrow at 3pm").
 */
import { nyLocalToInstant, nyWallClock } from '../../../shared/domain/new-york-time.ts';
import { matchesAt } from './chat-text.ts';
import {
  DAY_PHRASES,
  DAY_WORDS,
  LUGGAGE_NOUNS,
  MERIDIEM_PHRASES,
  MONTHS,
  NUMBER_WORDS,
  PARTY_LEADS,
  PASSENGER_NOUNS,
  PLACE_PATTERNS,
  TIME_LEADS,
  TIME_WORDS,
  VEHICLE_NAME_NOISE,
  VEHICLE_SYNONYMS,
  WEEKDAYS,
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
// Day and time

export interface WhenMention {
  /** Days from today ("tomorrow" = 1). */
  dayOffset: number | null;
  /** 0 = Sunday … 6 = Saturday: the next such day (a week ahead when it is today). */
  weekday: number | null;
  /** A calendar date without a year: the next such date. */
  date: { month: number; day: number; year: number | null } | null;
  /** 0-23, New York time. */
  hour: number | null;
  minute: number | null;
  spans: Span[];
}

const CLOCK = /^(\d{1,2})(?::(\d{2}))?(am|pm|a|p|hs|h|hrs)?$/;

function meridiemAt(tokens: readonly string[], index: number): { pm: boolean; length: number } | null {
  const m = MERIDIEM_PHRASES.find((p) => matchesAt(tokens, index, p.words));
  return m ? { pm: m.pm, length: m.words.length } : null;
}

/** The hour on a 24-hour clock from a clock reading and what was said about the half of the day. */
function toHour(hour: number, pm: boolean | null, evening: boolean): number {
  if (pm === true) return (hour % 12) + 12;
  if (pm === false) return hour % 12;
  if (hour >= 13) return hour;
  if (evening && hour < 12) return hour + 12;
  // Without am/pm: 7-11 is the morning, 12 is noon, 1-6 the afternoon (a pickup at "5" is rarely 5 AM).
  return hour >= 1 && hour <= 6 ? hour + 12 : hour;
}

/** "tomorrow at 3pm", "mañana a las 8 de la mañana", "el viernes a las 10", "on Dec 24 at noon", "12/24 5:30pm". */
export function extractWhen(tokens: readonly string[], dayFirst = false): WhenMention {
  const when: WhenMention = {
    dayOffset: null,
    weekday: null,
    date: null,
    hour: null,
    minute: null,
    spans: [],
  };
  let evening = false;
  const taken = new Set<number>();
  const take = (start: number, end: number) => {
    when.spans.push({ start, end });
    for (let k = start; k < end; k++) taken.add(k);
  };

  // Day phrases and words.
  for (let i = 0; i < tokens.length; i++) {
    const phrase = DAY_PHRASES.find((p) => matchesAt(tokens, i, p.words));
    if (phrase && when.dayOffset === null) {
      when.dayOffset = phrase.offset;
      evening ||= Boolean(phrase.evening);
      take(i, i + phrase.words.length);
      i += phrase.words.length - 1;
      continue;
    }
    const token = tokens[i] as string;
    // "la manana" / "por la manana" is the morning, not tomorrow.
    if (token === 'manana' && tokens[i - 1] === 'la') continue;
    if (DAY_WORDS[token] !== undefined && when.dayOffset === null && !taken.has(i)) {
      when.dayOffset = DAY_WORDS[token] ?? null;
      take(i, i + 1);
      continue;
    }
    if (WEEKDAYS[token] !== undefined && when.weekday === null) {
      when.weekday = WEEKDAYS[token] ?? null;
      const before = tokens[i - 1];
      const start =
        before && ['on', 'next', 'this', 'el', 'este', 'proximo', 'on'].includes(before) ? i - 1 : i;
      take(start, i + 1);
      continue;
    }
  }

  // Calendar dates: "december 24", "24 de diciembre", "dec 24 2026", "12/24", "24/12/2026".
  for (let i = 0; i < tokens.length && !when.date; i++) {
    if (taken.has(i)) continue;
    const token = tokens[i] as string;
    const slash = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?$/.exec(token);
    if (slash) {
      let [month, day] = [Number(slash[1]), Number(slash[2])];
      if (dayFirst || month > 12) [month, day] = [day, month];
      const year = slash[3] ? Number(slash[3].length === 2 ? `20${slash[3]}` : slash[3]) : null;
      if (month >= 1 && month <= 12 && day >= 1 && day <= 31) {
        when.date = { month, day, year };
        take(tokens[i - 1] === 'on' || tokens[i - 1] === 'el' ? i - 1 : i, i + 1);
      }
      continue;
    }
    const month = MONTHS[token];
    if (month !== undefined) {
      // "may" is also a verb: it is a month only beside a day number.
      const after = /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(tokens[i + 1] ?? '');
      const beforeDe = tokens[i - 1] === 'de' ? /^(\d{1,2})$/.exec(tokens[i - 2] ?? '') : null;
      const before = /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(tokens[i - 1] ?? '');
      const dayMatch = after ?? beforeDe ?? before;
      if (!dayMatch) continue;
      const day = Number(dayMatch[1]);
      if (day < 1 || day > 31) continue;
      let start = after ? i : beforeDe ? i - 2 : i - 1;
      let end = after ? i + 2 : i + 1;
      let year: number | null = null;
      const yearToken = tokens[end] === 'de' ? tokens[end + 1] : tokens[end];
      if (yearToken && /^20\d\d$/.test(yearToken)) {
        year = Number(yearToken);
        end = tokens[end] === 'de' ? end + 2 : end + 1;
      }
      if (start > 0 && ['on', 'el', 'the'].includes(tokens[start - 1] as string)) start -= 1;
      when.date = { month, day, year };
      take(start, end);
    }
  }

  // Clock time.
  for (let i = 0; i < tokens.length && when.hour === null; i++) {
    if (taken.has(i)) continue;
    const token = tokens[i] as string;
    const word = TIME_WORDS[token];
    if (word) {
      when.hour = word.hour;
      when.minute = word.minute;
      const lead = TIME_LEADS.find((l) => matchesAt(tokens, i - l.length, l));
      take(lead ? i - lead.length : i, i + 1);
      continue;
    }
    const clock = CLOCK.exec(token);
    if (!clock) continue;
    const hour = Number(clock[1]);
    const minute = clock[2] ? Number(clock[2]) : 0;
    if (hour > 23 || minute > 59) continue;
    const suffix = clock[3];
    const lead = TIME_LEADS.find((l) => matchesAt(tokens, i - l.length, l));
    const meridiem = suffix ? null : meridiemAt(tokens, i + 1);
    // A bare number is a time only after "at"/"a las" or before am/pm ("5 people" is not 5 o'clock).
    const isTime = Boolean(suffix && suffix !== 'hs') || clock[2] !== undefined || lead || meridiem;
    if (!isTime) continue;
    const pm =
      suffix === 'pm' || suffix === 'p'
        ? true
        : suffix === 'am' || suffix === 'a'
          ? false
          : (meridiem?.pm ?? null);
    when.hour = toHour(hour, pm, evening);
    when.minute = minute;
    const start = lead ? i - lead.length : i;
    take(start, i + 1 + (meridiem?.length ?? 0));
  }
  // "tonight" without a clock time: 8 PM.
  if (when.hour === null && evening) {
    when.hour = 20;
    when.minute = 0;
  }
  // A lone "in the morning" / "por la tarde" after a day is part of the time clause.
  for (let i = 0; i < tokens.length; i++) {
    const m = meridiemAt(tokens, i);
    if (m && m.length > 1 && !taken.has(i)) take(i, i + m.length);
  }
  return when;
}

export interface ResolvedWhen {
  at: Date;
  /** No clock time was given: the answer says the time is provisional. */
  provisional: boolean;
  /** The time asked for is before the earliest bookable pickup (or beyond a year): the default was used. */
  outOfWindow: 'too_soon' | 'too_far' | null;
}

function addDays(year: number, month: number, day: number, days: number) {
  const d = new Date(Date.UTC(year, month - 1, day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/**
 * The pickup instant a question asks for, in New York time. Without a clock time, noon of that day; without
 * any day or time, tomorrow at noon (provisional). A time already too soon or too far falls back to
 * tomorrow at noon (or the first day after the lead time).
 */
export function resolveWhen(
  when: WhenMention,
  now: Date,
  window: { minLeadMinutes: number; maxAdvanceDays: number },
): ResolvedWhen {
  const today = nyWallClock(now);
  const earliest = now.getTime() + window.minLeadMinutes * 60_000;
  const latest = now.getTime() + window.maxAdvanceDays * 86_400_000;
  const hasTime = when.hour !== null;
  const hour = when.hour ?? 12;
  const minute = when.minute ?? 0;

  let day: { year: number; month: number; day: number };
  if (when.date) {
    let year = when.date.year ?? today.year;
    const candidate = Date.UTC(year, when.date.month - 1, when.date.day);
    if (!when.date.year && candidate < Date.UTC(today.year, today.month - 1, today.day)) year += 1;
    day = { year, month: when.date.month, day: when.date.day };
  } else if (when.weekday !== null) {
    const ahead = (when.weekday - today.weekday + 7) % 7 || 7;
    day = addDays(today.year, today.month, today.day, ahead);
  } else if (when.dayOffset !== null) {
    day = addDays(today.year, today.month, today.day, when.dayOffset);
  } else if (hasTime) {
    // A time alone: today when it can still be booked, else tomorrow.
    const todayAt = nyLocalToInstant(today.year, today.month, today.day, hour, minute);
    day = todayAt.getTime() >= earliest ? today : addDays(today.year, today.month, today.day, 1);
  } else {
    day = addDays(today.year, today.month, today.day, 1);
  }
  const at = nyLocalToInstant(day.year, day.month, day.day, hour, minute);
  const outOfWindow = at.getTime() < earliest ? 'too_soon' : at.getTime() > latest ? 'too_far' : null;
  if (!outOfWindow) return { at, provisional: !hasTime, outOfWindow: null };
  // Fall back to noon on the first day that is far enough ahead.
  let fallbackDay = addDays(today.year, today.month, today.day, 1);
  let fallback = nyLocalToInstant(fallbackDay.year, fallbackDay.month, fallbackDay.day, 12, 0);
  while (fallback.getTime() < earliest) {
    fallbackDay = addDays(fallbackDay.year, fallbackDay.month, fallbackDay.day, 1);
    fallback = nyLocalToInstant(fallbackDay.year, fallbackDay.month, fallbackDay.day, 12, 0);
  }
  return { at: fallback, provisional: true, outOfWindow };
}

// ---------------------------------------------------------------------------------------------------------------
// Places

export interface PlaceMention {
  pickup: string | null;
  destination: string | null;
}

const FROM = new Set<string>(PLACE_PATTERNS.from);
/** "from"/"desde" only: "de" is too common to start a pickup phrase on its own at the end of a question. */
const STRONG_FROM = new Set(['from', 'desde']);
const TO = new Set<string>(PLACE_PATTERNS.to);
const BETWEEN = new Set<string>(PLACE_PATTERNS.between);
const AND = new Set<string>(PLACE_PATTERNS.and);
const BOUNDARY = new Set<string>(PLACE_PATTERNS.boundaries);
const LEADING = new Set<string>(PLACE_PATTERNS.leadingFiller);
const TRAILING = new Set<string>(PLACE_PATTERNS.trailingFiller);
const DROP = new Set<string>(PLACE_PATTERNS.dropWords);
const NOT_PLACES = new Set<string>(PLACE_PATTERNS.notPlaces);
const MASK = '|';

/**
 * A place phrase made ready for the geocoder: filler stripped from both ends ("un viaje de", "the", "please"),
 * Spanish place words translated ("aeropuerto de newark" -> "airport newark"); null when nothing is left or
 * the phrase is too long to be a place.
 */
export function cleanPlace(phrase: readonly string[]): string | null {
  let words = [...phrase];
  let translated = false;
  for (const t of PLACE_PATTERNS.translations) {
    for (let i = 0; i <= words.length - t.from.length; i++) {
      if (matchesAt(words, i, t.from)) {
        words = [...words.slice(0, i), ...t.to, ...words.slice(i + t.from.length)];
        translated = true;
      }
    }
  }
  while (words.length && LEADING.has(words[0] as string)) words.shift();
  while (words.length && TRAILING.has(words[words.length - 1] as string)) words.pop();
  if (!words.length || words.length > PLACE_PATTERNS.maxWords) return null;
  if (words.some((w) => NOT_PLACES.has(w))) return null;
  if (translated) words = words.filter((w) => !DROP.has(w));
  if (!words.some((w) => /[a-z0-9]{2,}/.test(w) && !LEADING.has(w))) return null;
  return words.join(' ');
}

/**
 * The pickup and destination of "from X to Y", "de X a Y", "desde X hasta Y", "between X and Y", "to Y from
 * X", "X → Y", "X to Y" and "to Y" alone. Tokens inside `masked` spans (a time, a party size, a vehicle) end
 * a phrase.
 */
export function extractPlaces(tokens: readonly string[], masked: readonly Span[] = []): PlaceMention {
  const t = tokens.map((tok, i) => (masked.some((s) => i >= s.start && i < s.end) ? MASK : tok));
  const hard = (tok: string | undefined) => tok === undefined || tok === MASK || BOUNDARY.has(tok);
  /** Tokens from `k` until a boundary, another "to" or a strong "from". */
  const runForward = (k: number) => {
    const out: string[] = [];
    for (let i = k; i < t.length; i++) {
      const tok = t[i] as string;
      if (hard(tok) || TO.has(tok) || STRONG_FROM.has(tok)) break;
      out.push(tok);
    }
    return out;
  };
  /** Tokens before `k` back to a boundary or a place marker. */
  const runBackward = (k: number) => {
    const out: string[] = [];
    for (let i = k - 1; i >= 0; i--) {
      const tok = t[i] as string;
      if (hard(tok) || tok === '→' || FROM.has(tok) || TO.has(tok)) break;
      out.unshift(tok);
    }
    return out;
  };
  const both = (x: readonly string[], y: readonly string[]): PlaceMention | null => {
    const pickup = cleanPlace(x);
    const destination = cleanPlace(y);
    return pickup && destination ? { pickup, destination } : null;
  };

  // between X and Y / entre X y Y
  for (let i = 0; i < t.length; i++) {
    if (!BETWEEN.has(t[i] as string)) continue;
    for (let j = i + 2; j < t.length; j++) {
      const tok = t[j] as string;
      if (AND.has(tok)) {
        const found = both(t.slice(i + 1, j), runForward(j + 1));
        if (found) return found;
        break;
      }
      if (hard(tok)) break;
    }
  }

  // from X to Y / de X a Y / desde X hasta Y / X → Y after "from"
  for (let i = 0; i < t.length; i++) {
    if (!FROM.has(t[i] as string)) continue;
    for (let j = i + 2; j < t.length; j++) {
      const tok = t[j] as string;
      if (TO.has(tok)) {
        const found = both(t.slice(i + 1, j), runForward(j + 1));
        if (found) return found;
        break;
      }
      if (hard(tok)) break;
    }
  }

  // to Y from X / a Y desde X
  for (let i = 0; i < t.length; i++) {
    if (!TO.has(t[i] as string)) continue;
    for (let j = i + 2; j < t.length; j++) {
      const tok = t[j] as string;
      if (STRONG_FROM.has(tok)) {
        const found = both(t.slice(i + 1, j), runForward(j + 1));
        if (found) return { pickup: found.destination, destination: found.pickup };
        break;
      }
      if (hard(tok) || tok === '→') break;
    }
  }

  // X → Y, X to Y, X a Y (the pickup runs back to the question words)
  const arrow = t.indexOf('→');
  const order = arrow >= 0 ? [arrow] : t.map((_, i) => i).filter((i) => TO.has(t[i] as string));
  for (const j of order) {
    const found = both(runBackward(j), runForward(j + 1));
    if (found) return found;
  }

  // One end only: "to JFK", "a Brooklyn", "from Newark", "desde Midtown".
  let destination: string | null = null;
  let pickup: string | null = null;
  for (let i = 0; i < t.length && !destination; i++) {
    if (TO.has(t[i] as string)) destination = cleanPlace(runForward(i + 1));
  }
  for (let i = 0; i < t.length && !pickup; i++) {
    if (STRONG_FROM.has(t[i] as string)) pickup = cleanPlace(runForward(i + 1));
  }
  return { pickup, destination };
}

// ---------------------------------------------------------------------------------------------------------------
// All of it

export interface RideDetails {
  party: PartyMention;
  vehicle: VehicleMention | null;
  when: WhenMention;
  places: PlaceMention;
}

/** Everything a question says about a ride. `dayFirst` reads "24/12" as 24 December (Spanish). */
export function readRide(
  tokens: readonly string[],
  vehicles: readonly VehicleRef[],
  dayFirst = false,
): RideDetails {
  const party = extractParty(tokens);
  const vehicle = extractVehicle(tokens, vehicles);
  const when = extractWhen(tokens, dayFirst);
  const masked = [...party.spans, ...when.spans, ...(vehicle ? [vehicle.span] : [])];
  return { party, vehicle, when, places: extractPlaces(tokens, masked) };
}
