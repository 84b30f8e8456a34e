import { pricingConfigSchema } from '../../../shared/contracts/pricing.ts';
import { type PricingConfig } from '../../../shared/domain/pricing-config.ts';
import { deepFreeze } from '../../../shared/domain/pricing-defaults.ts';
import { AppError } from '../../../shared/errors.ts';
import { issueFieldErrors } from '../../../shared/zod-issues.ts';
import {
  PricingVersionConflict,
  type PricingRepository,
  type StoredPricingConfig,
} from './pricing.repository.ts';

export interface PricingServiceDeps {
  repo: Pick<PricingRepository, 'latest' | 'save'>;
  /** How long a read configuration is served without asking the database again (default 5 s). */
  ttlMs?: number;
  /** Milliseconds clock (tests). */
  now?: () => number;
}

/**
 * The pricing configuration for every price the server computes. Quotes are hot (p99 budget 20 ms), so the
 * configuration is kept in memory: after `ttlMs` the next call still answers at once from memory and refreshes
 * in the background (stale-while-revalidate), so only the very first call of a process waits for the database.
 * A save on this process applies immediately; other processes see it within `ttlMs` plus one request.
 */
export function createPricingService(deps: PricingServiceDeps) {
  const ttlMs = deps.ttlMs ?? 5_000;
  const now = deps.now ?? Date.now;
  let cached: { record: StoredPricingConfig; at: number } | null = null;
  let inflight: Promise<StoredPricingConfig> | null = null;
  // Bumped by every save: a read that started before a save must not replace the saved configuration.
  let generation = 0;

  function load(): Promise<StoredPricingConfig> {
    const startedAt = generation;
    inflight ??= deps.repo
      .latest()
      .then((record) => {
        const frozen = { ...record, config: deepFreeze(record.config) };
        if (startedAt === generation) cached = { record: frozen, at: now() };
        return frozen;
      })
      .finally(() => {
        inflight = null;
      });
    return inflight;
  }

  async function record(): Promise<StoredPricingConfig> {
    if (!cached) return load();
    if (now() - cached.at >= ttlMs) {
      // Serve the known configuration now; a failed refresh keeps it and is retried on a later call.
      load().catch(() => undefined);
    }
    return cached.record;
  }

  return {
    /** The configuration in force (frozen: shared by every request). */
    async current(): Promise<PricingConfig> {
      return (await record()).config;
    },

    /** The configuration with its version and who saved it (for the admin screen). */
    record,

    /**
     * Validates and stores a new configuration (admins only: the route checks the role). With
     * `expectedVersion`, refuses to overwrite a version saved meanwhile by someone else.
     */
    async update(
      config: unknown,
      userId: string | null,
      expectedVersion?: number,
      /** Runs in the save's transaction (the audit entry): if it fails, nothing is saved. */
      onSaved?: Parameters<PricingRepository['save']>[3],
    ): Promise<StoredPricingConfig> {
      const parsed = pricingConfigSchema.safeParse(config);
      if (!parsed.success) {
        throw new AppError(
          'pricing.invalidConfig',
          undefined,
          issueFieldErrors(parsed.error.issues, 'config'),
        );
      }
      try {
        const saved = await deps.repo.save(parsed.data, userId, expectedVersion, onSaved);
        generation += 1;
        const frozen = { ...saved, config: deepFreeze(saved.config) };
        cached = { record: frozen, at: now() };
        return frozen;
      } catch (err) {
        if (err instanceof PricingVersionConflict) {
          generation += 1;
          cached = null;
          throw new AppError('pricing.versionConflict');
        }
        throw err;
      }
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
