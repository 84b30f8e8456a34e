import { AppError } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { defineAddressLimiter, defineLimiter, type LimiterDefinition } from '../../plugins/limiter-key.ts';
import type { RateLimitCounters } from '../../plugins/rate-limit-counters.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { SignInAttackRepository } from './sign-in-attacks.repository.ts';

export interface LimitRule {
  max: number;
  windowMs: number;
}

/** Registration and password-reset attempts: per address (an IPv6 /64 is one), and per mailbox for "forgot". */
const ATTEMPT_LIMITERS = {
  register: [defineAddressLimiter('register')],
  forgot: [
    defineAddressLimiter('forgot'),
    defineLimiter('forgot-email', 'email address', ({ subject }) => subject),
  ],
  reset: [defineAddressLimiter('reset')],
} satisfies Record<string, LimiterDefinition[]>;

/** Registration and reset attempts, counted per address and per account. */
export interface AttemptLimiter {
  /**
   * Counts one attempt from `ip` (and for "forgot" to `email`); throws 429 with a clear message when any of its
   * counters is over the limit.
   */
  hit(
    kind: keyof typeof ATTEMPT_LIMITERS,
    who: { ip: string; email?: string },
    rule: LimitRule,
  ): Promise<void>;
}

/** 429 auth.tooManyAttempts: wait `ms` (minutes in the text, seconds in `retryAfter` and the Retry-After header). */
export const tooManyAttempts = (ms: number) =>
  new AppError('auth.tooManyAttempts', {
    count: Math.max(1, Math.ceil(ms / 60_000)),
    retryAfter: Math.max(1, Math.ceil(ms / 1000)),
  });

/**
 * Fixed-window attempt counters in the shared rate-limit table (through the counters every limit uses), so a
 * limit holds across every server process sharing one PostgreSQL, per address and per account.
 */
export function createAttemptLimiter(counters: RateLimitCounters): AttemptLimiter {
  return {
    async hit(kind, who, rule) {
      for (const limiter of ATTEMPT_LIMITERS[kind]) {
        const key = limiter.key({ ip: who.ip, subject: who.email ?? '' });
        const { count, resetAt } = await counters.hit(key, rule.windowMs, rule.max);
        if (count > rule.max) throw tooManyAttempts(resetAt - counters.now());
      }
    },
  };
}

/**
 * An account attacked from many addresses (decision 035). Failures on it from addresses that have never signed
 * in to it are counted until the attack has been quiet for `quietMs`; from the `failures`-th on, each attempt
 * from such an address waits for the account's gate: one passes, and the gate stays shut for `firstDelayMs`,
 * doubled with each further failure up to `maxDelayMs`. Addresses with a sign-in on the account in the last
 * `knownForMs` are never slowed. The owner is told by email once per attack.
 */
export interface AttackRule {
  failures: number;
  quietMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
  knownForMs: number;
}

/**
 * Failed sign-ins allowed (OWASP Authentication Cheat Sheet: count per account and address, and per address,
 * never lock the account itself; slow an attacked account down for addresses it does not know).
 */
export interface SignInLimits {
  /** Failures of one address on one account: then that address is refused on that account. */
  pair: LimitRule;
  /** Failures of one address on any accounts (password spraying): then that address is refused. */
  address: LimitRule;
  /** An account attacked from many addresses: addresses without a sign-in on it wait, growing. */
  attack: AttackRule;
}

/** The owner of an account, to tell of an attack (in the transaction that counts the failure). */
export interface AttackedOwner {
  /** Writes the warning email (to the outbox, in `tx`). */
  warn(tx: Db): Promise<void>;
}

/** One sign-in attempt, counted as a failure until its password proves right. */
export interface SignInAttempt {
  /** The password was right: the attempt is given back, and the address is known to the account for 30 days. */
  succeeded(): Promise<void>;
  /**
   * The password was wrong (or the account does not exist: `owner` null, same work): the attempt stays counted,
   * and from an address unknown to the account it counts toward an attack on it. True when this failure told
   * the owner (once per attack).
   */
  failed(owner: AttackedOwner | null): Promise<boolean>;
}

export interface SignInGuard {
  /**
   * Counts an attempt on `account` (the user's id, or the identifier typed for an unknown one: both answer
   * alike) from `ip`, before its password is checked; throws 429 `auth.tooManyAttempts` when refused, so
   * a refused attempt learns nothing about the password.
   */
  begin(account: string, ip: string): Promise<SignInAttempt>;
  /** The address proved it is the owner's another way (sign-up, a password reset): known to the account. */
  remember(account: string, ip: string): Promise<void>;
}

export const SIGN_IN_LIMITERS = {
  pair: defineLimiter('signin-pair', 'account + address', ({ address, subject }) => `${address}|${subject}`),
  address: defineAddressLimiter('signin-address'),
  attack: defineLimiter(
    'signin-attack',
    'account (addresses without a sign-in on it wait)',
    ({ subject }) => subject,
  ),
  known: defineLimiter(
    'signin-known',
    'account + address (a sign-in, kept 30 days)',
    ({ address, subject }) => `${subject}|${address}`,
  ),
};

const CLEANUP_EVERY_MS = 10 * 60_000;

/**
 * Sign-in failures counted in the shared rate-limit table (`rate_limit_counters`, fixed windows like every
 * limit), so they hold across processes: an attempt adds one to its (account, address) and address counters in a
 * single statement before the password is checked (concurrent guesses are counted, none slips through between a
 * check and a write) and gives them back when the password is right. An attacked account's gate and known
 * addresses live in their own tables (`sign_in_attacks`, `sign_in_known_addresses`).
 */
export function createSignInGuard(deps: {
  store: Pick<AuthRepository, 'addToCounters'>;
  attacks: SignInAttackRepository;
  limits: SignInLimits;
  now?: () => number;
}): SignInGuard {
  const { store, attacks, limits } = deps;
  const rule = limits.attack;
  const now = deps.now ?? Date.now;
  let nextCleanup = 0;

  function cleanup(at: number): void {
    if (at < nextCleanup) return;
    nextCleanup = at + CLEANUP_EVERY_MS;
    attacks.deleteOld(new Date(at - rule.quietMs), new Date(at - rule.knownForMs)).catch(() => {
      nextCleanup = 0;
    });
  }

  const underAttack = (state: { failures: number; lastFailureAt: Date } | undefined, at: number) =>
    state !== undefined &&
    state.failures >= rule.failures &&
    state.lastFailureAt.getTime() > at - rule.quietMs;
  const delayAfter = (failures: number) =>
    Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(30, Math.max(0, failures - rule.failures)));

  return {
    async remember(account, ip) {
      await attacks.remember(SIGN_IN_LIMITERS.known.key({ ip, subject: account }), new Date(now()));
    },

    async begin(account, ip) {
      const at = now();
      cleanup(at);
      const counter = (key: string, r: LimitRule) => {
        const start = Math.floor(at / r.windowMs) * r.windowMs;
        return { key, rule: r, windowStart: new Date(start), resetAt: start + r.windowMs };
      };
      // Always this order of kinds (pair, address): concurrent statements lock rows in one order.
      const pair = counter(SIGN_IN_LIMITERS.pair.key({ ip, subject: account }), limits.pair);
      const byAddress = counter(SIGN_IN_LIMITERS.address.key({ ip }), limits.address);
      const all = [pair, byAddress];
      const counts = await store.addToCounters(all, 1);
      const count = (c: (typeof all)[number]) => counts.get(c.key) ?? 0;

      if (count(pair) > limits.pair.max) throw tooManyAttempts(pair.resetAt - at);
      if (count(byAddress) > limits.address.max) throw tooManyAttempts(byAddress.resetAt - at);

      const attackKey = SIGN_IN_LIMITERS.attack.key({ ip, subject: account });
      const knownKey = SIGN_IN_LIMITERS.known.key({ ip, subject: account });
      const known = await attacks.isKnown(knownKey, new Date(at - rule.knownForMs));
      if (!known) {
        const state = await attacks.state(attackKey);
        if (underAttack(state, at) && state) {
          // One attempt passes the open gate and shuts it for a delay that grows with the attack.
          const until = new Date(at + delayAfter(state.failures));
          if (!(await attacks.passGate(attackKey, new Date(at), until))) {
            // Refused without looking at the password; a wait is not a failure of this address.
            await store.addToCounters(all, -1);
            const waitUntil = (await attacks.state(attackKey))?.nextAttemptAt?.getTime() ?? at + 1000;
            throw tooManyAttempts(waitUntil - at);
          }
        }
      }

      return {
        async succeeded() {
          await store.addToCounters(all, -1);
          await attacks.remember(knownKey, new Date(at));
        },
        async failed(owner) {
          // The owner mistyping on a device they signed in from is no attack.
          if (known) return false;
          return attacks.recordFailure(attackKey, new Date(at), rule.quietMs, async (failures, claim, tx) => {
            if (!owner || failures < rule.failures || !(await claim())) return false;
            await owner.warn(tx);
            return true;
          });
        },
      };
    },
  };
}
