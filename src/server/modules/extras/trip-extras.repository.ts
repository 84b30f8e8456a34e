import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { vehicles } from '../../db/schema/catalog.ts';
import { driverTrips } from '../../db/schema/drivers.ts';
import { extraCharges, tripExtras } from '../../db/schema/extras.ts';

export type TripExtraRow = typeof tripExtras.$inferSelect;
export type ExtraChargeRow = typeof extraCharges.$inferSelect;
type ChargeStatus = ExtraChargeRow['status'];

/** The line's columns without its receipt file (lists never carry the file). */
const lineColumns = {
  id: tripExtras.id,
  bookingId: tripExtras.bookingId,
  driverId: tripExtras.driverId,
  kind: tripExtras.kind,
  amountCents: tripExtras.amountCents,
  minutes: tripExtras.minutes,
  note: tripExtras.note,
  receiptType: tripExtras.receiptType,
  status: tripExtras.status,
  chargeId: tripExtras.chargeId,
  createdAt: tripExtras.createdAt,
  reviewedAt: tripExtras.reviewedAt,
};
export type TripExtraLine = Omit<TripExtraRow, 'receiptData' | 'createdByUserId' | 'reviewedByUserId'>;

/** The rows of a ride's extras and the charges that collect them (decision 29). */
export function createTripExtrasRepository(db: Db) {
  return {
    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx)),

    /** The completed trip of a booking (the chauffeur who drove it and the stage stamps). */
    async completedTrip(bookingId: string, q: Db = db) {
      const [row] = await q
        .select()
        .from(driverTrips)
        .where(
          and(eq(driverTrips.bookingId, bookingId), inArray(driverTrips.status, ['completed', 'no_show'])),
        )
        .orderBy(desc(driverTrips.completedAt))
        .limit(1);
      return row;
    },

    /** The booked vehicle's catalog code (the pricing configuration's rates are by code). */
    async vehicleCode(bookingId: string, q: Db = db): Promise<string | null> {
      const [row] = await q
        .select({ code: vehicles.code })
        .from(bookings)
        .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
        .where(eq(bookings.id, bookingId));
      return row?.code ?? null;
    },

    /** The waiting line, once per booking (the unique index keeps a second computation out). */
    async insertWaiting(row: typeof tripExtras.$inferInsert, q: Db = db): Promise<void> {
      await q
        .insert(tripExtras)
        .values(row)
        .onConflictDoNothing({
          target: tripExtras.bookingId,
          where: sql`${tripExtras.kind} = 'waiting'`,
        });
    },

    async insertLine(row: typeof tripExtras.$inferInsert, q: Db = db): Promise<TripExtraLine> {
      const [created] = await q.insert(tripExtras).values(row).returning(lineColumns);
      if (!created) throw new Error('extra line insert returned no row');
      return created;
    },

    lines(bookingId: string, q: Db = db): Promise<TripExtraLine[]> {
      return q
        .select(lineColumns)
        .from(tripExtras)
        .where(eq(tripExtras.bookingId, bookingId))
        .orderBy(asc(tripExtras.createdAt), asc(tripExtras.id));
    },

    /** One line with its receipt file. */
    async lineWithReceipt(bookingId: string, extraId: string): Promise<TripExtraRow | undefined> {
      const [row] = await db
        .select()
        .from(tripExtras)
        .where(and(eq(tripExtras.id, extraId), eq(tripExtras.bookingId, bookingId)));
      return row;
    },

    /**
     * Approves or rejects a line not on a charge yet (never a tip): one conditional update, so a review racing a
     * close-out either lands before it or is refused.
     */
    async review(
      bookingId: string,
      extraId: string,
      status: 'approved' | 'rejected',
      adminId: string,
      at: Date,
      q: Db = db,
    ): Promise<TripExtraLine | undefined> {
      const [row] = await q
        .update(tripExtras)
        .set({ status, reviewedByUserId: adminId, reviewedAt: at })
        .where(
          and(
            eq(tripExtras.id, extraId),
            eq(tripExtras.bookingId, bookingId),
            isNull(tripExtras.chargeId),
            ne(tripExtras.kind, 'tip'),
            inArray(tripExtras.status, ['proposed', 'approved', 'rejected']),
          ),
        )
        .returning(lineColumns);
      return row;
    },

    charges(bookingId: string, q: Db = db): Promise<ExtraChargeRow[]> {
      return q
        .select()
        .from(extraCharges)
        .where(eq(extraCharges.bookingId, bookingId))
        .orderBy(asc(extraCharges.createdAt), asc(extraCharges.id));
    },

    async charge(bookingId: string, chargeId: string, q: Db = db): Promise<ExtraChargeRow | undefined> {
      const [row] = await q
        .select()
        .from(extraCharges)
        .where(and(eq(extraCharges.id, chargeId), eq(extraCharges.bookingId, bookingId)));
      return row;
    },

    async chargeByLink(tokenHash: string): Promise<ExtraChargeRow | undefined> {
      const [row] = await db.select().from(extraCharges).where(eq(extraCharges.payLinkTokenHash, tokenHash));
      return row;
    },

    async chargeByIntent(intentId: string): Promise<ExtraChargeRow | undefined> {
      const [row] = await db.select().from(extraCharges).where(eq(extraCharges.paymentIntentId, intentId));
      return row;
    },

    /** A new charge; undefined when a unique key refused it (a second tip). */
    async insertCharge(
      row: typeof extraCharges.$inferInsert,
      q: Db = db,
    ): Promise<ExtraChargeRow | undefined> {
      const [created] = await q.insert(extraCharges).values(row).onConflictDoNothing().returning();
      return created;
    },

    /**
     * Puts the approved, uncharged lines `ids` of a booking on `chargeId`: one conditional update. A concurrent
     * close-out that claimed any of them first leaves fewer rows here (the caller rolls back: one wins).
     */
    claimLines(bookingId: string, ids: string[], chargeId: string, q: Db = db) {
      return q
        .update(tripExtras)
        .set({ chargeId })
        .where(
          and(
            eq(tripExtras.bookingId, bookingId),
            inArray(tripExtras.id, ids),
            eq(tripExtras.status, 'approved'),
            isNull(tripExtras.chargeId),
          ),
        )
        .returning({ id: tripExtras.id, amountCents: tripExtras.amountCents });
    },

    /** Moves a charge on from one of `from`; undefined when it had moved already (paid by another path). */
    async settle(
      chargeId: string,
      from: ChargeStatus[],
      set: Partial<typeof extraCharges.$inferInsert>,
      q: Db = db,
    ): Promise<ExtraChargeRow | undefined> {
      const [row] = await q
        .update(extraCharges)
        .set(set)
        .where(and(eq(extraCharges.id, chargeId), inArray(extraCharges.status, from)))
        .returning();
      return row;
    },

    /** The charged lines of a booking with when their charge was paid (the receipt's extra lines). */
    chargedForReceipt(bookingId: string, q: Db = db) {
      return q
        .select({
          kind: tripExtras.kind,
          minutes: tripExtras.minutes,
          amountCents: tripExtras.amountCents,
          paidAt: extraCharges.paidAt,
        })
        .from(tripExtras)
        .innerJoin(extraCharges, eq(extraCharges.id, tripExtras.chargeId))
        .where(and(eq(tripExtras.bookingId, bookingId), eq(tripExtras.status, 'charged')))
        .orderBy(asc(extraCharges.paidAt), asc(tripExtras.createdAt));
    },

    /** The lines of a paid charge are charged. */
    async markLinesCharged(chargeId: string, q: Db = db): Promise<void> {
      await q.update(tripExtras).set({ status: 'charged' }).where(eq(tripExtras.chargeId, chargeId));
    },
  };
}
export type TripExtrasRepository = ReturnType<typeof createTripExtrasRepository>;
