import '../zod-setup.ts';
import * as z from 'zod/mini';
import { TRIP_RECORD_PROBLEMS } from '../domain/trip-record-problems.ts';
import { isTripRecordMonth } from '../domain/trip-record-month.ts';
import { issue } from '../zod-issues.ts';

/**
 * The TLC trip records of a month (issue 37, decision 34), for admins:
 *
 * - GET /api/admin/compliance/trip-records/check?month=YYYY-MM: what the month's file would hold and every trip of
 *   the month that cannot be filed, with why (`TRIP_RECORD_PROBLEMS`);
 * - GET /api/admin/compliance/trip-records.csv?month=YYYY-MM: the file itself (text/csv attachment named
 *   `fileName`), recorded in the audit log as a submission (who, when, rows, problems, SHA-256 of the bytes).
 *
 * A month is a New York calendar month, "YYYY-MM", not after the current one; a trip belongs to the month of its
 * pickup (passenger on board, or the booked time where the trip has no stages). Times are ISO instants, days
 * New York calendar days (YYYY-MM-DD).
 */

const month = () =>
  z
    .string({ error: issue('compliance.recordsMonthInvalid') })
    .check(z.refine(isTripRecordMonth, { error: issue('compliance.recordsMonthInvalid') }));

/** ?month=2026-03 (both routes). */
export const tripRecordsQuerySchema = z.object({ month: month() });
export type TripRecordsQuery = z.infer<typeof tripRecordsQuerySchema>;

/** A trip of the month that cannot be filed: the booking to open and every reason. */
export const tripRecordProblemSchema = z.object({
  bookingId: z.string(),
  bookingNumber: z.string(),
  /** The chauffeur's trip row (a booking may have had several chauffeurs). */
  tripId: z.string(),
  driverId: z.string(),
  driverName: z.string(),
  /** The trip's pickup time (ISO): passenger on board, or the booked time. */
  pickupAt: z.string(),
  reasons: z.array(z.enum(TRIP_RECORD_PROBLEMS)),
});
export type TripRecordProblemEntry = z.infer<typeof tripRecordProblemSchema>;

/** A download of the month's file, as the audit log keeps it. */
export const tripRecordSubmissionSchema = z.object({
  /** ISO instant. */
  at: z.string(),
  /** The admin's name; null when the account is gone. */
  by: z.nullable(z.string()),
  fileName: z.string(),
  rowCount: z.int(),
  problemCount: z.int(),
  /** Hex SHA-256 of the file's bytes exactly as downloaded. */
  sha256: z.string(),
});
export type TripRecordSubmission = z.infer<typeof tripRecordSubmissionSchema>;

export const tripRecordsCheckSchema = z.object({
  month: z.string(),
  /** The month's first and last New York days. */
  from: z.string(),
  to: z.string(),
  /** The last day the TLC accepts the month's file (the last day of the following month). */
  dueBy: z.string(),
  /** The base's TLC license (Settings); null when not set: no file can be made (409) until it is. */
  baseLicense: z.nullable(z.string()),
  baseName: z.nullable(z.string()),
  /** `BASELICENSE_yyyymmdd-yyyymmdd.csv`; null without a base license. */
  fileName: z.nullable(z.string()),
  /** The trips the file holds (fileable). */
  rowCount: z.int(),
  /** The trips of the month that cannot be filed, in pickup order. */
  problems: z.array(tripRecordProblemSchema),
  /** Dispatched trips that ended without a ride: not trip records (see tlc-trip-record-format.ts). */
  notFiled: z.object({ cancelledAfterDispatch: z.int(), noShows: z.int() }),
  /** The month's downloads so far, newest first. */
  submissions: z.array(tripRecordSubmissionSchema),
});
export type TripRecordsCheck = z.infer<typeof tripRecordsCheckSchema>;
