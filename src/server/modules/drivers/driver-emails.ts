import { BRAND } from '../../../shared/brand.ts';

export type Language = 'en' | 'es';

interface Composed {
  subject: string;
  text: string;
}

/** An instant as the applicant reads it: the date and time in New York, in their language. */
export function newYorkDateTime(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
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
    return {
      subject: replaces
        ? `Su nuevo código de invitación de conductor — ${BRAND.name}`
        : `Su solicitud de conductor fue aprobada — ${BRAND.name}`,
      text: [
        `Hola ${firstName}:`,
        '',
        replaces
          ? 'Le enviamos un nuevo código de invitación. El código anterior ya no es válido.'
          : `¡Buenas noticias! Su solicitud para conducir con ${BRAND.name} fue aprobada.`,
        '',
        `Su código de invitación: ${code}`,
        `Vence el ${expires} (hora de Nueva York) y sirve una sola vez.`,
        '',
        'Complete su registro de conductor aquí:',
        link,
        '',
        `¿Preguntas? Llámenos al ${BRAND.phoneDisplay}, 24/7.`,
        '',
        BRAND.name,
      ].join('\n'),
    };
  }
  return {
    subject: replaces
      ? `Your new driver invitation code — ${BRAND.name}`
      : `Your driver application is approved — ${BRAND.name}`,
    text: [
      `Hello ${firstName},`,
      '',
      replaces
        ? 'Here is a new invitation code. Your earlier code no longer works.'
        : `Good news! Your application to drive with ${BRAND.name} has been approved.`,
      '',
      `Your invitation code: ${code}`,
      `It expires on ${expires} (New York time) and can be used once.`,
      '',
      'Complete your driver registration here:',
      link,
      '',
      `Questions? Call us at ${BRAND.phoneDisplay}, 24/7.`,
      '',
      BRAND.name,
    ].join('\n'),
  };
}

/** The rejection email: courteous, with the reviewer's reason. */
export function rejectionEmail(input: { language: Language; firstName: string; reason: string }): Composed {
  const { language, firstName, reason } = input;
  if (language === 'es') {
    return {
      subject: `Sobre su solicitud de conductor — ${BRAND.name}`,
      text: [
        `Hola ${firstName}:`,
        '',
        `Gracias por su interés en conducir con ${BRAND.name} y por el tiempo dedicado a su solicitud.`,
        'Después de revisarla, lamentamos informarle que no podemos aprobarla en este momento.',
        '',
        `Motivo: ${reason}`,
        '',
        'Si su situación cambia, puede enviar una nueva solicitud cuando lo desee.',
        `¿Preguntas? Llámenos al ${BRAND.phoneDisplay}, 24/7.`,
        '',
        BRAND.name,
      ].join('\n'),
    };
  }
  return {
    subject: `About your driver application — ${BRAND.name}`,
    text: [
      `Hello ${firstName},`,
      '',
      `Thank you for your interest in driving with ${BRAND.name} and for the time you put into your application.`,
      'After reviewing it, we are sorry to tell you that we cannot approve it at this time.',
      '',
      `Reason: ${reason}`,
      '',
      'If your circumstances change, you are welcome to apply again at any time.',
      `Questions? Call us at ${BRAND.phoneDisplay}, 24/7.`,
      '',
      BRAND.name,
    ].join('\n'),
  };
}

/** The welcome email after registration: where to sign in and where the trips are. */
export function welcomeEmail(input: {
  language: Language;
  firstName: string;
  username: string;
  publicUrl: string;
}): Composed {
  const { language, firstName, username, publicUrl } = input;
  if (language === 'es') {
    return {
      subject: `Bienvenido al equipo de conductores de ${BRAND.name}`,
      text: [
        `Hola ${firstName}:`,
        '',
        `Su cuenta de conductor está lista. Bienvenido a ${BRAND.name}.`,
        `Inicie sesión con su correo electrónico (o su usuario, ${username}) y su contraseña en:`,
        `${publicUrl}/driver-login`,
        '',
        `En su panel (${publicUrl}/driver/dashboard) verá los viajes cercanos, sus viajes activos y sus ganancias.`,
        '',
        `¿Preguntas? Llámenos al ${BRAND.phoneDisplay}, 24/7.`,
        '',
        BRAND.name,
      ].join('\n'),
    };
  }
  return {
    subject: `Welcome to the ${BRAND.name} driver team`,
    text: [
      `Hello ${firstName},`,
      '',
      `Your driver account is ready. Welcome to ${BRAND.name}.`,
      `Sign in with your email (or your username, ${username}) and your password at:`,
      `${publicUrl}/driver-login`,
      '',
      `Your dashboard (${publicUrl}/driver/dashboard) shows nearby trips, your active trips and your earnings.`,
      '',
      `Questions? Call us at ${BRAND.phoneDisplay}, 24/7.`,
      '',
      BRAND.name,
    ].join('\n'),
  };
}
