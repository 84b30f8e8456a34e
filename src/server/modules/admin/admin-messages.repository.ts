import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { MESSAGE_FILTERS } from '../../../shared/contracts/admin-ops.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { accountName, anyContains } from './admin-query.ts';
import { type AuditEntryInput, recordAudit } from './audit.ts';

type MessageRow = typeof contactMessages.$inferSelect;

const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  subject: contactMessages.subject,
  message: contactMessages.message,
  locale: contactMessages.locale,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  handledBy: sql<string | null>`case when ${users.id} is null then null else ${accountName(users)} end`,
};

export interface MessageFilter {
  state: (typeof MESSAGE_FILTERS)[number];
  q?: string | undefined;
}

function where(filter: MessageFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.state === 'open') conditions.push(isNull(contactMessages.handledAt));
  if (filter.state === 'handled') conditions.push(isNotNull(contactMessages.handledAt));
  if (filter.q) {
    conditions.push(
      anyContains(filter.q, [
        sql`${contactMessages.name}`,
        sql`${contactMessages.email}`,
        sql`${contactMessages.phone}`,
        sql`${contactMessages.subject}`,
        sql`${contactMessages.message}`,
      ]),
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** The contact-form messages as the back office reads and marks them (GET/PATCH /api/admin/messages). */
export function createAdminMessagesRepository(db: Db) {
  const select = (q: Db) =>
    q.select(columns).from(contactMessages).leftJoin(users, eq(users.id, contactMessages.handledBy));

  return {
    /** One page, newest first; how many match; how many are open whatever the filter. */
    async list(filter: MessageFilter, page: { limit: number; offset: number }) {
      const condition = where(filter);
      const [rows, totals, open] = await Promise.all([
        select(db)
          .where(condition)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(contactMessages).where(condition),
        db.select({ total: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)),
      ]);
      return { rows, total: totals[0]?.total ?? 0, openCount: open[0]?.total ?? 0 };
    },

    async find(id: string) {
      const [row] = await select(db).where(eq(contactMessages.id, id));
      return row;
    },

    /**
     * Marks a message handled (by `adminId`, at `at`) or open again, in one transaction with its audit entry.
     * The message's row lock orders two admins acting at once; the change is a conditional update, so a
     * message already in the asked state is left as it is, with no audit entry. Undefined when unknown.
     */
    async setHandled(
      id: string,
      handled: boolean,
      adminId: string,
      at: Date,
      audit: (before: MessageRow, after: MessageRow) => AuditEntryInput,
    ): Promise<boolean | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(contactMessages)
          .where(eq(contactMessages.id, id))
          .for('update');
        if (!before) return undefined;
        const [after] = await tx
          .update(contactMessages)
          .set(handled ? { handledAt: at, handledBy: adminId } : { handledAt: null, handledBy: null })
          .where(
            and(
              eq(contactMessages.id, id),
              handled ? isNull(contactMessages.handledAt) : isNotNull(contactMessages.handledAt),
            ),
          )
          .returning();
        if (!after) return false;
        await recordAudit(tx, audit(before, after));
        return true;
      });
    },
  };
}
export type AdminMessagesRepository = ReturnType<typeof createAdminMessagesRepository>;
