/**
 * An iCalendar file (RFC 5545) for a booking: one VEVENT per leg (outbound, and the return trip when there is
 * one), each with a reminder 2 hours before the pickup. Pure text in, text out, so the confirmation page's
 * "Add to calendar" and the server's email attachment produce the same file.
 */

import { BRAND } from '../brand.ts';
import type { Locale } from '../contracts/locale.ts';

/** Used when the route has no estimated duration. */
export const DEFAULT_EVENT_SECONDS = 60 * 60;
/** The reminder before each pickup. */
export const REMINDER_BEFORE = '-PT2H';
/** The host part of every UID: the company's mail domain. */
export const CALENDAR_UID_DOMAIN = BRAND.email.split('@')[1] ?? 'empirechauffeur.nyc';

export interface CalendarLabels {
  /** Appended to the title for the return leg (" (return trip)"). */
  returnSuffix: string;
  booking: string;
  pickup: string;
  destination: string;
  vehicle: string;
  support: string;
  reminder: string;
}

export const CALENDAR_LABELS_EN: CalendarLabels = {
  returnSuffix: ' (return trip)',
  booking: 'Booking',
  pickup: 'Pickup',
  destination: 'Destination',
  vehicle: 'Vehicle',
  support: 'Support',
  reminder: 'Your chauffeur pickup is in 2 hours',
};

const CALENDAR_LABELS_ES: CalendarLabels = {
  returnSuffix: ' (viaje de regreso)',
  booking: 'Reserva',
  pickup: 'Recogida',
  destination: 'Destino',
  vehicle: 'Vehículo',
  support: 'Teléfono 24 h',
  reminder: 'Su recogida con chofer es dentro de 2 horas',
};

/** Every text of the file in one language: the labels, the default title and the driver's line. */
interface CalendarTexts extends CalendarLabels {
  /** The event's title when the caller gives none ("Empire Chauffeur: ride in Cadillac Escalade ESV"). */
  title: (vehicle: string) => string;
  driver: string;
}

const CALENDAR_TEXTS: Record<Locale, CalendarTexts> = {
  en: {
    ...CALENDAR_LABELS_EN,
    title: (vehicle) => `${BRAND.name}: ride in ${vehicle}`,
    driver: 'Chauffeur',
  },
  es: {
    ...CALENDAR_LABELS_ES,
    title: (vehicle) => `${BRAND.name}: traslado en ${vehicle}`,
    driver: 'Chofer',
  },
};

export interface BookingCalendarInput {
  number: string;
  /** The event's title; by default the language's ("Empire Chauffeur: traslado en {vehicle}"). */
  title?: string;
  pickupAddress: string;
  destinationAddress: string;
  /** ISO instant of the outbound pickup. */
  pickupDateTime: string;
  /** Estimated ride time (rounded up to whole minutes); one hour when unknown. */
  durationSeconds: number | null;
  /** The hours booked of an hourly ride or time package: the event lasts them, whatever the route's time. */
  hours?: number | null;
  /** ISO instant of the return pickup (from the destination back to the pickup), or null for one way. */
  returnDateTime: string | null;
  vehicleName: string;
  /** The assigned chauffeur (name, and phone when known), or nothing before one is assigned. */
  driver?: { name: string; phone?: string | null } | null;
  supportPhone: string;
  /** A link back to the booking (the confirmation page), or null. */
  url: string | null;
  /** DTSTAMP: when the file is made. */
  now: Date;
  /** The customer's language for the texts (English by default). */
  language?: Locale;
  /** Overrides of the description's words (the language's own by default). */
  labels?: Partial<CalendarLabels>;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * Folds a content line so no physical line is longer than 75 octets (RFC 5545 3.1): continuation lines start
 * with one space, which counts towards their 75. A UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8Length(ch.codePointAt(0) ?? 0);
    if (octets + size > MAX_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join(CRLF);
}

/** An instant in the UTC "Z" form (20300704T183000Z). */
export function icsUtc(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

interface Leg {
  id: 'outbound' | 'return';
  start: Date;
  title: string;
  from: string;
  to: string;
}

/** The .ics text for a booking (CRLF line ends, folded lines, a trailing CRLF). */
export function bookingCalendar(input: BookingCalendarInput): string {
  const language = input.language ?? 'en';
  const labels = { ...CALENDAR_TEXTS[language], ...input.labels };
  const title = input.title ?? labels.title(input.vehicleName);
  const seconds =
    input.hours != null && Number.isFinite(input.hours) && input.hours > 0
      ? Math.round(input.hours * 3600)
      : input.durationSeconds !== null && Number.isFinite(input.durationSeconds) && input.durationSeconds > 0
        ? Math.ceil(input.durationSeconds / 60) * 60
        : DEFAULT_EVENT_SECONDS;

  const legs: Leg[] = [
    {
      id: 'outbound',
      start: new Date(input.pickupDateTime),
      title,
      from: input.pickupAddress,
      to: input.destinationAddress,
    },
  ];
  if (input.returnDateTime) {
    legs.push({
      id: 'return',
      start: new Date(input.returnDateTime),
      title: `${title}${labels.returnSuffix}`,
      from: input.destinationAddress,
      to: input.pickupAddress,
    });
  }

  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${BRAND.name}//Booking ${input.number}//${language.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const leg of legs) {
    const end = new Date(leg.start.getTime() + seconds * 1000);
    const description = [
      `${labels.booking}: ${input.number}`,
      `${labels.pickup}: ${leg.from}`,
      `${labels.destination}: ${leg.to}`,
      `${labels.vehicle}: ${input.vehicleName}`,
      ...(input.driver
        ? [`${labels.driver}: ${[input.driver.name, input.driver.phone].filter(Boolean).join(' · ')}`]
        : []),
      `${labels.support}: ${input.supportPhone}`,
      ...(input.url ? [input.url] : []),
    ].join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${input.number}-${leg.id}@${CALENDAR_UID_DOMAIN}`,
      `DTSTAMP:${icsUtc(input.now)}`,
      `DTSTART:${icsUtc(leg.start)}`,
      `DTEND:${icsUtc(end)}`,
      `SUMMARY:${escapeText(leg.title)}`,
      `LOCATION:${escapeText(leg.from)}`,
      `DESCRIPTION:${escapeText(description)}`,
      ...(input.url ? [`URL:${input.url}`] : []),
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(labels.reminder)}`,
      `TRIGGER:${REMINDER_BEFORE}`,
      'END:VALARM',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A file name for the download or attachment ("NYC-7K3M9Q.ics"). */
export function calendarFileName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9-]/g, '') || 'booking'}.ics`;
}
