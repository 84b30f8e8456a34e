import type { EmailKind } from '../../../shared/email-kinds.ts';
import { placeText } from '../../../shared/domain/place-text.ts';
import type { Locale } from '../../../shared/contracts/locale.ts';
import { priceLineLabel } from '../../../shared/domain/price-line-labels.ts';
import {
  cancellationRefundPercent,
  FREE_CANCELLATION_HOURS,
  LATE_CANCELLATION_REFUND_PERCENT,
} from '../../../shared/domain/ride-size.ts';
import {
  emailDateTime,
  emailMoney,
  renderBrandedEmail,
  type EmailSection,
} from '../../integrations/email/layout.ts';
import type { EmailAttachment, EmailMessage } from '../../integrations/email/types.ts';
import { formatDuration, formatMiles } from './booking-views.ts';
import type { BookingRow } from './bookings.repository.ts';
import { doorText } from '../../../shared/domain/door-text.ts';

/**
 * The facts of a booking as the customer's emails show them (confirmation, receipt, cancellations, trip and
 * dispatch updates): one place builds the ride's rows, the payment and the cancellation policy, in the
 * booking's language, and wraps them in the branded layout.
 */

type Row = [string, string];

/** The chauffeur's details copied on the booking at assignment. */
export interface ChauffeurFacts {
  name: string;
  phone: string | null;
  vehicle: string | null;
  plate: string | null;
}

const pct = (n: number, language: Locale) => (language === 'es' ? `${n} %` : `${n}%`);

const WORDS = {
  en: {
    hello: (first: string) => `Hello ${first},`,
    ride: 'Your ride',
    number: 'Booking number',
    status: 'Status',
    date: 'Date and time',
    pickup: 'Pickup',
    destination: 'Destination',
    approximate: '(approximate point)',
    extraStop: 'Extra stop',
    returnTrip: 'Return trip',
    service: 'Service',
    vehicle: 'Vehicle',
    party: 'Party',
    passenger: 'Passenger',
    passengers: (n: number) => `${n} ${n === 1 ? 'passenger' : 'passengers'}`,
    bags: (n: number) => `${n} ${n === 1 ? 'bag' : 'bags'}`,
    hours: 'Hours',
    hoursValue: (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`,
    flight: 'Flight',
    requests: 'Special requests',
    distance: 'Estimated distance',
    duration: 'Estimated duration',
    chauffeur: 'Chauffeur',
    chauffeurPhone: 'Chauffeur’s phone',
    chauffeurVehicle: 'Chauffeur’s vehicle',
    plate: 'License plate',
    toBeAssigned: 'Assigned before your pickup',
    payment: 'Payment',
    subtotal: 'Subtotal',
    tax: (rate: string) => `Sales tax (${rate})`,
    totalPaid: 'Total paid',
    total: 'Total',
    refunded: 'Refunded',
    paidWith: (method: string) => `Paid with ${method}.`,
    companyCard: (method: string) => `Charged to your company’s card (${method}).`,
    totalOnAccount: 'Total billed to your company',
    onAccount: 'Billed to your company’s account: it goes on the monthly invoice; no card is charged.',
    freeUntilAccount: (deadline: string) =>
      `Free cancellation until ${deadline} (${FREE_CANCELLATION_HOURS} hours before pickup): nothing goes on your company’s invoice.`,
    lateAccount: `Cancelled less than ${FREE_CANCELLATION_HOURS} hours before pickup, before the trip starts: ${pct(100 - LATE_CANCELLATION_REFUND_PERCENT, 'en')} of the booking total goes on your company’s invoice as the fee.`,
    lateNowAccount: `Your pickup is less than ${FREE_CANCELLATION_HOURS} hours away: if you cancel now, before the trip starts, ${pct(100 - LATE_CANCELLATION_REFUND_PERCENT, 'en')} of the booking total goes on your company’s invoice as the fee.`,
    policy: 'Cancellation policy',
    freeUntil: (deadline: string) =>
      `Free cancellation until ${deadline} (${FREE_CANCELLATION_HOURS} hours before pickup), with a full refund to the card you paid with.`,
    late: `Cancelled less than ${FREE_CANCELLATION_HOURS} hours before pickup, before the trip starts: ${pct(LATE_CANCELLATION_REFUND_PERCENT, 'en')} of the booking total is refunded.`,
    lateNow: `Your pickup is less than ${FREE_CANCELLATION_HOURS} hours away: if you cancel now, before the trip starts, ${pct(LATE_CANCELLATION_REFUND_PERCENT, 'en')} of the booking total is refunded.`,
    started: 'Once your chauffeur has started the trip, the booking can no longer be cancelled.',
    howTo: 'You can cancel from your booking’s page (the button below).',
    view: 'View your booking',
  },
  es: {
    hello: (first: string) => `Hola ${first}:`,
    ride: 'Su viaje',
    number: 'Número de reserva',
    status: 'Estado',
    date: 'Fecha y hora',
    pickup: 'Recogida',
    destination: 'Destino',
    approximate: '(punto aproximado)',
    extraStop: 'Parada adicional',
    returnTrip: 'Viaje de regreso',
    service: 'Servicio',
    vehicle: 'Vehículo',
    party: 'Grupo',
    passenger: 'Pasajero',
    passengers: (n: number) => `${n} ${n === 1 ? 'pasajero' : 'pasajeros'}`,
    bags: (n: number) => `${n} ${n === 1 ? 'maleta' : 'maletas'}`,
    hours: 'Horas',
    hoursValue: (n: number) => `${n} ${n === 1 ? 'hora' : 'horas'}`,
    flight: 'Vuelo',
    requests: 'Solicitudes especiales',
    distance: 'Distancia estimada',
    duration: 'Duración estimada',
    chauffeur: 'Chofer',
    chauffeurPhone: 'Teléfono del chofer',
    chauffeurVehicle: 'Vehículo del chofer',
    plate: 'Placa',
    toBeAssigned: 'Se asigna antes de su recogida',
    payment: 'Pago',
    subtotal: 'Subtotal',
    tax: (rate: string) => `Impuesto sobre las ventas (${rate})`,
    totalPaid: 'Total pagado',
    total: 'Total',
    refunded: 'Reembolsado',
    paidWith: (method: string) => `Pagado con ${method}.`,
    companyCard: (method: string) => `Cobrado a la tarjeta de su empresa (${method}).`,
    totalOnAccount: 'Total facturado a su empresa',
    onAccount:
      'Facturado a la cuenta de su empresa: va en la factura mensual; no se cobra a ninguna tarjeta.',
    freeUntilAccount: (deadline: string) =>
      `Cancelación gratuita hasta el ${deadline} (${FREE_CANCELLATION_HOURS} horas antes de la recogida): nada va en la factura de su empresa.`,
    lateAccount: `Si cancela con menos de ${FREE_CANCELLATION_HOURS} horas de anticipación, antes de que empiece el viaje, el ${pct(100 - LATE_CANCELLATION_REFUND_PERCENT, 'es')} del total de la reserva va en la factura de su empresa como cargo.`,
    lateNowAccount: `Faltan menos de ${FREE_CANCELLATION_HOURS} horas para su recogida: si cancela ahora, antes de que empiece el viaje, el ${pct(100 - LATE_CANCELLATION_REFUND_PERCENT, 'es')} del total de la reserva va en la factura de su empresa como cargo.`,
    policy: 'Política de cancelación',
    freeUntil: (deadline: string) =>
      `Cancelación gratuita hasta el ${deadline} (${FREE_CANCELLATION_HOURS} horas antes de la recogida), con el reembolso completo en la tarjeta con la que pagó.`,
    late: `Si cancela con menos de ${FREE_CANCELLATION_HOURS} horas de anticipación, antes de que empiece el viaje, se reembolsa el ${pct(LATE_CANCELLATION_REFUND_PERCENT, 'es')} del total de la reserva.`,
    lateNow: `Faltan menos de ${FREE_CANCELLATION_HOURS} horas para su recogida: si cancela ahora, antes de que empiece el viaje, se reembolsa el ${pct(LATE_CANCELLATION_REFUND_PERCENT, 'es')} del total de la reserva.`,
    started: 'Una vez que su chofer ha iniciado el viaje, la reserva ya no puede cancelarse.',
    howTo: 'Puede cancelar desde la página de su reserva (el botón de abajo).',
    view: 'Ver su reserva',
  },
} as const;

/** The services' names in Spanish by type (the booking stores the catalog's English name). */
const SERVICES_ES: Record<string, string> = {
  'to-airport': 'Al aeropuerto',
  'from-airport': 'Desde el aeropuerto',
  'airport-transfer': 'Traslado al aeropuerto',
  'point-to-point': 'Punto a punto',
  hourly: 'Por horas / a disposición',
  'hourly-service': 'Por horas / a disposición',
  wedding: 'Bodas',
  prom: 'Graduación',
  tour: 'Tour',
  'sweet-16': 'Sweet 16',
};

/** The language of every email about the booking. */
export const emailLanguage = (b: Pick<BookingRow, 'language'>): Locale => (b.language === 'es' ? 'es' : 'en');

/** The booking's chauffeur, when one is assigned. */
export const bookingChauffeur = (b: BookingRow): ChauffeurFacts | null =>
  b.driverName
    ? { name: b.driverName, phone: b.driverPhone, vehicle: b.driverVehicle, plate: b.driverPlate }
    : null;

/** "2 passengers, 1 bag" in the email's language; null on bookings made before the party was asked. */
function partyText(language: Locale, b: Pick<BookingRow, 'passengers' | 'bags'>): string | null {
  if (b.passengers === null) return null;
  const w = WORDS[language];
  return [w.passengers(b.passengers), ...(b.bags !== null ? [w.bags(b.bags)] : [])].join(', ');
}

function chauffeurRows(language: Locale, chauffeur: ChauffeurFacts | 'pending' | 'none'): Row[] {
  const w = WORDS[language];
  if (chauffeur === 'none') return [];
  if (chauffeur === 'pending') return [[w.chauffeur, w.toBeAssigned]];
  const rows: Row[] = [[w.chauffeur, chauffeur.name]];
  if (chauffeur.phone) rows.push([w.chauffeurPhone, chauffeur.phone]);
  if (chauffeur.vehicle) rows.push([w.chauffeurVehicle, chauffeur.vehicle]);
  if (chauffeur.plate) rows.push([w.plate, chauffeur.plate]);
  return rows;
}

/**
 * The ride: number, (status), pickup time in New York, places (approximate points marked), extra stop, return,
 * service, vehicle, party, hours, flight, requests, estimates and the chauffeur. By default the chauffeur is
 * the assigned one, or "assigned before your pickup" while the booking waits for one; none once cancelled.
 */
export function rideSection(
  b: BookingRow,
  opts: { status?: string; chauffeur?: ChauffeurFacts | 'pending' | 'none' } = {},
): EmailSection {
  const language = emailLanguage(b);
  const w = WORDS[language];
  const place = (address: string, approximate: boolean, pinned: boolean) =>
    pinned
      ? doorText(placeText(address, language), true, language)
      : approximate
        ? `${placeText(address, language)} ${w.approximate}`
        : placeText(address, language);
  const service = (language === 'es' ? SERVICES_ES[b.serviceType] : undefined) ?? b.serviceName;
  const rows: Row[] = [[w.number, b.number]];
  if (opts.status) rows.push([w.status, opts.status]);
  rows.push(
    [w.date, emailDateTime(b.pickupAt, language)],
    [w.pickup, place(b.pickupAddress, b.pickupApproximate, b.pickupPinned)],
  );
  if (b.extraStopAddress) rows.push([w.extraStop, placeText(b.extraStopAddress, language)]);
  rows.push([w.destination, place(b.destinationAddress, b.destinationApproximate, b.destinationPinned)]);
  if (b.returnAt) rows.push([w.returnTrip, emailDateTime(b.returnAt, language)]);
  rows.push(
    [w.service, b.packageName ? `${service} — ${b.packageName}` : service],
    [w.vehicle, b.vehicleName],
  );
  const party = partyText(language, b);
  if (party) rows.push([w.party, party]);
  if (b.passengerName) {
    rows.push([w.passenger, [b.passengerName, b.passengerPhone].filter(Boolean).join(' · ')]);
  }
  if (b.hours !== null && b.serviceType.startsWith('hourly')) rows.push([w.hours, w.hoursValue(b.hours)]);
  if (b.flightNumber) rows.push([w.flight, b.flightNumber]);
  if (b.specialRequests) rows.push([w.requests, b.specialRequests]);
  if (b.distanceMeters !== null) rows.push([w.distance, formatMiles(b.distanceMeters)]);
  if (b.durationSeconds !== null) rows.push([w.duration, formatDuration(b.durationSeconds)]);
  const chauffeur =
    opts.chauffeur ??
    (b.status === 'cancelled'
      ? 'none'
      : (bookingChauffeur(b) ?? (b.status === 'pending' || b.status === 'confirmed' ? 'pending' : 'none')));
  rows.push(...chauffeurRows(language, chauffeur));
  return { title: w.ride, rows };
}

/**
 * The money: every price line in the reader's language, subtotal, sales tax with its rate, the total (paid or
 * due), what was refunded, and the card it was paid with.
 */
export function paymentSections(b: BookingRow): EmailSection[] {
  const language = emailLanguage(b);
  const w = WORDS[language];
  const money = (cents: number) => emailMoney(cents, language);
  const paid = b.paidAt !== null;
  const account = b.paymentMethod === 'account';
  const rows: Row[] = [
    ...b.priceLines.map((l): Row => [priceLineLabel(l, language), money(l.amountCents)]),
    [w.subtotal, money(b.subtotalCents)],
    [w.tax(pct(b.taxRatePpm / 10_000, language)), money(b.taxCents)],
    [account ? w.totalOnAccount : paid ? w.totalPaid : w.total, money(b.totalCents)],
  ];
  const sections: EmailSection[] = [{ title: w.payment, rows, totalLast: true }];
  // On account (decision 058) nothing is refunded to a card: a cancellation's kept fee is in its email.
  if (b.refundedCents > 0 && !account) sections.push({ rows: [[w.refunded, money(b.refundedCents)]] });
  // A card-terms company's ride (decision 060): paid with the company's card on file.
  const paidWith = (m: string) => (b.companyId ? w.companyCard(m) : w.paidWith(m));
  const note = account ? w.onAccount : paid && b.paymentMethod ? paidWith(b.paymentMethod) : undefined;
  const last = sections.at(-1);
  if (note && last) last.note = note;
  return sections;
}

/**
 * The Terms' cancellation policy (the shared rule of ride-size.ts) for a paid booking the customer can still
 * cancel: the free-cancellation deadline in New York time, or the late refund when it has passed. None
 * otherwise.
 */
export function cancellationPolicySection(b: BookingRow, now: Date): EmailSection[] {
  if (!b.paidAt || (b.status !== 'confirmed' && b.status !== 'assigned')) return [];
  const language = emailLanguage(b);
  const w = WORDS[language];
  // On account (decision 058) nothing goes back to a card: what is not given back is the fee on the invoice.
  const account = b.paymentMethod === 'account';
  const deadline = emailDateTime(
    new Date(b.pickupAt.getTime() - FREE_CANCELLATION_HOURS * 3_600_000),
    language,
  );
  const paragraphs =
    cancellationRefundPercent(b.pickupAt, now) === 100
      ? [
          account ? w.freeUntilAccount(deadline) : w.freeUntil(deadline),
          `${account ? w.lateAccount : w.late} ${w.started}`,
        ]
      : [account ? w.lateNowAccount : w.lateNow, w.started];
  return [{ title: w.policy, paragraphs: [...paragraphs, w.howTo] }];
}

/**
 * A customer's email about their booking on the branded layout, in the booking's language: greeting by first
 * name, the intro, the sections, and the button to the booking (`link`, absolute).
 */
export function customerBookingEmail(
  b: BookingRow,
  p: {
    kind: EmailKind;
    subject: string;
    heading: string;
    intro: readonly string[];
    sections: readonly EmailSection[];
    link: string;
    closing?: readonly string[];
    attachments?: EmailAttachment[];
  },
): EmailMessage {
  const language = emailLanguage(b);
  const w = WORDS[language];
  const render = (name: string) =>
    renderBrandedEmail({
      language,
      preheader: `${b.number} · ${emailDateTime(b.pickupAt, language)}`,
      heading: p.heading,
      greeting: w.hello(name.split(' ')[0] || name),
      intro: p.intro,
      sections: p.sections,
      action: { label: w.view, url: p.link },
      ...(p.closing ? { closing: p.closing } : {}),
    });
  const { html, text } = render(b.customerName);
  // The passenger of a booking made for someone else gets the same news (decision 27), greeted by name; the
  // receipt PDF stays the customer's (the calendar file goes to both).
  const passenger =
    b.passengerName && b.passengerEmail && b.passengerEmail !== b.customerEmail.toLowerCase()
      ? { name: b.passengerName, email: b.passengerEmail }
      : null;
  const copies: EmailMessage[] = [];
  if (passenger) {
    const copy = render(passenger.name);
    const calendar = (p.attachments ?? []).filter((a) => a.contentType.startsWith('text/calendar'));
    copies.push({
      to: passenger.email,
      subject: p.subject,
      text: copy.text,
      html: copy.html,
      kind: p.kind,
      bookingId: b.id,
      ...(calendar.length ? { attachments: calendar } : {}),
    });
  }
  return {
    to: b.customerEmail,
    subject: p.subject,
    text,
    html,
    kind: p.kind,
    bookingId: b.id,
    ...(p.attachments ? { attachments: p.attachments } : {}),
    ...(copies.length ? { copies } : {}),
  };
}
