import type { DriverApplicationRequest } from '../../../shared/contracts/drivers.ts';
import { AppError } from '../../../shared/errors.ts';
import type { EmailPort } from '../../integrations/email/types.ts';
import { hashNewPassword } from '../auth/password-policy.ts';
import { receivedEmail, type Language } from './driver-emails.ts';
import type { DriversRepository } from './drivers.repository.ts';

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
        passwordHash: await hashNewPassword(password),
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
