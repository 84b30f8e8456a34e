import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { pricingConfig } from '../../db/schema/pricing.ts';
import {
  documentChanges,
  fromEditorDocument,
  toEditorDocument,
  type AdminPricing,
  type PricingDocument,
  type PricingVersion,
} from '../../../shared/contracts/admin-pricing.ts';
import type { PricingService } from '../pricing/pricing.service.ts';
import { recordAudit } from './audit.ts';

/** How many earlier versions the Pricing tab lists. */
const VERSIONS_LISTED = 20;
/** How many changed fields the audit entry keeps (the summary names the first few). */
const CHANGES_KEPT = 60;
const CHANGES_NAMED = 4;

export interface AdminPricingDeps {
  db: Db;
  pricing: Pick<PricingService, 'record' | 'update'>;
}

/**
 * The admin's Pricing tab: the configuration in force as the editors show it, with its version history, and
 * the save of an edited document as the next version (who and when), audited in the same transaction.
 */
export function createAdminPricingService({ db, pricing }: AdminPricingDeps) {
  async function versions(): Promise<PricingVersion[]> {
    const rows = await db
      .select({
        version: pricingConfig.version,
        updatedAt: pricingConfig.updatedAt,
        updatedBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      })
      .from(pricingConfig)
      .leftJoin(users, eq(users.id, pricingConfig.updatedBy))
      .orderBy(desc(pricingConfig.version))
      .limit(VERSIONS_LISTED);
    return rows.map((r) => ({
      version: r.version,
      updatedAt: r.updatedAt.toISOString(),
      updatedBy: r.updatedBy,
    }));
  }

  async function view(): Promise<AdminPricing> {
    const [record, list] = await Promise.all([pricing.record(), versions()]);
    const own = list.find((v) => v.version === record.version);
    return {
      version: record.version,
      updatedAt: record.updatedAt?.toISOString() ?? null,
      updatedBy: own?.updatedBy ?? null,
      document: toEditorDocument(record.config),
      versions: list,
    };
  }

  return {
    view,

    /**
     * Stores the document as the next version if `expectedVersion` is still the latest (else 409
     * pricing.versionConflict). The configuration's own checks run too (400 pricing.invalidConfig).
     */
    async save(document: PricingDocument, expectedVersion: number, userId: string): Promise<AdminPricing> {
      const current = await pricing.record();
      const before = toEditorDocument(current.config);
      const config = fromEditorDocument(document, current.config);
      const changes = documentChanges(before, toEditorDocument(config));
      await pricing.update(config, userId, expectedVersion, async (tx, saved, previousVersion) => {
        const named = changes
          .slice(0, CHANGES_NAMED)
          .map((c) => `${c.path} ${String(c.before)} → ${String(c.after)}`);
        const more = changes.length > CHANGES_NAMED ? ` and ${changes.length - CHANGES_NAMED} more` : '';
        const kept = changes.slice(0, CHANGES_KEPT);
        await recordAudit(tx, {
          actorUserId: userId,
          action: 'pricing.update',
          entityType: 'pricing',
          entityId: String(saved.version),
          summary: changes.length
            ? `Version ${saved.version}: ${named.join('; ')}${more}`
            : `Version ${saved.version}: saved without changes`,
          before: {
            version: previousVersion,
            changes: Object.fromEntries(kept.map((c) => [c.path, c.before])),
          },
          after: {
            version: saved.version,
            changes: Object.fromEntries(kept.map((c) => [c.path, c.after])),
          },
        });
      });
      return view();
    },
  };
}
