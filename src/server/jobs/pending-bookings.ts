import { and, asc, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { bookings } from '../db/schema/bookings.ts';
import type { PaymentIntent, PaymentsPort } from '../integrations/payments/types.ts';
import type { BookingRow, TransitionInput } from '../modules/bookings/bookings.repository.ts';
import { scheduleJob } from './scheduled-jobs.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The sweep of pending bookings: how often it runs across all processes (and how often each process asks), how
 * long a paid booking is left to the browser's own confirmation before the sweep confirms it, how long an
 * unpaid one is kept, and how many bookings one run looks at.
 */
export const PENDING_BOOKINGS = {
  everyMs: 5 * MINUTE,
  checkEveryMs: MINUTE,
  firstCheckMs: 20_000,
  confirmAfterMs: 5 * MINUTE,
  unpaidForMs: 24 * HOUR,
  batch: 200,
} as const;

/** The reasons the status history gives for a pending booking the sweep cancels. */
export const UNPAID_EXPIRED = 'unpaid_expired';
export const UNPAID_PICKUP_PASSED = 'unpaid_pickup_passed';

/** Payment states in which money may still arrive (the bank is answering, or the customer is in 3-D Secure). */
const IN_FLIGHT: readonly PaymentIntent['status'][] = ['processing', 'requires_action'];

export interface PendingBookingsDeps {
  db: Db;
  /** Null when card payments are off: bookings with an intent are then left alone. */
  payments: PaymentsPort | null;
  /** The idempotent confirmation of a paid intent (browser, webhook and this sweep share it). */
  fulfil: (intent: PaymentIntent, known?: BookingRow) => Promise<BookingRow>;
  /** The one status writer (conditional, with its history row). */
  transition: (input: TransitionInput) => Promise<BookingRow | null>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export interface PendingSweepResult {
  confirmed: number;
  expired: number;
  /** Left alone: a payment in flight, or a provider that could not be asked. */
  skipped: number;
  errors: number;
}

/**
 * Pending bookings nobody finishes (PRODUCT: "paid but pending", issue 32):
 * - paid, never confirmed (the browser or the server died between the payment and the confirmation): the
 *   provider says the intent succeeded, so the booking is confirmed through the same idempotent fulfilment as
 *   the browser's and the webhook's (one winner, one set of confirmation emails, whoever races);
 * - never paid, for 24 hours or past its pickup: cancelled by the system with the reason in its history. A
 *   booking with an intent is first checked with the provider: succeeded means confirm instead; a payment in
 *   flight (processing, 3-D Secure) is left for the next run. Should a payment still succeed after the booking
 *   was cancelled (a checkout page left open), the fulfilment gives it back in full (`refundVoided`).
 * Nothing paid is ever cancelled here: the cancel is a conditional transition from pending for the intent as
 * read, and a booking is paid only by leaving pending.
 */
export function createPendingBookingsSweep(deps: PendingBookingsDeps) {
  const { db, log } = deps;

  async function expire(b: BookingRow, reason: string, at: Date): Promise<boolean> {
    const row = await deps.transition({
      bookingId: b.id,
      to: 'cancelled',
      actor: 'system',
      reason,
      expectFrom: 'pending',
      // The intent as read (or still none): a payment started since is looked at by the next run.
      where: { paymentIntentId: b.paymentIntentId },
      at,
    });
    return row !== null;
  }

  return {
    async sweep(now: Date): Promise<PendingSweepResult> {
      const unpaidBefore = new Date(now.getTime() - PENDING_BOOKINGS.unpaidForMs);
      const confirmBefore = new Date(now.getTime() - PENDING_BOOKINGS.confirmAfterMs);
      const rows = await db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.status, 'pending'),
            or(
              and(isNotNull(bookings.paymentIntentId), lt(bookings.createdAt, confirmBefore)),
              lt(bookings.createdAt, unpaidBefore),
              lt(bookings.pickupAt, now),
            ),
          ),
        )
        .orderBy(asc(bookings.createdAt))
        .limit(PENDING_BOOKINGS.batch);
      const done: PendingSweepResult = { confirmed: 0, expired: 0, skipped: 0, errors: 0 };
      for (const b of rows) {
        try {
          const reason =
            b.pickupAt.getTime() < now.getTime()
              ? UNPAID_PICKUP_PASSED
              : b.createdAt.getTime() < unpaidBefore.getTime()
                ? UNPAID_EXPIRED
                : null;
          if (b.paymentIntentId) {
            if (!deps.payments) {
              done.skipped += 1;
              continue;
            }
            const intent = await deps.payments.retrieveIntent(b.paymentIntentId);
            if (intent?.status === 'succeeded') {
              const confirmed = await deps.fulfil(intent, b);
              if (confirmed.status !== 'pending') done.confirmed += 1;
              log.warn(
                { bookingId: b.id, intentId: intent.id, status: confirmed.status },
                'paid booking left pending was confirmed by the sweep',
              );
              continue;
            }
            if (!reason || (intent && IN_FLIGHT.includes(intent.status))) {
              done.skipped += reason ? 1 : 0;
              continue;
            }
          }
          if (!reason) continue;
          if (await expire(b, reason, now)) done.expired += 1;
        } catch (err) {
          done.errors += 1;
          log.error({ err, bookingId: b.id }, 'a pending booking could not be swept');
        }
      }
      if (done.confirmed + done.expired + done.errors > 0) log.info(done, 'pending bookings swept');
      return done;
    },
  };
}
export type PendingBookingsSweep = ReturnType<typeof createPendingBookingsSweep>;

/** The sweep as a job: each listening process asks every minute, and one of them runs it every 5 minutes. */
export function schedulePendingBookings(
  db: Db,
  log: FastifyBaseLogger,
  sweep: PendingBookingsSweep,
  clock: () => Date = () => new Date(),
): () => void {
  return scheduleJob(
    db,
    log,
    {
      name: 'pending-bookings',
      everyMs: PENDING_BOOKINGS.everyMs,
      checkEveryMs: PENDING_BOOKINGS.checkEveryMs,
      firstCheckMs: PENDING_BOOKINGS.firstCheckMs,
      run: (now) => sweep.sweep(now),
    },
    clock,
  );
}
