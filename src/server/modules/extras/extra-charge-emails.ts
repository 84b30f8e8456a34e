import { BRAND } from '../../../shared/brand.ts';
import { extraLineLabel } from '../../../shared/domain/extra-line-labels.ts';
import { emailMoney, renderBrandedEmail } from '../../integrations/email/layout.ts';
import type { EmailMessage } from '../../integrations/email/types.ts';
import { emailLanguage, rideSection } from '../bookings/booking-email-facts.ts';
import type { BookingRow } from '../bookings/bookings-statements.ts';

/** A line as the emails list it. */
export interface ChargedLine {
  kind: 'waiting' | 'toll' | 'parking' | 'tip';
  minutes: number | null;
  amountCents: number;
}

const WORDS = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    lines: 'Charged after the ride',
    total: 'Total',
    closing: `Questions about these charges? Call us at ${BRAND.phoneDisplay}.`,
    paid: {
      subject: (n: string) => `Receipt for the extras of your ride — ${n}`,
      heading: 'Your ride’s extras are paid',
      intro: (card: string) =>
        `As our Terms say, the extras of your ride below were charged to your saved card (${card}). They also appear on your receipt.`,
      tipIntro: (card: string) =>
        `Thank you for your tip: all of it goes to your chauffeur. It was charged to your saved card (${card}).`,
    },
    account: {
      subject: (n: string) => `The extras of your ride — ${n}`,
      heading: 'Your ride’s extras go on your company’s invoice',
      intro: () =>
        'The extras of your ride below are billed to your company’s account: they go on its monthly invoice, and no card is charged.',
      tipIntro: () =>
        'Thank you for your tip: all of it goes to your chauffeur. It is billed to your company’s account, on its monthly invoice; no card is charged.',
    },
    link: {
      subject: (n: string) => `Please pay the extras of your ride — ${n}`,
      heading: 'Please pay the extras of your ride',
      intro: (total: string) =>
        `The extras of your ride below (${total}) could not be charged to a saved card. The link opens a secure payment page for these charges only.`,
      tipIntro: (total: string) =>
        `Thank you for your tip (${total}): all of it goes to your chauffeur. It could not be charged to a saved card; the link opens a secure payment page for it.`,
      pay: (total: string) => `Pay ${total}`,
    },
  },
  es: {
    hello: (name: string) => `Hola ${name}:`,
    lines: 'Cobrado después del viaje',
    total: 'Total',
    closing: `¿Preguntas sobre estos cargos? Llámenos al ${BRAND.phoneDisplay}.`,
    paid: {
      subject: (n: string) => `Recibo de los extras de su viaje — ${n}`,
      heading: 'Los extras de su viaje están pagados',
      intro: (card: string) =>
        `Como indican nuestros Términos, los extras de su viaje que verá abajo se cobraron a su tarjeta guardada (${card}). También aparecen en su recibo.`,
      tipIntro: (card: string) =>
        `Gracias por su propina: toda es para su chofer. Se cobró a su tarjeta guardada (${card}).`,
    },
    account: {
      subject: (n: string) => `Los extras de su viaje — ${n}`,
      heading: 'Los extras de su viaje van en la factura de su empresa',
      intro: () =>
        'Los extras de su viaje que verá abajo se facturan a la cuenta de su empresa: van en su factura mensual y no se cobra a ninguna tarjeta.',
      tipIntro: () =>
        'Gracias por su propina: toda es para su chofer. Se factura a la cuenta de su empresa, en su factura mensual; no se cobra a ninguna tarjeta.',
    },
    link: {
      subject: (n: string) => `Pague los extras de su viaje — ${n}`,
      heading: 'Pague los extras de su viaje',
      intro: (total: string) =>
        `No se pudieron cobrar a una tarjeta guardada los extras de su viaje que verá abajo (${total}). El enlace abre una página de pago segura solo para estos cargos.`,
      tipIntro: (total: string) =>
        `Gracias por su propina (${total}): toda es para su chofer. No se pudo cobrar a una tarjeta guardada; el enlace abre una página de pago segura para ella.`,
      pay: (total: string) => `Pagar ${total}`,
    },
  },
} as const;

function linesSection(lines: readonly ChargedLine[], language: 'en' | 'es') {
  const total = lines.reduce((sum, l) => sum + l.amountCents, 0);
  return {
    title: WORDS[language].lines,
    rows: [
      ...lines.map(
        (l) => [extraLineLabel(l.kind, l.minutes, language), emailMoney(l.amountCents, language)] as const,
      ),
      [WORDS[language].total, emailMoney(total, language)] as const,
    ],
    totalLast: true,
  };
}

/**
 * To the customer once the extras (or the tip) are paid: the lines and the card, in the booking's language.
 * With `link`, the payment link instead (no saved card, or it was refused).
 */
export function extraChargeEmail(
  b: BookingRow,
  lines: readonly ChargedLine[],
  outcome: { paidWith: string } | { link: string } | { onAccount: true },
): EmailMessage {
  const language = emailLanguage(b);
  const w = WORDS[language];
  const tip = lines.every((l) => l.kind === 'tip');
  const total = emailMoney(
    lines.reduce((sum, l) => sum + l.amountCents, 0),
    language,
  );
  const first = b.customerName.split(' ')[0] || b.customerName;
  const paid = 'paidWith' in outcome;
  const account = 'onAccount' in outcome;
  const words = account ? w.account : paid ? w.paid : w.link;
  const intro = account
    ? (tip ? w.account.tipIntro : w.account.intro)()
    : paid
      ? (tip ? w.paid.tipIntro : w.paid.intro)(outcome.paidWith)
      : (tip ? w.link.tipIntro : w.link.intro)(total);
  const { html, text } = renderBrandedEmail({
    language,
    preheader: `${b.number} · ${total}`,
    heading: words.heading,
    greeting: w.hello(first),
    intro: [intro],
    sections: [linesSection(lines, language), rideSection(b)],
    ...('link' in outcome ? { action: { label: w.link.pay(total), url: outcome.link } } : {}),
    closing: [w.closing],
  });
  return {
    to: b.customerEmail,
    subject: words.subject(b.number),
    text,
    html,
    kind: paid || account ? 'extras-charged' : 'extras-pay-link',
    bookingId: b.id,
  };
}
