import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * The end-to-end tests' clock for the trip rules (E2E_TRIP_CLOCK=on, never in production): a request with the
 * header `x-e2e-trip-clock: <ISO instant>` has its trip rules (a start's window, completion after pickup, the
 * no-show's free waiting time, and the admin's versions of them) read that instant as "now", so a browser test
 * can stand at a pickup hours ahead without moving the clock of anything else (sessions, bookings, other tests
 * running at the same time). The API tests inject a clock instead.
 */
const store = new AsyncLocalStorage<Date>();
const E2E_TRIP_CLOCK_HEADER = 'x-e2e-trip-clock';

/** `base` (the app's clock), or the instant the current request named when the e2e clock is on. */
export function tripClock(base: (() => Date) | undefined, enabled: boolean): (() => Date) | undefined {
  if (!enabled) return base;
  return () => store.getStore() ?? (base ? base() : new Date());
}

/** Reads the header of every request into the store the trip clock reads (only when enabled). */
export function installE2eTripClock(app: FastifyInstance, enabled: boolean): void {
  if (!enabled) return;
  app.addHook('onRequest', (req, _reply, done) => {
    const raw = req.headers[E2E_TRIP_CLOCK_HEADER];
    const at = typeof raw === 'string' ? new Date(raw) : null;
    if (at && !Number.isNaN(at.getTime())) store.run(at, done);
    else done();
  });
}
