import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { EmailPort } from '../../integrations/email/types.ts';
import type { PaymentsPort } from '../../integrations/payments/types.ts';
import { createExtraCharger } from './extra-charges.service.ts';
import { createExtrasBilling, type BillingBookings, type ExtrasBilling } from './extras-billing.service.ts';
import { createTripExtrasRepository } from './trip-extras.repository.ts';
import { tripExtrasRoutes } from './trip-extras.routes.ts';
import { createTripExtras, type TripExtras } from './trip-extras.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A ride's extra lines (decision 29): the trips module records the waiting line when a trip completes. */
    tripExtras: TripExtras;
  }
}

/**
 * Billing what really happened (decision 29), built by the bookings module (it owns the payments port, the
 * checkout that must accept an extra charge's card payment, and the pay links): the lines, their close-out and
 * tips. Decorates `app.tripExtras`; the routes are registered by the caller.
 */
export function buildExtras(
  app: FastifyInstance,
  deps: {
    db: Db;
    bookings: BillingBookings;
    payments: PaymentsPort | null;
    email: EmailPort;
    publicUrl: string;
    clock: (() => Date) | undefined;
    limits: { writes: { max: number; timeWindow: number } };
  },
): { lines: TripExtras; billing: ExtrasBilling; routes: ReturnType<typeof tripExtrasRoutes> } {
  const clock = deps.clock ?? (() => new Date());
  const repo = createTripExtrasRepository(deps.db);
  const lines = createTripExtras({ repo, bookings: deps.bookings, pricing: app.pricing, db: deps.db, clock });
  const charger = createExtraCharger({
    repo,
    payments: deps.payments,
    saved: app.saved,
    email: deps.email,
    publicUrl: deps.publicUrl,
    log: app.log,
    clock,
  });
  const billing = createExtrasBilling({
    repo,
    lines,
    charger,
    bookings: deps.bookings,
    payments: deps.payments,
    clock,
  });
  app.decorate('tripExtras', lines);
  return { lines, billing, routes: tripExtrasRoutes({ lines, billing, limits: deps.limits }) };
}
