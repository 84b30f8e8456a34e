import { desc, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pricingConfig } from '../../db/schema/pricing.ts';
import { pricingConfigSchema } from '../../../shared/contracts/pricing.ts';
import { TOLL_IDS, type TollId } from '../../../shared/domain/crossings.ts';
import { type PricingConfig, type TollConfig } from '../../../shared/domain/pricing-config.ts';
import { DEFAULT_PRICING_CONFIG } from '../../../shared/domain/pricing-defaults.ts';

export interface StoredPricingConfig {
  config: PricingConfig;
  /** 0 when nothing is stored yet (the built-in defaults are in use). */
  version: number;
  updatedAt: Date | null;
  updatedBy: string | null;
}

/** Postgres unique_violation (the same code through pg and PGlite). */
const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/**
 * A stored tolls record in today's shape. Version 1 rows of older databases have no off-peak amounts and list
 * the congestion relief zone as a toll (the private car's $9; a for-hire car pays the per-trip `crzForHire`
 * surcharge instead): the zone is dropped, a facility still at its default peak amount gets the default
 * off-peak amount (an admin's own figure keeps one rate all day: null), missing facilities come from the
 * defaults.
 */
function upgradeTolls(stored: unknown): Record<TollId, TollConfig> {
  const old = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const out = {} as Record<TollId, TollConfig>;
  for (const id of TOLL_IDS) {
    const d = DEFAULT_PRICING_CONFIG.tolls[id];
    const t = old[id];
    if (!t || typeof t !== 'object') {
      out[id] = { ...d };
      continue;
    }
    const toll = t as Partial<TollConfig>;
    const offPeakCents =
      toll.offPeakCents !== undefined
        ? toll.offPeakCents
        : toll.amountCents === d.amountCents
          ? d.offPeakCents
          : null;
    out[id] = { ...d, ...toll, offPeakCents } as TollConfig;
  }
  return out;
}

/**
 * Reads a stored configuration forgivingly: top-level sections missing from an older stored version are taken
 * from the current defaults (the surcharges and toll peak windows of version 1 rows), the tolls are brought to
 * today's shape, then the whole is validated. A row that still does not validate is not used.
 */
export function upgrade(stored: unknown): PricingConfig | null {
  if (!stored || typeof stored !== 'object') return null;
  const partial = stored as Partial<PricingConfig>;
  const merged = { ...DEFAULT_PRICING_CONFIG, ...partial, tolls: upgradeTolls(partial.tolls) };
  const parsed = pricingConfigSchema.safeParse(merged);
  return parsed.success ? parsed.data : null;
}

export class PricingVersionConflict extends Error {
  constructor() {
    super('The pricing configuration was changed by someone else');
    this.name = 'PricingVersionConflict';
  }
}

/** Inserts the specification's defaults as version 1 unless a configuration is stored. Idempotent. */
export async function ensurePricingConfig(db: Db): Promise<void> {
  await db
    .insert(pricingConfig)
    .values({ version: 1, config: DEFAULT_PRICING_CONFIG, updatedBy: null })
    .onConflictDoNothing({ target: pricingConfig.version });
}

export function createPricingRepository(db: Db) {
  async function latest(): Promise<StoredPricingConfig> {
    // The few most recent versions: if the newest no longer validates (hand-edited row), fall back to the one
    // before it rather than pricing with a broken configuration.
    const rows = await db.select().from(pricingConfig).orderBy(desc(pricingConfig.version)).limit(5);
    for (const row of rows) {
      const config = upgrade(row.config);
      if (config) {
        return { config, version: row.version, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
      }
    }
    return { config: DEFAULT_PRICING_CONFIG, version: 0, updatedAt: null, updatedBy: null };
  }

  return {
    latest,

    /** The newest stored version number (0 when none): one indexed read, the cache's version check. */
    async headVersion(): Promise<number> {
      const [head] = await db.select({ version: max(pricingConfig.version) }).from(pricingConfig);
      return head?.version ?? 0;
    },

    async current(): Promise<PricingConfig> {
      return (await latest()).config;
    },

    /**
     * Stores `config` as the next version. With `expectedVersion`, the save succeeds only if that is still the
     * latest version (otherwise PricingVersionConflict); of two concurrent saves of the same next version, one
     * loses on the unique version and gets the same error. The caller validates `config`.
     */
    async save(
      config: PricingConfig,
      userId: string | null,
      expectedVersion?: number,
      /** Runs in the save's transaction with the new version (the admin's audit entry). */
      onSaved?: (tx: Db, saved: StoredPricingConfig, previousVersion: number) => Promise<void>,
    ): Promise<StoredPricingConfig> {
      try {
        return await db.transaction(async (tx) => {
          const [head] = await tx.select({ version: max(pricingConfig.version) }).from(pricingConfig);
          const base = head?.version ?? 0;
          if (expectedVersion !== undefined && expectedVersion !== base) throw new PricingVersionConflict();
          const [row] = await tx
            .insert(pricingConfig)
            .values({ version: base + 1, config, updatedBy: userId })
            .returning();
          if (!row) throw new Error('insert returned no row');
          const saved = { config, version: row.version, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
          await onSaved?.(tx, saved, base);
          return saved;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new PricingVersionConflict();
        throw err;
      }
    },
  };
}

export type PricingRepository = ReturnType<typeof createPricingRepository>;
