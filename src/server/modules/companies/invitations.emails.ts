import { BRAND } from '../../../shared/brand.ts';
import { dateTimeFormat } from '../../../shared/intl-formats.ts';
import { renderBrandedEmail } from '../../integrations/email/layout.ts';
import type { EmailMessage } from '../../integrations/email/types.ts';

type Language = 'en' | 'es';

/** The link of an invitation: the join page with the token (only ever in the email). */
export function joinLink(publicUrl: string, token: string): string {
  return `${publicUrl}/company/join?token=${encodeURIComponent(token)}`;
}

function rolesText(language: Language, r: { canBook: boolean; canRide: boolean; isAdmin: boolean }): string {
  const names =
    language === 'es'
      ? [r.isAdmin && 'administrador', r.canBook && 'reservador', r.canRide && 'viajero']
      : [r.isAdmin && 'company admin', r.canBook && 'booker', r.canRide && 'traveller'];
  return names.filter(Boolean).join(', ');
}

/**
 * The invitation to join a company (decision 056), in the invitation's language: who invites, the roles, until
 * when, and the link that joins an existing account or creates one.
 */
export function companyInvitationEmail(input: {
  to: string;
  language: Language;
  companyName: string;
  inviterName: string | null;
  roles: { canBook: boolean; canRide: boolean; isAdmin: boolean };
  expiresAt: Date;
  link: string;
}): EmailMessage {
  const { language, companyName, inviterName, link } = input;
  const expires = dateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    timeZone: 'America/New_York',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(input.expiresAt);
  const roles = rolesText(language, input.roles);
  if (language === 'es') {
    const subject = `Invitación a la cuenta de empresa de ${companyName} — ${BRAND.name}`;
    return {
      kind: 'company-invitation',
      to: input.to,
      subject,
      ...renderBrandedEmail({
        language,
        preheader: `Únase a ${companyName} para reservar y viajar a cuenta de la empresa.`,
        heading: `Únase a ${companyName}`,
        greeting: 'Hola:',
        intro: [
          inviterName
            ? `${inviterName} le invita a la cuenta de empresa de ${companyName} en ${BRAND.name}.`
            : `Le invitamos a la cuenta de empresa de ${companyName} en ${BRAND.name}.`,
          'Con ella, los viajes se facturan a la empresa en una factura mensual.',
        ],
        sections: [
          {
            rows: [
              ['Empresa', companyName],
              ['Sus roles', roles],
              ['Vence', `${expires} (hora de Nueva York)`],
              ['Uso', 'Una sola vez'],
            ],
          },
        ],
        action: { label: 'Aceptar la invitación', url: link },
        closing: ['Si no esperaba esta invitación, puede ignorar este correo.'],
      }),
    };
  }
  return {
    kind: 'company-invitation',
    to: input.to,
    subject: `Your invitation to ${companyName}'s company account — ${BRAND.name}`,
    ...renderBrandedEmail({
      language,
      preheader: `Join ${companyName} to book and ride on the company's account.`,
      heading: `Join ${companyName}`,
      greeting: 'Hello,',
      intro: [
        inviterName
          ? `${inviterName} invites you to ${companyName}'s company account with ${BRAND.name}.`
          : `You are invited to ${companyName}'s company account with ${BRAND.name}.`,
        "Rides on the account are billed to the company's monthly invoice.",
      ],
      sections: [
        {
          rows: [
            ['Company', companyName],
            ['Your roles', roles],
            ['Expires', `${expires} (New York time)`],
            ['Use', 'Once'],
          ],
        },
      ],
      action: { label: 'Accept the invitation', url: link },
      closing: ['If you did not expect this invitation, you can ignore this email.'],
    }),
  };
}
