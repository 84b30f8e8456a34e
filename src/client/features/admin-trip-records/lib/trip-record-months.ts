/**
 * The month picker of the TLC trip-records page (issue 37, decision 34): New York months as "YYYY-MM", the one due
 * now (the previous month: its file is due by the end of this one), the choices up to the current month, and the
 * texts of a month, a due date and a file's SHA-256. The month arithmetic is the server's
 * (shared/domain/trip-record-month.ts).
 */
import { addMonths, isTripRecordMonth, nyMonthOf } from '../../../../shared/domain/trip-record-month.ts';
import { dateTimeFormat } from '../../../../shared/intl-formats.ts';
import { intlLocale } from '../../../../shared/intl-locale.ts';

type Language = 'en' | 'es';

/** How many months the picker offers, the current one included (three years of filings). */
const MONTH_CHOICES = 36;

/** The month whose file is due now: the previous New York month. */
export function dueMonth(now: Date): string {
  return addMonths(nyMonthOf(now), -1);
}

/**
 * The month the address names (`?month=YYYY-MM`) when it is a real month not after the current New York month;
 * else the month due now.
 */
export function readMonth(param: string | null, now: Date): string {
  if (param && isTripRecordMonth(param) && param <= nyMonthOf(now)) return param;
  return dueMonth(now);
}

/**
 * The months to choose from, newest first: the current New York month and the `count - 1` before it, plus
 * `selected` when it is older (an old link).
 */
export function monthChoices(now: Date, selected?: string, count = MONTH_CHOICES): string[] {
  const current = nyMonthOf(now);
  const months = Array.from({ length: count }, (_, i) => addMonths(current, -i));
  if (selected && isTripRecordMonth(selected) && selected <= current && !months.includes(selected)) {
    months.push(selected);
  }
  return months;
}

const ymd = (value: string) => /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);

/** "March 2026" / "marzo de 2026". */
export function monthLabel(month: string, language: Language): string {
  const m = ymd(month);
  if (!m) return month;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 15, 12));
  return dateTimeFormat(intlLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at);
}

/** A calendar day "2026-04-30" as "April 30, 2026" / "30 de abril de 2026". */
export function dayLabel(day: string, language: Language): string {
  const m = ymd(day);
  if (!m?.[3]) return day;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
  return dateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}

/** Whole days from one calendar day to another (both "YYYY-MM-DD"). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

export type DueState =
  /** The month is not over yet: its file cannot be final. */
  { kind: 'open' } | { kind: 'due'; days: number } | { kind: 'dueToday' } | { kind: 'overdue'; days: number };

/**
 * Where the month's filing stands on New York day `today`: still open (the current month), due in `days`, due
 * today, or overdue by `days`.
 */
export function dueState(month: string, dueBy: string, today: string): DueState {
  if (today.slice(0, 7) <= month) return { kind: 'open' };
  const days = daysBetween(today, dueBy);
  if (days > 0) return { kind: 'due', days };
  if (days === 0) return { kind: 'dueToday' };
  return { kind: 'overdue', days: -days };
}

/** A SHA-256 as shown in a list: its first 12 hex digits and an ellipsis (the full value goes in a title). */
export function shortHash(sha256: string): string {
  return sha256.length > 12 ? `${sha256.slice(0, 12)}…` : sha256;
}

/** The month's file: the CSV route the download link points at (the server names the file). */
export function csvUrl(month: string): string {
  return `/api/admin/compliance/trip-records.csv?month=${encodeURIComponent(month)}`;
}
