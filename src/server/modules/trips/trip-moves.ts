import type { FastifyBaseLogger } from 'fastify';
import type { DriverTrip, TripStatusRequest } from '../../../shared/contracts/driver-trips.ts';
import { BRAND } from '../../../shared/brand.ts';
import type { PricingConfig } from '../../../shared/domain/pricing-config.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import type { BookingLifecycle } from '../bookings/booking-lifecycle.ts';
import type { PricingService } from '../pricing/pricing.service.ts';
import type { DriverDuty, UserRow } from './driver-duty.ts';
import { passengerStageNotice, type NoticeStage } from './passenger-stage-notices.ts';
import { NO_CHAUFFEUR, type TripDispatch } from './trip-dispatch.ts';
import { adminTripCancelledEmail, adminTripNoShowEmail } from './trip-emails.ts';
import { requireStartOpen } from './trip-rules.ts';
import {
  arrivalStamp,
  completionPosition,
  noShowOpensAt,
  onBoardStamp,
  onTheWayStamp,
  requireCompleteOpen,
  requireNoShowOpen,
  requireStageForward,
} from './trip-stages.ts';
import { toDriverTrip } from './trip-views.ts';
import type { TripExtras } from '../extras/trip-extras.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { DriverTripRow, TripBookingRow, TripsRepository } from './trips.repository.ts';

/** A driver may hand one booking back this many times; the next Cancel goes through dispatch (issue 32). */
export const MAX_DRIVER_CANCELLATIONS = 2;

export interface TripMovesDeps {
  repo: TripsRepository;
  bookings: BookingLifecycle;
  pricing: Pick<PricingService, 'current'>;
  dispatch: TripDispatch;
  /** The passenger's SMS and web push of a stage (decision 30), beside the email. */
  notifications: Pick<NotificationsService, 'enqueueSms' | 'enqueuePush'>;
  duty: Pick<DriverDuty, 'requireDriver'>;
  /** Billing what really happened (decision 29): the waiting line, recorded with the completion. */
  extras?: Pick<TripExtras, 'recordWaiting'> | undefined;
  log: FastifyBaseLogger;
  startWindowMinutes: number;
  /** The chauffeur's share of a booking (decision 29). */
  earningsOf: (config: PricingConfig, b: TripBookingRow) => number;
  clock: () => Date;
}

/**
 * The chauffeur's moves of their own live trip: the stages (decision 28; only forward, a skipped earlier one
 * allowed) on the way and on location (stamps: the booking stays assigned; the passenger is told by email in
 * the same transaction), passenger on board (the start: from `startWindowMinutes` before pickup), completed
 * (a started trip, not before the pickup time), passenger no-show (after the free wait, decision 29) and
 * cancel with a reason (decision 10: the booking returns to dispatch; after MAX_DRIVER_CANCELLATIONS of one
 * booking the driver calls dispatch). Each stage stores its time and position.
 */
export function createTripMoves(deps: TripMovesDeps) {
  const { repo, bookings, log, dispatch, clock, earningsOf } = deps;

  /** The passenger's notice of a stage (customer and passenger, the booking's language), written in `tx`. */
  async function notifyPassenger(
    tx: Db,
    stage: NoticeStage,
    b: TripBookingRow,
    trip: DriverTripRow,
  ): Promise<void> {
    const link = await bookings.customerLink(b, tx);
    let notice;
    try {
      notice = passengerStageNotice(stage, b, {
        link,
        arrivedAt: { lat: trip.arrivedLat, lng: trip.arrivedLng },
      });
    } catch (err) {
      log.error({ err, bookingId: b.id, stage }, 'stage notice could not be prepared');
      return;
    }
    await dispatch.record(tx, notice.email);
    const kind = stage === 'on_the_way' ? 'trip-on-the-way' : 'trip-arrived';
    // One text to whoever rides (the passenger when someone else does), a push to each device the booking's
    // owner allowed; an opted-out number is kept skipped by the outbox.
    const phone = b.passengerPhone ?? b.customerPhone;
    if (phone)
      await deps.notifications.enqueueSms(tx, { to: phone, body: notice.sms, bookingId: b.id, kind });
    const owner = b.userId ? { userId: b.userId } : b.guestId ? { guestId: b.guestId } : null;
    if (owner)
      await deps.notifications.enqueuePush(tx, { ...owner, payload: notice.push, bookingId: b.id, kind });
  }

  /** On the way or on location: the stamp on the trip (it stays assigned) and the passenger's notice. */
  async function stamp(
    tx: Db,
    booking: TripBookingRow,
    trip: DriverTripRow,
    set: Partial<DriverTripRow>,
    stage: NoticeStage,
    to: TripStatusRequest['status'],
  ) {
    const updated = await repo.updateTrip(tx, trip.id, 'assigned', set);
    if (!updated) throw new AppError('trips.statusNotAllowed', { from: trip.status, to });
    await notifyPassenger(tx, stage, booking, updated);
    return { booking, trip: updated };
  }

  /** POST /api/driver/trips/{id}/status: the driver's own live trip only (404 otherwise). */
  async function setStatus(user: UserRow, bookingId: string, input: TripStatusRequest): Promise<DriverTrip> {
    const driver = await deps.duty.requireDriver(user.id);
    const to = input.status;
    const reason = input.reason?.trim() || null;
    const at = clock();
    const config = await deps.pricing.current();
    const done = await repo.transaction(async (tx) => {
      // The booking's lock first, then the trip's: the order of every cancel and accept (no deadlock).
      const locked = await repo.lockBooking(tx, bookingId);
      if (!locked) return null;
      const trip = await repo.liveTripForUpdate(tx, bookingId, user.id);
      if (!trip) return null;
      const from = trip.status as 'assigned' | 'in_progress';
      if (to !== 'cancelled' && to !== 'no_show') requireStageForward(trip, to);
      if (to === 'on_the_way' || to === 'arrived') {
        if (locked.driverId !== user.id) throw new AppError('trips.statusNotAllowed', { from, to });
        return to === 'on_the_way'
          ? stamp(tx, locked, trip, onTheWayStamp(at, input, driver), 'on_the_way', to)
          : stamp(tx, locked, trip, arrivalStamp(at, input, driver), 'on_location', to);
      }
      // Decisions 32 and 33: passenger on board only with current documents (theirs and their car's) on the ride's
      // day, and within the fatigue limits.
      let carId: string | undefined;
      if (to === 'in_progress') {
        requireStartOpen(locked.pickupAt, at, deps.startWindowMinutes);
        ({ carId } = await dispatch.requireCompliant(tx, user.id, locked, at, 'start'));
      }
      if (to === 'completed') requireCompleteOpen(locked.pickupAt, at);
      if (to === 'no_show') requireNoShowOpen(locked, trip, at);
      if (
        to === 'cancelled' &&
        (await repo.driverCancellations(tx, bookingId, user.id)) >= MAX_DRIVER_CANCELLATIONS
      ) {
        throw new AppError('trips.callDispatch', { phone: BRAND.phoneDisplay });
      }
      const common = { bookingId, actor: 'driver', actorUserId: user.id, expectFrom: from, at } as const;
      const booking = await bookings.transition(
        to === 'cancelled'
          ? {
              ...common,
              to: 'confirmed',
              reason,
              where: { driverId: user.id },
              set: NO_CHAUFFEUR,
            }
          : { ...common, to, where: { driverId: user.id } },
        tx,
      );
      // The booking left this driver's hands meanwhile (an admin cancelled or reassigned it).
      if (!booking) throw new AppError('trips.statusNotAllowed', { from, to });
      const updated = await repo.updateTrip(
        tx,
        trip.id,
        from,
        to === 'in_progress'
          ? // Passenger on board means the chauffeur was on location: that stamp is made when none was.
            {
              status: 'in_progress',
              // The car that really carries the passenger (the chauffeur's car may have changed since accept).
              ...(carId ? { carId } : {}),
              ...onBoardStamp(at, input, driver),
              ...(trip.arrivedAt ? {} : arrivalStamp(at, input, driver)),
            }
          : to === 'completed' || to === 'no_show'
            ? // A no-show earns what the completed trip would (decision 28); a completion keeps where it ended.
              {
                status: to,
                completedAt: at,
                earningsCents: earningsOf(config, booking),
                ...(to === 'completed' ? completionPosition(input) : {}),
              }
            : { status: 'cancelled', cancelledAt: at, cancelReason: reason },
      );
      if (!updated) throw new AppError('trips.statusNotAllowed', { from, to });
      // The customer's email (and on a cancel or no-show every admin's notice) commits with the move.
      const driverFacts = { name: `${user.firstName} ${user.lastName}`.trim(), phone: user.phone };
      if (to === 'in_progress') await dispatch.emailCustomer(tx, 'trip-started', booking);
      else if (to === 'completed') {
        // The waiting line past the free minutes (decision 29), proposed for dispatch's close-out.
        await deps.extras?.recordWaiting(tx, { booking, trip: { ...updated, driverId: user.id } }, config);
        await dispatch.emailCustomer(tx, 'trip-completed', booking);
      } else if (to === 'no_show') {
        await dispatch.emailCustomer(tx, 'trip-no-show', booking);
        for (const admin of await repo.adminEmails(tx)) {
          await dispatch.record(tx, adminTripNoShowEmail(admin, booking, driverFacts, trip.arrivedAt));
        }
      } else {
        await dispatch.emailCustomer(tx, 'trip-reassigning', booking);
        for (const admin of await repo.adminEmails(tx)) {
          await dispatch.record(tx, adminTripCancelledEmail(admin, booking, driverFacts, reason ?? ''));
        }
      }
      return { booking, trip: updated };
    });
    if (!done) {
      // Not a live trip of this driver: one of theirs that has ended cannot move; anyone else's is not found.
      const ended = await repo.latestTrip(bookingId, user.id);
      if (ended) throw new AppError('trips.statusNotAllowed', { from: ended.status, to });
      throw new AppError('trips.notFound');
    }
    const { booking, trip } = done;
    log.info({ bookingId, driverId: user.id, to }, 'trip status changed');
    dispatch.emailsCommitted();
    return toDriverTrip(booking, {
      status: trip.status,
      earningsCents:
        trip.status === 'completed' || trip.status === 'no_show'
          ? (trip.earningsCents ?? 0)
          : trip.status === 'cancelled'
            ? 0
            : earningsOf(config, booking),
      trip,
      noShowAvailableAt: noShowOpensAt(booking, trip),
    });
  }

  return { setStatus };
}
