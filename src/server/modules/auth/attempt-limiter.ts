import { AppError } from '../../../shared/errors.ts';
import type { RateLimitCounters } from '../../plugins/rate-limit-counters.ts';
import type { AuthRepository } from './auth.repository.ts';

export interface LimitRule {
  max: number;
  windowMs: number;
}

/** Registration and reset attempts, counted per address and per account. */
export interface AttemptLimiter {
  /** Counts one attempt under each key; throws 429 with a clear message when any key is over its limit. */
  hit(name: string, keys: readonly string[], rule: LimitRule): Promise<void>;
}

const tooManyAttempts = (resetAt: number) =>
  new AppError('auth.tooManyAttempts', { count: Math.max(1, Math.ceil((resetAt - Date.now()) / 60_000)) });

/**
 * Fixed-window attempt counters in the shared rate-limit table (through the counters every limit uses), so a
 * limit holds across every server process sharing one PostgreSQL, per address and per account.
 */
export function createAttemptLimiter(counters: RateLimitCounters): AttemptLimiter {
  return {
    async hit(name, keys, rule) {
      for (const key of keys) {
        const { count, resetAt } = await counters.hit(`${name}:${key}`, rule.windowMs, rule.max);
        if (count > rule.max) throw tooManyAttempts(resetAt);
      }
    },
  };
}

/**
 * Failed sign-ins allowed in a window (OWASP Authentication Cheat Sheet: count per account and address, and
 * per address, never lock the account itself).
 */
export interface SignInLimits {
  /** Failures of one address on one account: then that address is refused on that account. */
  pair: LimitRule;
  /** Failures of one address on any accounts (password spraying): then that address is refused. */
  address: LimitRule;
  /**
   * Failures on one account from any addresses: past it the account is under attack, and an address that has
   * failed on it is refused on it (a fresh address, the owner's, never is); the owner is warned by email.
   */
  account: LimitRule;
}

/** One sign-in attempt, counted as a failure until its password proves right. */
export interface SignInAttempt {
  /** The password was right: the attempt is given back (only failures count). */
  succeeded(): Promise<void>;
  /**
   * The password of an existing account (`ownerId`) was wrong; the attempt stays counted either way. True for
   * the one failure, per account and day, that should warn the owner: the account has seen `account.max`
   * failures in its window.
   */
  failed(ownerId: string): Promise<boolean>;
}

export interface SignInGuard {
  /**
   * Counts an attempt on `account` (the user's id, or the identifier typed for an unknown one: both answer
   * alike) from `address`, before its password is checked; throws 429 `auth.tooManyAttempts` when refused, so
   * a refused attempt learns nothing about the password.
   */
  begin(account: string, address: string): Promise<SignInAttempt>;
}

const DAY_MS = 86_400_000;

/**
 * Sign-in failures counted in the shared rate-limit table (`rate_limit_counters`, fixed windows like every
 * limit), so they hold across processes: an attempt adds one to its (account, address), address and account
 * counters in a single statement before the password is checked (concurrent guesses are counted, none slips
 * through between a check and a write) and gives them back when the password is right.
 */
export function createSignInGuard(deps: {
  store: Pick<AuthRepository, 'addToCounters'>;
  limits: SignInLimits;
  now?: () => number;
}): SignInGuard {
  const { store, limits } = deps;
  const now = deps.now ?? Date.now;

  return {
    async begin(account, address) {
      const at = now();
      const counter = (key: string, rule: LimitRule) => {
        const start = Math.floor(at / rule.windowMs) * rule.windowMs;
        return { key, rule, windowStart: new Date(start), resetAt: start + rule.windowMs };
      };
      // Always this order of kinds (pair, address, account): concurrent statements lock rows in one order.
      const pair = counter(`signin-pair:${address}|${account}`, limits.pair);
      const byAddress = counter(`signin-address:${address}`, limits.address);
      const byAccount = counter(`signin-account:${account}`, limits.account);
      const all = [pair, byAddress, byAccount];
      const counts = await store.addToCounters(all, 1);
      const count = (c: (typeof all)[number]) => counts.get(c.key) ?? 0;

      if (count(pair) > limits.pair.max) throw tooManyAttempts(pair.resetAt);
      if (count(byAddress) > limits.address.max) throw tooManyAttempts(byAddress.resetAt);
      // Under attack: an address that has failed on this account (or is trying it twice at once) waits.
      if (count(byAccount) > limits.account.max && count(pair) > 1) throw tooManyAttempts(byAccount.resetAt);

      const accountFailures = count(byAccount);
      return {
        async succeeded() {
          await store.addToCounters(all, -1);
        },
        async failed(ownerId) {
          if (accountFailures < limits.account.max) return false;
          const key = `signin-warned:${ownerId}`;
          const day = new Date(Math.floor(at / DAY_MS) * DAY_MS);
          const warned = await store.addToCounters([{ key, windowStart: day }], 1);
          return warned.get(key) === 1;
        },
      };
    },
  };
}
