import { BRAND } from '../../../shared/brand.ts';
import { doorText } from '../../../shared/domain/door-text.ts';
import { emailDateTime } from '../../integrations/email/layout.ts';
import type { EmailMessage } from '../../integrations/email/types.ts';
import type { TripBookingRow } from './trips.repository.ts';

/**
 * The chauffeur's notices of every change to their jobs that they did not make themself (issue 35), in the
 * chauffeur's language (their account's locale): dispatch assigned them a ride, took it away (unassigned),
 * cancelled it, or returned it to the queue with their suspension. Written in the transaction of the change
 * (the transactional outbox). A customer's own change has its own notice (booking-change-emails.ts).
 */
export type DriverJobKind =
  'job-assigned' | 'job-unassigned' | 'job-cancelled' | 'job-returned' | 'job-released';

/** Why a changed ride no longer fits its chauffeur (decision 062): the `job-released` notice says which. */
export type NoFitReason =
  { code: 'overlap'; number: string } | { code: 'wrongClass' } | { code: 'documents' } | { code: 'rest' };

export interface DriverContact {
  email: string;
  locale: 'en' | 'es';
  firstName: string;
  /** The account's phone (the assignment's SMS), when any. */
  phone: string | null;
}

const TEXT = {
  en: {
    hello: (name: string) => `Hello${name ? ` ${name}` : ''},`,
    'job-assigned': {
      subject: (n: string) => `New trip assigned to you — ${n}`,
      body: (n: string) => `Dispatch assigned you booking ${n}. It is in Active Trips on your dashboard.`,
    },
    'job-unassigned': {
      subject: (n: string) => `Trip taken off your schedule — ${n}`,
      body: (n: string) =>
        `Dispatch took booking ${n} off your schedule. It is no longer yours; you do not need to go.`,
    },
    'job-cancelled': {
      subject: (n: string) => `Trip cancelled by dispatch — ${n}`,
      body: (n: string) =>
        `Dispatch cancelled booking ${n}. It is off your active trips; you do not need to go.`,
    },
    'job-returned': {
      subject: (n: string) => `Trip returned to dispatch — ${n}`,
      body: (n: string) =>
        `Your account is suspended, so booking ${n} went back to dispatch to be assigned to another chauffeur. You do not need to go.`,
    },
    'job-released': {
      subject: (n: string) => `Changed trip returned to dispatch — ${n}`,
      body: (n: string) =>
        `Booking ${n} was changed and no longer fits your schedule, so it went back to dispatch to be assigned to another chauffeur. You do not need to go.`,
    },
    noFit: {
      overlap: (n: string) => `At its new time it overlaps your ride ${n}.`,
      wrongClass: 'The vehicle booked now is of another class than your car.',
      documents: "A document of yours or your car's is not current on the new day.",
      rest: 'It would take you past the rest limits (10 hours with passengers in any 24, 60 in the week).',
    },
    reason: 'Note',
    when: 'Date and time',
    pickup: 'Pickup',
    destination: 'Destination',
    vehicle: 'Vehicle',
  },
  es: {
    hello: (name: string) => `Hola${name ? ` ${name}` : ''}:`,
    'job-assigned': {
      subject: (n: string) => `Nuevo viaje asignado — ${n}`,
      body: (n: string) => `Despacho le asignó la reserva ${n}. Está en Viajes activos de su panel.`,
    },
    'job-unassigned': {
      subject: (n: string) => `Viaje retirado de su agenda — ${n}`,
      body: (n: string) => `Despacho retiró la reserva ${n} de su agenda. Ya no es suya; no tiene que ir.`,
    },
    'job-cancelled': {
      subject: (n: string) => `Viaje cancelado por despacho — ${n}`,
      body: (n: string) =>
        `Despacho canceló la reserva ${n}. Ya no está en sus viajes activos; no tiene que ir.`,
    },
    'job-returned': {
      subject: (n: string) => `Viaje devuelto a despacho — ${n}`,
      body: (n: string) =>
        `Su cuenta está suspendida, así que la reserva ${n} volvió a despacho para asignarla a otro chofer. No tiene que ir.`,
    },
    'job-released': {
      subject: (n: string) => `Viaje cambiado devuelto a despacho — ${n}`,
      body: (n: string) =>
        `La reserva ${n} cambió y ya no encaja en su agenda, así que volvió a despacho para asignarla a otro chofer. No tiene que ir.`,
    },
    noFit: {
      overlap: (n: string) => `En su nueva hora se superpone con su viaje ${n}.`,
      wrongClass: 'El vehículo reservado ahora es de otra clase que su auto.',
      documents: 'Un documento suyo o de su auto no está vigente en el nuevo día.',
      rest: 'Lo llevaría más allá de los límites de descanso (10 horas con pasajeros en 24, 60 en la semana).',
    },
    reason: 'Nota',
    when: 'Fecha y hora',
    pickup: 'Recogida',
    destination: 'Destino',
    vehicle: 'Vehículo',
  },
} as const;

/** The notice of `kind` about booking `b` for the chauffeur `to`, in their language. */
export function driverJobEmail(
  kind: DriverJobKind,
  to: DriverContact,
  b: TripBookingRow,
  reason?: string | null,
  noFit?: NoFitReason,
): EmailMessage {
  const t = TEXT[to.locale];
  const note = noFit
    ? noFit.code === 'overlap'
      ? t.noFit.overlap(noFit.number)
      : t.noFit[noFit.code]
    : reason;
  const text = [
    t.hello(to.firstName),
    '',
    t[kind].body(b.number),
    ...(note ? [`${t.reason}: ${note}`] : []),
    '',
    `${t.when}: ${emailDateTime(b.pickupAt, to.locale)}`,
    `${t.pickup}: ${doorText(b.pickupAddress, b.pickupPinned)}`,
    `${t.destination}: ${doorText(b.destinationAddress, b.destinationPinned)}`,
    `${t.vehicle}: ${b.vehicleName}`,
    '',
    BRAND.legalName,
  ].join('\n');
  return {
    to: to.email,
    subject: t[kind].subject(b.number),
    text,
    kind: `driver-${kind}` as const,
    bookingId: b.id,
  };
}
