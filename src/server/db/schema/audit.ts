import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../shared/domain/audit.ts';
import { users } from './accounts.ts';

/**
 * Every admin action (status changes, assignments, notifications, refunds, application reviews, driver
 * suspensions, pricing versions, resends, handled messages): who, when, what, and the record before and after.
 * Append-only; written in the transaction of the action (`recordAudit`).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    entityType: text('entity_type', { enum: AUDIT_ENTITIES }).notNull(),
    entityId: text('entity_id').notNull(),
    /** One line an operator reads ("NYC-7K3M9Q: confirmed → cancelled"). */
    summary: text('summary').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt),
    index('admin_audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('admin_audit_log_actor_idx').on(t.actorUserId, t.createdAt),
  ],
);
