import { BRAND } from '../../../shared/brand.ts';
import type { DriverApplicationRequest } from '../../../shared/contracts/drivers.ts';
import { AppError } from '../../../shared/errors.ts';
import type { EmailPort } from '../../integrations/email/types.ts';
import { hashPassword } from '../auth/password.ts';
import type { DriversRepository } from './drivers.repository.ts';

type Language = 'en' | 'es';

function receivedEmail(language: Language, firstName: string): { subject: string; text: string } {
  if (language === 'es') {
    return {
      subject: `Hemos recibido su solicitud de conductor — ${BRAND.name}`,
      text: [
        `Hola ${firstName}:`,
        '',
        `Gracias por su interés en conducir con ${BRAND.name}. Hemos recibido su solicitud y nuestro equipo la está revisando.`,
        'Si es aprobada, le enviaremos por correo electrónico un código de invitación (TAXI-NNNNN) y el enlace para completar su registro como conductor.',
        '',
        `¿Preguntas? Llámenos al ${BRAND.phoneDisplay}, 24/7.`,
        '',
        BRAND.name,
      ].join('\n'),
    };
  }
  return {
    subject: `We received your driver application — ${BRAND.name}`,
    text: [
      `Hello ${firstName},`,
      '',
      `Thank you for your interest in driving with ${BRAND.name}. We have received your application and our team is reviewing it.`,
      'If it is approved, we will email you an invitation code (TAXI-NNNNN) and the link to complete your driver registration.',
      '',
      `Questions? Call us at ${BRAND.phoneDisplay}, 24/7.`,
      '',
      BRAND.name,
    ].join('\n'),
  };
}

/** Driver applications: a visitor applies (stored pending, password hashed) and is emailed an acknowledgement. */
export function createDriverApplicationsService(deps: { repo: DriversRepository; email: EmailPort }) {
  const { repo, email } = deps;
  return {
    async apply(
      input: DriverApplicationRequest,
      meta: { language: Language },
    ): Promise<{ id: string; status: 'pending' | 'approved' | 'rejected' }> {
      const { password, language: given, ...fields } = input;
      const language = given ?? meta.language;
      const created = await repo.insertApplication({
        ...fields,
        email: fields.email.toLowerCase(),
        additionalInfo: fields.additionalInfo || null,
        emergencyContactName: fields.emergencyContactName || null,
        emergencyContactPhone: fields.emergencyContactPhone || null,
        passwordHash: await hashPassword(password),
        language,
      });
      if (!created) throw AppError.onField('email', 'drivers.applicationPending');
      await email.send({
        kind: 'driver-application-received',
        to: fields.email,
        ...receivedEmail(language, fields.firstName),
      });
      return created;
    },
  };
}
export type DriverApplicationsService = ReturnType<typeof createDriverApplicationsService>;
