import type { FastifyBaseLogger } from 'fastify';
import type {
  AdminBookingDetail,
  AdminBookingList,
  AdminBookingListQuery,
  AdminBookingRow,
  AdminBookingUpdate,
} from '../../../shared/contracts/admin-bookings.ts';
import { canTransition } from '../../../shared/domain/booking-status.ts';
import { nyWallClock } from '../../../shared/domain/new-york-time.ts';
import { driverShareCents } from '../../../shared/domain/money-split.ts';
import { AppError } from '../../../shared/errors.ts';
import type { EmailMessage, EmailPort } from '../../integrations/email/types.ts';
import type { BookingLifecycle } from '../bookings/booking-lifecycle.ts';
import type { ComplianceGate } from '../compliance/compliance-gate.ts';
import type { PricingService } from '../pricing/pricing.service.ts';
import type { LiveTripMove, TripDispatch } from '../trips/trip-dispatch.ts';
import { adminTimeRefusal } from '../trips/trip-stages.ts';
import { adminBookingEmail, recordAdminBookingEmail } from './admin-booking-emails.ts';
import { bookingsCsv, nyToday, toAdminDetail, toAdminRow } from './admin-booking-views.ts';
import type {
  AdminBookingFilters,
  AdminBookingsRepository,
  BookingRecord as BookingRow,
} from './admin-bookings.repository.ts';
import { nyDateRange, paging } from './admin-query.ts';
import { recordAudit } from './audit.ts';
import { createShortCache } from './short-cache.ts';

/** The CSV export stops here (a year of a busy operation); narrow the filters for more. */
export const CSV_EXPORT_LIMIT = 10_000;
/** The reason a driver reads in their history when dispatch takes the trip back. */
export const UNASSIGNED_REASON = 'Unassigned by dispatch';
const CANCELLED_REASON = 'Cancelled by dispatch';

/** The admin acting (the session's account). */
export interface Admin {
  id: string;
  firstName: string;
  lastName: string;
}

export interface AdminBookingsDeps {
  repo: AdminBookingsRepository;
  bookings: BookingLifecycle;
  dispatch: TripDispatch;
  pricing: Pick<PricingService, 'current'>;
  /** Decision 32: each list row's compliance flag. */
  compliance: Pick<ComplianceGate, 'rideIssues'>;
  email: EmailPort;
  log: FastifyBaseLogger;
  /** A trip may be started from this many minutes before pickup (TRIP_START_WINDOW_MINUTES, decision 21). */
  startWindowMinutes: number;
  /** The clock of the time rules (the app's, or the e2e tests' trip clock). */
  tripClock?: (() => Date) | undefined;
  clock?: (() => Date) | undefined;
  /** How long the summary cards are kept (per process; 0: computed for every list). Default 5 s. */
  summaryCacheMs?: number | undefined;
}

const NO_DRIVER = {
  driverId: null,
  driverName: null,
  driverPhone: null,
  driverVehicle: null,
  driverPlate: null,
} as const;

/**
 * Bookings Management (/admin): the filtered list with its summary cards and CSV, one booking in full, and the
 * dispatcher's actions: status changes through the bookings lifecycle (decision 10) with the driver's trip kept
 * in step, assigning an available driver (the driver's own accept, made by an admin), and emailing the
 * customer the booking's state. Every action writes an audit entry in its transaction.
 */
export function createAdminBookingsService(deps: AdminBookingsDeps) {
  const { repo, bookings, dispatch, log } = deps;
  const clock = deps.clock ?? (() => new Date());
  // The summary cards: over every booking, the same for every filter; kept a few seconds (decision 048).
  const summaries = createShortCache<Awaited<ReturnType<AdminBookingsRepository['summary']>>>(
    deps.summaryCacheMs ?? 5_000,
  );
  // Identical lists asked at once (several dispatchers, a refresh storm) share one query, never a kept answer.
  const pages = createShortCache<
    Awaited<ReturnType<AdminBookingsRepository['page']>> & {
      trips: Awaited<ReturnType<AdminBookingsRepository['tripStamps']>>;
      issues: Awaited<ReturnType<ComplianceGate['rideIssues']>>;
    }
  >(0);

  function filters(q: AdminBookingListQuery): AdminBookingFilters {
    const range = nyDateRange(q.from, q.to);
    return {
      status: q.status,
      q: q.q || undefined,
      companyId: q.companyId,
      dateField: q.dateField ?? 'pickup',
      from: range.start,
      to: range.end,
    };
  }

  async function find(id: string): Promise<BookingRow> {
    const b = await bookings.findById(id);
    if (!b) throw new AppError('dispatch.notFound');
    return b;
  }

  /** The live trip's move that goes with the booking's (null: none). */
  function tripMove(
    to: AdminBookingUpdate['status'],
    reason: string | null,
    earnings: number,
  ): LiveTripMove | null {
    switch (to) {
      case 'confirmed':
        return { to: 'cancelled', reason: UNASSIGNED_REASON };
      case 'cancelled':
        return { to: 'cancelled', reason: reason ? `${CANCELLED_REASON}: ${reason}` : CANCELLED_REASON };
      case 'in_progress':
        return { to: 'in_progress' };
      case 'completed':
        return { to: 'completed', earningsCents: earnings };
      case 'no_show':
        return { to: 'no_show', earningsCents: earnings };
      default:
        return null;
    }
  }

  return {
    /**
     * GET /api/admin/bookings: the page and its count in one query (shared with identical lists in flight),
     * and the summary in one aggregate, kept a few seconds.
     */
    async list(q: AdminBookingListQuery): Promise<AdminBookingList> {
      const f = filters(q);
      const { page, pageSize, offset } = paging(q);
      const now = clock();
      const today = nyToday(now);
      const sort = q.sort ?? 'created_desc';
      // pickup_asc orders around the current instant: such lists are shared only within the same millisecond.
      const pageKey = JSON.stringify([f, sort, offset, pageSize, sort === 'pickup_asc' ? now.getTime() : 0]);
      const [{ rows, total, trips, issues }, summary] = await Promise.all([
        pages.get(pageKey, async () => {
          const found = await repo.page(f, sort, offset, pageSize, now);
          // The chauffeur's stage of each row (decision 28): one query for the page's trips; the rides whose
          // chauffeur or car will not have current documents (decision 32): one query for their chauffeurs.
          const [stamps, flagged] = await Promise.all([
            repo.tripStamps(found.rows.map((r) => r.id)),
            deps.compliance.rideIssues(found.rows, now),
          ]);
          return { ...found, trips: stamps, issues: flagged };
        }),
        summaries.get(today.start.toISOString(), () => repo.summary(today.start, today.end)),
      ]);
      return {
        bookings: rows.map((r) => ({
          ...toAdminRow(r, trips.get(r.id) ?? null),
          complianceIssue: issues.get(r.id) ?? null,
          company:
            r.companyId && r.companyLegalName !== null
              ? { id: r.companyId, legalName: r.companyLegalName }
              : null,
        })),
        summary: {
          total: summary.total,
          pending: summary.pending,
          inProgress: summary.inProgress,
          revenueToday: summary.revenueTodayCents / 100,
        },
        total,
        page,
        pageSize,
      };
    },

    /** GET /api/admin/bookings/export.csv: the same filters, no paging, at most CSV_EXPORT_LIMIT rows. */
    async exportCsv(q: AdminBookingListQuery): Promise<{ filename: string; csv: string }> {
      const rows = await repo.all(filters(q), q.sort ?? 'created_desc', CSV_EXPORT_LIMIT, clock());
      return { filename: `bookings-${nyWallClock(clock()).date}.csv`, csv: bookingsCsv(rows) };
    },

    /** GET /api/admin/bookings/{id}. */
    async detail(id: string): Promise<AdminBookingDetail> {
      const b = await bookings.findById(id);
      if (!b) throw new AppError('dispatch.notFound');
      return toAdminDetail(b, await repo.detailParts(id));
    },

    /**
     * PATCH /api/admin/bookings/{id}: a move the table allows an admin, as one conditional transition from the
     * status the admin saw (two admins at once: one wins, the other gets 409), with the live trip kept in step
     * in the same transaction: un-assigning cancels it ("Unassigned by dispatch") and clears the driver,
     * starting and completing move it along (completion fixes the driver's earnings), cancelling cancels it.
     */
    async updateStatus(admin: Admin, id: string, input: AdminBookingUpdate): Promise<AdminBookingRow> {
      const to = input.status;
      const reason = input.reason?.trim() || null;
      const current = await find(id);
      const from = current.status;
      if (to === 'assigned' && canTransition(from, to, 'admin'))
        throw new AppError('dispatch.assignNeedsDriver');
      if (!canTransition(from, to, 'admin')) throw new AppError('dispatch.statusNotAllowed', { from, to });
      const at = clock();
      const earnings =
        to === 'completed' || to === 'no_show' ? driverShareCents(await deps.pricing.current(), current) : 0;
      let overridden = false;
      const booking = await repo.transaction(async (tx) => {
        const trip = await dispatch.liveTrip(tx, id);
        // Decision 21 holds for admins too, unless they write the reason (audited as an override).
        const refusal = adminTimeRefusal(
          to,
          current,
          trip,
          deps.tripClock?.() ?? at,
          deps.startWindowMinutes,
        );
        if (refusal && !reason) throw refusal;
        overridden = refusal !== null;
        // Decision 32: no reason overrides an expired or missing document (the chauffeur's or their car's).
        const started =
          to === 'in_progress' && trip
            ? await dispatch.requireCompliant(tx, trip.driverId, current, at, 'start')
            : null;
        const b = await bookings.transition(
          {
            bookingId: id,
            to,
            actor: 'admin',
            actorUserId: admin.id,
            reason,
            expectFrom: from,
            ...(to === 'confirmed' ? { set: NO_DRIVER } : {}),
            at,
          },
          tx,
        );
        if (!b) return null;
        const move = tripMove(to, reason, earnings);
        if (trip && move)
          await dispatch.moveTrip(tx, trip, started ? { to: 'in_progress', carId: started.carId } : move, at);
        // The chauffeur hears of dispatch taking the ride away or cancelling it (issue 35), in their language.
        if (trip && to === 'confirmed') await dispatch.emailDriver(tx, 'job-unassigned', b, trip.driverId);
        if (trip && to === 'cancelled')
          await dispatch.emailDriver(tx, 'job-cancelled', b, trip.driverId, reason);
        // The customer's email commits with the change it reports (the transactional outbox).
        if (to === 'cancelled') {
          if (b.paidAt) await recordAdminBookingEmail(deps, tx, 'booking-cancelled', b);
        } else if (to === 'confirmed') await dispatch.emailCustomer(tx, 'trip-reassigning', b);
        else if (to === 'in_progress') await dispatch.emailCustomer(tx, 'trip-started', b);
        else if (to === 'completed') await dispatch.emailCustomer(tx, 'trip-completed', b);
        else if (to === 'no_show') await dispatch.emailCustomer(tx, 'trip-no-show', b);
        await recordAudit(tx, {
          actorUserId: admin.id,
          action: 'booking.status',
          entityType: 'booking',
          entityId: id,
          summary: `${b.number}: ${from} → ${to}${reason ? ` (${reason})` : ''}`,
          before: { status: from },
          after: {
            status: to,
            ...(reason ? { reason } : {}),
            ...(overridden ? { timeRuleOverridden: true } : {}),
          },
        });
        return b;
      });
      if (!booking) {
        // Someone else moved it first: say where it is now.
        const now = await bookings.findById(id);
        throw new AppError('dispatch.statusNotAllowed', { from: now?.status ?? from, to });
      }
      log.info(
        { bookingId: id, from, to, adminId: admin.id, overridden },
        'booking status changed by an admin',
      );
      deps.email.kick();
      return toAdminRow(booking);
    },

    /** POST /api/admin/bookings/{id}/notify: the booking's current state, emailed in the booking's language. */
    async notify(admin: Admin, id: string): Promise<{ sent: true; to: string; emailId: string }> {
      const b = await find(id);
      let message: EmailMessage;
      let result: { id: string; status: string };
      try {
        message = adminBookingEmail('booking-update', b, { link: await bookings.customerLink(b) });
        result = await deps.email.sendNow(message);
      } catch (err) {
        log.error({ err, bookingId: id }, 'booking update email could not be sent');
        throw new AppError('dispatch.notifyFailed');
      }
      if (result.status === 'failed') throw new AppError('dispatch.notifyFailed');
      await repo.transaction((tx) =>
        recordAudit(tx, {
          actorUserId: admin.id,
          action: 'booking.notify',
          entityType: 'booking',
          entityId: id,
          summary: `${b.number}: update emailed to ${message.to}`,
          after: { emailId: result.id, to: message.to, kind: message.kind, status: b.status },
        }),
      );
      return { sent: true, to: message.to, emailId: result.id };
    },
  };
}
export type AdminBookingsService = ReturnType<typeof createAdminBookingsService>;
