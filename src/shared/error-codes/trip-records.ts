export const TRIP_RECORDS_ERROR_CODES = {
  /** Issue 37: the month's TLC trip records (decision 34). A month is "YYYY-MM", New York, 2015 or later. */
  'compliance.recordsMonthInvalid': 400,
  /** A month that has not begun yet ({{current}}: the current New York month). */
  'compliance.recordsMonthFuture': 400,
  /** The file names its dispatching base on every row: no file until the base's TLC license is set. */
  'compliance.recordsBaseLicenseMissing': 409,
} as const satisfies Record<string, number>;
