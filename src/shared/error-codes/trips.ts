export const TRIPS_ERROR_CODES = {
  // The driver's trips: accepting, stages, no-shows, completion.
  'trips.notFound': 404,
  'trips.alreadyTaken': 409,
  'trips.statusNotAllowed': 409,
  'trips.statusInvalid': 400,
  'trips.cancelReasonRequired': 400,
  'trips.cancelReasonTooLong': 400,
  'trips.pageInvalid': 400,
  'trips.pickupTooFar': 409,
  'trips.startNotYet': 409,
  'trips.callDispatch': 409,
  /** A no-show needs the chauffeur on location first (decision 28). */
  'trips.arrivalRequired': 409,
  /** Stages move only forward (decision 28): this stage is already recorded; params: stage. */
  'trips.stageAlreadyReached': 409,
  /** Stages move only forward: the trip is past this stage; params: stage, current. */
  'trips.stagePassed': 409,
  /** The free waiting time is not over (decision 29); params: availableAt (ISO), time, minutes. */
  'trips.noShowNotYet': 409,
  /** A trip cannot be completed before its pickup time (decision 21); params: pickupAt, time. */
  'trips.completeNotYet': 409,
  /** Issue 35: the ride overlaps another of the driver's live rides ({{number}}, {{time}}). */
  'trips.overlap': 409,
  /** Issue 35: the ride is booked in another vehicle class than the driver's car. */
  'trips.wrongClass': 409,
  /** Issue 35: the driver is off duty (by themself or an admin): no requests, no accept. */
  'trips.offDuty': 409,
} as const satisfies Record<string, number>;
