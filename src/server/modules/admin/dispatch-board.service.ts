import {
  QUEUE_LIMIT,
  type BoardBlock,
  type BoardDriver,
  type BoardPickup,
  type BoardQueueItem,
  type DispatchBoard,
} from '../../../shared/contracts/dispatch-board.ts';
import {
  blockInDay,
  boardStage,
  nyDate,
  nyDayBounds,
  queueFrom,
  queueUrgency,
  rideBlocks,
} from '../../../shared/domain/dispatch-board.ts';
import { isDispatchFlag } from '../../../shared/contracts/admin-bookings.ts';
import type { ComplianceIssue } from '../../../shared/domain/compliance.ts';
import { AppError } from '../../../shared/errors.ts';
import type { ComplianceGate } from '../compliance/compliance-gate.ts';
import { bookingClass, rideFacts } from '../trips/ride-availability.ts';
import { vehicleLabel } from '../trips/trip-dispatch.ts';
import {
  BOARD_LOOKBACK_MS,
  type BoardRideRow,
  type DispatchBoardRepository,
  type QueueRideRow,
} from './dispatch-board.repository.ts';

type Ride = BoardRideRow | QueueRideRow;

/** What a block and a queue item share: the ride as dispatch reads it. */
const rideView = (r: Ride) => ({
  bookingId: r.id,
  number: r.number,
  pickupDateTime: r.pickupAt.toISOString(),
  pickupAddress: r.pickupAddress,
  destinationAddress: r.destinationAddress,
  passengerName: r.passengerName,
  vehicleName: r.vehicleName,
  bookingClass: bookingClass(r.vehicleId),
});

/** A ride's blocks that touch the day (with its compliance flag, decision 32). */
function blocksOf(
  r: BoardRideRow,
  day: { start: Date; end: Date },
  complianceIssue: ComplianceIssue | null,
): BoardBlock[] {
  const stage = r.driverId ? boardStage(r.trip) : null;
  return rideBlocks(rideFacts(r))
    .filter((b) => blockInDay(b, day))
    .map((b) => ({
      ...rideView(r),
      leg: b.leg,
      start: b.start.toISOString(),
      end: b.end.toISOString(),
      status: r.status as BoardBlock['status'],
      stage,
      serviceName: r.serviceName,
      hours: r.hours,
      complianceIssue,
    }));
}

/**
 * The dispatch board of one New York day (issue 36): the rows of the chauffeurs on duty or with a ride that
 * day, the day's unassigned rides, the queue from now on with its urgency, the day's pickups. Three reads, and
 * the chauffeurs' documents (decision 32): each row's chauffeur and each assigned ride within 30 days is flagged
 * when a document (theirs, their car's) will not be current on its day.
 */
export function createDispatchBoardService(deps: {
  repo: DispatchBoardRepository;
  compliance: Pick<ComplianceGate, 'rideIssues' | 'driverIssues'>;
  clock?: (() => Date) | undefined;
}) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());

  return {
    async board(date: string | undefined): Promise<DispatchBoard> {
      const now = clock();
      const day = date ?? nyDate(now);
      const bounds = nyDayBounds(day);
      if (!bounds) throw new AppError('admin.dateInvalid');
      const [rides, queue, drivers] = await Promise.all([
        repo.rides(new Date(bounds.start.getTime() - BOARD_LOOKBACK_MS), bounds.end),
        repo.queue(queueFrom(now), QUEUE_LIMIT),
        repo.drivers(),
      ]);
      const [rideIssues, driverIssues] = await Promise.all([
        deps.compliance.rideIssues(rides, now),
        deps.compliance.driverIssues(
          drivers.map((d) => d.driver.userId),
          now,
        ),
      ]);

      const byDriver = new Map<string, BoardBlock[]>();
      const unassigned: BoardBlock[] = [];
      const pickups: BoardPickup[] = [];
      for (const r of rides) {
        const blocks = blocksOf(r, bounds, rideIssues.get(r.id) ?? null);
        if (blocks.length === 0) continue;
        if (r.driverId) byDriver.set(r.driverId, [...(byDriver.get(r.driverId) ?? []), ...blocks]);
        else unassigned.push(...blocks);
        const inDay = r.pickupAt >= bounds.start && r.pickupAt < bounds.end;
        if (inDay && r.pickupLat !== null && r.pickupLng !== null)
          pickups.push({
            bookingId: r.id,
            number: r.number,
            lat: r.pickupLat,
            lng: r.pickupLng,
            pickupDateTime: r.pickupAt.toISOString(),
            pickupAddress: r.pickupAddress,
            status: r.status as BoardPickup['status'],
            driverName: r.driverId ? r.driverName : null,
          });
      }
      const byStart = (a: BoardBlock, b: BoardBlock) => a.start.localeCompare(b.start);

      const rows = drivers
        .filter(({ driver }) => driver.status === 'available' || byDriver.has(driver.userId))
        .map(({ driver, person }) => ({
          driver: {
            id: driver.userId,
            name: `${person.firstName} ${person.lastName}`.trim(),
            phone: person.phone,
            vehicleType: driver.vehicleType,
            vehicle: vehicleLabel(driver),
            plate: driver.licensePlate,
            onDuty: driver.status === 'available',
            position:
              driver.lastLat !== null && driver.lastLng !== null && driver.locationAt
                ? { lat: driver.lastLat, lng: driver.lastLng, at: driver.locationAt.toISOString() }
                : null,
            complianceIssue: driverIssues.get(driver.userId) ?? null,
          } satisfies BoardDriver,
          blocks: (byDriver.get(driver.userId) ?? []).sort(byStart),
        }));

      return {
        date: day,
        dayStart: bounds.start.toISOString(),
        dayEnd: bounds.end.toISOString(),
        now: now.toISOString(),
        rows,
        unassigned: unassigned.sort(byStart),
        queue: queue.rows.map((r): BoardQueueItem => ({
          ...rideView(r),
          urgency: queueUrgency(r.pickupAt, now),
          returned: isDispatchFlag(r.dispatchFlag) ? r.dispatchFlag : null,
        })),
        queueTotal: queue.total,
        pickups,
      };
    },
  };
}
