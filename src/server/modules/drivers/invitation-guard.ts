import type { RouteLimit } from '../../plugins/infrastructure.ts';
import { defineLimiter } from '../../plugins/limiter-key.ts';
import type { RateLimitCounters } from '../../plugins/rate-limit-counters.ts';

/** Wrong emails with one code before it is revoked and the admins are told. */
export const INVITATION_MAX_FAILURES = 5;

/**
 * The shared counter of failures, one for everyone whatever the address (declared with the other limiters so
 * the listing shows it), and the mark of the window in which a burst was first seen (at most one per window).
 */
const FAILURES = defineLimiter('driver-invitations:failures', 'everyone (all addresses)', () => 'all');
const FAILURES_KEY = FAILURES.key({ ip: '' });
const BURST_MARK_KEY = `${FAILURES_KEY}:burst`;

/**
 * The limit on guessing invitation codes across every address (the per-address limit is the routes'). Each
 * failed verification or registration counts in the shared counters (`rate_limit_counters`, so every process
 * sees one count). A failure past the limit marks its window as a burst window (a counter of limit 1: its
 * place 1 goes to one hit in one process, the rest are counted without a write). While the current or the
 * previous window is marked, verification is slowed (`slowedFor` answers the seconds until the current window
 * ends). A burst starts in a marked window after an unmarked one: the hit that took the mark tells the admins;
 * a burst that goes on into the next windows tells them nothing more.
 */
export function createInvitationGuard(deps: {
  counters: RateLimitCounters;
  /** More than `max` failures in a window of `timeWindow` ms make a burst (`limits.driverInvitationFailures`). */
  limit: RouteLimit;
}) {
  const { counters } = deps;
  const { max, timeWindow } = deps.limit;

  return {
    /** Seconds until verification is no longer slowed (the end of the current window); null when it is not. */
    async slowedFor(): Promise<number | null> {
      const current = await counters.count(BURST_MARK_KEY, timeWindow);
      const marked = current.count > 0 || (await counters.count(BURST_MARK_KEY, timeWindow, 1)).count > 0;
      return marked ? Math.max(1, Math.ceil((current.resetAt - counters.now()) / 1000)) : null;
    },

    /** Counts one failure; `burstStarted` is true for the one failure (in any process) that starts a burst. */
    async fail(): Promise<{ burstStarted: boolean }> {
      const { count } = await counters.hit(FAILURES_KEY, timeWindow, max);
      if (count <= max) return { burstStarted: false };
      if ((await counters.hit(BURST_MARK_KEY, timeWindow, 1)).count !== 1) return { burstStarted: false };
      return { burstStarted: (await counters.count(BURST_MARK_KEY, timeWindow, 1)).count === 0 };
    },

    limit: { max, windowMs: timeWindow },
  };
}
export type InvitationGuard = ReturnType<typeof createInvitationGuard>;
