import { BRAND } from '../../../shared/brand.ts';
import { emailDateTime, emailMoney, renderBrandedEmail } from '../../integrations/email/layout.ts';
import type { EmailMessage } from '../../integrations/email/types.ts';
import { emailLanguage, paymentSections, rideSection } from './booking-email-facts.ts';
import type { BookingRow } from './bookings.repository.ts';

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
