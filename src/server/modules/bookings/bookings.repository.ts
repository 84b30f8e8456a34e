import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  ACTIVE_STATUSES,
  fromStates,
  type BookingActor,
  type BookingStatus,
} from '../../../shared/domain/booking-status.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { guests, users } from '../../db/schema/accounts.ts';
import {
  bookingAccessTokens,
  bookingRatings,
  bookingStatusHistory,
  bookings,
} from '../../db/schema/bookings.ts';
import {
  createBookingStatements,
  PAID_STATUSES,
  flatten,
  insertUnlessNumberTaken,
  withRating,
  type BookingRow,
  type BookingWithRating,
} from './bookings-statements.ts';

export type { BookingRow, BookingWithRating } from './bookings-statements.ts';

export type BookingStatusHistoryRow = typeof bookingStatusHistory.$inferSelect;

/** Columns a transition may write besides the status (never the status, id, number or owner). */
export type TransitionColumns = Partial<
  Omit<typeof bookings.$inferInsert, 'id' | 'number' | 'status' | 'userId' | 'guestId' | 'createdAt'>
>;
/** Extra equality conditions of a transition (`null` means IS NULL), e.g. the payment or the assigned driver. */
export type TransitionConditions = Partial<
  Pick<BookingRow, 'paymentIntentId' | 'totalCents' | 'driverId' | 'userId' | 'guestId'>
>;

export interface TransitionInput {
  bookingId: string;
  to: BookingStatus;
  actor: BookingActor;
  /** The account that acts (history); null for the system and guests. */
  actorUserId?: string | null;
  reason?: string | null;
  /** Narrows the table's from-states for this actor (e.g. a driver's Cancel only from assigned). */
  expectFrom?: BookingStatus | readonly BookingStatus[];
  set?: TransitionColumns;
  where?: TransitionConditions;
  /** The time of the change (updated_at, completed_at / cancelled_at, history); now by default. */
  at?: Date;
}
export function createBookingsRepository(db: Db) {
  const statements = createBookingStatements(db);

  return {
    async insert(row: typeof bookings.$inferInsert): Promise<BookingRow> {
      const [created] = await db.insert(bookings).values(row).returning();
      if (!created) throw new Error('booking insert returned no row');
      return created;
    },
    /** Inserts unless the booking number is taken (the caller draws another); undefined then. */
    insertNumbered: statements.insertNumbered,
    /**
     * Inserts a new booking and, in the same transaction, voids the customer's pending booking it replaces:
     * one conditional transition pending -> cancelled (actor customer, reason 'replaced', replaced_by set)
     * WHERE it is still pending, unpaid by intent `paymentIntentId` as read, and the customer's own (`owner`).
     * Undefined when the number is taken (the caller draws another). Throws `booking.cannotReplace` (409)
     * when the old booking is no longer pending or another request replaced it first; the insert is then
     * rolled back, so of two creates replacing one booking only one is stored.
     */
    async insertReplacing(
      row: typeof bookings.$inferInsert,
      replace: {
        id: string;
        owner: { userId: string } | { guestId: string };
        actorUserId: string | null;
        at: Date;
      } | null,
    ): Promise<{ created: BookingRow; replaced: BookingRow | null } | undefined> {
      if (!replace) {
        const created = await this.insertNumbered(row);
        return created ? { created, replaced: null } : undefined;
      }
      return db.transaction(async (tx) => {
        const [created] = await insertUnlessNumberTaken(tx, row);
        if (!created) return undefined;
        const replaced = await this.transition(
          {
            bookingId: replace.id,
            to: 'cancelled',
            actor: 'customer',
            actorUserId: replace.actorUserId,
            reason: 'replaced',
            expectFrom: 'pending',
            where:
              'userId' in replace.owner
                ? { userId: replace.owner.userId }
                : { guestId: replace.owner.guestId },
            set: { replacedBy: created.id },
            at: replace.at,
          },
          tx,
        );
        if (!replaced) throw new AppError('booking.cannotReplace');
        return { created, replaced };
      });
    },
    /**
     * The customer's language becomes the one they last booked in (later notices follow it): one UPDATE of
     * the account or the guest.
     */
    async setCustomerLocale(
      customer: { userId: string | null; guestId: string | null },
      locale: 'en' | 'es',
    ): Promise<void> {
      if (customer.userId) {
        await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, customer.userId));
      } else if (customer.guestId) {
        await db.update(guests).set({ locale }).where(eq(guests.id, customer.guestId));
      }
    },
    /**
     * "Email receipt": claims the booking's one send a minute (one conditional statement, so of two clicks at
     * once only one sends). False when a copy went within `minGapMs` of `at`.
     */
    async claimReceiptEmail(bookingId: string, at: Date, minGapMs: number): Promise<boolean> {
      const rows = await db
        .update(bookings)
        .set({ receiptEmailedAt: at })
        .where(
          and(
            eq(bookings.id, bookingId),
            or(
              isNull(bookings.receiptEmailedAt),
              sql`${bookings.receiptEmailedAt} <= ${new Date(at.getTime() - minGapMs)}`,
            ),
          ),
        )
        .returning({ id: bookings.id });
      return rows.length > 0;
    },
    /** Gives the claim back when the copy could not be sent (the customer may try again at once). */
    async releaseReceiptEmail(bookingId: string, at: Date): Promise<void> {
      await db
        .update(bookings)
        .set({ receiptEmailedAt: null })
        .where(and(eq(bookings.id, bookingId), eq(bookings.receiptEmailedAt, at)));
    },
    /**
     * The guest bookings made with `email` join the account `userId` (its email just verified): one statement,
     * in the verifying transaction. The guest's own link and session still open them. How many joined.
     */
    async claimGuestBookings(tx: Db, userId: string, email: string): Promise<number> {
      const rows = await tx
        .update(bookings)
        .set({ userId, updatedAt: new Date() })
        .where(
          and(
            isNull(bookings.userId),
            isNotNull(bookings.guestId),
            eq(bookings.customerEmail, email.toLowerCase()),
          ),
        )
        .returning({ id: bookings.id });
      return rows.length;
    },
    /**
     * Another booking of the same customer for the same ride (pickup time, both addresses, vehicle) that is
     * paid: confirmed, assigned, in progress or completed. The customer is the account, or for a guest's
     * booking the same email (a guest session ends; the email stays).
     */
    async findPaidTwin(b: BookingRow): Promise<BookingRow | undefined> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(
          and(
            ne(bookings.id, b.id),
            b.userId !== null
              ? eq(bookings.userId, b.userId)
              : and(isNull(bookings.userId), eq(bookings.customerEmail, b.customerEmail)),
            eq(bookings.pickupAt, b.pickupAt),
            eq(bookings.pickupAddress, b.pickupAddress),
            eq(bookings.destinationAddress, b.destinationAddress),
            eq(bookings.vehicleId, b.vehicleId),
            inArray(bookings.status, PAID_STATUSES),
          ),
        )
        .limit(1);
      return row;
    },
    /** The email of an account (the assigned driver's), undefined when it is gone. */
    /** An account's email and language (a chauffeur's notices are in their language, issue 35). */
    async accountContact(
      userId: string,
      q: Db = db,
    ): Promise<{ email: string; locale: 'en' | 'es' } | undefined> {
      const [row] = await q
        .select({ email: users.email, locale: users.locale })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
    async accountEmail(userId: string, q: Db = db): Promise<string | undefined> {
      const [row] = await q.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email;
    },
    /** Where dispatch's notices go: every admin account's email. */
    async adminEmails(q: Db = db): Promise<string[]> {
      const rows = await q.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
      return rows.map((r) => r.email);
    },
    async listForUser(userId: string): Promise<BookingWithRating[]> {
      const rows = await db
        .select(withRating)
        .from(bookings)
        .leftJoin(bookingRatings, eq(bookingRatings.bookingId, bookings.id))
        // A booking awaiting payment is not a booking yet: only paid (or later) ones are listed; one voided before
        // it was ever paid (replaced when the ride was edited, or cancelled unpaid) never was one.
        .where(
          and(
            eq(bookings.userId, userId),
            ne(bookings.status, 'pending'),
            or(ne(bookings.status, 'cancelled'), isNotNull(bookings.paidAt)),
          ),
        )
        .orderBy(desc(bookings.createdAt));
      return rows.map(flatten);
    },
    /**
     * The user's earliest booking still to happen: pickup after `now`, paid and not finished (confirmed,
     * assigned or in progress). Only ever that user's own rows.
     */
    async nextUpcomingForUser(userId: string, now: Date): Promise<BookingRow | undefined> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.userId, userId),
            inArray(bookings.status, ACTIVE_STATUSES),
            gt(bookings.pickupAt, now),
          ),
        )
        .orderBy(asc(bookings.pickupAt), asc(bookings.id))
        .limit(1);
      return row;
    },
    findById: statements.findById,
    /**
     * A booking about to be paid, with whether the same customer already paid the same ride (`findPaidTwin`'s
     * rule) — one statement instead of the booking, then its twin.
     */
    findForPayment: statements.findForPayment,
    async findByNumber(number: string): Promise<BookingWithRating | undefined> {
      const [row] = await db
        .select(withRating)
        .from(bookings)
        .leftJoin(bookingRatings, eq(bookingRatings.bookingId, bookings.id))
        .where(eq(bookings.number, number.toUpperCase()));
      return row ? flatten(row) : undefined;
    },
    findByPaymentIntent: statements.findByPaymentIntent,
    /** Ties a payment intent to a pending booking once; false when another intent got there first. */
    async attachPaymentIntent(
      bookingId: string,
      provider: string,
      paymentIntentId: string,
    ): Promise<boolean> {
      const rows = await db
        .update(bookings)
        .set({ paymentProvider: provider, paymentIntentId, updatedAt: new Date() })
        .where(and(eq(bookings.id, bookingId), isNull(bookings.paymentIntentId)))
        .returning({ id: bookings.id });
      return rows.length > 0;
    },
    /**
     * The one way a booking changes status. The table of `booking-status.ts` gives the states `actor` may move
     * the booking to `to` from; the change is one conditional UPDATE (… WHERE id AND status IN (those states)
     * AND the extra conditions RETURNING), so of any number of concurrent attempts exactly one wins, and the
     * status-history row is written in the same transaction. Returns the updated booking, or null when the
     * booking is missing or the condition did not hold (callers answer 409). A move the table never allows
     * for this actor is refused with `booking.transitionNotAllowed` (409).
     */
    async transition(input: TransitionInput, tx?: Db): Promise<BookingRow | null> {
      const expected =
        input.expectFrom === undefined
          ? undefined
          : typeof input.expectFrom === 'string'
            ? [input.expectFrom]
            : input.expectFrom;
      const from = fromStates(input.to, input.actor).filter((s) => !expected || expected.includes(s));
      if (from.length === 0) {
        throw new AppError('booking.transitionNotAllowed', {
          from: expected?.join(', ') || 'any',
          to: input.to,
        });
      }
      const at = input.at ?? new Date();
      const stamps: TransitionColumns = { updatedAt: at };
      if (input.to === 'completed') stamps.completedAt = at;
      if (input.to === 'cancelled') stamps.cancelledAt = at;

      const apply = async (q: Db): Promise<BookingRow | null> => {
        // With one possible from-state the history knows it; with several, the row is locked first to read
        // which one it is (the UPDATE below still carries the condition).
        let previous: BookingStatus | undefined = from.length === 1 ? from[0] : undefined;
        if (!previous) {
          const [locked] = await q
            .select({ status: bookings.status })
            .from(bookings)
            .where(eq(bookings.id, input.bookingId))
            .for('update');
          if (!locked || !from.includes(locked.status)) return null;
          previous = locked.status;
        }
        const conditions: SQL[] = [eq(bookings.id, input.bookingId), eq(bookings.status, previous)];
        for (const [key, value] of Object.entries(input.where ?? {}) as [
          keyof TransitionConditions,
          string | number | null,
        ][]) {
          conditions.push(value === null ? isNull(bookings[key]) : eq(bookings[key], value));
        }
        const [row] = await q
          .update(bookings)
          .set({ ...stamps, ...input.set, status: input.to })
          .where(and(...conditions))
          .returning();
        if (!row) return null;
        await q.insert(bookingStatusHistory).values({
          bookingId: row.id,
          fromStatus: previous,
          toStatus: input.to,
          actorRole: input.actor,
          actorUserId: input.actorUserId ?? null,
          reason: input.reason ?? null,
          createdAt: at,
        });
        return row;
      };
      return tx ? apply(tx) : db.transaction((t) => apply(t));
    },
    /** A booking's status changes, oldest first. */
    async statusHistory(bookingId: string): Promise<BookingStatusHistoryRow[]> {
      return db
        .select()
        .from(bookingStatusHistory)
        .where(eq(bookingStatusHistory.bookingId, bookingId))
        .orderBy(asc(bookingStatusHistory.createdAt), asc(bookingStatusHistory.id));
    },
    async insertAccessToken(bookingId: string, tokenHash: string, q: Db = db): Promise<void> {
      await q.insert(bookingAccessTokens).values({ bookingId, tokenHash });
    },
    async accessTokenMatches(bookingId: string, tokenHash: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(bookingAccessTokens)
        .where(
          and(eq(bookingAccessTokens.bookingId, bookingId), eq(bookingAccessTokens.tokenHash, tokenHash)),
        );
      return Boolean(row);
    },
    /** False when the booking already has a rating (primary key): a trip is rated once. */
    async insertRating(row: typeof bookingRatings.$inferInsert): Promise<boolean> {
      const created = await db.insert(bookingRatings).values(row).onConflictDoNothing().returning();
      return created.length > 0;
    },
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
