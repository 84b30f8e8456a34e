import { BRAND } from '../../../shared/brand.ts';
import { emailDateTime, emailMoney, renderBrandedEmail } from '../../integrations/email/layout.ts';
import type { EmailMessage } from '../../integrations/email/types.ts';
import { emailLanguage, paymentSections, rideSection } from './booking-email-facts.ts';
import type { BookingRow } from './bookings.repository.ts';
import type { BookingChangeRow } from './booking-change-apply.ts';
import { changeRows } from './booking-change-emails.ts';

const WORDS = {
  en: {
    subject: (n: string) => `Your booking is reserved: pay to confirm it — ${n}`,
    heading: 'Pay to confirm your ride',
    hello: (name: string) => `Hello ${name},`,
    intro: (total: string) =>
      `Thank you for calling ${BRAND.name}. We have reserved the ride below for you; it is confirmed once it is paid (${total}). The link opens a secure payment page for this booking only: no account is needed.`,
    pay: 'Pay and confirm',
    closing: `Questions, or not you? Call us at ${BRAND.phoneDisplay}.`,
  },
  es: {
    subject: (n: string) => `Su reserva está apartada: pague para confirmarla — ${n}`,
    heading: 'Pague para confirmar su viaje',
    hello: (name: string) => `Hola ${name}:`,
    intro: (total: string) =>
      `Gracias por llamar a ${BRAND.name}. Apartamos para usted el viaje que verá abajo; queda confirmado cuando se paga (${total}). El enlace abre una página de pago segura solo para esta reserva: no necesita una cuenta.`,
    pay: 'Pagar y confirmar',
    closing: `¿Preguntas, o no fue usted? Llámenos al ${BRAND.phoneDisplay}.`,
  },
} as const;

/**
 * The payment link of a booking dispatch took (decision 045), to the customer in the booking's language: the ride,
 * its price lines and one button. Never to the passenger (the customer pays).
 */
export function payLinkEmail(b: BookingRow, link: string): EmailMessage {
  const language = emailLanguage(b);
  const w = WORDS[language];
  const first = b.customerName.split(' ')[0] || b.customerName;
  const { html, text } = renderBrandedEmail({
    language,
    preheader: `${b.number} · ${emailDateTime(b.pickupAt, language)}`,
    heading: w.heading,
    greeting: w.hello(first),
    intro: [w.intro(emailMoney(b.totalCents, language))],
    sections: [rideSection(b), ...paymentSections(b)],
    action: { label: w.pay, url: link },
    closing: [w.closing],
  });
  return {
    to: b.customerEmail,
    subject: w.subject(b.number),
    text,
    html,
    kind: 'booking-pay-link',
    bookingId: b.id,
  };
}

const CHANGE_WORDS = {
  en: {
    subject: (n: string) => `Pay the difference to confirm the change — ${n}`,
    heading: 'Pay the difference of your change',
    intro: (amount: string) =>
      `As agreed on the phone, we changed your booking; the new price is higher by ${amount}. The change is made once you pay the difference; until then your booking stays as it was. The link opens a secure payment page for this change only.`,
    changes: 'The change',
    pay: (amount: string) => `Pay ${amount}`,
  },
  es: {
    subject: (n: string) => `Pague la diferencia para confirmar el cambio — ${n}`,
    heading: 'Pague la diferencia de su cambio',
    intro: (amount: string) =>
      `Como acordamos por teléfono, modificamos su reserva; el nuevo precio es ${amount} mayor. El cambio se hace cuando usted paga la diferencia; hasta entonces su reserva sigue como estaba. El enlace abre una página de pago segura solo para este cambio.`,
    changes: 'El cambio',
    pay: (amount: string) => `Pagar ${amount}`,
  },
} as const;

/**
 * The link to pay a dearer change by dispatch (decision 045), to the customer in the booking's language: what
 * changes (old → new) and one button; the change applies when the difference is paid.
 */
export function changePayLinkEmail(b: BookingRow, change: BookingChangeRow, link: string): EmailMessage {
  const language = emailLanguage(b);
  const w = CHANGE_WORDS[language];
  const first = b.customerName.split(' ')[0] || b.customerName;
  const amount = emailMoney(change.differenceCents, language);
  const facts = {
    before: change.before,
    after: change.after,
    oldTotalCents: change.oldTotalCents,
    newTotalCents: change.newTotalCents,
    chargedCents: 0,
    refundedCents: 0,
  };
  const { html, text } = renderBrandedEmail({
    language,
    preheader: `${b.number} · ${amount}`,
    heading: w.heading,
    greeting: WORDS[language].hello(first),
    intro: [w.intro(amount)],
    sections: [{ title: w.changes, rows: changeRows(facts, language) }],
    action: { label: w.pay(amount), url: link },
    closing: [WORDS[language].closing],
  });
  return {
    to: b.customerEmail,
    subject: w.subject(b.number),
    text,
    html,
    kind: 'booking-change-pay-link',
    bookingId: b.id,
  };
}
