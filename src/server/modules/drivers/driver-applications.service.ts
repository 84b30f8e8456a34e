import type { DriverApplicationRequest } from '../../../shared/contracts/drivers.ts';
import { AppError } from '../../../shared/errors.ts';
import type { EmailPort } from '../../integrations/email/types.ts';
import { newApplicationNotice, receivedEmail, type Language } from './driver-emails.ts';
import type { DriversQueries, DriversRepository } from './drivers.repository.ts';

/** The short reference an applicant and the team quote for an application: "DA-" and its id's first 8 characters. */
export function applicationReference(id: string): string {
  return `DA-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/**
 * Driver applications: a visitor applies (stored pending; the password is chosen at registration) and is emailed an acknowledgement
 * with the application's reference, and none of what they typed.
 */
export function createDriverApplicationsService(deps: {
  repo: DriversRepository;
  email: EmailPort;
  publicUrl?: string;
}) {
  const { repo, email } = deps;
  async function tellDispatch(
    tx: DriversQueries,
    id: string,
    applicant: { firstName: string; lastName: string; email: string; phone: string },
  ): Promise<void> {
    const reference = applicationReference(id);
    for (const to of await tx.adminEmails()) {
      const notice = newApplicationNotice({ to, reference, applicant, publicUrl: deps.publicUrl ?? '' });
      await email.record(notice, tx.db);
    }
  }

  return {
    async apply(
      input: DriverApplicationRequest,
      meta: { language: Language },
    ): Promise<{ id: string; status: 'pending' | 'approved' | 'rejected' }> {
      const { language: given, ...fields } = input;
      const language = given ?? meta.language;
      // The application and every admin's notice of it commit together (the outbox).
      const created = await repo.transaction(async (tx) => {
        const row = await tx.insertApplication({
          ...fields,
          email: fields.email.toLowerCase(),
          additionalInfo: fields.additionalInfo || null,
          emergencyContactName: fields.emergencyContactName || null,
          emergencyContactPhone: fields.emergencyContactPhone || null,
          language,
        });
        // Already pending for this email: nothing is stored (the failed insert ends the transaction).
        if (!row) throw AppError.onField('email', 'drivers.applicationPending');
        await tellDispatch(tx, row.id, fields);
        return row;
      });
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
