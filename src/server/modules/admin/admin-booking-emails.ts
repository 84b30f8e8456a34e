import type { FastifyBaseLogger } from 'fastify';
import { BRAND } from '../../../shared/brand.ts';
import type { BookingStatus } from '../../../shared/domain/booking-status.ts';
import type { EmailMessage, EmailPort } from '../../integrations/email/types.ts';
import type { BookingLifecycle } from '../bookings/booking-lifecycle.ts';
import type { BookingRecord as BookingRow } from './admin-bookings.repository.ts';
import { bookingEmailBody } from '../trips/trip-emails.ts';

/** The customer's emails an admin's action sends: the booking's current state, a cancellation, a refund. */
export type AdminBookingEmailKind = 'booking-update' | 'booking-cancelled' | 'booking-refund';
type Language = 'en' | 'es';

const locale = (language: Language) => (language === 'es' ? 'es-US' : 'en-US');

const when = (d: Date, language: Language) =>
  new Intl.DateTimeFormat(locale(language), {
    timeZone: 'America/New_York',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(d);

const usd = (cents: number, language: Language) =>
  new Intl.NumberFormat(locale(language), { style: 'currency', currency: 'USD' }).format(cents / 100);

const TEXT = {
  en: {
    hello: (first: string) => `Hello ${first},`,
    status: 'Status',
    statuses: {
      pending: 'Awaiting payment',
      confirmed: 'Confirmed',
      assigned: 'Chauffeur assigned',
      in_progress: 'In progress',
      completed: 'Completed',
      cancelled: 'Cancelled',
    } satisfies Record<BookingStatus, string>,
    number: 'Booking number',
    date: 'Date and time',
    pickup: 'Pickup',
    destination: 'Destination',
    vehicle: 'Vehicle',
    chauffeur: 'Chauffeur',
    chauffeurVehicle: 'Chauffeur’s vehicle',
    plate: 'License plate',
    total: 'Total paid',
    totalDue: 'Total',
    refunded: 'Refunded',
    view: 'View your booking',
    help: `Questions: ${BRAND.phoneDisplay} (24/7) or ${BRAND.email}.`,
    'booking-update': {
      subject: (n: string) => `An update on your booking — ${n}`,
      intro: () => 'Here is where your booking stands now.',
    },
    'booking-cancelled': {
      subject: (n: string) => `Your booking has been cancelled — ${n}`,
      intro: (paid: boolean) =>
        `Your booking has been cancelled by our dispatch team.${paid ? ' If a refund is due, we will confirm it in a separate email.' : ''}`,
    },
    'booking-refund': {
      subject: (n: string) => `Your refund — ${n}`,
      intro: (amount: string, method: string | null) =>
        `We have refunded ${amount} to ${method ? `your ${method}` : 'your card'}. Depending on your bank, it can take 5 to 10 business days to appear on your statement.`,
    },
  },
  es: {
    hello: (first: string) => `Hola ${first}:`,
    status: 'Estado',
    statuses: {
      pending: 'Pendiente de pago',
      confirmed: 'Confirmada',
      assigned: 'Chófer asignado',
      in_progress: 'En curso',
      completed: 'Completada',
      cancelled: 'Cancelada',
    } satisfies Record<BookingStatus, string>,
    number: 'Número de reserva',
    date: 'Fecha y hora',
    pickup: 'Recogida',
    destination: 'Destino',
    vehicle: 'Vehículo',
    chauffeur: 'Chófer',
    chauffeurVehicle: 'Vehículo del chófer',
    plate: 'Matrícula',
    total: 'Total pagado',
    totalDue: 'Total',
    refunded: 'Reembolsado',
    view: 'Ver su reserva',
    help: `Preguntas: ${BRAND.phoneDisplay} (24/7) o ${BRAND.email}.`,
    'booking-update': {
      subject: (n: string) => `Novedades de su reserva — ${n}`,
      intro: () => 'Este es el estado actual de su reserva.',
    },
    'booking-cancelled': {
      subject: (n: string) => `Su reserva ha sido cancelada — ${n}`,
      intro: (paid: boolean) =>
        `Nuestro equipo de operaciones ha cancelado su reserva.${paid ? ' Si corresponde un reembolso, se lo confirmaremos en otro correo.' : ''}`,
    },
    'booking-refund': {
      subject: (n: string) => `Su reembolso — ${n}`,
      intro: (amount: string, method: string | null) =>
        `Hemos reembolsado ${amount} a ${method ? `su ${method}` : 'su tarjeta'}. Según su banco, puede tardar de 5 a 10 días hábiles en aparecer en su extracto.`,
    },
  },
} as const;

/**
 * A customer's email about their booking after an admin's action, in the booking's language: the booking's
 * state (status, pickup time in New York, addresses, vehicle, the chauffeur when assigned, money) and a link
 * to the booking. `refundCents` is the refund the email announces (booking-refund).
 */
export function adminBookingEmail(
  kind: AdminBookingEmailKind,
  b: BookingRow,
  opts: { link: string; refundCents?: number },
): EmailMessage {
  const language: Language = b.language === 'es' ? 'es' : 'en';
  const t = TEXT[language];
  const first = b.customerName.split(' ')[0] || b.customerName;
  const rows: [string, string][] = [
    [t.number, b.number],
    [t.status, t.statuses[b.status]],
    [t.date, when(b.pickupAt, language)],
    [t.pickup, b.pickupAddress],
    [t.destination, b.destinationAddress],
    [t.vehicle, b.vehicleName],
  ];
  const live = b.status === 'assigned' || b.status === 'in_progress' || b.status === 'completed';
  if (live && b.driverName) {
    rows.push([t.chauffeur, b.driverName]);
    if (b.driverVehicle) rows.push([t.chauffeurVehicle, b.driverVehicle]);
    if (b.driverPlate) rows.push([t.plate, b.driverPlate]);
  }
  rows.push([b.paidAt ? t.total : t.totalDue, usd(b.totalCents, language)]);
  if (b.refundedCents > 0) rows.push([t.refunded, usd(b.refundedCents, language)]);

  const intro =
    kind === 'booking-update'
      ? t[kind].intro()
      : kind === 'booking-cancelled'
        ? t[kind].intro(b.paidAt !== null)
        : t[kind].intro(usd(opts.refundCents ?? b.refundedCents, language), b.paymentMethod);
  const { text, html } = bookingEmailBody({
    language,
    hello: t.hello(first),
    intro,
    rows,
    // The party; the refund is one of the rows above.
    booking: { passengers: b.passengers, bags: b.bags },
    viewLabel: t.view,
    link: opts.link,
    help: t.help,
  });
  return { to: b.customerEmail, subject: t[kind].subject(b.number), text, html, kind, bookingId: b.id };
}

/**
 * Sends one of these emails after the admin's change was made, with a fresh link to the booking: a failure is
 * logged and never undoes the change.
 */
export async function sendAdminBookingEmail(
  deps: { bookings: Pick<BookingLifecycle, 'customerLink'>; email: EmailPort; log: FastifyBaseLogger },
  kind: AdminBookingEmailKind,
  b: BookingRow,
  refundCents?: number,
): Promise<void> {
  try {
    const link = await deps.bookings.customerLink(b);
    await deps.email.send(
      adminBookingEmail(kind, b, { link, ...(refundCents !== undefined ? { refundCents } : {}) }),
    );
  } catch (err) {
    deps.log.error({ err, bookingId: b.id, kind }, 'admin booking email could not be sent');
  }
}
