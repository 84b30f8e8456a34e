import { AppError } from '../../../shared/errors.ts';
import type { RateLimitCounters } from '../../plugins/rate-limit-counters.ts';

export interface LimitRule {
  max: number;
  windowMs: number;
}

/** Sign-in, registration and reset attempts, counted per address and per account. */
export interface AttemptLimiter {
  /** Counts one attempt under each key; throws 429 with a clear message when any key is over its limit. */
  hit(name: string, keys: readonly string[], rule: LimitRule): Promise<void>;
}

/**
 * Fixed-window attempt counters in the shared rate-limit table (through the counters every limit uses), so a
 * limit holds across every server process sharing one PostgreSQL, per address and per account.
 */
export function createAttemptLimiter(counters: RateLimitCounters): AttemptLimiter {
  return {
    async hit(name, keys, rule) {
      for (const key of keys) {
        const { count, resetAt } = await counters.hit(`${name}:${key}`, rule.windowMs, rule.max);
        if (count > rule.max) {
          const minutes = Math.max(1, Math.ceil((resetAt - Date.now()) / 60_000));
          throw new AppError('auth.tooManyAttempts', { count: minutes });
        }
      }
    },
  };
}
