/**
 * The TLC trip records of a month (issue 37, decision 34): which trips of the month the file holds, which cannot
 * be filed and why, and the file itself, whose every download is kept in the audit log as a submission. The
 * file's columns and formats, and the rules of which trips are filed, are in tlc-trip-record-format.ts.
 */
import { createHash } from 'node:crypto';
import type {
  TripRecordProblemEntry,
  TripRecordSubmission,
  TripRecordsCheck,
} from '../../../shared/contracts/trip-records.ts';
import {
  monthBounds,
  monthDays,
  nyMonthOf,
  tripRecordsDueDate,
} from '../../../shared/domain/trip-record-month.ts';
import type { TripRecordProblem } from '../../../shared/domain/trip-record-problems.ts';
import { AppError } from '../../../shared/errors.ts';
import { UNKNOWN_TAXI_ZONE, taxiZoneOf } from './taxi-zones.ts';
import {
  SHARED_RIDE,
  WHEELCHAIR_REQUESTED,
  renderTlcTripRecords,
  tlcTripRecordsFileName,
  type TlcTripRecord,
} from './tlc-trip-record-format.ts';
import type { MonthTripRow, SubmissionRow, TripRecordsRepository } from './trip-records.repository.ts';

/** The zone of a point; Unknown (264) when the point is missing. */
function zoneOf(lat: number | null, lng: number | null): number {
  return lat === null || lng === null ? UNKNOWN_TAXI_ZONE : taxiZoneOf(lat, lng);
}

/** The first of two points that has both coordinates (null, null when neither has). */
function pointOf(
  first: [number | null, number | null],
  second: [number | null, number | null],
): [number | null, number | null] {
  return first[0] !== null && first[1] !== null ? first : second;
}

export interface AssembledMonth {
  /** The fileable trips in pickup order, each with its record. */
  records: TlcTripRecord[];
  problems: TripRecordProblemEntry[];
  notFiled: { cancelledAfterDispatch: number; noShows: number };
}

/**
 * The month's trip rows (in pickup order) sorted into records, problems and trips that are not records: the rules
 * of tlc-trip-record-format.ts. A trip not closed in the app whose pickup time is still ahead of `now` is left
 * out (it has not happened yet).
 */
export function assembleTripRecords(
  rows: readonly MonthTripRow[],
  baseLicense: string | null,
  now: Date,
): AssembledMonth {
  const out: AssembledMonth = {
    records: [],
    problems: [],
    notFiled: { cancelledAfterDispatch: 0, noShows: 0 },
  };
  for (const t of rows) {
    if (t.status === 'cancelled') {
      out.notFiled.cancelledAfterDispatch += 1;
      continue;
    }
    if (t.status === 'no_show') {
      out.notFiled.noShows += 1;
      continue;
    }
    const pickupAt = t.startedAt ?? t.bookedPickupAt;
    const dropoffAt = t.status === 'completed' ? t.completedAt : null;
    if (t.status !== 'completed' && pickupAt > now) continue;
    const pickupZone = zoneOf(...pointOf([t.startedLat, t.startedLng], [t.pickupLat, t.pickupLng]));
    const dropoffZone = zoneOf(
      ...pointOf([t.completedLat, t.completedLng], [t.destinationLat, t.destinationLng]),
    );
    const reasons: TripRecordProblem[] = [];
    if (!baseLicense) reasons.push('missingBaseLicense');
    if (!t.driverTlcLicense) reasons.push('missingDriverLicense');
    if (!t.vehicleTlcLicense) reasons.push('missingVehicleLicense');
    if (!dropoffAt) reasons.push('missingDropoffTime');
    if (pickupZone === UNKNOWN_TAXI_ZONE || dropoffZone === UNKNOWN_TAXI_ZONE) reasons.push('zoneUnknown');
    if (reasons.length === 0 && baseLicense && t.driverTlcLicense && t.vehicleTlcLicense && dropoffAt) {
      out.records.push({
        dispatchingBaseLicense: baseLicense,
        pickupAt,
        dropoffAt,
        pickupZone,
        dropoffZone,
        driverTlcLicense: t.driverTlcLicense,
        vehicleTlcLicense: t.vehicleTlcLicense,
        affiliatedBaseLicense: t.carAffiliatedBase ?? baseLicense,
        sharedRide: SHARED_RIDE,
        wheelchairRequested: WHEELCHAIR_REQUESTED,
      });
    } else {
      out.problems.push({
        bookingId: t.bookingId,
        bookingNumber: t.bookingNumber,
        tripId: t.tripId,
        driverId: t.driverId,
        driverName: t.driverName,
        pickupAt: pickupAt.toISOString(),
        reasons,
      });
    }
  }
  return out;
}

/** A download as the audit log keeps it (entries another version wrote read as far as they go). */
function submissionOf(row: SubmissionRow): TripRecordSubmission {
  const a = row.after ?? {};
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : 0);
  return {
    at: row.createdAt.toISOString(),
    by: row.actorName,
    fileName: text(a.fileName),
    rowCount: int(a.rowCount),
    problemCount: int(a.problemCount),
    sha256: text(a.sha256),
  };
}

export interface TripRecordsFile {
  fileName: string;
  /** The file's bytes (UTF-8), exactly as sent and hashed. */
  body: Buffer;
  sha256: string;
  rowCount: number;
  problemCount: number;
}

export function createTripRecordsService(deps: {
  repo: TripRecordsRepository;
  /** A test's clock; the wall clock when absent. */
  clock?: (() => Date) | undefined;
}) {
  const { repo } = deps;
  const clock = () => (deps.clock ? deps.clock() : new Date());

  /** A month named in a request: not after the current New York month (a 400 on the field). */
  function checkMonth(month: string, now: Date): void {
    const current = nyMonthOf(now);
    if (month > current) throw AppError.onField('month', 'compliance.recordsMonthFuture', { current });
  }

  async function month(month: string) {
    const now = clock();
    checkMonth(month, now);
    const { startsAt, endsAt } = monthBounds(month);
    const [base, rows] = await Promise.all([
      repo.baseIdentity(),
      repo.tripsPickedUpBetween(startsAt, endsAt),
    ]);
    return { base, assembled: assembleTripRecords(rows, base.license, now) };
  }

  return {
    /** What the month's file holds and every trip of the month that cannot be filed (GET …/check). */
    async check(m: string): Promise<TripRecordsCheck> {
      const [{ base, assembled }, submissions] = await Promise.all([month(m), repo.submissions(m)]);
      const { first, last } = monthDays(m);
      return {
        month: m,
        from: first,
        to: last,
        dueBy: tripRecordsDueDate(m),
        baseLicense: base.license,
        baseName: base.name,
        fileName: base.license ? tlcTripRecordsFileName(base.license, m) : null,
        rowCount: base.license ? assembled.records.length : 0,
        problems: assembled.problems,
        notFiled: assembled.notFiled,
        submissions: submissions.map(submissionOf),
      };
    },

    /**
     * The month's file (GET …csv), recorded as a submission in the audit log: who, when, the month, its rows,
     * its problems (each booking with its reasons) and the SHA-256 of the exact bytes. 409 without a base license.
     */
    async download(m: string, actorUserId: string): Promise<TripRecordsFile> {
      const { base, assembled } = await month(m);
      if (!base.license) throw new AppError('compliance.recordsBaseLicenseMissing');
      const fileName = tlcTripRecordsFileName(base.license, m);
      const body = Buffer.from(renderTlcTripRecords(assembled.records), 'utf8');
      const sha256 = createHash('sha256').update(body).digest('hex');
      const { first, last } = monthDays(m);
      const rowCount = assembled.records.length;
      const problemCount = assembled.problems.length;
      await repo.recordSubmission({
        actorUserId,
        action: 'tripRecords.submission',
        entityType: 'tripRecords',
        entityId: m,
        summary: `${m}: ${fileName}, ${rowCount} trips filed, ${problemCount} not fileable, SHA-256 ${sha256}`,
        after: {
          month: m,
          from: first,
          to: last,
          baseLicense: base.license,
          fileName,
          rowCount,
          problemCount,
          cancelledAfterDispatch: assembled.notFiled.cancelledAfterDispatch,
          noShows: assembled.notFiled.noShows,
          sha256,
          problems: assembled.problems.map((p) => `${p.bookingNumber}: ${p.reasons.join(', ')}`),
        },
      });
      return { fileName, body, sha256, rowCount, problemCount };
    },
  };
}
export type TripRecordsService = ReturnType<typeof createTripRecordsService>;
