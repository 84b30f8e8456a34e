import type { DriverApplicationRequest } from '../../../shared/contracts/drivers.ts';
import { AppError } from '../../../shared/errors.ts';
import type { EmailPort } from '../../integrations/email/types.ts';
import { receivedEmail, type Language } from './driver-emails.ts';
import type { DriversRepository } from './drivers.repository.ts';

/** The short reference an applicant and the team quote for an application: "DA-" and its id's first 8 characters. */
export function applicationReference(id: string): string {
  return `DA-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/**
 * Driver applications: a visitor applies (stored pending; the password is chosen at registration) and is emailed an acknowledgement
 * with the application's reference, and none of what they typed.
 */
export function createDriverApplicationsService(deps: { repo: DriversRepository; email: EmailPort }) {
  const { repo, email } = deps;
  return {
    async apply(
      input: DriverApplicationRequest,
      meta: { language: Language },
    ): Promise<{ id: string; status: 'pending' | 'approved' | 'rejected' }> {
      const { language: given, ...fields } = input;
      const language = given ?? meta.language;
      const created = await repo.insertApplication({
        ...fields,
        email: fields.email.toLowerCase(),
        additionalInfo: fields.additionalInfo || null,
        emergencyContactName: fields.emergencyContactName || null,
        emergencyContactPhone: fields.emergencyContactPhone || null,
        language,
      });
      if (!created) throw AppError.onField('email', 'drivers.applicationPending');
      await email.send({
        kind: 'driver-application-received',
        to: fields.email,
        ...receivedEmail(language, applicationReference(created.id)),
      });
      return created;
    },
  };
}
export type DriverApplicationsService = ReturnType<typeof createDriverApplicationsService>;
