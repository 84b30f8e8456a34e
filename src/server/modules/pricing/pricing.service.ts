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
  repo: Pick<PricingRepository, 'latest' | 'save' | 'headVersion'>;
  /** How long a read configuration is served without checking the stored version again (default 5 s). */
  ttlMs?: number;
  /** Milliseconds clock (tests). */
  now?: () => number;
}

/**
 * The pricing configuration for every price the server computes, read once per version. Quotes are hot (p99
 * budget 20 ms), so the configuration is kept in memory, validated and frozen: after `ttlMs` the next call still
 * answers at once from memory and checks the stored version in the background (one `max(version)` read); only a
 * newer version is read, upgraded and validated again (stale-while-revalidate), so only the very first call of
 * a process waits for the database. A save on this process applies immediately; other processes see it within
 * `ttlMs` plus one request.
 */
export function createPricingService(deps: PricingServiceDeps) {
  const ttlMs = deps.ttlMs ?? 5_000;
  const now = deps.now ?? Date.now;
  /**
   * `head`: the newest stored version when the record was read (the record itself may be an older one when the
   * newest no longer validates): the version check compares the stored head with it.
   */
  let cached: { record: StoredPricingConfig; head: number; at: number } | null = null;
  let inflight: Promise<StoredPricingConfig> | null = null;
  // Bumped by every save: a read that started before a save must not replace the saved configuration.
  let generation = 0;

  function load(knownHead?: number): Promise<StoredPricingConfig> {
    const startedAt = generation;
    inflight ??= (async () => {
      // The head first: a save between the two reads leaves a head older than the record, so the next check
      // reads again (never the other way round, which would keep a stale record).
      const head = knownHead ?? (await deps.repo.headVersion());
      const record = await deps.repo.latest();
      const frozen = { ...record, config: deepFreeze(record.config) };
      if (startedAt === generation) cached = { record: frozen, head, at: now() };
      return frozen;
    })().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  /** The version check: the same head keeps the cached record (for another `ttlMs`), a newer one reloads. */
  async function revalidate(current: NonNullable<typeof cached>): Promise<void> {
    const startedAt = generation;
    const head = await deps.repo.headVersion();
    if (startedAt !== generation || cached !== current) return;
    if (head === current.head) cached = { ...current, at: now() };
    else await load(head);
  }

  let checking: Promise<void> | null = null;
  async function record(): Promise<StoredPricingConfig> {
    if (!cached) return load();
    if (now() - cached.at >= ttlMs && !checking && !inflight) {
      // Serve the known configuration now; a failed check keeps it and is retried on a later call.
      checking = revalidate(cached)
        .catch(() => undefined)
        .finally(() => {
          checking = null;
        });
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
        cached = { record: frozen, head: saved.version, at: now() };
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
