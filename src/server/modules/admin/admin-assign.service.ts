import type { FastifyBaseLogger } from 'fastify';
import type {
  AdminBookingRow,
  AssignCandidate,
  AssignCandidates,
  AssignDriver,
} from '../../../shared/contracts/admin-bookings.ts';
import { nyStamp } from '../../../shared/domain/new-york-time.ts';
import { RIDE_BUFFER_MINUTES } from '../../../shared/domain/ride-overlap.ts';
import { AppError } from '../../../shared/errors.ts';
import type { EmailPort } from '../../integrations/email/types.ts';
import type { BookingLifecycle } from '../bookings/booking-lifecycle.ts';
import type { ComplianceGate } from '../compliance/compliance-gate.ts';
import {
  bookingClass,
  liveRideWindow,
  type FitReason,
  type LiveRideRow,
} from '../trips/ride-availability.ts';
import { vehicleLabel, type TripDispatch } from '../trips/trip-dispatch.ts';
import { toAdminRow } from './admin-booking-views.ts';
import type { AdminBookingsRepository, BookingRecord } from './admin-bookings.repository.ts';
import type { Admin } from './admin-bookings.service.ts';
import { recordAudit } from './audit.ts';

export interface AdminAssignDeps {
  repo: AdminBookingsRepository;
  bookings: BookingLifecycle;
  dispatch: TripDispatch;
  /** Decision 32: the assign list says who cannot take the ride for their documents (the assignment refuses). */
  compliance: Pick<ComplianceGate, 'driverIssues'>;
  email: EmailPort;
  log: FastifyBaseLogger;
  clock?: (() => Date) | undefined;
}

/** The reason as the contract gives it. */
function reasonView(r: FitReason): AssignCandidate['reasons'][number] {
  return r.code === 'overlap'
    ? {
        code: 'overlap',
        bookingId: r.bookingId,
        number: r.number,
        pickupDateTime: r.pickupAt.toISOString(),
        driveMinutes: r.driveMinutes,
        marginMinutes: RIDE_BUFFER_MINUTES,
      }
    : { code: r.code };
}

/** Fits first, then those who fit only as an upgrade, then the rest; by name within each (stable sort). */
const rank = (c: AssignCandidate) => (c.fits ? 0 : c.reasons.every((r) => r.code === 'upgrade') ? 1 : 2);

/**
 * Assigning a chauffeur (issue 35, decision 31): the assign list (every active chauffeur, whether they fit and
 * why not) and the assignment itself, checked inside the transaction with the chauffeur's row locked: off duty,
 * a smaller car, a larger car without the explicit upgrade, or an overlap with their live rides refuse it. No
 * fresh location is needed (a ride for next week is assigned from the office); only a driver's accept needs it.
 */
export function createAdminAssignService(deps: AdminAssignDeps) {
  const { repo, bookings, dispatch, log } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function find(id: string): Promise<BookingRecord> {
    const b = await bookings.findById(id);
    if (!b) throw new AppError('dispatch.notFound');
    return b;
  }

  const byDriver = (rides: LiveRideRow[]) => {
    const map = new Map<string, LiveRideRow[]>();
    for (const r of rides) if (r.driverId) map.set(r.driverId, [...(map.get(r.driverId) ?? []), r]);
    return map;
  };

  return {
    /** GET /api/admin/bookings/{id}/candidates. */
    async candidates(id: string): Promise<AssignCandidates> {
      const b = await find(id);
      const [drivers, rides] = await Promise.all([
        repo.activeDrivers(),
        dispatch.liveRides(liveRideWindow(b)),
      ]);
      const ridesOf = byDriver(rides);
      const documents = await deps.compliance.driverIssues(
        drivers.map((d) => d.driver.userId),
        clock(),
        b,
      );
      const candidates = await Promise.all(
        drivers.map(async ({ driver, person }): Promise<AssignCandidate> => {
          const reasons = (
            await dispatch.availability.reasons(b, driver, ridesOf.get(driver.userId) ?? [])
          ).map(reasonView);
          const issue = documents.get(driver.userId);
          if (issue) reasons.push({ code: 'documents', complianceIssue: issue });
          return {
            id: driver.userId,
            name: `${person.firstName} ${person.lastName}`.trim(),
            phone: person.phone,
            vehicleType: driver.vehicleType,
            vehicle: vehicleLabel(driver),
            plate: driver.licensePlate,
            fits: reasons.length === 0,
            reasons,
          };
        }),
      );
      candidates.sort((x, y) => rank(x) - rank(y));
      return { bookingId: b.id, bookingClass: bookingClass(b.vehicleId), candidates };
    },

    /**
     * POST /api/admin/bookings/{id}/assign-driver: a confirmed, unassigned booking and a chauffeur who fits it
     * (or fits only as an upgrade, with `upgrade: true`); then what a driver's accept does (the booking
     * assigned with the chauffeur's details, the trip row, the customer's email) and the chauffeur's email.
     */
    async assignDriver(admin: Admin, id: string, input: AssignDriver): Promise<AdminBookingRow> {
      const { driverId } = input;
      const current = await find(id);
      if (current.status !== 'confirmed' || current.driverId)
        throw new AppError('dispatch.assignNotConfirmed');
      const at = clock();
      const won = await repo.transaction(async (tx) => {
        const d = await repo.lockDriver(tx, driverId);
        if (!d || d.role !== 'driver' || d.driver.status === 'suspended')
          throw new AppError('dispatch.driverUnavailable');
        const rides = await dispatch.liveRides({ driverIds: [driverId], ...liveRideWindow(current) }, tx);
        const reasons = await dispatch.availability.reasons(current, d.driver, rides);
        const has = (code: FitReason['code']) => reasons.find((r) => r.code === code);
        if (has('offDuty')) throw new AppError('dispatch.driverOffDuty');
        if (has('wrongClass')) throw new AppError('dispatch.wrongClass');
        const clash = has('overlap');
        if (clash?.code === 'overlap')
          throw new AppError('dispatch.overlap', {
            number: clash.number,
            time: nyStamp(clash.pickupAt),
            drive: clash.driveMinutes,
            margin: RIDE_BUFFER_MINUTES,
          });
        const upgrade = has('upgrade') !== undefined;
        if (upgrade && input.upgrade !== true) throw new AppError('dispatch.upgradeNeeded');
        const upgradeReason = input.upgradeReason?.trim() || null;
        const history = upgrade
          ? `Upgrade: ${d.driver.vehicleType} for a ${bookingClass(current.vehicleId)} booking${upgradeReason ? ` (${upgradeReason})` : ''}`
          : null;
        const assigned = await dispatch.assign(tx, {
          bookingId: id,
          driver: d.driver,
          person: d.person,
          actor: 'admin',
          actorUserId: admin.id,
          at,
          reason: history,
        });
        if (!assigned) return null;
        await recordAudit(tx, {
          actorUserId: admin.id,
          action: 'booking.assign',
          entityType: 'booking',
          entityId: id,
          summary: `${assigned.booking.number}: assigned to ${assigned.booking.driverName ?? driverId}${history ? ` (${history})` : ''}`,
          before: { status: current.status, driverId: null },
          after: {
            status: 'assigned',
            driverId,
            driverName: assigned.booking.driverName,
            ...(upgrade ? { upgrade: true, vehicleType: d.driver.vehicleType, upgradeReason } : {}),
          },
        });
        await dispatch.emailCustomer(tx, 'trip-assigned', assigned.booking);
        await dispatch.emailDriver(tx, 'job-assigned', assigned.booking, driverId);
        return assigned;
      });
      if (!won) throw new AppError('dispatch.assignNotConfirmed');
      log.info({ bookingId: id, driverId, adminId: admin.id }, 'driver assigned by an admin');
      dispatch.emailsCommitted();
      return toAdminRow(won.booking);
    },
  };
}
export type AdminAssignService = ReturnType<typeof createAdminAssignService>;
