import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PricingConfig } from '../../../shared/domain/pricing-config.ts';
import { users } from './accounts.ts';

/**
 * The pricing configuration, one row per saved version (append-only: the history is the audit trail).
 * The current configuration is the highest version. Version 1 holds the specification's defaults and is
 * inserted at start-up if missing; an admin's save inserts version n+1, and the unique version makes two
 * concurrent saves from the same version conflict instead of overwriting each other.
 */
export const pricingConfig = pgTable(
  'pricing_config',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: integer('version').notNull().unique('pricing_config_version_key'),
    config: jsonb('config').$type<PricingConfig>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the seeded defaults. */
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('pricing_config_version_positive', sql`${t.version} > 0`),
    index('pricing_config_updated_by_idx').on(t.updatedBy),
  ],
);
