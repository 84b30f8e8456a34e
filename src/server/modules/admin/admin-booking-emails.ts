import type { FastifyBaseLogger } from 'fastify';
import type { BookingStatus } from '../../../shared/domain/booking-status.ts';
import type { Db } from '../../db/client.ts';
import { emailMoney } from '../../integrations/email/layout.ts';
import type { EmailMessage, EmailPort } from '../../integrations/email/types.ts';
import {
  cancellationPolicySection,
  customerBookingEmail,
  emailLanguage,
  paymentSections,
  rideSection,
} from '../bookings/booking-email-facts.ts';
import type { BookingLifecycle } from '../bookings/booking-lifecycle.ts';
import type { BookingRecord as BookingRow } from './admin-bookings.repository.ts';

/** The customer's emails an admin's action sends: the booking's current state, a cancellation, a refund. */
export type AdminBookingEmailKind = 'booking-update' | 'booking-cancelled' | 'booking-refund';

const TEXT = {
  en: {
    statuses: {
      pending: 'Awaiting payment',
      confirmed: 'Confirmed',
      assigned: 'Chauffeur assigned',
      in_progress: 'In progress',
      completed: 'Completed',
      cancelled: 'Cancelled',
      no_show: 'No-show (charged)',
    } satisfies Record<BookingStatus, string>,
    'booking-update': {
      subject: (n: string) => `An update on your booking — ${n}`,
      heading: 'An update on your booking',
      intro: () => 'Our dispatch team has updated your booking. Here is where it stands now.',
    },
    'booking-cancelled': {
      subject: (n: string) => `Your booking has been cancelled — ${n}`,
      heading: 'Your booking has been cancelled',
      intro: (paid: boolean) =>
        `Your booking has been cancelled by our dispatch team.${paid ? ' If a refund is due, we will confirm it in a separate email.' : ''}`,
    },
    'booking-refund': {
      subject: (n: string) => `Your refund — ${n}`,
      heading: 'Your refund',
      intro: (amount: string, method: string | null) =>
        `We have refunded ${amount} to ${method ? `your ${method}` : 'your card'}. Depending on your bank, it can take 5 to 10 business days to appear on your statement.`,
    },
  },
  es: {
    statuses: {
      pending: 'Pendiente de pago',
      confirmed: 'Confirmada',
      assigned: 'Chofer asignado',
      in_progress: 'En curso',
      completed: 'Completada',
      cancelled: 'Cancelada',
      no_show: 'No presentado (cobrado)',
    } satisfies Record<BookingStatus, string>,
    'booking-update': {
      subject: (n: string) => `Novedades de su reserva — ${n}`,
      heading: 'Novedades de su reserva',
      intro: () => 'Nuestro equipo de operaciones actualizó su reserva. Este es su estado actual.',
    },
    'booking-cancelled': {
      subject: (n: string) => `Su reserva está cancelada — ${n}`,
      heading: 'Su reserva está cancelada',
      intro: (paid: boolean) =>
        `Nuestro equipo de operaciones ha cancelado su reserva.${paid ? ' Si corresponde un reembolso, se lo confirmaremos en otro correo.' : ''}`,
    },
    'booking-refund': {
      subject: (n: string) => `Su reembolso — ${n}`,
      heading: 'Su reembolso',
      intro: (amount: string, method: string | null) =>
        `Hemos reembolsado ${amount} a ${method ? `su ${method}` : 'su tarjeta'}. Según su banco, puede tardar de 5 a 10 días hábiles en aparecer en su estado de cuenta.`,
    },
  },
} as const;

/**
 * A customer's email about their booking after an admin's action, in the booking's language, on the branded
 * layout: the booking's state (status and every fact of the ride, the chauffeur when assigned), the payment
 * with any refund, the cancellation policy while it can be cancelled, and a link to the booking.
 * `refundCents` is the refund the email announces (booking-refund).
 */
export function adminBookingEmail(
  kind: AdminBookingEmailKind,
  b: BookingRow,
  opts: { link: string; refundCents?: number; now?: Date },
): EmailMessage {
  const language = emailLanguage(b);
  const t = TEXT[language];
  const intro =
    kind === 'booking-update'
      ? t[kind].intro()
      : kind === 'booking-cancelled'
        ? t[kind].intro(b.paidAt !== null)
        : t[kind].intro(emailMoney(opts.refundCents ?? b.refundedCents, language), b.paymentMethod);
  return customerBookingEmail(b, {
    kind,
    subject: t[kind].subject(b.number),
    heading: t[kind].heading,
    intro: [intro],
    sections: [
      rideSection(b, { status: t.statuses[b.status] }),
      ...paymentSections(b),
      ...(kind === 'booking-update' ? cancellationPolicySection(b, opts.now ?? new Date()) : []),
    ],
    link: opts.link,
  });
}

/**
 * Writes one of these emails in `tx`, the transaction of the admin's change it reports (the transactional
 * outbox), with a fresh link to the booking; kick the email port after the commit. Text that cannot be composed
 * is logged and the change goes ahead without it; a failure to write it fails the transaction.
 */
export async function recordAdminBookingEmail(
  deps: { bookings: Pick<BookingLifecycle, 'customerLink'>; email: EmailPort; log: FastifyBaseLogger },
  tx: Db,
  kind: AdminBookingEmailKind,
  b: BookingRow,
  refundCents?: number,
): Promise<void> {
  const link = await deps.bookings.customerLink(b, tx);
  let message: EmailMessage;
  try {
    message = adminBookingEmail(kind, b, { link, ...(refundCents !== undefined ? { refundCents } : {}) });
  } catch (err) {
    deps.log.error({ err, bookingId: b.id, kind }, 'admin booking email could not be prepared');
    return;
  }
  await deps.email.record(message, tx);
}
