import { BRAND } from '../../../shared/brand.ts';
import type { ContactRequest } from '../../../shared/contracts/contact.ts';
import type { Locale } from '../../../shared/contracts/locale.ts';
import { emailDateTime, escapeHtml, renderBrandedEmail } from '../../integrations/email/layout.ts';
import type { EmailPort } from '../../integrations/email/types.ts';
import type { RecipientLimit } from '../../plugins/rate-limit.ts';
import type { ContactRepository } from './contact.repository.ts';

const SUBJECT_LABELS: Record<Locale, Record<ContactRequest['subject'], string>> = {
  en: { reservation: 'Reservation', quote: 'Quote request', feedback: 'Feedback', other: 'Other' },
  es: { reservation: 'Reserva', quote: 'Solicitud de cotización', feedback: 'Comentarios', other: 'Otro' },
};

/** The short reference a customer and the operator quote for a message: "CM-" and its id's first 8 characters. */
export function contactReference(id: string): string {
  return `CM-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/**
 * The sender's acknowledgement, in their language: the reference, the subject (one of four fixed labels), when
 * it was sent and when we answer. It repeats nothing the sender typed (not the message, not the name): the
 * form emails any address it is given, and a stranger's words must not go out under our brand.
 */
export function contactAcknowledgement(input: {
  language: Locale;
  reference: string;
  subject: ContactRequest['subject'];
  sentAt: Date;
}): { subject: string; text: string; html: string } {
  const { language, reference, sentAt } = input;
  const topic = SUBJECT_LABELS[language][input.subject];
  const sent = emailDateTime(sentAt, language);
  if (language === 'es') {
    return {
      subject: `Hemos recibido su mensaje (${reference}) — ${BRAND.name}`,
      ...renderBrandedEmail({
        language,
        preheader: `Referencia ${reference}. Le responderemos en un plazo de 24 horas en días hábiles.`,
        heading: 'Hemos recibido su mensaje',
        greeting: 'Hola:',
        intro: [
          'Gracias por escribirnos. Le responderemos en un plazo de 24 horas en días hábiles.',
          `Para reservas urgentes, llámenos al ${BRAND.phoneDisplay}, las 24 horas.`,
        ],
        sections: [
          {
            title: 'Su solicitud',
            rows: [
              ['Referencia', reference],
              ['Asunto', topic],
              ['Enviado', sent],
            ],
          },
        ],
        closing: [
          `Si nos escribe de nuevo sobre este mensaje, indique la referencia ${reference}.`,
          'Si usted no nos escribió, puede ignorar este correo.',
        ],
      }),
    };
  }
  return {
    subject: `We received your message (${reference}) — ${BRAND.name}`,
    ...renderBrandedEmail({
      language,
      preheader: `Reference ${reference}. We reply within 24 hours on business days.`,
      heading: 'We received your message',
      greeting: 'Hello,',
      intro: [
        'Thank you for contacting us. We reply within 24 hours on business days.',
        `For urgent bookings, call us at ${BRAND.phoneDisplay}, 24 hours a day.`,
      ],
      sections: [
        {
          title: 'Your request',
          rows: [
            ['Reference', reference],
            ['Subject', topic],
            ['Sent', sent],
          ],
        },
      ],
      closing: [
        `If you write to us again about this message, please quote the reference ${reference}.`,
        'If you did not write to us, you can ignore this email.',
      ],
    }),
  };
}

/**
 * Stores the message first (never lost), then tells the operator (the whole message, escaped in HTML) and
 * acknowledges to the sender (the reference only, never their text). A message
 * whose address has had its share of acknowledgements (`recipientLimit`, whoever sent them) is refused with
 * 429 before anything is stored or sent.
 */
export function createContactService(deps: {
  repo: ContactRepository;
  email: EmailPort;
  operatorEmail: string;
  recipientLimit: Pick<RecipientLimit, 'hit'>;
  now?: () => Date;
}) {
  const { repo, email, operatorEmail } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async submit(input: ContactRequest, meta: { ip: string }): Promise<{ id: string }> {
      await deps.recipientLimit.hit(input.email);
      const locale = input.locale ?? 'en';
      const id = await repo.insert({ ...input, email: input.email.toLowerCase(), locale, ip: meta.ip });
      const reference = contactReference(id);
      const label = SUBJECT_LABELS.en[input.subject];
      const facts: [string, string][] = [
        ['Reference', reference],
        ['Name', input.name],
        ['Email', input.email],
        ['Phone', input.phone],
        ['Subject', label],
        ['Language', locale],
      ];
      await email.send({
        kind: 'contact-operator',
        to: operatorEmail,
        replyTo: input.email,
        subject: `[Website] ${label} from ${input.name} (${reference})`,
        text: [
          `New message from the website contact form (ref ${reference}, id ${id}).`,
          '',
          ...facts.map(([k, v]) => `${k}: ${v}`),
          '',
          input.message,
        ].join('\n'),
        html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family:Arial,sans-serif;font-size:15px;line-height:22px"><p>New message from the website contact form (ref ${reference}, id ${id}).</p><table>${facts
          .map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`)
          .join('')}</table><p style="white-space:pre-wrap">${escapeHtml(input.message)}</p></body></html>`,
      });
      await email.send({
        kind: 'contact-acknowledgement',
        to: input.email,
        ...contactAcknowledgement({ language: locale, reference, subject: input.subject, sentAt: now() }),
      });
      return { id };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
