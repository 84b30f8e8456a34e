/** How the assistant writes money, dates, durations and lists in each language (pure). */
import type { ChatLanguage } from '../../../shared/contracts/chat.ts';
import { formatUsd } from '../../../shared/domain/money.ts';
import { NEW_YORK_TZ } from '../../../shared/domain/new-york-time.ts';
import { dateTimeFormat } from '../../../shared/intl-formats.ts';
import { intlLocale } from '../../../shared/intl-locale.ts';

/** Integer cents as "$1,234.50" (US Spanish writes dollars the same way). */
export function money(cents: number, language: ChatLanguage): string {
  return formatUsd(cents, intlLocale(language));
}

/** "Fri, Nov 27, 12:00 PM" / "vie, 27 de nov, 12:00 p.m.", in New York time (the caller says so). */
export function nyDateTime(at: Date, language: ChatLanguage): string {
  return dateTimeFormat(intlLocale(language), {
    timeZone: NEW_YORK_TZ,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}

/** A lead time in minutes as "2 hours" / "2 horas" / "90 minutes". */
export function leadTime(minutes: number, language: ChatLanguage): string {
  if (minutes % 60 === 0 && minutes > 0) {
    const h = minutes / 60;
    if (language === 'es') return `${h} ${h === 1 ? 'hora' : 'horas'}`;
    return `${h} ${h === 1 ? 'hour' : 'hours'}`;
  }
  return language === 'es' ? `${minutes} minutos` : `${minutes} minutes`;
}

/** A rate in parts per million as a percentage ("8.875%" / "8.875 %"). */
export function percent(ppm: number, language: ChatLanguage): string {
  const value = Number((ppm / 10_000).toFixed(3));
  return language === 'es' ? `${value} %` : `${value}%`;
}

/** "a, b and c" / "a, b y c". */
export function list(items: readonly string[], language: ChatLanguage): string {
  if (items.length <= 1) return items.join('');
  const and = language === 'es' ? 'y' : 'and';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** "5 passengers and 3 bags" / "5 pasajeros y 3 maletas" (either part may be missing). */
export function partyText(
  party: { passengers: number | null; bags: number | null },
  language: ChatLanguage,
): string {
  const parts: string[] = [];
  if (party.passengers) {
    const one = party.passengers === 1;
    parts.push(
      `${party.passengers} ${language === 'es' ? (one ? 'pasajero' : 'pasajeros') : one ? 'passenger' : 'passengers'}`,
    );
  }
  if (party.bags !== null) {
    const one = party.bags === 1;
    parts.push(`${party.bags} ${language === 'es' ? (one ? 'maleta' : 'maletas') : one ? 'bag' : 'bags'}`);
  }
  return list(parts, language);
}
