import type {
  AdminDriver,
  AdminDriverDetail,
  AdminDriverList,
  AdminDriverListQuery,
  AdminDriverUpdate,
} from '../../../shared/contracts/admin-drivers.ts';
import { AppError } from '../../../shared/errors.ts';
import type { BookingLifecycle } from '../bookings/booking-lifecycle.ts';
import { NO_CHAUFFEUR, type TripDispatch } from '../trips/trip-dispatch.ts';
import type { AdminDriversRepository } from './admin-drivers.repository.ts';
import { recordAudit } from './audit.ts';
import { isUuid } from './admin-query.ts';

/** View Details lists this many of the driver's latest trips and ratings. */
export const DETAIL_TRIPS = 50;
export const DETAIL_RATINGS = 50;

const dollars = (cents: number) => Math.round(cents) / 100;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

type ListRow = Awaited<ReturnType<AdminDriversRepository['list']>>[number];

/** A driver card of the contract from a list row. */
export function toAdminDriver(r: ListRow): AdminDriver {
  const d = r.driver;
  const rating = r.rating === null ? null : Number(r.rating);
  return {
    id: d.userId,
    name: r.name,
    email: r.email,
    phone: r.phone,
    vehicleType: d.vehicleType,
    vehicle: [d.vehicleYear, d.vehicleMake, d.vehicleModel]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(' '),
    vehicleColor: d.vehicleColor,
    licensePlate: d.licensePlate,
    status: d.status,
    availability: r.availability,
    rating: rating === null ? null : oneDecimal(rating),
    ratingCount: Number(r.ratingCount),
    tripsCompleted: Number(r.tripsCompleted),
    lastLocation:
      d.lastLat !== null && d.lastLng !== null && d.locationAt
        ? { latitude: d.lastLat, longitude: d.lastLng, at: d.locationAt.toISOString() }
        : null,
    joinedAt: d.createdAt.toISOString(),
  };
}

/** Why a suspended driver's future rides went back to the queue (their trips' cancel reason, the history). */
export const SUSPENDED_REASON = 'Driver suspended';

export interface AdminDriversServiceDeps {
  repo: AdminDriversRepository;
  /** A suspension returns the driver's future rides to the queue (issue 35). */
  dispatch: TripDispatch;
  bookings: BookingLifecycle;
  clock?: (() => Date) | undefined;
}

/**
 * The Drivers section: the fleet with each driver's availability, one driver in full (profile, vehicle,
 * application, trips, earnings in New York time, ratings), and the admin's status change: suspend,
 * reinstate or set offline. A suspension signs the driver out everywhere, is refused only while the driver is
 * driving a trip (in progress), and returns their future rides to the queue, flagged (issue 35), so a
 * suspended driver never holds a ride.
 */
export function createAdminDriversService(deps: AdminDriversServiceDeps) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());

  /**
   * Issue 35: each of the driver's assigned (future) rides back to the unassigned queue, in the suspension's
   * transaction (the driver's row locked first, then each booking's and its trip's: the order of an accept):
   * the booking confirmed without a chauffeur and flagged `driverSuspended`, the trip cancelled with
   * SUSPENDED_REASON, the customer told another chauffeur is being assigned, the chauffeur told in their
   * language. Answers the booking numbers returned.
   */
  async function returnJobs(
    tx: Parameters<Parameters<typeof repo.transaction>[0]>[0],
    driverId: string,
    actorUserId: string,
  ) {
    const at = clock();
    const numbers: string[] = [];
    for (const bookingId of await repo.assignedBookingIds(tx, driverId)) {
      const trip = await deps.dispatch.liveTrip(tx, bookingId);
      if (!trip || trip.driverId !== driverId || trip.status !== 'assigned') continue;
      const b = await deps.bookings.transition(
        {
          bookingId,
          to: 'confirmed',
          actor: 'admin',
          actorUserId,
          reason: SUSPENDED_REASON,
          expectFrom: 'assigned',
          where: { driverId },
          set: {
            ...NO_CHAUFFEUR,
            dispatchFlag: 'driverSuspended',
            dispatchFlaggedAt: at,
          },
          at,
        },
        tx,
      );
      if (!b) continue;
      await deps.dispatch.moveTrip(tx, trip, { to: 'cancelled', reason: SUSPENDED_REASON }, at);
      await deps.dispatch.emailCustomer(tx, 'trip-reassigning', b);
      await deps.dispatch.emailDriver(tx, 'job-returned', b, driverId);
      numbers.push(b.number);
    }
    return numbers;
  }

  async function one(id: string, now: Date): Promise<ListRow> {
    const [row] = isUuid(id) ? await repo.list({ now, id }) : [];
    if (!row) throw new AppError('fleet.notFound');
    return row;
  }

  return {
    /** GET /api/admin/drivers: the drivers the filters keep, and the counts over every driver. */
    async list(query: AdminDriverListQuery): Promise<AdminDriverList> {
      const now = clock();
      const q = query.q?.trim() || undefined;
      const [rows, counts] = await Promise.all([
        repo.list({ now, availability: query.availability, q }),
        repo.counts(now),
      ]);
      return { drivers: rows.map(toAdminDriver), counts };
    },

    /** GET /api/admin/drivers/{id}: View Details. */
    async detail(id: string): Promise<AdminDriverDetail> {
      const now = clock();
      const row = await one(id, now);
      const appId = row.driver.applicationId;
      const [application, trips, earnings, ratings] = await Promise.all([
        appId ? repo.application(appId) : Promise.resolve(undefined),
        repo.trips(id, DETAIL_TRIPS),
        repo.earnings(id, now),
        repo.ratings(id, DETAIL_RATINGS),
      ]);
      return {
        ...toAdminDriver(row),
        licenseNumber: row.driver.licenseNumber,
        vehicleCorrection: row.driver.vehicleCorrection ?? null,
        application: application
          ? {
              id: application.id,
              submittedAt: application.createdAt.toISOString(),
              reviewedAt: application.reviewedAt?.toISOString() ?? null,
              address: [application.address, application.city, `${application.state} ${application.zipCode}`]
                .map((s) => s.trim())
                .filter(Boolean)
                .join(', '),
              experience: application.experienceYears,
              availability: application.availability,
              insuranceCompany: application.insuranceCompany,
              policyNumber: application.policyNumber,
              licenseExpiry: application.licenseExpiry,
            }
          : null,
        earnings: {
          today: dollars(earnings.today),
          week: dollars(earnings.week),
          month: dollars(earnings.month),
          total: dollars(earnings.total),
        },
        trips: trips.map(({ trip, ...b }) => ({
          id: trip.id,
          bookingId: trip.bookingId,
          bookingNumber: b.bookingNumber,
          status: trip.status,
          pickupAddress: b.pickupAddress,
          destinationAddress: b.destinationAddress,
          pickupDateTime: b.pickupAt.toISOString(),
          acceptedAt: trip.acceptedAt.toISOString(),
          completedAt: trip.completedAt?.toISOString() ?? null,
          cancelReason: trip.cancelReason,
          earnings:
            trip.status === 'completed' && trip.earningsCents !== null ? dollars(trip.earningsCents) : null,
        })),
        ratings: ratings.map((r) => ({
          bookingNumber: r.bookingNumber,
          rating: r.rating,
          feedback: r.feedback,
          at: r.at.toISOString(),
        })),
      };
    },

    /**
     * PATCH /api/admin/drivers/{id}: the stored status, with the driver's row locked so an assignment or an
     * accept of this driver waits. Suspending is refused (409 fleet.onTrip) while the driver is driving a trip,
     * returns their assigned rides to the queue, and ends every session of the driver in the same transaction as the change and its audit entry. The same
     * status again changes nothing and records nothing.
     */
    async setStatus(id: string, input: AdminDriverUpdate, actorUserId: string): Promise<AdminDriver> {
      if (!isUuid(id)) throw new AppError('fleet.notFound');
      const to = input.status;
      await repo.transaction(async (tx) => {
        const driver = await repo.lock(tx, id);
        if (!driver) throw new AppError('fleet.notFound');
        if (driver.status === to) return;
        if (to === 'suspended') {
          const number = await repo.drivingTripNumber(tx, id);
          if (number) throw new AppError('fleet.onTrip', { number });
        }
        await repo.setStatus(tx, id, to);
        const sessionsEnded = to === 'suspended' ? await repo.endSessions(tx, id) : 0;
        const returned = to === 'suspended' ? await returnJobs(tx, id, actorUserId) : [];
        await recordAudit(tx, {
          actorUserId,
          action: 'driver.status',
          entityType: 'driver',
          entityId: id,
          summary: `${driver.name} (${driver.plate}): ${driver.status} → ${to}`,
          before: { status: driver.status },
          after: { status: to, ...(to === 'suspended' ? { sessionsEnded, returned } : {}) },
        });
      });
      deps.dispatch.emailsCommitted();
      return toAdminDriver(await one(id, clock()));
    },
  };
}
