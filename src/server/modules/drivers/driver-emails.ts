import { BRAND } from '../../../shared/brand.ts';
import { renderBrandedEmail, type BrandedEmail } from '../../integrations/email/layout.ts';
import { dateTimeFormat } from '../../../shared/intl-formats.ts';
import type { EmailMessage } from '../../integrations/email/types.ts';

export type Language = 'en' | 'es';

/** An applicant's email: subject, plain-text part and the branded HTML part with the same facts. */
interface Composed {
  subject: string;
  text: string;
  html: string;
}

const compose = (subject: string, email: BrandedEmail): Composed => ({
  subject,
  ...renderBrandedEmail(email),
});

const greeting = (language: Language, firstName: string) =>
  language === 'es' ? `Hola ${firstName}:` : `Hello ${firstName},`;

/** An instant as the applicant reads it: the date and time in New York, in their language. */
export function newYorkDateTime(at: Date, language: Language): string {
  return dateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    timeZone: 'America/New_York',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(at);
}

/** The registration link of a code: /taxistas with the code filled in. */
export function registrationLink(publicUrl: string, code: string): string {
  return `${publicUrl}/taxistas?code=${encodeURIComponent(code)}`;
}

/**
 * The acknowledgement of a new application: received under its reference, under review, what comes next. It
 * repeats nothing the applicant typed (not even the name): the form emails any address it is given, and a
 * stranger's words must not go out under our brand.
 */
export function receivedEmail(language: Language, reference: string): Composed {
  if (language === 'es') {
    return compose(`Hemos recibido su solicitud de chofer (${reference}) — ${BRAND.name}`, {
      language,
      preheader: `Referencia ${reference}. Nuestro equipo está revisando su solicitud.`,
      heading: 'Hemos recibido su solicitud',
      greeting: 'Hola:',
      intro: [
        `Gracias por su interés en trabajar como chofer con ${BRAND.name}. Hemos recibido su solicitud y nuestro equipo la está revisando.`,
      ],
      sections: [
        {
          title: 'Próximos pasos',
          rows: [
            ['Referencia', reference],
            ['Estado', 'En revisión'],
            [
              'Si es aprobada',
              'Le enviaremos un código de invitación (TAXI-NNNNN) y el enlace para completar su registro',
            ],
          ],
        },
      ],
      closing: [
        `Si nos escribe sobre su solicitud, indique la referencia ${reference}.`,
        'Si usted no envió esta solicitud, puede ignorar este correo.',
      ],
    });
  }
  return compose(`We received your driver application (${reference}) — ${BRAND.name}`, {
    language,
    preheader: `Reference ${reference}. Our team is reviewing your application.`,
    heading: 'We received your application',
    greeting: 'Hello,',
    intro: [
      `Thank you for your interest in driving with ${BRAND.name}. We have received your application and our team is reviewing it.`,
    ],
    sections: [
      {
        title: 'What happens next',
        rows: [
          ['Reference', reference],
          ['Status', 'Under review'],
          [
            'If approved',
            'We email you an invitation code (TAXI-NNNNN) and the link to complete your registration',
          ],
        ],
      },
    ],
    closing: [
      `If you write to us about your application, please quote the reference ${reference}.`,
      'If you did not apply, you can ignore this email.',
    ],
  });
}

/**
 * The approval email: the code, when it expires and the link to register. `replaces` says the code takes the
 * place of an earlier one (regenerated, or the earlier one expired).
 */
export function invitationEmail(input: {
  language: Language;
  firstName: string;
  code: string;
  expiresAt: Date;
  link: string;
  replaces?: boolean;
}): Composed {
  const { language, firstName, code, expiresAt, link, replaces } = input;
  const expires = newYorkDateTime(expiresAt, language);
  if (language === 'es') {
    return compose(
      replaces
        ? `Su nuevo código de invitación de chofer — ${BRAND.name}`
        : `Su solicitud de chofer fue aprobada — ${BRAND.name}`,
      {
        language,
        preheader: `Su código de invitación: ${code}.`,
        heading: replaces ? 'Su nuevo código de invitación' : 'Su solicitud fue aprobada',
        greeting: greeting(language, firstName),
        intro: [
          replaces
            ? 'Le enviamos un nuevo código de invitación. El código anterior ya no es válido.'
            : `¡Buenas noticias! Su solicitud para trabajar como chofer con ${BRAND.name} fue aprobada.`,
          'Complete su registro de chofer con este código:',
        ],
        sections: [
          // The code alone, set bold: what the applicant types in.
          { rows: [['Su código de invitación', code]], totalLast: true },
          {
            rows: [
              ['Vence', `${expires} (hora de Nueva York)`],
              ['Uso', 'Una sola vez'],
            ],
          },
        ],
        action: { label: 'Completar mi registro', url: link },
      },
    );
  }
  return compose(
    replaces
      ? `Your new driver invitation code — ${BRAND.name}`
      : `Your driver application is approved — ${BRAND.name}`,
    {
      language,
      preheader: `Your invitation code: ${code}.`,
      heading: replaces ? 'Your new invitation code' : 'Your application is approved',
      greeting: greeting(language, firstName),
      intro: [
        replaces
          ? 'Here is a new invitation code. Your earlier code no longer works.'
          : `Good news! Your application to drive with ${BRAND.name} has been approved.`,
        'Complete your driver registration with this code:',
      ],
      sections: [
        { rows: [['Your invitation code', code]], totalLast: true },
        {
          rows: [
            ['Expires', `${expires} (New York time)`],
            ['Use', 'Once'],
          ],
        },
      ],
      action: { label: 'Complete my registration', url: link },
    },
  );
}

/** The rejection email: courteous, with the reviewer's reason. */
export function rejectionEmail(input: { language: Language; firstName: string; reason: string }): Composed {
  const { language, firstName, reason } = input;
  if (language === 'es') {
    return compose(`Sobre su solicitud de chofer — ${BRAND.name}`, {
      language,
      preheader: 'El resultado de la revisión de su solicitud.',
      heading: 'Sobre su solicitud',
      greeting: greeting(language, firstName),
      intro: [
        `Gracias por su interés en trabajar como chofer con ${BRAND.name} y por el tiempo dedicado a su solicitud.`,
        'Después de revisarla, lamentamos informarle que no podemos aprobarla en este momento.',
      ],
      sections: [{ rows: [['Motivo', reason]] }],
      closing: ['Si su situación cambia, puede enviar una nueva solicitud cuando lo desee.'],
    });
  }
  return compose(`About your driver application — ${BRAND.name}`, {
    language,
    preheader: 'The outcome of the review of your application.',
    heading: 'About your application',
    greeting: greeting(language, firstName),
    intro: [
      `Thank you for your interest in driving with ${BRAND.name} and for the time you put into your application.`,
      'After reviewing it, we are sorry to tell you that we cannot approve it at this time.',
    ],
    sections: [{ rows: [['Reason', reason]] }],
    closing: ['If your circumstances change, you are welcome to apply again at any time.'],
  });
}

/** The welcome email after registration: where to sign in and where the trips are. */
export function welcomeEmail(input: {
  language: Language;
  firstName: string;
  username: string;
  publicUrl: string;
}): Composed {
  const { language, firstName, username, publicUrl } = input;
  const login = `${publicUrl}/driver-login`;
  if (language === 'es') {
    return compose(`Le damos la bienvenida al equipo de choferes de ${BRAND.name}`, {
      language,
      preheader: 'Su cuenta de chofer está lista.',
      heading: 'Su cuenta de chofer está lista',
      greeting: greeting(language, firstName),
      intro: [
        `Le damos la bienvenida a ${BRAND.name}. Inicie sesión con su correo electrónico (o su usuario) y su contraseña.`,
      ],
      sections: [
        {
          rows: [
            ['Usuario', username],
            ['Su panel', 'Viajes cercanos, viajes activos y ganancias'],
          ],
        },
      ],
      action: { label: 'Iniciar sesión', url: login },
    });
  }
  return compose(`Welcome to the ${BRAND.name} driver team`, {
    language,
    preheader: 'Your driver account is ready.',
    heading: 'Your driver account is ready',
    greeting: greeting(language, firstName),
    intro: [`Welcome to ${BRAND.name}. Sign in with your email (or your username) and your password.`],
    sections: [
      {
        rows: [
          ['Username', username],
          ['Your dashboard', 'Nearby trips, active trips and earnings'],
        ],
      },
    ],
    action: { label: 'Sign in', url: login },
  });
}

/** A code as an admin notice names it: only its last two digits (codes are secrets, like in the audit log). */
const maskedCode = (code: string) => `TAXI-•••${code.slice(-2)}`;

/**
 * To every admin when a code is revoked after `attempts` verifications or registrations with a wrong email:
 * someone who is not the applicant is trying it. Plain text to the team, like the other operations notices.
 */
export function invitationLockedNotice(input: {
  to: string;
  code: string;
  attempts: number;
  applicant: { firstName: string; lastName: string; email: string };
  publicUrl: string;
}): EmailMessage {
  const { applicant } = input;
  const name = `${applicant.firstName} ${applicant.lastName}`.trim();
  return {
    to: input.to,
    kind: 'driver-invitation-locked',
    subject: `Invitation code blocked after ${input.attempts} wrong emails — ${name}`,
    text: [
      `The invitation code ${maskedCode(input.code)} of ${name} <${applicant.email}> was tried ${input.attempts} times with an email that is not the application's, and has been revoked.`,
      'Someone other than the applicant may have the code, or be guessing codes.',
      '',
      `If the applicant asks for a new code, check it is them, then use Regenerate Code in Driver Applications: ${input.publicUrl}/admin/driver-applications`,
    ].join('\n'),
  };
}

/**
 * To every admin, once per burst: failed code verifications and registrations across all addresses passed the
 * limit, so verification is slowed for everyone until they stop.
 */
export function invitationBurstNotice(input: {
  to: string;
  max: number;
  windowMinutes: number;
  maxFailures: number;
  at: Date;
}): EmailMessage {
  return {
    to: input.to,
    kind: 'driver-invitation-burst',
    subject: 'Invitation codes are being guessed — driver registration slowed',
    text: [
      `More than ${input.max} invitation-code verifications or driver registrations failed within ${input.windowMinutes} minutes, across all addresses (from ${newYorkDateTime(input.at, 'en')}, New York time).`,
      'Until the failures stop, a code alone is no longer checked and wrong answers are told to try again later; an applicant with the right code and email still registers.',
      `A code tried with ${input.maxFailures} wrong emails is revoked, and you are told of each.`,
      'You will not be sent this notice again until a new burst.',
    ].join('\n'),
  };
}

/**
 * To every admin when someone applies to drive: who, under which reference, and where to review it (plain text
 * to the team). The applicant's words are for the team only, never sent under our brand to anyone else.
 */
export function newApplicationNotice(input: {
  to: string;
  reference: string;
  applicant: { firstName: string; lastName: string; email: string; phone: string };
  publicUrl: string;
}): EmailMessage {
  const { applicant } = input;
  const name = `${applicant.firstName} ${applicant.lastName}`.trim();
  return {
    to: input.to,
    kind: 'dispatch-new-application',
    subject: `New driver application ${input.reference} — ${name}`,
    text: [
      `${name} <${applicant.email}>, ${applicant.phone}, applied to drive (${input.reference}).`,
      '',
      `Review it in Driver Applications: ${input.publicUrl}/admin/driver-applications`,
    ].join('\n'),
  };
}
