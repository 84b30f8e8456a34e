import type {
  AdminExtraLine,
  DriverExtraRequest,
  DriverExtras,
  TripExtra,
} from '../../../shared/contracts/extras.ts';
import { EXTRA_ADD_WINDOW_HOURS } from '../../../shared/contracts/extras.ts';
import type { PricingConfig } from '../../../shared/domain/pricing-config.ts';
import { hourlyPriceCents } from '../../../shared/domain/pricing-hourly.ts';
import { waitingCharge } from '../../../shared/domain/waiting-time.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../admin/audit.ts';
import type { ResolvedSession } from '../auth/auth.service.ts';
import type { BookingRow } from '../bookings/bookings-statements.ts';
import type { PricingService } from '../pricing/pricing.service.ts';
import { isAirportPickup } from '../trips/trip-stages.ts';
import { readReceipt } from './receipt-file.ts';
import type { TripExtraLine, TripExtrasRepository } from './trip-extras.repository.ts';

type UserRow = NonNullable<ResolvedSession['user']>;

/** The bookings module's read of a booking (its repository stays its own). */
export interface BookingReader {
  findById(id: string): Promise<BookingRow | undefined>;
}
const HOUR_MS = 3_600_000;
const dollars = (cents: number) => cents / 100;

export function lineView(l: TripExtraLine): TripExtra {
  return {
    id: l.id,
    kind: l.kind,
    amount: dollars(l.amountCents),
    minutes: l.minutes,
    note: l.note,
    status: l.status,
    hasReceipt: l.receiptType !== null,
    createdAt: l.createdAt.toISOString(),
  };
}

function adminLineView(l: TripExtraLine): AdminExtraLine {
  return { ...lineView(l), receiptType: l.receiptType, reviewedAt: l.reviewedAt?.toISOString() ?? null };
}

/**
 * A ride whose extras may be billed: completed, or ended as a no-show (decision 29: the no-show bills the fare
 * already paid and the extras dispatch approves, e.g. the tolls and parking on the way to the pickup).
 */
export function rideEnded(b: Pick<BookingRow, 'status'>): boolean {
  return b.status === 'completed' || b.status === 'no_show';
}

/** The facts of a completed ride the waiting time is computed from. */
export interface CompletedRideFacts {
  booking: Pick<BookingRow, 'id' | 'pickupAt' | 'serviceType' | 'pickupLat' | 'pickupLng'>;
  trip: { driverId: string; arrivedAt: Date | null; startedAt: Date | null };
}

/**
 * The vehicle's hourly rate (decision 29): the pricing configuration's hourly ride of one hour for the booked
 * vehicle (the shortest hourly package's rate x the vehicle's multiplier), in cents; 0 without hourly packages.
 */
export function vehicleHourlyRateCents(config: PricingConfig, vehicleCode: string): number {
  return hourlyPriceCents(config, { hours: 1, vehicleCode }) ?? 0;
}

/**
 * A ride's extra lines (decision 29): the waiting time computed when the trip completes, the tolls and parking
 * the chauffeur adds to their own completed trip (within 72 hours, an optional receipt), and dispatch's review
 * of each line. Charging them is extra-charges.service.ts.
 */
export function createTripExtras(deps: {
  repo: TripExtrasRepository;
  bookings: BookingReader;
  pricing: Pick<PricingService, 'current'>;
  db: Db;
  clock: () => Date;
}) {
  const { repo } = deps;

  /** The waiting line of a completed ride, in the transaction of the completion; nothing within the free wait. */
  async function recordWaiting(tx: Db, facts: CompletedRideFacts, config?: PricingConfig): Promise<void> {
    const { booking, trip } = facts;
    if (!trip.arrivedAt || !trip.startedAt) return;
    const code = await repo.vehicleCode(booking.id, tx);
    const rate = vehicleHourlyRateCents(config ?? (await deps.pricing.current()), code ?? '');
    const charge = waitingCharge({
      arrivedAt: trip.arrivedAt,
      startedAt: trip.startedAt,
      pickupAt: booking.pickupAt,
      airportPickup: isAirportPickup(booking),
      hourlyRateCents: rate,
    });
    if (charge.billedMinutes === 0 || charge.amountCents === 0) return;
    await repo.insertWaiting(
      {
        bookingId: booking.id,
        driverId: trip.driverId,
        kind: 'waiting',
        amountCents: charge.amountCents,
        minutes: charge.billedMinutes,
        note: `${charge.waitedMinutes} min waited; ${charge.billedMinutes} billed at $${(rate / 100).toFixed(2)}/h`,
      },
      tx,
    );
  }

  /** A ride an admin completed (or completed before this existed) gets its waiting line when first reviewed. */
  async function ensureWaiting(b: BookingRow): Promise<void> {
    if (b.status !== 'completed') return;
    const trip = await repo.completedTrip(b.id);
    if (trip) await recordWaiting(deps.db, { booking: b, trip });
  }

  /** The chauffeur's own completed trip of a booking: 404 for anyone else's, 409 while not completed. */
  async function ownCompletedTrip(user: UserRow, bookingId: string) {
    const b = await deps.bookings.findById(bookingId);
    if (!b || b.driverId !== user.id) throw new AppError('trips.notFound');
    const trip = await repo.completedTrip(bookingId);
    if (!rideEnded(b) || !trip || trip.driverId !== user.id) {
      throw new AppError('extras.notCompleted');
    }
    const addUntil = new Date(
      (trip.completedAt ?? deps.clock()).getTime() + EXTRA_ADD_WINDOW_HOURS * HOUR_MS,
    );
    return { booking: b, trip, addUntil };
  }

  return {
    recordWaiting,
    ensureWaiting,

    /** GET /api/driver/trips/{id}/extras: the chauffeur's lines of their completed trip, and until when to add. */
    async driverLines(user: UserRow, bookingId: string): Promise<DriverExtras> {
      const { addUntil } = await ownCompletedTrip(user, bookingId);
      const lines = (await repo.lines(bookingId)).filter((l) => l.driverId === user.id);
      return {
        lines: lines.map(lineView),
        addUntil: addUntil.toISOString(),
        canAdd: deps.clock() <= addUntil,
      };
    },

    /** POST /api/driver/trips/{id}/extras: a toll or parking paid, proposed to dispatch. */
    async addLine(user: UserRow, bookingId: string, input: DriverExtraRequest): Promise<TripExtra> {
      const { addUntil } = await ownCompletedTrip(user, bookingId);
      if (deps.clock() > addUntil) {
        throw new AppError('extras.addWindowClosed', { hours: EXTRA_ADD_WINDOW_HOURS });
      }
      const receipt = input.receipt ? readReceipt(input.receipt) : null;
      const line = await repo.insertLine({
        bookingId,
        driverId: user.id,
        kind: input.kind,
        amountCents: Math.round(input.amount * 100),
        note: input.note?.trim() || null,
        receiptData: receipt?.data ?? null,
        receiptType: receipt?.type ?? null,
        status: 'proposed',
        createdByUserId: user.id,
      });
      return lineView(line);
    },

    /** The admin's lines of a booking (the waiting line made first when missing). */
    async adminLines(b: BookingRow): Promise<AdminExtraLine[]> {
      await ensureWaiting(b);
      return (await repo.lines(b.id)).map(adminLineView);
    },

    /** POST …/extras/{extraId}/review: approve or reject a line not on a charge yet (audited). */
    async review(
      admin: UserRow,
      bookingId: string,
      extraId: string,
      decision: 'approve' | 'reject',
    ): Promise<AdminExtraLine> {
      const b = await deps.bookings.findById(bookingId);
      if (!b) throw new AppError('dispatch.notFound');
      const status = decision === 'approve' ? 'approved' : 'rejected';
      const line = await repo.transaction(async (tx) => {
        const updated = await repo.review(bookingId, extraId, status, admin.id, deps.clock(), tx);
        if (!updated) return null;
        await recordAudit(tx, {
          actorUserId: admin.id,
          action: 'booking.extraReview',
          entityType: 'booking',
          entityId: bookingId,
          summary: `${b.number}: ${updated.kind} $${(updated.amountCents / 100).toFixed(2)} ${status}`,
          after: { extraId, kind: updated.kind, amountCents: updated.amountCents, status },
        });
        return updated;
      });
      if (line) return adminLineView(line);
      const known = await repo.lineWithReceipt(bookingId, extraId);
      throw new AppError(known ? 'extras.alreadyCharged' : 'extras.notFound');
    },

    /** The receipt file of a line (admins only): its bytes and sniffed type. */
    async receipt(bookingId: string, extraId: string): Promise<{ bytes: Buffer; type: string }> {
      const line = await repo.lineWithReceipt(bookingId, extraId);
      if (!line?.receiptData || !line.receiptType) throw new AppError('extras.notFound');
      return { bytes: Buffer.from(line.receiptData, 'base64'), type: line.receiptType };
    },
  };
}
export type TripExtras = ReturnType<typeof createTripExtras>;
