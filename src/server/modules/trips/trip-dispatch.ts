import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { EmailMessage, EmailPort } from '../../integrations/email/types.ts';
import type { BookingLifecycle } from '../bookings/booking-lifecycle.ts';
import type { ComplianceGate } from '../compliance/compliance-gate.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { driverJobEmail, type DriverJobKind, type NoFitReason } from './driver-job-emails.ts';
import type { RideAvailability } from './ride-availability.ts';
import { customerTripEmail, type TripEmailKind } from './trip-emails.ts';
import type { DriverRow, DriverTripRow, TripBookingRow, TripsRepository } from './trips.repository.ts';

/** "Black Lincoln Navigator 2023": the vehicle as the customer reads it on the booking. */
export function vehicleLabel(
  d: Pick<DriverRow, 'vehicleColor' | 'vehicleMake' | 'vehicleModel' | 'vehicleYear'>,
) {
  return [d.vehicleColor, d.vehicleMake, d.vehicleModel, d.vehicleYear]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
}

/** The chauffeur's facts a booking drops when it goes back to the queue (a Cancel, a suspension, a change). */
export const NO_CHAUFFEUR = {
  driverId: null,
  driverName: null,
  driverPhone: null,
  driverVehicle: null,
  driverPlate: null,
} as const;

/** The driver's account facts copied onto the booking at assignment. */
export interface AssignedPerson {
  id: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

export interface AssignInput {
  bookingId: string;
  driver: DriverRow;
  person: AssignedPerson;
  /** The driver accepting a nearby request, or an admin assigning them. */
  actor: 'driver' | 'admin';
  actorUserId: string;
  at: Date;
  /** Kept in the booking's history (an admin's upgrade, issue 35). */
  reason?: string | null;
}

/** An admin's move of a booking's live trip (the booking's own transition is made by the caller). */
export type LiveTripMove =
  | { to: 'in_progress'; carId?: string }
  | { to: 'completed'; earningsCents: number }
  | { to: 'no_show'; earningsCents: number }
  | { to: 'cancelled'; reason: string | null };

export interface TripDispatchDeps {
  repo: TripsRepository;
  bookings: BookingLifecycle;
  email: EmailPort;
  log: FastifyBaseLogger;
  availability: RideAvailability;
  /** Decision 32: the documents' gate of every accept, assignment and start (compliance module). */
  compliance: Pick<ComplianceGate, 'requireCompliant'>;
  /** The chauffeur's push and SMS of an assignment (decision 30), beside its email. */
  notifications?: Pick<NotificationsService, 'driverAssigned'> | undefined;
  clock?: (() => Date) | undefined;
}

/**
 * What a driver's accept and an admin's dispatch share: assigning a driver to a confirmed booking (the
 * booking's conditional transition and the driver's trip row, in the caller's transaction), moving a booking's
 * live trip along with an admin's status change, and the customer's trip emails. Exposed to the admin module as
 * `app.tripDispatch`.
 */
export function createTripDispatch(deps: TripDispatchDeps) {
  const { repo, bookings, log } = deps;
  const clock = deps.clock ?? (() => new Date());

  return {
    /**
     * Makes the driver the booking's chauffeur: one conditional transition confirmed -> assigned WHERE
     * driver_id IS NULL (name, phone, vehicle and plate copied onto the booking) and the driver's trip row, in
     * the caller's transaction. Null when the booking was not confirmed and unassigned any more: of any number
     * of concurrent accepts or assignments exactly one wins (the unique live-trip index backs it up).
     * Decision 32: the chauffeur's documents and their car's must be current on the ride's day (else the 409
     * naming the document, and the caller's transaction rolls the transition back); the car is recorded on the
     * trip.
     */
    async assign(
      tx: Db,
      input: AssignInput,
    ): Promise<{ booking: TripBookingRow; trip: DriverTripRow } | null> {
      const { person, driver } = input;
      const booking = await bookings.transition(
        {
          bookingId: input.bookingId,
          to: 'assigned',
          actor: input.actor,
          actorUserId: input.actorUserId,
          reason: input.reason ?? null,
          where: { driverId: null },
          set: {
            driverId: person.id,
            driverName: `${person.firstName} ${person.lastName}`.trim(),
            driverPhone: person.phone,
            driverVehicle: vehicleLabel(driver) || null,
            driverPlate: driver.licensePlate,
            dispatchFlag: null,
            dispatchFlaggedAt: null,
          },
          at: input.at,
        },
        tx,
      );
      if (!booking) return null;
      const { carId } = await deps.compliance.requireCompliant(tx, person.id, booking, input.at, 'take');
      const trip = await repo.insertTrip(tx, {
        bookingId: input.bookingId,
        driverId: person.id,
        status: 'assigned',
        acceptedAt: input.at,
        carId,
      });
      return { booking, trip };
    },

    /**
     * The booking's live trip (whoever drives it), locked for the caller's transaction; null when it has none.
     * The booking's row is locked first (a no-op when the caller holds it already), then the trip's: the order
     * every change of a booking and its trip takes (a driver's own move, an accept's conditional update), so
     * an admin, the customer and a driver acting at once wait for each other instead of deadlocking, and an
     * accept that committed while this waited is seen (its trip is found and ended with the booking).
     */
    async liveTrip(tx: Db, bookingId: string): Promise<DriverTripRow | null> {
      await repo.lockBooking(tx, bookingId);
      return (await repo.liveTripOfBookingForUpdate(tx, bookingId)) ?? null;
    },

    /**
     * Moves a live trip (locked by `liveTrip`) with an admin's status change of its booking, in the caller's
     * transaction: started, completed with the driver's earnings, or cancelled with a reason. Null when the
     * trip cannot make that move (it is no longer where it was).
     */
    async moveTrip(tx: Db, trip: DriverTripRow, move: LiveTripMove, at: Date): Promise<DriverTripRow | null> {
      const from = trip.status as 'assigned' | 'in_progress';
      if (move.to === 'in_progress' && from !== 'assigned') return null;
      const updated = await repo.updateTrip(
        tx,
        trip.id,
        from,
        move.to === 'in_progress'
          ? { status: 'in_progress', startedAt: at, ...(move.carId ? { carId: move.carId } : {}) }
          : move.to === 'completed' || move.to === 'no_show'
            ? { status: move.to, completedAt: at, earningsCents: move.earningsCents }
            : { status: 'cancelled', cancelledAt: at, cancelReason: move.reason },
      );
      return updated ?? null;
    },

    /**
     * The customer's email about their trip, in the booking's language, written in `tx`: it commits with the
     * change it reports (the transactional outbox; call `emailsCommitted` after the commit). A receipt or text
     * that cannot be composed is logged and the change goes ahead without the email; a failure to write it fails
     * the transaction, as any other write of the change would.
     */
    async emailCustomer(tx: Db, kind: TripEmailKind, b: TripBookingRow): Promise<void> {
      const link = await bookings.customerLink(b, tx);
      let message: EmailMessage;
      try {
        const attachments =
          kind === 'trip-completed'
            ? [
                {
                  filename: `receipt-${b.number}.pdf`,
                  contentType: 'application/pdf',
                  content: await bookings.receiptPdf(b, clock(), { tx }),
                },
              ]
            : undefined;
        const driver = b.driverName
          ? { name: b.driverName, phone: b.driverPhone, vehicle: b.driverVehicle, plate: b.driverPlate }
          : null;
        message = customerTripEmail(kind, b, {
          link,
          driver,
          now: clock(),
          ...(attachments ? { attachments } : {}),
        });
      } catch (err) {
        log.error({ err, bookingId: b.id, kind }, 'trip email could not be prepared');
        return;
      }
      await deps.email.record(message, tx);
    },
    /**
     * The chauffeur's notice of a change to their job made by someone else (issue 35), in their language,
     * written in `tx` (it commits with the change).
     */
    async emailDriver(
      tx: Db,
      kind: DriverJobKind,
      b: TripBookingRow,
      driverId: string,
      reason?: string | null,
      noFit?: NoFitReason,
    ): Promise<void> {
      const to = await repo.driverContact(tx, driverId);
      if (!to) return;
      await deps.email.record(driverJobEmail(kind, to, b, reason, noFit), tx);
      if (kind === 'job-assigned') {
        await deps.notifications?.driverAssigned(tx, b, {
          userId: driverId,
          locale: to.locale,
          phone: to.phone,
        });
      }
    },
    /** An email about a trip for someone else than its customer (the admins' notices), written in `tx`. */
    async record(tx: Db, message: EmailMessage): Promise<void> {
      await deps.email.record(message, tx);
    },
    /**
     * Decisions 32 and 33, the one check of accept, assignment (`take`) and start (`start`): the chauffeur's documents
     * and their car's current on the ride's day, and the ride within the fatigue limits, in `tx`; the car that
     * drives it, or the 409 naming the document or the limit.
     */
    requireCompliant: (tx: Db, driverId: string, ride: TripBookingRow, at: Date, mode: 'take' | 'start') =>
      deps.compliance.requireCompliant(tx, driverId, ride, at, mode),
    /** Per-ride availability (decision 31): overlap and fit reasons, shared with the admin's dispatch. */
    availability: deps.availability,
    /** The live rides of some drivers (or all) around a time window, read in `tx` (after their rows' locks). */
    liveRides: (filter: Parameters<TripsRepository['liveRides']>[0], tx?: Db) => repo.liveRides(filter, tx),
    /** The driver's row as `tx` reads it, without a lock. */
    driver: (tx: Db, driverId: string) => repo.driver(driverId, tx),
    /** The driver's row, locked for update in `tx` (accepts, assignments and suspensions of them queue). */
    lockDriver: (tx: Db, driverId: string) => repo.lockDriver(tx, driverId),
    /** Delivers what a transaction's `emailCustomer` and `record` wrote, now that it is committed. */
    emailsCommitted(): void {
      deps.email.kick();
    },
  };
}
export type TripDispatch = ReturnType<typeof createTripDispatch>;
