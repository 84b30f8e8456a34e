import type { PushPayload } from '../../../shared/contracts/push.ts';
import { BRAND } from '../../../shared/brand.ts';

type Locale = 'en' | 'es';

/** A short New York date and time for an SMS or a notification ("Sat, Dec 12, 3:30 PM"). */
export function shortWhen(d: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', {
    timeZone: 'America/New_York',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(d);
}

const DASHBOARD = '/driver/dashboard';

const TEXT = {
  en: {
    assignedTitle: (n: string) => `Trip ${n} assigned to you`,
    assignedBody: (when: string) => `Pickup ${when}. It is in Active Trips on your dashboard.`,
    assignedSms: (n: string, when: string) =>
      `${BRAND.name}: trip ${n} assigned to you, pickup ${when}. See Active Trips.`,
    nearbyTitle: 'New ride request near you',
    nearbyBody: (n: string, when: string) =>
      `Booking ${n}, pickup ${when}. Open your dashboard to accept it.`,
  },
  es: {
    assignedTitle: (n: string) => `Viaje ${n} asignado a usted`,
    assignedBody: (when: string) => `Recogida ${when}. Está en Viajes activos de su panel.`,
    assignedSms: (n: string, when: string) =>
      `${BRAND.name}: viaje ${n} asignado, recogida ${when}. Vea Viajes activos.`,
    nearbyTitle: 'Nueva solicitud de viaje cerca',
    nearbyBody: (n: string, when: string) => `Reserva ${n}, recogida ${when}. Abra su panel para aceptarla.`,
  },
} as const;

interface RideFacts {
  id: string;
  number: string;
  pickupAt: Date;
}

/** The chauffeur's notification that dispatch assigned them a ride. */
export function assignedPush(b: RideFacts, locale: Locale): PushPayload {
  const t = TEXT[locale];
  return {
    title: t.assignedTitle(b.number),
    body: t.assignedBody(shortWhen(b.pickupAt, locale)),
    url: DASHBOARD,
    tag: `job-${b.id}`,
  };
}

/** The chauffeur's SMS that dispatch assigned them a ride (one GSM-7 segment in either language). */
export function assignedSms(b: RideFacts, locale: Locale): string {
  return TEXT[locale].assignedSms(b.number, shortWhen(b.pickupAt, locale));
}

/** An on-duty chauffeur's notification of a new paid ride near them. */
export function nearbyPush(b: RideFacts, locale: Locale): PushPayload {
  const t = TEXT[locale];
  return {
    title: t.nearbyTitle,
    body: t.nearbyBody(b.number, shortWhen(b.pickupAt, locale)),
    url: DASHBOARD,
    tag: `nearby-${b.id}`,
  };
}
