import { and, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { OutboxChannel, OUTBOX_STATUSES } from '../../../shared/contracts/admin-ops.ts';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import type { EmailMessage } from '../../integrations/email/types.ts';
import { anyContains } from './admin-query.ts';
import { type AuditEntryInput, recordAudit } from './audit.ts';

export type OutboxRow = typeof emailOutbox.$inferSelect;

export interface OutboxFilter {
  q?: string | undefined;
  status?: (typeof OUTBOX_STATUSES)[number] | undefined;
  channel?: OutboxChannel | undefined;
  kind?: string | undefined;
}

/** A list row: everything but the bodies, with the first 200 characters of the text and the booking number. */
const listColumns = {
  id: emailOutbox.id,
  channel: emailOutbox.channel,
  to: emailOutbox.to,
  subject: emailOutbox.subject,
  kind: emailOutbox.kind,
  status: emailOutbox.status,
  error: emailOutbox.error,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
  bookingId: emailOutbox.bookingId,
  bookingNumber: bookings.number,
  resendOf: emailOutbox.resendOf,
  attachments: emailOutbox.attachments,
  preview: sql<string>`left(${emailOutbox.text}, 200)`,
};
function where(filter: OutboxFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(emailOutbox.status, filter.status));
  if (filter.channel) conditions.push(eq(emailOutbox.channel, filter.channel));
  if (filter.kind) conditions.push(eq(emailOutbox.kind, filter.kind));
  if (filter.q)
    conditions.push(
      anyContains(filter.q, [sql`${emailOutbox.to}`, sql`${emailOutbox.subject}`, sql`${bookings.number}`]),
    );
  return conditions.length ? and(...conditions) : undefined;
}

/** The outbox as the back office reads it, and an admin's resend (GET/POST /api/admin/outbox). */
export function createAdminOutboxRepository(db: Db) {
  return {
    /** One page, newest first, and the number of rows the filter matches. */
    async list(filter: OutboxFilter, page: { limit: number; offset: number }) {
      const condition = where(filter);
      const [rows, totals] = await Promise.all([
        db
          .select(listColumns)
          .from(emailOutbox)
          .leftJoin(bookings, eq(bookings.id, emailOutbox.bookingId))
          .where(condition)
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(page.limit)
          .offset(page.offset),
        // The booking is joined only when the search may match its number.
        filter.q
          ? db
              .select({ total: count() })
              .from(emailOutbox)
              .leftJoin(bookings, eq(bookings.id, emailOutbox.bookingId))
              .where(condition)
          : db.select({ total: count() }).from(emailOutbox).where(condition),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /** One email in full, with its booking number. */
    async find(id: string): Promise<(OutboxRow & { bookingNumber: string | null }) | undefined> {
      const [row] = await db
        .select({ email: emailOutbox, bookingNumber: bookings.number })
        .from(emailOutbox)
        .leftJoin(bookings, eq(bookings.id, emailOutbox.bookingId))
        .where(eq(emailOutbox.id, id));
      return row ? { ...row.email, bookingNumber: row.bookingNumber } : undefined;
    },

    /**
     * Records a resend of `id` in one transaction: locks the original message (the first of its resend chain),
     * refuses when it was resent after `since` (null: the service's clock less the gap, as the rows' times come
     * from the same clock, never the database's), else records the new outbox row with
     * `record` (`resend_of` the original) and the audit entry `audit(newId)` describes. Two admins resending at
     * once queue on the lock, so the second finds the first's row and is refused. Delivery happens after
     * the commit. Undefined when `id` is unknown.
     */
    async recordResend(
      id: string,
      since: Date,
      build: (original: OutboxRow, rootId: string) => EmailMessage,
      audit: (original: OutboxRow, newId: string, message: EmailMessage) => AuditEntryInput,
      record: (message: EmailMessage, tx: Db) => Promise<string>,
    ): Promise<{ id: string; message: EmailMessage } | 'not-email' | null | undefined> {
      return db.transaction(async (tx) => {
        const [clicked] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, id));
        if (!clicked) return undefined;
        if (clicked.channel !== 'email') return 'not-email';
        const rootId = clicked.resendOf ?? clicked.id;
        // Lock the chain's original; a resend whose original is gone locks itself.
        const [root] = await tx
          .select({ id: emailOutbox.id })
          .from(emailOutbox)
          .where(eq(emailOutbox.id, rootId))
          .for('update');
        if (!root)
          await tx
            .select({ id: emailOutbox.id })
            .from(emailOutbox)
            .where(eq(emailOutbox.id, id))
            .for('update');
        const [recent] = await tx
          .select({ id: emailOutbox.id })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.resendOf, rootId), gt(emailOutbox.createdAt, since)))
          .limit(1);
        if (recent) return null;
        const message = build(clicked, rootId);
        const newId = await record(message, tx as unknown as Db);
        await recordAudit(tx, audit(clicked, newId, message));
        return { id: newId, message };
      });
    },
  };
}
export type AdminOutboxRepository = ReturnType<typeof createAdminOutboxRepository>;
