import { BRAND } from '../../../shared/brand.ts';
import { renderBrandedEmail, type BrandedEmail } from '../../integrations/email/layout.ts';
import { dateTimeFormat } from '../../../shared/intl-formats.ts';

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

/** The acknowledgement of a new application: received, under review, what comes next. */
export function receivedEmail(language: Language, firstName: string): Composed {
  if (language === 'es') {
    return compose(`Hemos recibido su solicitud de chofer — ${BRAND.name}`, {
      language,
      preheader: 'Nuestro equipo está revisando su solicitud.',
      heading: 'Hemos recibido su solicitud',
      greeting: greeting(language, firstName),
      intro: [
        `Gracias por su interés en trabajar como chofer con ${BRAND.name}. Hemos recibido su solicitud y nuestro equipo la está revisando.`,
      ],
      sections: [
        {
          title: 'Próximos pasos',
          rows: [
            ['Estado', 'En revisión'],
            [
              'Si es aprobada',
              'Le enviaremos un código de invitación (TAXI-NNNNN) y el enlace para completar su registro',
            ],
          ],
        },
      ],
    });
  }
  return compose(`We received your driver application — ${BRAND.name}`, {
    language,
    preheader: 'Our team is reviewing your application.',
    heading: 'We received your application',
    greeting: greeting(language, firstName),
    intro: [
      `Thank you for your interest in driving with ${BRAND.name}. We have received your application and our team is reviewing it.`,
    ],
    sections: [
      {
        title: 'What happens next',
        rows: [
          ['Status', 'Under review'],
          [
            'If approved',
            'We email you an invitation code (TAXI-NNNNN) and the link to complete your registration',
          ],
        ],
      },
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
