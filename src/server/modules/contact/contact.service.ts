import { BRAND } from '../../../shared/brand.ts';
import type { ContactRequest } from '../../../shared/contracts/contact.ts';
import type { EmailPort } from '../../integrations/email/types.ts';
import type { ContactRepository } from './contact.repository.ts';

const SUBJECT_LABELS: Record<ContactRequest['subject'], string> = {
  reservation: 'Reservation',
  quote: 'Quote request',
  feedback: 'Feedback',
  other: 'Other',
};

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Stores the message first (never lost), then tells the operator and acknowledges to the sender. */
export function createContactService(deps: {
  repo: ContactRepository;
  email: EmailPort;
  operatorEmail: string;
}) {
  const { repo, email, operatorEmail } = deps;
  return {
    async submit(input: ContactRequest, meta: { ip: string }): Promise<{ id: string }> {
      const locale = input.locale ?? 'en';
      const id = await repo.insert({ ...input, email: input.email.toLowerCase(), locale, ip: meta.ip });
      const label = SUBJECT_LABELS[input.subject];
      await email.send({
        kind: 'contact-operator',
        to: operatorEmail,
        replyTo: input.email,
        subject: `[Website] ${label} from ${input.name}`,
        text: [
          `New message from the website contact form (ref ${id}).`,
          '',
          `Name: ${input.name}`,
          `Email: ${input.email}`,
          `Phone: ${input.phone}`,
          `Subject: ${label}`,
          `Language: ${locale}`,
          '',
          input.message,
        ].join('\n'),
        html: `<p>New message from the website contact form (ref ${id}).</p><table>${[
          ['Name', input.name],
          ['Email', input.email],
          ['Phone', input.phone],
          ['Subject', label],
        ]
          .map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v ?? '')}</td></tr>`)
          .join('')}</table><p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
      });
      const es = locale === 'es';
      await email.send({
        kind: 'contact-acknowledgement',
        to: input.email,
        subject: es
          ? `Hemos recibido su mensaje — ${BRAND.name}`
          : `We received your message — ${BRAND.name}`,
        text: es
          ? `Hola ${input.name}:\n\nGracias por escribirnos. Le responderemos en un plazo de 24 horas en días laborables. Para reservas urgentes llámenos al ${BRAND.phoneDisplay}, 24/7.\n\n${BRAND.name}`
          : `Hello ${input.name},\n\nThank you for contacting us. We reply within 24 hours on business days. For urgent bookings call ${BRAND.phoneDisplay}, 24/7.\n\n${BRAND.name}`,
      });
      return { id };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
