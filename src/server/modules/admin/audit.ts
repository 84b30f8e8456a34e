import type { Db } from '../../db/client.ts';
import { adminAuditLog } from '../../db/schema/audit.ts';
import type { AuditAction, AuditEntity } from '../../../shared/domain/audit.ts';

/** A transaction or the database: an audit entry is written in the transaction of the action it records. */
type Executor = Pick<Db, 'insert'>;

export interface AuditEntryInput {
  actorUserId: string | null;
  action: AuditAction;
  entityType: AuditEntity;
  entityId: string;
  /** One line an operator reads ("NYC-7K3M9Q: confirmed → cancelled"). */
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records an admin action in the audit log (GET /api/admin/audit). Call it with the transaction that makes
 * the change, so the entry exists exactly when the change does.
 */
export async function recordAudit(db: Executor, entry: AuditEntryInput): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
