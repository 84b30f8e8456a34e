import { BRAND } from '../../../shared/brand.ts';
import type { BookingChangeFields } from '../../db/schema/bookings.ts';
import { emailDateTime, emailMoney } from '../../integrations/email/layout.ts';
import type { EmailMessage } from '../../integrations/email/types.ts';
import { customerBookingEmail, emailLanguage, paymentSections, rideSection } from './booking-email-facts.ts';
import type { BookingRow } from './bookings.repository.ts';

type Lang = 'en' | 'es';

/** What a change did, for its emails: the fields before and after, the totals and the money moved. */
export interface ChangeFacts {
  before: BookingChangeFields;
  after: BookingChangeFields;
  oldTotalCents: number;
  newTotalCents: number;
  /** Cents charged (the difference paid) and refunded (the difference given back) by this change. */
  chargedCents: number;
  refundedCents: number;
}

const WORDS = {
  en: {
    subject: (n: string) => `Your booking is changed — ${n}`,
    heading: 'Your booking is changed',
    intro: 'Your booking is changed, as you asked. The new details are below.',
    charged: (amount: string, method: string | null) =>
      `We charged the difference of ${amount} to ${method ? `your ${method}` : 'your card'}.`,
    refunded: (amount: string, method: string | null) =>
      `We are refunding the difference of ${amount} to ${method ? `your ${method}` : 'your card'}. Depending on your bank, it can take 5 to 10 business days to appear on your statement.`,
    same: 'The price is the same: nothing was charged or refunded.',
    changes: 'What changed',
    time: 'Pickup',
    returnTime: 'Return',
    vehicle: 'Vehicle',
    party: 'Party',
    extras: 'Extras',
    total: 'Total',
    partyText: (p: number | null, b: number | null) => `${p ?? 1} passenger(s), ${b ?? 0} bag(s)`,
    meet: 'Meet & greet',
    seat: 'Child seat',
    none: 'None',
    arrow: (from: string, to: string) => `${from} → ${to}`,
    pickupPlace: 'Pickup address',
    destinationPlace: 'Destination',
    stop: 'Extra stop',
    passenger: 'Passenger',
    flight: 'Flight',
    requests: 'Special requests',
  },
  es: {
    subject: (n: string) => `Su reserva ha cambiado — ${n}`,
    heading: 'Su reserva ha cambiado',
    intro: 'Su reserva ha cambiado, como nos pidió. Encontrará los nuevos detalles a continuación.',
    charged: (amount: string, method: string | null) =>
      `Cobramos la diferencia de ${amount} a ${method ? `su ${method}` : 'su tarjeta'}.`,
    refunded: (amount: string, method: string | null) =>
      `Le estamos reembolsando la diferencia de ${amount} a ${method ? `su ${method}` : 'su tarjeta'}. Según su banco, puede tardar de 5 a 10 días hábiles en aparecer en su estado de cuenta.`,
    same: 'El precio es el mismo: no se cobró ni reembolsó nada.',
    changes: 'Qué cambió',
    time: 'Recogida',
    returnTime: 'Regreso',
    vehicle: 'Vehículo',
    party: 'Grupo',
    extras: 'Extras',
    total: 'Total',
    partyText: (p: number | null, b: number | null) => `${p ?? 1} pasajero(s), ${b ?? 0} maleta(s)`,
    meet: 'Recepción personalizada',
    seat: 'Silla infantil',
    none: 'Ninguno',
    arrow: (from: string, to: string) => `${from} → ${to}`,
    pickupPlace: 'Dirección de recogida',
    destinationPlace: 'Destino',
    stop: 'Parada adicional',
    passenger: 'Pasajero',
    flight: 'Vuelo',
    requests: 'Solicitudes especiales',
  },
} as const;

/** The rows "before → after" of what a change changed (and the totals), in `language`. */
export function changeRows(facts: ChangeFacts, language: Lang): [string, string][] {
  const w = WORDS[language];
  const { before: a, after: b } = facts;
  const when = (iso: string) => emailDateTime(new Date(iso), language);
  const extras = (f: BookingChangeFields) =>
    [f.meetAndGreet ? w.meet : null, f.childSeat ? w.seat : null].filter(Boolean).join(', ') || w.none;
  const rows: [string, string][] = [];
  const add = (label: string, from: string, to: string) => {
    if (from !== to) rows.push([label, w.arrow(from, to)]);
  };
  add(w.time, when(a.pickupAt), when(b.pickupAt));
  if (a.returnAt && b.returnAt) add(w.returnTime, when(a.returnAt), when(b.returnAt));
  add(w.vehicle, a.vehicleName, b.vehicleName);
  add(w.party, w.partyText(a.passengers, a.bags), w.partyText(b.passengers, b.bags));
  add(w.extras, extras(a), extras(b));
  // Dispatch's changes (decision 045): the places, and the details a details change records.
  const text = (v: string | null | undefined) => v?.trim() || w.none;
  if (a.pickupAddress !== undefined && b.pickupAddress !== undefined)
    add(w.pickupPlace, a.pickupAddress, b.pickupAddress);
  if (a.destinationAddress !== undefined && b.destinationAddress !== undefined)
    add(w.destinationPlace, a.destinationAddress, b.destinationAddress);
  if (a.extraStopAddress !== undefined && b.extraStopAddress !== undefined)
    add(w.stop, text(a.extraStopAddress), text(b.extraStopAddress));
  const passenger = (f: BookingChangeFields) =>
    [f.passengerName, f.passengerPhone, f.passengerEmail].filter(Boolean).join(', ') || w.none;
  if (b.passengerName !== undefined) add(w.passenger, passenger(a), passenger(b));
  if (b.flightNumber !== undefined) add(w.flight, text(a.flightNumber), text(b.flightNumber));
  if (b.specialRequests !== undefined) add(w.requests, text(a.specialRequests), text(b.specialRequests));
  rows.push([
    w.total,
    w.arrow(emailMoney(facts.oldTotalCents, language), emailMoney(facts.newTotalCents, language)),
  ]);
  return rows;
}

/** The customer's "booking changed" email, in the booking's language: old and new, and the money moved. */
export function customerChangeEmail(b: BookingRow, facts: ChangeFacts, link: string): EmailMessage {
  const language = emailLanguage(b);
  const w = WORDS[language];
  const money = (c: number) => emailMoney(c, language);
  const moneyText =
    facts.chargedCents > 0
      ? w.charged(money(facts.chargedCents), b.paymentMethod)
      : facts.refundedCents > 0
        ? w.refunded(money(facts.refundedCents), b.paymentMethod)
        : w.same;
  return customerBookingEmail(b, {
    kind: 'booking-changed',
    subject: w.subject(b.number),
    heading: w.heading,
    intro: [w.intro, moneyText],
    sections: [
      { title: w.changes, rows: changeRows(facts, language) },
      rideSection(b),
      ...paymentSections(b),
    ],
    link,
  });
}

const TRIP = {
  en: {
    subject: (n: string, byDispatch = false) =>
      `Trip changed by ${byDispatch ? 'dispatch' : 'the customer'} — ${n}`,
    hello: (name: string | null) => `Hello${name ? ` ${name.split(' ')[0]}` : ''},`,
    body: (n: string, byDispatch = false) =>
      `${byDispatch ? 'Dispatch' : 'The customer'} changed booking ${n}. The trip's new details:`,
    pickup: 'Pickup',
    destination: 'Destination',
  },
  es: {
    subject: (n: string, byDispatch = false) =>
      `Viaje modificado por ${byDispatch ? 'la central' : 'el cliente'} — ${n}`,
    hello: (name: string | null) => `Hola${name ? ` ${name.split(' ')[0]}` : ''}:`,
    body: (n: string, byDispatch = false) =>
      `${byDispatch ? 'La central' : 'El cliente'} modificó la reserva ${n}. Los nuevos detalles del viaje:`,
    pickup: 'Recogida',
    destination: 'Destino',
  },
} as const;

/** The assigned chauffeur's notice of the change, in the chauffeur's language. */
export function driverChangeEmail(
  to: string,
  language: Lang,
  b: BookingRow,
  facts: ChangeFacts,
  driverName: string | null,
  byDispatch = false,
): EmailMessage {
  const t = TRIP[language];
  const text = [
    t.hello(driverName),
    '',
    t.body(b.number, byDispatch),
    ...changeRows(facts, language).map(([k, v]) => `${k}: ${v}`),
    `${t.pickup}: ${b.pickupAddress}`,
    `${t.destination}: ${b.destinationAddress}`,
    '',
    BRAND.legalName,
  ].join('\n');
  return { to, subject: t.subject(b.number, byDispatch), text, kind: 'trip-changed', bookingId: b.id };
}

/** Dispatch's notice of a customer's change (English, the back office's working language). */
export function dispatchChangeEmail(
  to: string,
  b: BookingRow,
  facts: ChangeFacts,
  byDispatch = false,
  /** Decision 062: the change no longer fitted the chauffeur, and the ride is back in the queue. */
  released = false,
): EmailMessage {
  const who = byDispatch ? 'Dispatch' : 'The customer';
  const money = (c: number) => emailMoney(c, 'en');
  const moved =
    facts.chargedCents > 0
      ? `Difference charged: ${money(facts.chargedCents)}.`
      : facts.refundedCents > 0
        ? `Difference refunded: ${money(facts.refundedCents)}.`
        : 'Same price: nothing charged or refunded.';
  const text = [
    `${who} changed booking ${b.number}${b.driverName ? ` (chauffeur: ${b.driverName})` : ' (no chauffeur assigned yet)'}.`,
    ...(released
      ? [
          'The changed ride no longer fits its chauffeur (their other rides, car class, documents or rest limits): it is back in the unassigned queue. Assign another chauffeur.',
        ]
      : []),
    '',
    ...changeRows(facts, 'en').map(([k, v]) => `${k}: ${v}`),
    moved,
    '',
    `Pickup: ${b.pickupAddress}`,
    `Destination: ${b.destinationAddress}`,
  ].join('\n');
  return {
    to,
    subject: `${released ? 'Needs a chauffeur: booking' : 'Booking'} changed by ${byDispatch ? 'dispatch' : 'the customer'} — ${b.number}`,
    text,
    kind: 'booking-changed-dispatch',
    bookingId: b.id,
  };
}
