import {
  addDays,
  daysBetween,
  nyDay,
  REMINDER_DAYS,
  reminderDue,
} from '../../../shared/domain/compliance.ts';
import type { EmailPort } from '../../integrations/email/types.ts';
import { chauffeurReminderEmail, dispatchReminderEmail } from './compliance-emails.ts';
import type { ComplianceRepository } from './compliance.repository.ts';

/** The documents' expiry reminders (decision 32), run hourly by the scheduled job of the compliance module. */
export function createComplianceReminders(deps: {
  repo: ComplianceRepository;
  email: EmailPort;
  publicUrl: string;
  clock?: (() => Date) | undefined;
}) {
  const { repo, email, publicUrl } = deps;
  const clock = deps.clock ?? (() => new Date());

  return {
    /**
     * The expiry reminders due on `now`'s New York day (REMINDER_DAYS before each expiry, REMINDER_DAYS's smallest
     * step not yet passed): each claimed by its unique row and emailed to the chauffeur (their language) and every
     * admin in the same transaction, so however many runs and processes, each is sent once.
     */
    async sendReminders(now: Date = clock()): Promise<{ sent: number }> {
      const today = nyDay(now);
      const docs = await repo.expiringDocuments(today, addDays(today, Math.max(...REMINDER_DAYS)));
      let sent = 0;
      for (const d of docs) {
        const step = reminderDue(d.expiry, today);
        if (step === null) continue;
        const done = await repo.transaction(async (tx) => {
          const claimed = await repo.claimReminder(tx, {
            document: d.document,
            subjectId: d.subjectId,
            expiry: d.expiry,
            daysBefore: step,
            at: now,
          });
          if (!claimed) return false;
          const chauffeur = d.driverId ? await repo.contact(tx, d.driverId) : undefined;
          const facts = {
            document: d.document,
            expiry: d.expiry,
            daysLeft: daysBetween(today, d.expiry),
            chauffeur: chauffeur?.name ?? null,
            plate: d.plate,
          };
          if (chauffeur) await email.record(chauffeurReminderEmail(chauffeur, facts, publicUrl), tx);
          for (const admin of await repo.admins(tx))
            await email.record(dispatchReminderEmail(admin, facts, publicUrl), tx);
          return true;
        });
        if (done) sent += 1;
      }
      if (sent > 0) email.kick();
      return { sent };
    },
  };
}
export type ComplianceReminders = ReturnType<typeof createComplianceReminders>;
