import { BRAND } from '../../../shared/brand.ts';
import { bookingCalendar } from '../../../shared/domain/calendar.ts';
import { emailDateTime, emailMoney } from '../../integrations/email/layout.ts';
import type { EmailMessage } from '../../integrations/email/types.ts';
import {
  cancellationPolicySection,
  customerBookingEmail,
  emailLanguage,
  paymentSections,
  rideSection,
} from './booking-email-facts.ts';
import type { ReceiptCancellation } from './booking-cancellation-view.ts';
import { toReceipt } from './booking-views.ts';
import type { BookingRow } from './bookings.repository.ts';
import { CANCELLATION_REFUND_REASON, type ReceiptRefund } from './booking-receipt-refunds.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { doorText } from '../../../shared/domain/door-text.ts';

const usd = (cents: number) => emailMoney(cents, 'en');
/** The link that opens the booking's confirmation page; with a token for people without the session. */
export function confirmationLink(publicUrl: string, b: BookingRow, token: string | null): string {
  const params = new URLSearchParams({ number: b.number });
  if (token) params.set('token', token);
  return `${publicUrl}/booking-confirmation?${params.toString()}`;
}

const RECEIPT = {
  en: {
    'booking-confirmation': {
      subject: (n: string) => `Booking confirmed — ${n}`,
      heading: 'Your ride is confirmed',
      intro: [
        'Thank you for booking with us. Your ride is confirmed and paid; every detail is below.',
        'Your receipt (PDF) and a calendar file for your ride are attached.',
      ],
    },
    'booking-receipt': {
      subject: (n: string) => `Your receipt — ${n}`,
      heading: 'Your receipt',
      intro: [
        'Here is the receipt you asked for, with every detail of your booking.',
        'The receipt (PDF) and a calendar file for your ride are attached.',
      ],
    },
  },
  es: {
    'booking-confirmation': {
      subject: (n: string) => `Reserva confirmada — ${n}`,
      heading: 'Su viaje está confirmado',
      intro: [
        'Gracias por reservar con nosotros. Su viaje está confirmado y pagado; encontrará todos los detalles a continuación.',
        'Adjuntamos su recibo (PDF) y un archivo de calendario para su viaje.',
      ],
    },
    'booking-receipt': {
      subject: (n: string) => `Su recibo — ${n}`,
      heading: 'Su recibo',
      intro: [
        'Aquí tiene el recibo que solicitó, con todos los detalles de su reserva.',
        'Adjuntamos el recibo (PDF) y un archivo de calendario para su viaje.',
      ],
    },
  },
} as const;

/**
 * The confirmation (or a requested copy of the receipt) in the booking's language, with the receipt PDF and a
 * calendar file attached in that language.
 */
export async function bookingReceiptEmail(
  b: BookingRow,
  opts: {
    publicUrl: string;
    token: string | null;
    kind: 'booking-confirmation' | 'booking-receipt';
    now: Date;
    /** Each refund, as the receipt PDF lists them. */
    refunds?: readonly ReceiptRefund[];
    /** Each applied change's difference, as the receipt PDF lists them. */
    changes?: readonly { at: Date; differenceCents: number; refundCents: number }[];
    /** A cancelled booking's cancellation, as the receipt PDF states it (issue 35). */
    cancellation?: ReceiptCancellation | null;
  },
): Promise<EmailMessage> {
  const language = emailLanguage(b);
  const t = RECEIPT[language];
  const link = confirmationLink(opts.publicUrl, b, opts.token);
  const pdf = await renderReceiptPdf(
    toReceipt(
      { ...b, rating: null, feedback: null },
      opts.now,
      opts.refunds,
      opts.changes,
      opts.cancellation,
    ),
    language,
  );
  const ics = bookingCalendar({
    number: b.number,
    title: `${BRAND.name}: ${b.vehicleName}`,
    pickupAddress: b.pickupAddress,
    destinationAddress: b.destinationAddress,
    pickupDateTime: b.pickupAt.toISOString(),
    durationSeconds: b.durationSeconds,
    hours: b.hours,
    returnDateTime: b.returnAt?.toISOString() ?? null,
    vehicleName: b.vehicleName,
    supportPhone: BRAND.phoneDisplay,
    url: link,
    now: opts.now,
    language,
  });
  return customerBookingEmail(b, {
    kind: opts.kind,
    subject: t[opts.kind].subject(b.number),
    heading: t[opts.kind].heading,
    intro: t[opts.kind].intro,
    sections: [rideSection(b), ...paymentSections(b), ...cancellationPolicySection(b, opts.now)],
    link,
    attachments: [
      { filename: `receipt-${b.number}.pdf`, contentType: 'application/pdf', content: pdf },
      { filename: `booking-${b.number}.ics`, contentType: 'text/calendar; charset=utf-8', content: ics },
    ],
  });
}

const CANCELLED = {
  en: {
    subject: (n: string) => `Your booking is cancelled — ${n}`,
    heading: 'Your booking is cancelled',
    intro: 'Your booking is cancelled, as you asked.',
    unpaid: 'It was not paid, so nothing was charged.',
    refunding: (amount: string, percent: number, method: string | null) =>
      `We are refunding ${amount} (${percent}% of what you paid, per our cancellation policy) to ${method ? `your ${method}` : 'your card'}. Depending on your bank, it can take 5 to 10 business days to appear on your statement.`,
    refundingRest: (r: RestOfTerms) =>
      `We are refunding ${r.amount} to ${r.method ? `your ${r.method}` : 'your card'}: the rest of the ${r.owed} our cancellation policy gives back (${r.percent}% of what you paid), after the ${r.earlier} already refunded to you. Depending on your bank, it can take 5 to 10 business days to appear on your statement.`,
    covered: (r: Omit<RestOfTerms, 'amount' | 'method'>) =>
      `Our cancellation policy gives back ${r.owed} (${r.percent}% of what you paid); the ${r.earlier} already refunded to you covers it, so nothing more is refunded.`,
    noRefund: 'Per our cancellation policy, no refund is due.',
    onAccountFree:
      'It was billed to your company’s account: nothing was charged, and nothing goes on the invoice.',
    onAccountFee: (fee: string) =>
      `It was billed to your company’s account: nothing was charged to a card. Per our cancellation policy, the ${fee} cancellation fee goes on the company’s invoice.`,
    again: 'We would be glad to drive you another time.',
  },
  es: {
    subject: (n: string) => `Su reserva está cancelada — ${n}`,
    heading: 'Su reserva está cancelada',
    intro: 'Su reserva está cancelada, como nos pidió.',
    unpaid: 'No estaba pagada, así que no se le cobró nada.',
    refunding: (amount: string, percent: number, method: string | null) =>
      `Le estamos reembolsando ${amount} (el ${percent} % de lo que pagó, según nuestra política de cancelación) a ${method ? `su ${method}` : 'su tarjeta'}. Según su banco, puede tardar de 5 a 10 días hábiles en aparecer en su estado de cuenta.`,
    refundingRest: (r: RestOfTerms) =>
      `Le estamos reembolsando ${r.amount} a ${r.method ? `su ${r.method}` : 'su tarjeta'}: el resto de los ${r.owed} que devuelve nuestra política de cancelación (el ${r.percent} % de lo que pagó), tras los ${r.earlier} que ya se le reembolsaron. Según su banco, puede tardar de 5 a 10 días hábiles en aparecer en su estado de cuenta.`,
    covered: (r: Omit<RestOfTerms, 'amount' | 'method'>) =>
      `Nuestra política de cancelación devuelve ${r.owed} (el ${r.percent} % de lo que pagó); los ${r.earlier} que ya se le reembolsaron lo cubren, así que no se reembolsa nada más.`,
    noRefund: 'Según nuestra política de cancelación, no corresponde reembolso.',
    onAccountFree: 'Estaba facturada a la cuenta de su empresa: no se cobró nada y nada va en la factura.',
    onAccountFee: (fee: string) =>
      `Estaba facturada a la cuenta de su empresa: no se cobró nada a una tarjeta. Según nuestra política de cancelación, el cargo por cancelación de ${fee} va en la factura de la empresa.`,
    again: 'Será un placer servirle en otra ocasión.',
  },
} as const;

/** The amounts of a cancellation refund that follows earlier refunds, formatted for the email. */
interface RestOfTerms {
  amount: string;
  percent: number;
  owed: string;
  earlier: string;
  method: string | null;
}

/**
 * The customer's email after they cancelled (My Bookings or the emailed link), in the booking's language: what
 * the policy refunds (after earlier refunds, the rest of it, saying so). It is written with the cancellation, before the payments provider is asked for the refund
 * (the transactional outbox), so it says the refund is under way; should the provider refuse it, dispatch is
 * told at once and refunds it from the back office, which emails the customer when it is done.
 */
export function customerCancellationEmail(
  b: BookingRow,
  opts: {
    link: string;
    /**
     * `cents` refunded now; `owedCents` what the Terms give back in all (`percent` of what was paid);
     * `earlierCents` what was refunded before (an admin's refunds, given or under way: decision 23).
     */
    refund: { cents: number; percent: number; owedCents: number; earlierCents: number };
    /** Billed to a company (decision 058): the fee kept (total - refunded) goes on its invoice. */
    onAccount?: boolean;
  },
): EmailMessage {
  const language = emailLanguage(b);
  const t = CANCELLED[language];
  const { cents, percent, owedCents, earlierCents } = opts.refund;
  const money = (c: number) => emailMoney(c, language);
  const amount = money(cents);
  const rest = { percent, owed: money(owedCents), earlier: money(earlierCents) };
  // After earlier refunds the amount is the rest of what the Terms owe, not their percentage of the payment.
  const fee = b.totalCents - b.refundedCents;
  const refundText = opts.onAccount
    ? fee > 0
      ? t.onAccountFee(money(fee))
      : t.onAccountFree
    : !b.paidAt
      ? t.unpaid
      : cents > 0
        ? earlierCents > 0
          ? t.refundingRest({ ...rest, amount, method: b.paymentMethod })
          : t.refunding(amount, percent, b.paymentMethod)
        : earlierCents > 0 && owedCents > 0
          ? t.covered(rest)
          : t.noRefund;
  return customerBookingEmail(b, {
    kind: 'booking-cancelled-by-customer',
    subject: t.subject(b.number),
    heading: t.heading,
    intro: [t.intro, refundText],
    sections: [rideSection(b, { chauffeur: 'none' }), ...paymentSections(b)],
    link: opts.link,
    closing: [t.again],
  });
}

/** The assigned driver's notice (English, as the driver screens) that the customer cancelled their trip. */
export function driverCancellationEmail(
  to: string,
  b: BookingRow,
  driverName: string | null,
  language: 'en' | 'es' = 'en',
): EmailMessage {
  const first = driverName ? ` ${driverName.split(' ')[0]}` : '';
  // In the chauffeur's language (issue 35).
  const es = language === 'es';
  const text = [
    es ? `Hola${first}:` : `Hello${first},`,
    '',
    es
      ? `El cliente canceló la reserva ${b.number}. Ya no está en sus viajes activos; no tiene que ir.`
      : `The customer cancelled booking ${b.number}. The trip is off your active trips; you do not need to go.`,
    '',
    `${es ? 'Recogida' : 'Pickup'}: ${doorText(b.pickupAddress, b.pickupPinned)}`,
    `${es ? 'Destino' : 'Destination'}: ${doorText(b.destinationAddress, b.destinationPinned)}`,
    `${es ? 'Fecha y hora' : 'Date and time'}: ${emailDateTime(b.pickupAt, language)}`,
    '',
    BRAND.legalName,
  ].join('\n');
  return {
    to,
    subject: es
      ? `Viaje cancelado por el cliente — ${b.number}`
      : `Trip cancelled by the customer — ${b.number}`,
    text,
    kind: 'trip-customer-cancelled',
    bookingId: b.id,
  };
}

/**
 * Dispatch's notice that a refund nobody was watching (a customer's cancellation, a payment for a voided
 * booking, one completed after a restart) was refused by the payments provider: retry it in /admin.
 */
export function refundFailedEmail(
  to: string,
  b: BookingRow,
  refund: { amountCents: number; reason: string | null },
): EmailMessage {
  const cancellation = refund.reason?.startsWith(CANCELLATION_REFUND_REASON) ?? false;
  return {
    to,
    subject: cancellation
      ? `Refund needed — ${b.number} was cancelled by the customer`
      : `Refund needed — ${b.number}: the payments provider refused it`,
    text: [
      cancellation
        ? `The customer cancelled booking ${b.number}; the refund of ${usd(refund.amountCents)} was refused by the payments provider.`
        : `The refund of ${usd(refund.amountCents)} for booking ${b.number}${refund.reason ? ` (${refund.reason})` : ''} was refused by the payments provider.`,
      `Refund it from the booking in the admin panel (Bookings → the booking → Refund).${cancellation ? ' The customer was told it is being completed.' : ''}`,
    ].join('\n'),
    kind: 'refund-failed',
    bookingId: b.id,
  };
}

const VOIDED_REFUND = {
  en: {
    subject: (n: string) => `Your payment was refunded — ${n}`,
    heading: 'Your payment was refunded',
    replaced: (n: string) =>
      `Booking ${n} had been replaced by the changed ride you booked before this payment went through, so it cannot be confirmed.`,
    cancelled: (n: string) =>
      `Booking ${n} had been cancelled before this payment went through, so it cannot be confirmed.`,
    refund: (amount: string, method: string | null) =>
      `We are refunding the full ${amount} to ${method ? `your ${method}` : 'your card'}. Depending on your bank, it can take 5 to 10 business days to appear on your statement.`,
    next: 'If you still want the ride, please pay the booking that stands (My Bookings, or the link in your booking email).',
  },
  es: {
    subject: (n: string) => `Su pago fue reembolsado — ${n}`,
    heading: 'Su pago fue reembolsado',
    replaced: (n: string) =>
      `La reserva ${n} ya había sido reemplazada por el viaje modificado que reservó antes de que este pago se completara, así que no se puede confirmar.`,
    cancelled: (n: string) =>
      `La reserva ${n} ya había sido cancelada antes de que este pago se completara, así que no se puede confirmar.`,
    refund: (amount: string, method: string | null) =>
      `Le estamos reembolsando los ${amount} completos a ${method ? `su ${method}` : 'su tarjeta'}. Según su banco, puede tardar de 5 a 10 días hábiles en aparecer en su estado de cuenta.`,
    next: 'Si aún desea el viaje, pague la reserva vigente (Mis reservas, o el enlace del correo de su reserva).',
  },
} as const;

/**
 * The customer's email when a payment landed on a booking voided before it was paid (a checkout tab left open
 * after the ride was changed, or the booking cancelled): the whole payment is given back, and they are told so.
 */
export function voidedRefundEmail(
  b: BookingRow,
  opts: { link: string; amountCents: number; method: string | null },
): EmailMessage {
  const language = emailLanguage(b);
  const t = VOIDED_REFUND[language];
  return customerBookingEmail(b, {
    kind: 'booking-voided-refund',
    subject: t.subject(b.number),
    heading: t.heading,
    intro: [
      b.replacedBy ? t.replaced(b.number) : t.cancelled(b.number),
      t.refund(emailMoney(opts.amountCents, language), opts.method),
    ],
    sections: [rideSection(b, { chauffeur: 'none' })],
    link: opts.link,
    closing: [t.next],
  });
}
