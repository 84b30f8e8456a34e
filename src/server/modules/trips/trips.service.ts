import type { FastifyBaseLogger } from 'fastify';
import {
  POSITION_LEAD_MINUTES,
  type DriverEarnings,
  type DriverLocation,
  type DriverPositionResponse,
  type DriverProfile,
  type DriverTrip,
  type NearbyTripsResponse,
  type StoredLocation,
  type TripHistoryResponse,
  type TripStatusRequest,
} from '../../../shared/contracts/driver-trips.ts';
import { BRAND } from '../../../shared/brand.ts';
import type { PricingConfig } from '../../../shared/domain/pricing-config.ts';
import { nyStamp } from '../../../shared/domain/new-york-time.ts';
import { driverShareCents } from '../../../shared/domain/money-split.ts';
import { AppError } from '../../../shared/errors.ts';
import type { ResolvedSession } from '../auth/auth.service.ts';

/** The signed-in account (the session's user row). */
type UserRow = NonNullable<ResolvedSession['user']>;
import type { BookingLifecycle } from '../bookings/booking-lifecycle.ts';
import type { PricingService } from '../pricing/pricing.service.ts';
import { bookingClass, liveRideWindow, vehicleIdsFor, type RideAvailability } from './ride-availability.ts';
import type { TripExtras } from '../extras/trip-extras.service.ts';
import type { TripDispatch } from './trip-dispatch.ts';
import { adminTripCancelledEmail, adminTripNoShowEmail } from './trip-emails.ts';
import { arrivalStamp, noShowOpensAt, requireCompleteOpen, requireNoShowOpen } from './trip-stages.ts';
import { freshPosition, requirePickupWithin, requireStartOpen } from './trip-rules.ts';
import { classFit } from '../../../shared/domain/vehicle-class.ts';
import { dollars, storedLocation, toDriverTrip } from './trip-views.ts';
import { type DriverRow, type TripBookingRow, type TripsRepository } from './trips.repository.ts';

export const HISTORY_PAGE_SIZE = 20;
/** At most this many nearby requests per answer, nearest first: more than a driver reads on a phone. */
export const NEARBY_LIMIT = 20;
/** A pickup up to this long ago is still offered (a late ride is still a ride). */
const NEARBY_GRACE_MS = 2 * 60 * 60_000;

/** A driver may hand one booking back this many times; the next Cancel goes through dispatch (issue 32). */
export const MAX_DRIVER_CANCELLATIONS = 2;
const MINUTE_MS = 60_000;

/** Which driver status may follow which (decisions 10, 28): on location once, before the start. */
function allowedMove(
  from: 'assigned' | 'in_progress',
  to: TripStatusRequest['status'],
  arrived: boolean,
): boolean {
  switch (to) {
    case 'cancelled':
    case 'no_show':
      return true;
    case 'arrived':
      return from === 'assigned' && !arrived;
    case 'in_progress':
      return from === 'assigned';
    case 'completed':
      return from === 'in_progress';
  }
}

export interface TripsServiceDeps {
  repo: TripsRepository;
  bookings: BookingLifecycle;
  pricing: Pick<PricingService, 'current'>;
  /** Assignment and the customer's trip emails, shared with the admin's dispatch. */
  dispatch: TripDispatch;
  /** Per-ride availability (decision 31): the overlap of a driver's live rides. */
  availability: RideAvailability;
  log: FastifyBaseLogger;
  radiusMiles: number;
  /** A trip may be started from this many minutes before pickup (TRIP_START_WINDOW_MINUTES, decision 21). */
  startWindowMinutes: number;
  clock?: (() => Date) | undefined;
  /** Billing what really happened (decision 29): the waiting line, recorded with the completion. */
  extras?: Pick<TripExtras, 'recordWaiting'>;
}

/**
 * The driver's side of bookings (decisions 10 and 11): profile and position, nearby requests, accepting one
 * (one conditional transition: of many drivers exactly one wins), starting, completing or cancelling one's
 * own trip, history and earnings; and the customer's view of the assigned driver's position. Every booking
 * status change goes through the bookings module's transition, with the trip row in the same transaction.
 */
export function createTripsService(deps: TripsServiceDeps) {
  const { repo, bookings, log, dispatch } = deps;
  const clock = deps.clock ?? (() => new Date());
  const { emailCustomer } = dispatch;

  async function requireDriver(userId: string): Promise<DriverRow> {
    const driver = await repo.driver(userId);
    if (!driver) throw new AppError('driver.profileMissing');
    // An admin suspended the driver (their sessions ended with it; this closes a sign-in racing the suspension).
    if (driver.status === 'suspended') throw new AppError('auth.suspended', { phone: BRAND.phoneDisplay });
    return driver;
  }

  /** The chauffeur's share: of the fare lines only, never of tax, surcharges, tolls or fees (decision 29). */
  const earningsOf = (
    config: PricingConfig,
    b: Pick<TripBookingRow, 'priceLines' | 'taxCents' | 'totalCents'>,
  ) => driverShareCents(config, b);

  return {
    /** GET /api/driver/me. */
    async profile(user: UserRow): Promise<DriverProfile> {
      const d = await requireDriver(user.id);
      return {
        userId: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phone: user.phone,
        status: d.status,
        vehicle: {
          make: d.vehicleMake,
          model: d.vehicleModel,
          year: d.vehicleYear,
          color: d.vehicleColor,
          plate: d.licensePlate,
          type: d.vehicleType,
        },
        location: storedLocation(d),
        radiusMiles: deps.radiusMiles,
      };
    },

    /** POST /api/driver/update-location: the driver's last reported position. */
    async updateLocation(userId: string, input: DriverLocation): Promise<StoredLocation> {
      const at = clock();
      const row = await repo.setLocation(userId, input.latitude, input.longitude, at);
      if (!row) throw new AppError('driver.profileMissing');
      return { latitude: input.latitude, longitude: input.longitude, updatedAt: at.toISOString() };
    },

    /**
     * GET /api/driver/trips/nearby: from the driver's stored position only (POST /api/driver/update-location),
     * never from a point the caller names, so the list is the one accept checks against.
     */
    async nearby(userId: string): Promise<NearbyTripsResponse> {
      const driver = await requireDriver(userId);
      // Off duty (their own choice or an admin's): no requests at all, and the answer says why.
      if (driver.status === 'offline') return { radiusMiles: deps.radiusMiles, onDuty: false, trips: [] };
      const lat = driver.lastLat;
      const lng = driver.lastLng;
      if (lat === null || lng === null) throw new AppError('driver.locationRequired');
      const [rows, config] = await Promise.all([
        repo.nearby({
          lat,
          lng,
          radiusMiles: deps.radiusMiles,
          pickupAfter: new Date(clock().getTime() - NEARBY_GRACE_MS),
          limit: NEARBY_LIMIT,
          vehicleIds: vehicleIdsFor(driver.vehicleType),
        }),
        deps.pricing.current(),
      ]);
      return {
        radiusMiles: deps.radiusMiles,
        onDuty: true,
        trips: rows.map((r) =>
          toDriverTrip(r.booking, {
            status: 'confirmed',
            earningsCents: earningsOf(config, r.booking),
            distanceToPickup: Number(r.distance),
          }),
        ),
      };
    },

    /** GET /api/driver/trips/active: assigned and started trips, soonest pickup first. */
    async active(userId: string): Promise<DriverTrip[]> {
      await requireDriver(userId);
      const [rows, config] = await Promise.all([repo.active(userId), deps.pricing.current()]);
      return rows.map(({ trip, booking }) =>
        toDriverTrip(booking, {
          status: booking.status === 'in_progress' ? 'in_progress' : 'assigned',
          earningsCents: earningsOf(config, booking),
          trip,
          noShowAvailableAt: noShowOpensAt(booking, trip),
        }),
      );
    },

    /** GET /api/driver/trips/history: completed, no-show and cancelled trips, newest first. */
    async history(userId: string, page: number): Promise<TripHistoryResponse> {
      await requireDriver(userId);
      const { rows, total } = await repo.history(userId, (page - 1) * HISTORY_PAGE_SIZE, HISTORY_PAGE_SIZE);
      return {
        trips: rows.map(({ trip, booking }) =>
          toDriverTrip(booking, {
            status: trip.status === 'completed' || trip.status === 'no_show' ? trip.status : 'cancelled',
            earningsCents: trip.status === 'cancelled' ? 0 : (trip.earningsCents ?? 0),
            trip,
          }),
        ),
        page,
        pageSize: HISTORY_PAGE_SIZE,
        total,
      };
    },

    /**
     * POST /api/driver/trips/{id}/accept: only with a stored position under DRIVER_STALE_MINUTES old within the
     * radius of the pickup (decision 21); then one conditional transition confirmed -> assigned WHERE driver_id
     * IS NULL, with the trip row in the same transaction; every driver but the first gets 409, and a booking
     * cancelled meanwhile is not assigned (the transition's condition on its status, after the cancel's lock).
     */
    async accept(user: UserRow, bookingId: string): Promise<DriverTrip> {
      const driver = await requireDriver(user.id);
      if (driver.status === 'offline') throw new AppError('trips.offDuty');
      const at = clock();
      const position = freshPosition(driver, at);
      const target = await bookings.findById(bookingId);
      if (!target || target.status === 'pending' || target.status === 'cancelled') {
        throw new AppError('trips.notFound');
      }
      if (target.status !== 'confirmed' || target.driverId) throw new AppError('trips.alreadyTaken');
      // A driver takes rides of their own car's class only (an upgrade is dispatch's choice, issue 35).
      if (classFit(bookingClass(target.vehicleId), driver.vehicleType) !== 'same')
        throw new AppError('trips.wrongClass');
      requirePickupWithin(position, target, deps.radiusMiles);
      const config = await deps.pricing.current();
      const won = await repo.transaction(async (tx) => {
        // The driver's row, locked: a suspension came first and is seen here, or waits for this accept and then
        // returns the ride to the queue; two accepts or assignments of this driver queue, so the overlap check
        // below sees every ride committed before (decision 31).
        const locked = await repo.lockDriver(tx, user.id);
        if (locked?.status === 'suspended')
          throw new AppError('auth.suspended', { phone: BRAND.phoneDisplay });
        if (locked?.status === 'offline') throw new AppError('trips.offDuty');
        const rides = await repo.liveRides({ driverIds: [user.id], ...liveRideWindow(target) }, tx);
        const clash = await deps.availability.overlap(target, rides);
        if (clash)
          throw new AppError('trips.overlap', { number: clash.number, time: nyStamp(clash.pickupAt) });
        const assigned = await dispatch.assign(tx, {
          bookingId,
          driver,
          person: user,
          actor: 'driver',
          actorUserId: user.id,
          at,
        });
        // The customer's "your chauffeur" email commits with the assignment (the transactional outbox).
        if (assigned) await emailCustomer(tx, 'trip-assigned', assigned.booking);
        return assigned;
      });
      if (!won) {
        const current = await bookings.findById(bookingId);
        if (!current || current.status === 'pending' || current.status === 'cancelled') {
          throw new AppError('trips.notFound');
        }
        throw new AppError('trips.alreadyTaken');
      }
      log.info({ bookingId, driverId: user.id }, 'trip accepted');
      dispatch.emailsCommitted();
      return toDriverTrip(won.booking, {
        status: 'assigned',
        earningsCents: earningsOf(config, won.booking),
        trip: won.trip,
      });
    },

    /**
     * POST /api/driver/trips/{id}/status: the driver's own live trip only (404 otherwise). On location (a
     * stamp with time and position; the passenger is told), start (from `startWindowMinutes` before pickup;
     * it stamps the arrival when none was reported), complete (a started trip, not before the pickup time),
     * passenger no-show (after the free wait from arrival, decision 29: the booking ends as no_show, the
     * chauffeur earns their share, the customer, the passenger and dispatch are told), or cancel with a
     * reason: a Cancel ends this driver's trip and returns the booking to confirmed and unassigned (decision
     * 10), telling the customer and every admin; after MAX_DRIVER_CANCELLATIONS of one booking, the driver
     * calls dispatch.
     */
    async setStatus(user: UserRow, bookingId: string, input: TripStatusRequest): Promise<DriverTrip> {
      const driver = await requireDriver(user.id);
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
        if (!allowedMove(from, to, trip.arrivedAt !== null)) {
          throw new AppError('trips.statusNotAllowed', { from, to });
        }
        if (to === 'arrived') {
          if (locked.driverId !== user.id) throw new AppError('trips.statusNotAllowed', { from, to });
          const updated = await repo.updateTrip(tx, trip.id, from, arrivalStamp(at, input, driver));
          if (!updated) throw new AppError('trips.statusNotAllowed', { from, to });
          await emailCustomer(tx, 'trip-arrived', locked);
          return { booking: locked, trip: updated };
        }
        if (to === 'in_progress') requireStartOpen(locked.pickupAt, at, deps.startWindowMinutes);
        if (to === 'completed') requireCompleteOpen(locked.pickupAt, at);
        if (to === 'no_show') requireNoShowOpen(locked, trip, at);
        if (
          to === 'cancelled' &&
          (await repo.driverCancellations(tx, bookingId, user.id)) >= MAX_DRIVER_CANCELLATIONS
        ) {
          throw new AppError('trips.callDispatch', { phone: BRAND.phoneDisplay });
        }
        const booking = await bookings.transition(
          to === 'cancelled'
            ? {
                bookingId,
                to: 'confirmed',
                actor: 'driver',
                actorUserId: user.id,
                reason,
                expectFrom: from,
                where: { driverId: user.id },
                set: {
                  driverId: null,
                  driverName: null,
                  driverPhone: null,
                  driverVehicle: null,
                  driverPlate: null,
                },
                at,
              }
            : {
                bookingId,
                to,
                actor: 'driver',
                actorUserId: user.id,
                expectFrom: from,
                where: { driverId: user.id },
                at,
              },
          tx,
        );
        // The booking left this driver's hands meanwhile (an admin cancelled or reassigned it).
        if (!booking) throw new AppError('trips.statusNotAllowed', { from, to });
        const updated = await repo.updateTrip(
          tx,
          trip.id,
          from,
          to === 'in_progress'
            ? // Passenger on board means the chauffeur was on location: the stamp is kept when none was sent.
              {
                status: 'in_progress',
                startedAt: at,
                ...(trip.arrivedAt ? {} : arrivalStamp(at, input, driver)),
              }
            : to === 'completed' || to === 'no_show'
              ? // A no-show earns what the completed trip would (decision 28).
                { status: to, completedAt: at, earningsCents: earningsOf(config, booking) }
              : { status: 'cancelled', cancelledAt: at, cancelReason: reason },
        );
        if (!updated) throw new AppError('trips.statusNotAllowed', { from, to });
        // The customer's email (and on a cancel or no-show every admin's notice) commits with the move.
        const driverFacts = { name: `${user.firstName} ${user.lastName}`.trim(), phone: user.phone };
        if (to === 'in_progress') await emailCustomer(tx, 'trip-started', booking);
        else if (to === 'completed') {
          await deps.extras?.recordWaiting(tx, { booking, trip: { ...updated, driverId: user.id } }, config);
          await emailCustomer(tx, 'trip-completed', booking);
        }
        else if (to === 'no_show') {
          await emailCustomer(tx, 'trip-no-show', booking);
          for (const admin of await repo.adminEmails(tx)) {
            await dispatch.record(tx, adminTripNoShowEmail(admin, booking, driverFacts, trip.arrivedAt));
          }
        } else {
          await emailCustomer(tx, 'trip-reassigning', booking);
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
    },

    /**
     * POST /api/driver/duty: on duty (stored available) or off duty (stored offline: no requests, no accept).
     * A suspended driver cannot change it (403, as every other call of theirs).
     */
    async setDuty(userId: string, onDuty: boolean): Promise<{ onDuty: boolean }> {
      await requireDriver(userId);
      const row = await repo.setDuty(userId, onDuty ? 'available' : 'offline');
      if (!row) throw new AppError('auth.suspended', { phone: BRAND.phoneDisplay });
      log.info({ driverId: userId, onDuty }, 'driver duty changed');
      return { onDuty: row.status === 'available' };
    },

    /** GET /api/driver/earnings: New York today, this week from Monday, all time; the share in force. */
    async earnings(userId: string): Promise<DriverEarnings> {
      await requireDriver(userId);
      const [sums, config] = await Promise.all([repo.earnings(userId, clock()), deps.pricing.current()]);
      return {
        today: dollars(sums.today),
        week: dollars(sums.week),
        allTime: dollars(sums.allTime),
        completedTrips: sums.completed,
        share: config.driverShareBps / 10_000,
      };
    },

    /**
     * GET /api/bookings/{number}/driver-location: for whoever may read the booking (its customer, an admin,
     * the emailed link). The assigned driver's last position from POSITION_LEAD_MINUTES before pickup, or from
     * the start of the trip (on the way), until it ends (decision 22); before, `notYet` with no coordinates (the
     * driver may be serving other customers), after, `ended`.
     */
    async driverPosition(
      auth: ResolvedSession | null,
      number: string,
      token: string | undefined,
    ): Promise<DriverPositionResponse> {
      const booking = await bookings.readable(auth, number, token);
      const { status } = booking;
      if (status === 'completed' || status === 'cancelled' || status === 'no_show') {
        return { status, tracking: 'ended', visibleFrom: null, location: null };
      }
      if ((status !== 'assigned' && status !== 'in_progress') || !booking.driverId) {
        return { status, tracking: 'notYet', visibleFrom: null, location: null };
      }
      const visibleFrom = new Date(booking.pickupAt.getTime() - POSITION_LEAD_MINUTES * MINUTE_MS);
      if (status === 'assigned' && clock().getTime() < visibleFrom.getTime()) {
        return { status, tracking: 'notYet', visibleFrom: visibleFrom.toISOString(), location: null };
      }
      const driver = await repo.driver(booking.driverId);
      return {
        status,
        tracking: 'live',
        visibleFrom: null,
        location: driver ? storedLocation(driver) : null,
      };
    },
  };
}
export type TripsService = ReturnType<typeof createTripsService>;
