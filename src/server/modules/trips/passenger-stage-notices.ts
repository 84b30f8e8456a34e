import { doorText } from '../../../shared/domain/door-text.ts';
import { placeText } from '../../../shared/domain/place-text.ts';
import type { Locale } from '../../../shared/contracts/locale.ts';
import type { EmailMessage } from '../../integrations/email/types.ts';
import { nearestPlaceText } from '../../integrations/maps/nearest-place.ts';
import { customerBookingEmail, emailLanguage, rideSection } from '../bookings/booking-email-facts.ts';
import type { TripBookingRow } from './trips.repository.ts';

/**
 * What the passenger is told when the chauffeur reports a stage (PRODUCT decisions 28 and 30): "On the way"
 * (the chauffeur's first name, the car, the plate and the live map link: the booking's page, which shows the
 * chauffeur's position) and "On location" (where the car waits). One text per channel, in the booking's
 * language: the email (sent now, to the customer and to the passenger of a booking made for someone else,
 * decision 27), the SMS (at most 160 GSM-7 characters where possible) and the web push.
 */

export type NoticeStage = 'on_the_way' | 'on_location';

export interface StageNotice {
  /** The customer's email, with the passenger's copy when someone else rides. */
  email: EmailMessage;
  sms: string;
  push: { title: string; body: string; url: string; tag: string };
}

export interface NoticeFacts {
  /** The booking's page for this reader (absolute; it shows the live position). */
  link: string;
  /** Where the chauffeur reported on location (null when no position was known). */
  arrivedAt?: { lat: number | null; lng: number | null } | null;
}

interface Chauffeur {
  first: string;
  car: string | null;
  plate: string | null;
}

const TEXT = {
  en: {
    on_the_way: {
      subject: (n: string) => `Your chauffeur is on the way — ${n}`,
      heading: 'Your chauffeur is on the way',
      intro: (c: Chauffeur) =>
        `${c.first} is on the way to your pickup${c.car ? ` in a ${c.car}` : ''}${c.plate ? `, plate ${c.plate}` : ''}.`,
      follow: 'Follow the car live on your booking page.',
      sms: (c: Chauffeur, withCar: boolean, link: string) =>
        `${c.first} is on the way${withCar && c.car ? ` in a ${c.car}` : ''}${c.plate ? `, plate ${c.plate}` : ''}. Live: ${link}`,
      smsShort: (c: Chauffeur, link: string) => `${c.first} is on the way. ${link}`,
      pushTitle: 'Your chauffeur is on the way',
    },
    on_location: {
      subject: (n: string) => `Your chauffeur is at the pickup — ${n}`,
      heading: 'Your chauffeur is at the pickup',
      intro: (c: Chauffeur, where: string) =>
        `${c.first} is on location and waiting for you ${where}${c.plate ? ` (plate ${c.plate})` : ''}.`,
      follow:
        'Waiting is free for 15 minutes from the pickup time (90 minutes at airport pickups). Your booking page shows where the car is.',
      sms: (c: Chauffeur, where: string, link: string) =>
        `${c.first} is waiting ${where}${c.plate ? `, plate ${c.plate}` : ''}. ${link}`,
      smsShort: (c: Chauffeur, link: string) => `${c.first} is at the pickup. ${link}`,
      pushTitle: 'Your chauffeur is at the pickup',
    },
  },
  es: {
    on_the_way: {
      subject: (n: string) => `Su chofer está en camino — ${n}`,
      heading: 'Su chofer está en camino',
      intro: (c: Chauffeur) =>
        `${c.first} está en camino a su punto de recogida${c.car ? ` en un ${c.car}` : ''}${c.plate ? `, placa ${c.plate}` : ''}.`,
      follow: 'Siga el auto en vivo en la página de su reserva.',
      sms: (c: Chauffeur, withCar: boolean, link: string) =>
        `${c.first} está en camino${withCar && c.car ? ` en un ${c.car}` : ''}${c.plate ? `, placa ${c.plate}` : ''}. Mapa: ${link}`,
      smsShort: (c: Chauffeur, link: string) => `${c.first} está en camino. ${link}`,
      pushTitle: 'Su chofer está en camino',
    },
    on_location: {
      subject: (n: string) => `Su chofer está en el punto de recogida — ${n}`,
      heading: 'Su chofer está en el punto de recogida',
      intro: (c: Chauffeur, where: string) =>
        `${c.first} ya está en el lugar y le espera ${where}${c.plate ? ` (placa ${c.plate})` : ''}.`,
      follow:
        'La espera es gratuita durante 15 minutos desde la hora de recogida (90 minutos en recogidas en el aeropuerto). La página de su reserva muestra dónde está el auto.',
      sms: (c: Chauffeur, where: string, link: string) =>
        `${c.first} le espera ${where}${c.plate ? `, placa ${c.plate}` : ''}. ${link}`,
      smsShort: (c: Chauffeur, link: string) => `${c.first} está en la recogida. ${link}`,
      pushTitle: 'Su chofer está en el punto de recogida',
    },
  },
} as const;

/** The GSM 03.38 basic set; `EXTENDED` characters take two septets (an escape and the character). */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENDED = '^{}\\[~]|€';

/** The length in GSM-7 septets, or null when the text needs UCS-2 (a character outside GSM-7). */
export function gsm7Length(text: string): number | null {
  let n = 0;
  for (const ch of text) {
    if (GSM7_BASIC.includes(ch)) n += 1;
    else if (GSM7_EXTENDED.includes(ch)) n += 2;
    else return null;
  }
  return n;
}

/** Accents GSM-7 lacks (Spanish á í ó ú, the dashes and quotes) folded to what it has, as carriers do. */
function toGsm7(text: string): string {
  const map: Record<string, string> = { á: 'a', í: 'i', ó: 'o', ú: 'u', Á: 'A', Í: 'I', Ó: 'O', Ú: 'U' };
  return [...text]
    .map((ch) => {
      if (gsm7Length(ch) !== null) return ch;
      if (map[ch]) return map[ch];
      if (ch === '—' || ch === '–') return '-';
      if (ch === '’' || ch === '‘') return "'";
      if (ch === '“' || ch === '”') return '"';
      return ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    })
    .join('');
}

export const SMS_LIMIT = 160;

/** The first candidate that fits one SMS (160 GSM-7 characters), else the shortest: "where possible". */
function fitSms(candidates: string[]): string {
  const folded = candidates.map(toGsm7);
  const fits = folded.find((s) => {
    const n = gsm7Length(s);
    return n !== null && n <= SMS_LIMIT;
  });
  return fits ?? folded.reduce((a, b) => (b.length < a.length ? b : a));
}

function chauffeurOf(b: TripBookingRow, language: Locale): Chauffeur {
  const first = (b.driverName ?? '').trim().split(/\s+/)[0] ?? '';
  const fallback = language === 'es' ? 'Su chofer' : 'Your chauffeur';
  return { first: first || fallback, car: b.driverVehicle, plate: b.driverPlate };
}

/** "at 350 5th Ave" / "en 350 5th Ave": the pickup's text as the customer typed it. */
function pickupPlace(b: TripBookingRow, language: Locale): string {
  return `${language === 'es' ? 'en' : 'at'} ${doorText(placeText(b.pickupAddress, language), false, language)}`;
}

/** Where the car waits: the known place nearest the chauffeur's reported position, else the pickup's text. */
function waitingPlace(b: TripBookingRow, at: NoticeFacts['arrivedAt'], language: Locale): string {
  const near =
    at && at.lat !== null && at.lng !== null ? nearestPlaceText({ lat: at.lat, lng: at.lng }) : null;
  if (near) return language === 'es' ? `cerca de ${near}` : `near ${near}`;
  return pickupPlace(b, language);
}

/** The passenger's notice of a stage, in the booking's language, for every channel. */
export function passengerStageNotice(stage: NoticeStage, b: TripBookingRow, facts: NoticeFacts): StageNotice {
  const language = emailLanguage(b);
  const c = chauffeurOf(b, language);
  const link = facts.link;
  const chauffeur = b.driverName
    ? { name: b.driverName, phone: b.driverPhone, vehicle: b.driverVehicle, plate: b.driverPlate }
    : 'pending';
  const tag = `booking-${b.number}-stage`;
  if (stage === 'on_the_way') {
    const t = TEXT[language].on_the_way;
    const intro = t.intro(c);
    return {
      email: customerBookingEmail(b, {
        kind: 'trip-on-the-way',
        subject: t.subject(b.number),
        heading: t.heading,
        intro: [intro, t.follow],
        sections: [rideSection(b, { chauffeur })],
        link,
      }),
      sms: fitSms([t.sms(c, true, link), t.sms(c, false, link), t.smsShort(c, link)]),
      push: { title: t.pushTitle, body: intro, url: link, tag },
    };
  }
  const t = TEXT[language].on_location;
  const where = waitingPlace(b, facts.arrivedAt, language);
  const intro = t.intro(c, where);
  const pickupOnly = pickupPlace(b, language);
  return {
    email: customerBookingEmail(b, {
      kind: 'trip-arrived',
      subject: t.subject(b.number),
      heading: t.heading,
      intro: [intro, t.follow],
      sections: [rideSection(b, { chauffeur })],
      link,
    }),
    sms: fitSms([t.sms(c, where, link), t.sms(c, pickupOnly, link), t.smsShort(c, link)]),
    push: { title: t.pushTitle, body: intro, url: link, tag },
  };
}
