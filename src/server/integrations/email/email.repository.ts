import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import type { EmailMessage } from './types.ts';

export function createOutboxRepository(db: Db) {
  return {
    async insert(message: EmailMessage): Promise<string> {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          replyTo: message.replyTo ?? null,
          kind: message.kind,
          bookingId: message.bookingId ?? null,
          resendOf: message.resendOf ?? null,
          attachments: (message.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            size: typeof a.content === 'string' ? Buffer.byteLength(a.content) : a.content.length,
          })),
        })
        .returning({ id: emailOutbox.id });
      if (!row) throw new Error('outbox insert returned no row');
      return row.id;
    },
    async markSent(id: string): Promise<void> {
      await db.update(emailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(emailOutbox.id, id));
    },
    async markFailed(id: string, error: string): Promise<void> {
      await db.update(emailOutbox).set({ status: 'failed', error }).where(eq(emailOutbox.id, id));
    },
    async latest(limit = 50) {
      return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
    },
    async forRecipient(to: string) {
      return db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, to.toLowerCase()))
        .orderBy(desc(emailOutbox.createdAt));
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
