import { BRAND } from '../../../shared/brand.ts';
import type { Locale } from '../../../shared/contracts/locale.ts';
import { renderBrandedEmail } from '../../integrations/email/layout.ts';

/** An account email ready for the email port: subject, plain-text part and branded HTML part. */
export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

const greeting = (language: Locale, firstName: string) =>
  language === 'es' ? `Hola ${firstName}:` : `Hello ${firstName},`;

/**
 * The password reset email, in the account's language: a button to the absolute reset link, how long it
 * works (1 hour, once) and what to do when the customer did not ask for it.
 */
export function passwordResetEmail(input: {
  language: Locale;
  firstName: string;
  email: string;
  link: string;
}): ComposedEmail {
  const { language, firstName, email, link } = input;
  if (language === 'es') {
    const subject = `Restablezca su contraseña de ${BRAND.name}`;
    return {
      subject,
      ...renderBrandedEmail({
        language,
        preheader: 'El enlace vence en 1 hora y sirve una sola vez.',
        heading: 'Elija una nueva contraseña',
        greeting: greeting(language, firstName),
        intro: [
          `Recibimos una solicitud para restablecer la contraseña de su cuenta de ${BRAND.name} (${email}).`,
          'Para elegir una nueva contraseña, use el botón de abajo.',
        ],
        sections: [
          {
            title: 'Sobre este enlace',
            rows: [
              ['Vence', 'En 1 hora'],
              ['Uso', 'Una sola vez; un enlace nuevo reemplaza al anterior'],
            ],
          },
        ],
        action: { label: 'Elegir nueva contraseña', url: link },
        closing: [
          'Si usted no lo pidió, ignore este mensaje: su contraseña no cambia y nadie puede usarla sin este enlace.',
        ],
      }),
    };
  }
  return {
    subject: `Reset your ${BRAND.name} password`,
    ...renderBrandedEmail({
      language,
      preheader: 'The link expires in 1 hour and works once.',
      heading: 'Choose a new password',
      greeting: greeting(language, firstName),
      intro: [
        `We received a request to reset the password of your ${BRAND.name} account (${email}).`,
        'To choose a new password, use the button below.',
      ],
      sections: [
        {
          title: 'About this link',
          rows: [
            ['Expires', 'In 1 hour'],
            ['Use', 'Once; a newer link replaces this one'],
          ],
        },
      ],
      action: { label: 'Choose a new password', url: link },
      closing: [
        'If you did not ask for this, ignore this email: your password stays as it is and nobody can change it without this link.',
      ],
    }),
  };
}

/**
 * The notice that an account now signs in with Google (linked by its verified email): the old password and
 * sessions ended, and how to get a password back.
 */
export function googleLinkedEmail(input: {
  language: Locale;
  firstName: string;
  googleEmail: string;
}): ComposedEmail {
  const { language, firstName, googleEmail } = input;
  if (language === 'es') {
    return {
      subject: `Su cuenta de ${BRAND.name} ahora usa Google`,
      ...renderBrandedEmail({
        language,
        preheader: 'Ahora inicia sesión con "Continuar con Google".',
        heading: 'Su cuenta ahora usa Google',
        greeting: greeting(language, firstName),
        intro: [
          'Su cuenta se vinculó con su cuenta de Google y ahora inicia sesión con "Continuar con Google".',
        ],
        sections: [
          {
            rows: [
              ['Cuenta de Google', googleEmail],
              ['Contraseña anterior', 'Dejó de funcionar'],
              ['Otras sesiones', 'Cerradas'],
            ],
          },
        ],
        closing: [
          'Por seguridad, la contraseña anterior dejó de funcionar y se cerraron las demás sesiones. Si quiere volver a usar una contraseña, elija "¿Olvidó su contraseña?" en la página de inicio de sesión.',
          `Si usted no hizo este cambio, llámenos de inmediato al ${BRAND.phoneDisplay}.`,
        ],
      }),
    };
  }
  return {
    subject: `Your ${BRAND.name} account now signs in with Google`,
    ...renderBrandedEmail({
      language,
      preheader: 'You now sign in with "Continue with Google".',
      heading: 'Your account now uses Google',
      greeting: greeting(language, firstName),
      intro: ['Your account is now linked to your Google account and signs in with "Continue with Google".'],
      sections: [
        {
          rows: [
            ['Google account', googleEmail],
            ['Previous password', 'No longer works'],
            ['Other sessions', 'Signed out'],
          ],
        },
      ],
      closing: [
        'For your security, the previous password no longer works and every other session was signed out. To use a password again, choose "Forgot password?" on the sign-in page.',
        `If you did not make this change, call us right away at ${BRAND.phoneDisplay}.`,
      ],
    }),
  };
}

/**
 * The warning that many sign-ins with a wrong password were seen on the account (once per attack, decision 035):
 * the account stays open to its owner where they signed in before, elsewhere after a short wait, and a link to
 * choose a new password (which also lifts the wait on the device it is chosen from).
 */
export function signInWarningEmail(input: {
  language: Locale;
  firstName: string;
  email: string;
  /** The absolute address of the "Forgot password" page. */
  link: string;
}): ComposedEmail {
  const { language, firstName, email, link } = input;
  if (language === 'es') {
    return {
      subject: `Intentos fallidos de inicio de sesión en su cuenta de ${BRAND.name}`,
      ...renderBrandedEmail({
        language,
        preheader: 'Vimos muchos intentos de iniciar sesión con una contraseña incorrecta.',
        heading: 'Intentos fallidos de inicio de sesión',
        greeting: greeting(language, firstName),
        intro: [
          `Vimos muchos intentos de iniciar sesión en su cuenta de ${BRAND.name} (${email}) con una contraseña incorrecta.`,
          'Su cuenta sigue abierta para usted: desde donde ya inició sesión antes, entra como siempre. Desde otros lugares, los intentos se hacen más lentos por un tiempo y quizá le pidamos esperar unos minutos; si elige una nueva contraseña con el botón de abajo, ese dispositivo deja de esperar.',
        ],
        action: { label: 'Elegir una nueva contraseña', url: link },
        closing: [
          'Si fue usted, no necesita hacer nada. Si no, le recomendamos elegir una nueva contraseña que no use en otros sitios.',
          `¿Preguntas? Llámenos al ${BRAND.phoneDisplay}.`,
        ],
      }),
    };
  }
  return {
    subject: `Failed sign-ins on your ${BRAND.name} account`,
    ...renderBrandedEmail({
      language,
      preheader: 'We saw many attempts to sign in with a wrong password.',
      heading: 'Failed sign-ins on your account',
      greeting: greeting(language, firstName),
      intro: [
        `We saw many attempts to sign in to your ${BRAND.name} account (${email}) with a wrong password.`,
        'Your account stays open to you: where you have signed in before, you sign in as usual. Elsewhere, sign-ins are slowed down for a while and you may be asked to wait a few minutes; choosing a new password with the button below lifts the wait on that device.',
      ],
      action: { label: 'Choose a new password', url: link },
      closing: [
        'If this was you, there is nothing to do. If not, we recommend choosing a new password that you do not use on other sites.',
        `Questions? Call us at ${BRAND.phoneDisplay}.`,
      ],
    }),
  };
}

/**
 * The email verification link sent at sign-up (and on request), in the account's language: a button to the
 * absolute link, how long it works (24 hours, once), and why it matters (guest bookings made with this email
 * join the account once it is verified).
 */
export function emailVerificationEmail(input: {
  language: Locale;
  firstName: string;
  email: string;
  link: string;
}): ComposedEmail {
  const { language, firstName, email, link } = input;
  if (language === 'es') {
    return {
      subject: `Confirme su correo para ${BRAND.name}`,
      ...renderBrandedEmail({
        language,
        preheader: 'El enlace vence en 24 horas y sirve una sola vez.',
        heading: 'Confirme su correo electrónico',
        greeting: greeting(language, firstName),
        intro: [
          `Gracias por crear su cuenta de ${BRAND.name}. Confirme que ${email} es su dirección con el botón de abajo.`,
          'Una vez confirmada, las reservas que hizo como invitado con esta dirección aparecerán en su cuenta.',
        ],
        sections: [
          {
            title: 'Sobre este enlace',
            rows: [
              ['Vence', 'En 24 horas'],
              ['Uso', 'Una sola vez; un enlace nuevo reemplaza al anterior'],
            ],
          },
        ],
        action: { label: 'Confirmar mi correo', url: link },
        closing: [
          'Si usted no creó esta cuenta, ignore este mensaje: nadie verá sus reservas sin este enlace.',
        ],
      }),
    };
  }
  return {
    subject: `Verify your email for ${BRAND.name}`,
    ...renderBrandedEmail({
      language,
      preheader: 'The link expires in 24 hours and works once.',
      heading: 'Verify your email address',
      greeting: greeting(language, firstName),
      intro: [
        `Thank you for creating your ${BRAND.name} account. Confirm that ${email} is your address with the button below.`,
        'Once it is verified, the bookings you made as a guest with this address appear in your account.',
      ],
      sections: [
        {
          title: 'About this link',
          rows: [
            ['Expires', 'In 24 hours'],
            ['Use', 'Once; a newer link replaces this one'],
          ],
        },
      ],
      action: { label: 'Verify my email', url: link },
      closing: [
        'If you did not create this account, ignore this email: nobody sees your bookings without this link.',
      ],
    }),
  };
}
