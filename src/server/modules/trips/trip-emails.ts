import { BRAND } from '../../../shared/brand.ts';
import type { EmailAttachment, EmailMessage } from '../../integrations/email/types.ts';
import type { TripBookingRow } from './trips.repository.ts';

/** The customer's emails as a trip moves (driver assigned, started, completed, driver cancelled). */
export type TripEmailKind = 'trip-assigned' | 'trip-started' | 'trip-completed' | 'trip-reassigning';
type Language = 'en' | 'es';

export interface AssignedDriverFacts {
  name: string;
  phone: string | null;
  vehicle: string | null;
  plate: string | null;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const when = (d: Date, language: Language) =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    timeZone: 'America/New_York',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(d);

const usd = (cents: number, language: Language) =>
  new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD' }).format(
    cents / 100,
  );

const TEXT = {
  en: {
    hello: (first: string) => `Hello ${first},`,
    number: 'Booking number',
    pickup: 'Pickup',
    destination: 'Destination',
    date: 'Date and time',
    chauffeur: 'Chauffeur',
    phone: 'Phone',
    vehicle: 'Vehicle',
    plate: 'License plate',
    total: 'Total paid',
    view: 'View your booking',
    help: `Questions: ${BRAND.phoneDisplay} (24/7) or ${BRAND.email}.`,
    'trip-assigned': {
      subject: (n: string) => `Your chauffeur is assigned — ${n}`,
      intro: 'Your chauffeur has been assigned. You will find their details below.',
    },
    'trip-started': {
      subject: (n: string) => `Your ride has started — ${n}`,
      intro: 'Your chauffeur has started your ride. Enjoy the trip.',
    },
    'trip-completed': {
      subject: (n: string) => `Trip completed — your receipt for ${n}`,
      intro: 'Your ride is complete. Thank you for riding with us. Your receipt is attached.',
    },
    'trip-reassigning': {
      subject: (n: string) => `We are assigning you another chauffeur — ${n}`,
      intro:
        'Your chauffeur is no longer able to take your ride. Your booking stays confirmed and we are assigning another chauffeur; we will email you their details. You do not need to do anything.',
    },
  },
  es: {
    hello: (first: string) => `Hola ${first}:`,
    number: 'Número de reserva',
    pickup: 'Recogida',
    destination: 'Destino',
    date: 'Fecha y hora',
    chauffeur: 'Chófer',
    phone: 'Teléfono',
    vehicle: 'Vehículo',
    plate: 'Matrícula',
    total: 'Total pagado',
    view: 'Ver su reserva',
    help: `Preguntas: ${BRAND.phoneDisplay} (24/7) o ${BRAND.email}.`,
    'trip-assigned': {
      subject: (n: string) => `Su chófer ha sido asignado — ${n}`,
      intro: 'Ya tiene chófer asignado. Encontrará sus datos a continuación.',
    },
    'trip-started': {
      subject: (n: string) => `Su viaje ha comenzado — ${n}`,
      intro: 'Su chófer ha iniciado el viaje. Disfrute del trayecto.',
    },
    'trip-completed': {
      subject: (n: string) => `Viaje completado — su recibo de ${n}`,
      intro: 'Su viaje ha terminado. Gracias por viajar con nosotros. Adjuntamos su recibo.',
    },
    'trip-reassigning': {
      subject: (n: string) => `Le estamos asignando otro chófer — ${n}`,
      intro:
        'Su chófer ya no puede realizar su viaje. Su reserva sigue confirmada y le estamos asignando otro chófer; le enviaremos sus datos por correo. No tiene que hacer nada.',
    },
  },
} as const;

/** The customer's email about a trip, in the booking's language. */
export function customerTripEmail(
  kind: TripEmailKind,
  b: TripBookingRow,
  opts: { link: string; driver: AssignedDriverFacts | null; attachments?: EmailAttachment[] },
): EmailMessage {
  const language: Language = b.language === 'es' ? 'es' : 'en';
  const t = TEXT[language];
  const first = b.customerName.split(' ')[0] || b.customerName;
  const rows: [string, string][] = [
    [t.number, b.number],
    [t.pickup, b.pickupAddress],
    [t.destination, b.destinationAddress],
    [t.date, when(b.pickupAt, language)],
  ];
  const d = opts.driver;
  if (d && kind !== 'trip-reassigning') {
    rows.push([t.chauffeur, d.name]);
    if (d.phone) rows.push([t.phone, d.phone]);
    if (d.vehicle) rows.push([t.vehicle, d.vehicle]);
    if (d.plate) rows.push([t.plate, d.plate]);
  }
  if (kind === 'trip-completed') rows.push([t.total, usd(b.totalCents, language)]);
  const intro = t[kind].intro;
  const { text, html } = bookingEmailBody({
    language,
    hello: t.hello(first),
    intro,
    rows,
    booking: { passengers: b.passengers, bags: b.bags, refundedCents: b.refundedCents },
    viewLabel: t.view,
    link: opts.link,
    help: t.help,
  });
  return {
    to: b.customerEmail,
    subject: t[kind].subject(b.number),
    text,
    html,
    kind,
    bookingId: b.id,
    ...(opts.attachments ? { attachments: opts.attachments } : {}),
  };
}

/** Dispatch's notice (English) that a driver cancelled their trip and the booking is open again. */
export function adminTripCancelledEmail(
  to: string,
  b: TripBookingRow,
  driver: { name: string; phone: string | null },
  reason: string,
): EmailMessage {
  const text = [
    `Driver ${driver.name}${driver.phone ? ` (${driver.phone})` : ''} cancelled their trip for booking ${b.number}.`,
    `Reason: ${reason}`,
    '',
    `Pickup: ${b.pickupAddress}`,
    `Destination: ${b.destinationAddress}`,
    `Date and time: ${when(b.pickupAt, 'en')}`,
    `Vehicle: ${b.vehicleName}`,
    `Customer: ${b.customerName}${b.customerPhone ? `, ${b.customerPhone}` : ''} <${b.customerEmail}>`,
    '',
    'The booking is confirmed and unassigned again: it shows as a nearby request to drivers, or assign one from the admin panel.',
    'The customer has been told that another chauffeur is being assigned.',
  ].join('\n');
  return {
    to,
    subject: `Driver cancelled — ${b.number} needs a chauffeur`,
    text,
    kind: 'trip-driver-cancelled',
    bookingId: b.id,
  };
}

const PARTY = {
  en: {
    label: 'Party',
    passengers: (n: number) => `${n} ${n === 1 ? 'passenger' : 'passengers'}`,
    bags: (n: number) => `${n} ${n === 1 ? 'bag' : 'bags'}`,
    refunded: 'Refunded',
  },
  es: {
    label: 'Grupo',
    passengers: (n: number) => `${n} ${n === 1 ? 'pasajero' : 'pasajeros'}`,
    bags: (n: number) => `${n} ${n === 1 ? 'maleta' : 'maletas'}`,
    refunded: 'Reembolsado',
  },
} as const;

/** "2 passengers, 1 bag" in the email's language; null on bookings made before the party was asked. */
export function partyText(
  language: Language,
  party: { passengers: number | null; bags: number | null },
): string | null {
  if (party.passengers === null) return null;
  const t = PARTY[language];
  return [t.passengers(party.passengers), ...(party.bags !== null ? [t.bags(party.bags)] : [])].join(', ');
}

function bookingExtraRows(
  language: Language,
  b: { passengers: number | null; bags: number | null; refundedCents?: number } | undefined,
): [string, string][] {
  if (!b) return [];
  const rows: [string, string][] = [];
  const party = partyText(language, b);
  if (party) rows.push([PARTY[language].label, party]);
  if (b.refundedCents) rows.push([PARTY[language].refunded, usd(b.refundedCents, language)]);
  return rows;
}

/**
 * The plain-text and HTML bodies shared by the customer's emails about a booking (trip updates here, the
 * dispatcher's updates in the admin module): greeting, one paragraph, the booking's rows, a link, sign-off.
 */
export function bookingEmailBody(p: {
  language: string;
  hello: string;
  intro: string;
  rows: [string, string][];
  /** The booking's party (decision 18) and refund: rows after the others (none when unknown / nothing). */
  booking?: { passengers: number | null; bags: number | null; refundedCents?: number };
  viewLabel: string;
  link: string;
  help: string;
}): { text: string; html: string } {
  const rows = [...p.rows, ...bookingExtraRows(p.language === 'es' ? 'es' : 'en', p.booking)];
  const text = [
    p.hello,
    '',
    p.intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `${p.viewLabel}: ${p.link}`,
    '',
    p.help,
    BRAND.legalName,
  ].join('\n');
  const html = `<!doctype html><html lang="${p.language}"><body style="font-family:Helvetica,Arial,sans-serif;color:#0c0c0d;max-width:600px;margin:0 auto">
<h1 style="font-size:22px;color:#7a5e26">${escapeHtml(BRAND.name)}</h1>
<p>${escapeHtml(p.hello)}</p>
<p>${escapeHtml(p.intro)}</p>
<table style="border-collapse:collapse;font-size:14px">${rows
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#5f5a52">${escapeHtml(k)}</td><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>
<p><a href="${escapeHtml(p.link)}" style="color:#7a5e26">${escapeHtml(p.viewLabel)}</a></p>
<p style="font-size:13px;color:#5f5a52">${escapeHtml(p.help)}<br>${escapeHtml(BRAND.legalName)}</p>
</body></html>`;
  return { text, html };
}
