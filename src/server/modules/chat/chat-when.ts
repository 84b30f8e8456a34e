/**
 * The pickup day and time a question names ("tomorrow at 3pm", "el viernes a las 9", "24/12 18:30"), and the
 * instant it means in New York. Pure, on normalised tokens.
 */
import { nyLocalToInstant, nyWallClock } from '../../../shared/domain/new-york-time.ts';
import type { Span } from './chat-extract.ts';
import { matchesAt } from './chat-text.ts';
import {
  DAY_PHRASES,
  DAY_WORDS,
  MERIDIEM_PHRASES,
  MONTHS,
  TIME_LEADS,
  TIME_WORDS,
  WEEKDAYS,
} from './knowledge/lexicon.ts';

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
