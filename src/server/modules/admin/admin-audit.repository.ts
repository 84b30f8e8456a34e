import { and, asc, count, desc, eq, exists, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { AuditAction, AuditEntity } from '../../../shared/domain/audit.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { adminAuditLog } from '../../db/schema/audit.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { accountName } from './admin-query.ts';

export interface AuditFilter {
  action?: AuditAction | undefined;
  entityType?: AuditEntity | undefined;
  /** Any of these record ids (a booking's id and its number, for instance). */
  entityIds?: string[] | undefined;
  actorId?: string | undefined;
  /** created_at >= start and < end. */
  start?: Date | undefined;
  end?: Date | undefined;
}

function where(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(adminAuditLog.action, filter.action));
  if (filter.entityType) conditions.push(eq(adminAuditLog.entityType, filter.entityType));
  if (filter.entityIds) conditions.push(inArray(adminAuditLog.entityId, filter.entityIds));
  if (filter.actorId) conditions.push(eq(adminAuditLog.actorUserId, filter.actorId));
  if (filter.start) conditions.push(gte(adminAuditLog.createdAt, filter.start));
  if (filter.end) conditions.push(lt(adminAuditLog.createdAt, filter.end));
  return conditions.length ? and(...conditions) : undefined;
}

/** The audit log of admin actions as the back office reads it (GET /api/admin/audit). */
export function createAdminAuditRepository(db: Db) {
  return {
    /** One page, newest first, with each actor's name and email, and the number of entries matching. */
    async list(filter: AuditFilter, page: { limit: number; offset: number }) {
      const condition = where(filter);
      const [rows, totals] = await Promise.all([
        db
          .select({
            entry: adminAuditLog,
            actorName: sql<
              string | null
            >`case when ${users.id} is null then null else ${accountName(users)} end`,
            actorEmail: users.email,
          })
          .from(adminAuditLog)
          .leftJoin(users, eq(users.id, adminAuditLog.actorUserId))
          .where(condition)
          .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(adminAuditLog).where(condition),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /** The accounts that appear in the log as actors (each looked up on the actor index), by name. */
    async actors(): Promise<{ id: string; name: string }[]> {
      return db
        .select({ id: users.id, name: accountName(users) })
        .from(users)
        .where(
          exists(
            db
              .select({ one: sql`1` })
              .from(adminAuditLog)
              .where(eq(adminAuditLog.actorUserId, users.id)),
          ),
        )
        .orderBy(asc(accountName(users)), asc(users.id));
    },

    /** A booking's id and number from either one (the audit filter takes both). */
    async booking(
      ref: { id: string } | { number: string },
    ): Promise<{ id: string; number: string } | undefined> {
      const [row] = await db
        .select({ id: bookings.id, number: bookings.number })
        .from(bookings)
        .where('id' in ref ? eq(bookings.id, ref.id) : eq(bookings.number, ref.number));
      return row;
    },
  };
}
export type AdminAuditRepository = ReturnType<typeof createAdminAuditRepository>;
