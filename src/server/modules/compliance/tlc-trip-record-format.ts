/**
 * THE TLC FHV trip-record file: its columns, their order and formats, the file's syntax and its name. A change of
 * the TLC's published specification is an edit of this file only (issue 37, decision 34).
 *
 * Source: NYC Taxi & Limousine Commission, "FHV Trip Record Submission" (nyc.gov/site/tlc/tlc-online/
 * fhv-trip-record-submission.page): its CSV Specifications and CSV Instruction Guide (files comma-delimited, double
 * quotes as the escape character, named `baselicense_yyyymmdd-yyyymmdd.csv`; the driver and the vehicle who served
 * each trip identified by their TLC license numbers, never the base's own ids; trip records of a month due by
 * the end of the following month; drop-off data required since the fatigued-driving rules of 2017), and the
 * TLC's "Data Dictionary - FHV Trip Records" (nyc.gov/site/tlc/about/tlc-trip-record-data.page), which names the
 * columns the TLC publishes from those submissions: dispatching_base_num, pickup_datetime, dropOff_datetime,
 * PUlocationID, DOlocationID, SR_Flag, Affiliated_base_number. The three columns the public dataset leaves out
 * (the driver's and the vehicle's TLC license numbers, asked by the submission guide, and the wheelchair-accessible
 * request flag, added to the records by the TLC's 2021 FHV trip-record rules) are named in the same style; the
 * last as the TLC's high-volume data dictionary names it (wav_request_flag). Check the names against the current
 * CSV Specification before a base's first filing: a renamed column is one `header` below.
 *
 * The file:
 * - one header row, then one row per trip, ordered by pickup time (then booking number);
 * - comma-delimited; every field in double quotes, a double quote inside a field doubled (RFC 4180); nothing
 *   else altered (values are license numbers, zone ids, flags and times: no spreadsheet-formula escaping, which
 *   would change what the TLC reads);
 * - every row, the last included, ends with CRLF (RFC 4180's line break, which the TLC's Windows tools and
 *   Excel's "Save As CSV" produce); UTF-8 without a byte-order mark (the content is ASCII);
 * - date-times are New York wall-clock time, "YYYY-MM-DD HH:MM:SS" (24 h). In the November hour that repeats,
 *   01:30 EDT and 01:30 EST both read "01:30:00": the format has no offset, as the TLC's own files have none;
 * - named `BASELICENSE_yyyymmdd-yyyymmdd.csv`: the base's license and the month's first and last days.
 *
 * Which trips (the service applies it; recorded here with the format it feeds):
 * - every trip the base dispatched (a chauffeur's trip row) whose pickup falls in the New York month: the
 *   passenger-on-board stamp, or the booked pickup time where the trip has no stages;
 * - filed: the completed trips. Not filed: trips cancelled after dispatch (by the chauffeur, the customer or
 *   dispatch) and no-shows. The TLC's records are of trips, each with a pickup and a drop-off time and zone
 *   (the drop-off is what its fatigue rules count as passenger time); its specification has no status column, so
 *   a cancelled dispatch would read as a ride that never happened and no drop-off could be given truthfully.
 *   The check counts them apart, so the officer sees them; should the TLC ask for them, they become rows here.
 * - a trip not closed in the app (still assigned or under way) once its pickup time has passed has no drop-off
 *   time: the check lists it; it is filed once completed. (The TLC asks for a trip learnt of after its month
 *   was filed to go into the next file; the product files by pickup month, so such a trip means filing that
 *   month's file again: the audit log's submissions show what each download held.)
 *
 * Flags: the shared-ride flag is always N (the product books private rides only); the wheelchair-accessible
 * request flag is N because no booking records such a request (the booking has no accessibility field: the
 * bookings schema and contracts were searched for wheelchair/accessible/WAV); a booking field for it would feed
 * `wheelchairRequested` here.
 */
import { nyWallClock } from '../../../shared/domain/new-york-time.ts';
import { monthDays } from '../../../shared/domain/trip-record-month.ts';

/** One trip as the file reports it (already checked: every value present). */
export interface TlcTripRecord {
  /** The base's TLC license (B + 5 digits). */
  dispatchingBaseLicense: string;
  /** Passenger on board (or the booked pickup time where the trip has no stages). */
  pickupAt: Date;
  dropoffAt: Date;
  /** TLC taxi zone LocationIDs: 1-263, 265 outside NYC. */
  pickupZone: number;
  dropoffZone: number;
  driverTlcLicense: string;
  vehicleTlcLicense: string;
  /** The base the car is affiliated with (this base when the car has none of its own). */
  affiliatedBaseLicense: string;
  sharedRide: boolean;
  wheelchairRequested: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const flag = (value: boolean) => (value ? 'Y' : 'N');

/** An instant as New York wall-clock time, "YYYY-MM-DD HH:MM:SS". */
export function tlcDateTime(at: Date): string {
  const w = nyWallClock(at);
  return `${w.date} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/** The columns, in the file's order: the header each has and how its value is written. */
export const TLC_TRIP_RECORD_COLUMNS: readonly {
  readonly header: string;
  readonly value: (r: TlcTripRecord) => string;
}[] = [
  { header: 'dispatching_base_num', value: (r) => r.dispatchingBaseLicense },
  { header: 'pickup_datetime', value: (r) => tlcDateTime(r.pickupAt) },
  { header: 'dropOff_datetime', value: (r) => tlcDateTime(r.dropoffAt) },
  { header: 'PUlocationID', value: (r) => String(r.pickupZone) },
  { header: 'DOlocationID', value: (r) => String(r.dropoffZone) },
  { header: 'driver_license_num', value: (r) => r.driverTlcLicense },
  { header: 'vehicle_license_num', value: (r) => r.vehicleTlcLicense },
  { header: 'Affiliated_base_number', value: (r) => r.affiliatedBaseLicense },
  { header: 'SR_Flag', value: (r) => flag(r.sharedRide) },
  { header: 'wav_request_flag', value: (r) => flag(r.wheelchairRequested) },
];

export const TLC_FIELD_DELIMITER = ',';
export const TLC_LINE_END = '\r\n';

/** A field in double quotes, any double quote inside doubled. */
export function tlcField(value: string): string {
  return `"${value.replace(/"/g, '""')}"`;
}

const line = (values: readonly string[]) => values.map(tlcField).join(TLC_FIELD_DELIMITER) + TLC_LINE_END;

/** The whole file: the header row, then the records in the order given. */
export function renderTlcTripRecords(records: readonly TlcTripRecord[]): string {
  let out = line(TLC_TRIP_RECORD_COLUMNS.map((c) => c.header));
  for (const r of records) out += line(TLC_TRIP_RECORD_COLUMNS.map((c) => c.value(r)));
  return out;
}

/** `B01234_20260301-20260331.csv`: the base's license, the month's first and last days. */
export function tlcTripRecordsFileName(baseLicense: string, month: string): string {
  const { first, last } = monthDays(month);
  return `${baseLicense}_${first.replace(/-/g, '')}-${last.replace(/-/g, '')}.csv`;
}

/** Shared rides are not a product of this base: every record's SR_Flag. */
export const SHARED_RIDE = false;
/** No booking carries a wheelchair-accessible request (see above): every record's flag. */
export const WHEELCHAIR_REQUESTED = false;
