import type { FastifyBaseLogger } from 'fastify';
import type {
  DriverEarnings,
  DriverTrip,
  NearbyTripsResponse,
  TripHistoryResponse,
} from '../../../shared/contracts/driver-trips.ts';
import { BRAND } from '../../../shared/brand.ts';
import type { PricingConfig } from '../../../shared/domain/pricing-config.ts';
import { nyStamp } from '../../../shared/domain/new-york-time.ts';
import { driverShareCents } from '../../../shared/domain/money-split.ts';
import { classFit } from '../../../shared/domain/vehicle-class.ts';
import { AppError } from '../../../shared/errors.ts';
import type { BookingLifecycle } from '../bookings/booking-lifecycle.ts';
import type { ComplianceGate } from '../compliance/compliance-gate.ts';
import type { PricingService } from '../pricing/pricing.service.ts';
import { createDriverDuty, type UserRow } from './driver-duty.ts';
import { createDriverPosition } from './driver-position.ts';
import { bookingClass, liveRideWindow, vehicleIdsFor, type RideAvailability } from './ride-availability.ts';
import type { TripDispatch } from './trip-dispatch.ts';
import { createTripMoves, type TripMovesDeps } from './trip-moves.ts';
import { freshPosition, requirePickupWithin } from './trip-rules.ts';
import { noShowOpensAt } from './trip-stages.ts';
import { dollars, toDriverTrip } from './trip-views.ts';
import type { TripBookingRow, TripsRepository } from './trips.repository.ts';

export const HISTORY_PAGE_SIZE = 20;
/** At most this many nearby requests per answer, nearest first: more than a driver reads on a phone. */
export const NEARBY_LIMIT = 20;
/** A pickup up to this long ago is still offered (a late ride is still a ride). */
const NEARBY_GRACE_MS = 2 * 60 * 60_000;

export interface TripsServiceDeps {
  repo: TripsRepository;
  bookings: BookingLifecycle;
  pricing: Pick<PricingService, 'current'>;
  /** Assignment and the customer's trip emails, shared with the admin's dispatch. */
  dispatch: TripDispatch;
  notifications: TripMovesDeps['notifications'];
  extras?: TripMovesDeps['extras'];
  /** Per-ride availability (decision 31): the overlap of a driver's live rides. */
  availability: RideAvailability;
  /** Decision 32: the nearby requests say which ones the chauffeur's documents would refuse. */
  compliance: Pick<ComplianceGate, 'standing'>;
  log: FastifyBaseLogger;
  radiusMiles: number;
  /** A trip may be started from this many minutes before pickup (TRIP_START_WINDOW_MINUTES, decision 21). */
  startWindowMinutes: number;
  clock?: (() => Date) | undefined;
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

  const duty = createDriverDuty({ repo, log, radiusMiles: deps.radiusMiles, clock });
  const { requireDriver } = duty;
  /** The chauffeur's share: of the fare lines only, never of tax, surcharges, tolls or fees (decision 29). */
  const earningsOf = (
    config: PricingConfig,
    b: Pick<TripBookingRow, 'priceLines' | 'taxCents' | 'totalCents'>,
  ) => driverShareCents(config, b);

  const moves = createTripMoves({
    repo,
    bookings,
    pricing: deps.pricing,
    dispatch,
    notifications: deps.notifications,
    extras: deps.extras,
    duty,
    log,
    startWindowMinutes: deps.startWindowMinutes,
    earningsOf,
    clock,
  });

  return {
    profile: duty.profile,
    updateLocation: duty.updateLocation,
    setDuty: duty.setDuty,
    setStatus: moves.setStatus,
    driverPosition: createDriverPosition({ repo, bookings, clock }),

    /**
     * GET /api/driver/trips/nearby: from the driver's stored position only (POST /api/driver/update-location),
     * never from a point the caller names, so the list is the one accept checks against. A chauffeur whose
     * documents (or car's) are not current still sees the requests (decision 32), each marked with what accepting
     * it would be refused for, and the answer says what stops them today: they learn why before they tap Accept.
     */
    async nearby(userId: string): Promise<NearbyTripsResponse> {
      const { driver, facts } = await duty.requireDriverWithCar(userId);
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
      const standing = deps.compliance.standing(
        facts,
        rows.map((r) => r.booking),
        clock(),
      );
      return {
        radiusMiles: deps.radiusMiles,
        onDuty: true,
        compliance: standing.today,
        trips: rows.map((r) => ({
          ...toDriverTrip(r.booking, {
            status: 'confirmed',
            earningsCents: earningsOf(config, r.booking),
            distanceToPickup: Number(r.distance),
          }),
          complianceIssue: standing.rides.get(r.booking.id) ?? null,
        })),
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
  };
}
export type TripsService = ReturnType<typeof createTripsService>;
