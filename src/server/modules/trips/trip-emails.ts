import { BRAND } from '../../../shared/brand.ts';
import { doorText } from '../../../shared/domain/door-text.ts';
import { emailDateTime } from '../../integrations/email/layout.ts';
import type { EmailAttachment, EmailMessage } from '../../integrations/email/types.ts';
import {
  cancellationPolicySection,
  customerBookingEmail,
  emailLanguage,
  paymentSections,
  rideSection,
  type ChauffeurFacts,
} from '../bookings/booking-email-facts.ts';
import type { TripBookingRow } from './trips.repository.ts';

/** The customer's emails as a trip moves (driver assigned, started, completed, driver cancelled). */
export type TripEmailKind =
  'trip-assigned' | 'trip-started' | 'trip-completed' | 'trip-no-show' | 'trip-reassigning';

const TEXT = {
  en: {
    'trip-assigned': {
      subject: (n: string) => `Your chauffeur is assigned — ${n}`,
      heading: 'Your chauffeur is assigned',
      intro: 'Your chauffeur has been assigned to your ride. You will find their details below.',
    },
    'trip-started': {
      subject: (n: string) => `Your ride has started — ${n}`,
      heading: 'Your ride has started',
      intro: 'Your chauffeur has started your ride. Enjoy the trip.',
    },
    'trip-completed': {
      subject: (n: string) => `Trip completed — your receipt for ${n}`,
      heading: 'Thank you for riding with us',
      intro:
        'Your ride is complete. Your receipt (PDF) is attached. To thank your chauffeur, you can add a tip from your booking page (the button below): all of it goes to them.',
    },
    'trip-no-show': {
      subject: (n: string) => `You were not at the pickup — ${n}`,
      heading: 'You were not at the pickup',
      intro: `Your chauffeur was on location at the pickup point and waited the free waiting time, but you were not there. The ride is recorded as a no-show and, as our Terms say, it is charged in full and not refunded. If you think this is a mistake, call us at ${BRAND.phoneDisplay}.`,
    },
    'trip-reassigning': {
      subject: (n: string) => `We are assigning you another chauffeur — ${n}`,
      heading: 'We are assigning another chauffeur',
      intro:
        'Your chauffeur is no longer able to take your ride. Your booking stays confirmed and we are assigning another chauffeur; we will email you their details. You do not need to do anything.',
    },
  },
  es: {
    'trip-assigned': {
      subject: (n: string) => `Su chofer está asignado — ${n}`,
      heading: 'Su chofer está asignado',
      intro: 'Ya tiene chofer asignado para su viaje. Encontrará sus datos a continuación.',
    },
    'trip-started': {
      subject: (n: string) => `Su viaje ha comenzado — ${n}`,
      heading: 'Su viaje ha comenzado',
      intro: 'Su chofer ha iniciado el viaje. Disfrute del trayecto.',
    },
    'trip-completed': {
      subject: (n: string) => `Viaje completado — su recibo de ${n}`,
      heading: 'Gracias por viajar con nosotros',
      intro:
        'Su viaje ha terminado. Adjuntamos su recibo (PDF). Para agradecer a su chofer, puede agregar una propina desde la página de su reserva (el botón de abajo): toda es para él o ella.',
    },
    'trip-no-show': {
      subject: (n: string) => `No estaba en el punto de recogida — ${n}`,
      heading: 'No estaba en el punto de recogida',
      intro: `Su chofer estuvo en el punto de recogida y esperó el tiempo de espera gratuito, pero usted no estaba. El viaje queda registrado como no presentado y, según nuestros Términos, se cobra completo y no se reembolsa. Si cree que es un error, llámenos al ${BRAND.phoneDisplay}.`,
    },
    'trip-reassigning': {
      subject: (n: string) => `Le estamos asignando otro chofer — ${n}`,
      heading: 'Le estamos asignando otro chofer',
      intro:
        'Su chofer ya no puede realizar su viaje. Su reserva sigue confirmada y le estamos asignando otro chofer; le enviaremos sus datos por correo. No tiene que hacer nada.',
    },
  },
} as const;

/**
 * The customer's email about a trip, in the booking's language, on the branded layout: the ride with its
 * chauffeur (a new one "assigned before your pickup" while reassigning), the payment on the completed trip's
 * receipt, the cancellation policy while the ride can still be cancelled.
 */
export function customerTripEmail(
  kind: TripEmailKind,
  b: TripBookingRow,
  opts: { link: string; driver: ChauffeurFacts | null; attachments?: EmailAttachment[]; now?: Date },
): EmailMessage {
  const t = TEXT[emailLanguage(b)][kind];
  const chauffeur = kind === 'trip-reassigning' || !opts.driver ? 'pending' : opts.driver;
  const sections = [rideSection(b, { chauffeur })];
  if (kind === 'trip-completed' || kind === 'trip-no-show') sections.push(...paymentSections(b));
  if (kind === 'trip-assigned' || kind === 'trip-reassigning')
    sections.push(...cancellationPolicySection(b, opts.now ?? new Date()));
  return customerBookingEmail(b, {
    kind,
    subject: t.subject(b.number),
    heading: t.heading,
    intro: [t.intro],
    sections,
    link: opts.link,
    ...(opts.attachments ? { attachments: opts.attachments } : {}),
  });
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
    `Pickup: ${doorText(b.pickupAddress, b.pickupPinned)}`,
    `Destination: ${doorText(b.destinationAddress, b.destinationPinned)}`,
    `Date and time: ${emailDateTime(b.pickupAt, 'en')}`,
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

/** Dispatch's notice (English) that a passenger did not come: the ride ended as a no-show, charged in full. */
export function adminTripNoShowEmail(
  to: string,
  b: TripBookingRow,
  driver: { name: string; phone: string | null },
  arrivedAt: Date | null,
): EmailMessage {
  const text = [
    `Driver ${driver.name}${driver.phone ? ` (${driver.phone})` : ''} recorded a passenger no-show for booking ${b.number}.`,
    arrivedAt ? `On location since: ${emailDateTime(arrivedAt, 'en')}` : 'On location: not reported',
    '',
    `Pickup: ${doorText(b.pickupAddress, b.pickupPinned)}`,
    `Date and time: ${emailDateTime(b.pickupAt, 'en')}`,
    `Customer: ${b.customerName}${b.customerPhone ? `, ${b.customerPhone}` : ''} <${b.customerEmail}>`,
    ...(b.passengerName
      ? [`Passenger: ${b.passengerName}${b.passengerPhone ? `, ${b.passengerPhone}` : ''}`]
      : []),
    '',
    'The booking has ended as a no-show: it is charged in full and not refunded (Terms), and the driver is paid their share.',
    'The customer and the passenger have been told by email.',
  ].join('\n');
  return {
    to,
    subject: `Passenger no-show — ${b.number}`,
    text,
    kind: 'trip-no-show-dispatch',
    bookingId: b.id,
  };
}
