export const BOOKINGS_ERROR_CODES = {
  // The ride: quotes, booking details and the home widget.
  'booking.pickupMissing': 400,
  'booking.destinationMissing': 400,
  'booking.addressMin': 400,
  'booking.addressTooLong': 400,
  'booking.dateMissing': 400,
  'booking.pickupPast': 400,
  'booking.returnMissing': 400,
  'booking.returnDateTimeMissing': 400,
  'booking.returnBeforePickup': 400,
  'booking.tooFar': 400,
  'booking.leadHours': 400,
  'booking.leadMinutes': 400,
  'booking.serviceMissing': 400,
  'booking.unknownService': 400,
  'booking.unknownPackage': 400,
  'booking.vehicleMissing': 400,
  'booking.extraStopRequired': 400,
  'booking.flightNumber': 400,
  'booking.specialRequestsTooLong': 400,
  'booking.signInToBook': 401,
  'booking.notFound': 404,
  'booking.unknown': 404,
  'booking.awaitingPayment': 409,
  /** A status change the table of `domain/booking-status.ts` never allows for the one asking. */
  'booking.transitionNotAllowed': 409,
  /** Issue 15: hours, party size, the extra stop, replacing a pending booking, the customer's cancellation. */
  'booking.hoursRange': 400,
  'booking.passengersInvalid': 400,
  'booking.bagsInvalid': 400,
  'booking.partyTooLarge': 400,
  'booking.extraStopOutsideArea': 400,
  'booking.extraStopNotFound': 400,
  'booking.doorOutsidePackage': 400,
  'booking.cannotReplace': 409,
  'booking.cannotCancel': 409,
  'booking.alreadyCancelled': 409,
  /** Decision 26: changes of a booking by its customer (decision 040). */
  'booking.changeUnpaid': 409,
  'booking.cannotChange': 409,
  /** Within 24 hours of pickup (param phone: dispatch's number). */
  'booking.changeTooLate': 409,
  'booking.changeNothing': 400,
  'booking.changeInProgress': 409,
  'booking.changeConflict': 409,
  'booking.changeNotFound': 404,
  'booking.packageNotCovered': 400,
  'booking.returnNotHourly': 400,
  /** Decision 20: the hours booked do not cover the driving time of the route given (params hoursNeeded, hours). */
  'booking.hoursTooFew': 400,
  /** Decision 20: the route given needs more driving than the longest hourly booking (params max). */
  'booking.hourlyRouteTooLong': 400,
  /** Issue 15's wire contract names this code exactly (not area.camelCase): paying the same ride twice. */
  duplicate_booking: 409,

  // After the ride: the customer's rating and receipt.
  'rating.invalid': 400,
  'rating.feedbackTooLong': 400,
  'rating.notCompleted': 409,
  'rating.alreadyRated': 409,
  'receipt.notPaid': 409,
  'receipt.sendFailed': 503,
  /** "Email receipt" again within a minute for the same booking. */
  'receipt.sentRecently': 429,

  // Booking for someone else (PRODUCT decision 27).
  'booking.passengerNameRequired': 400,
  'booking.passengerNameTooLong': 400,
  'booking.passengerForAccounts': 403,
  'booking.passengerLocked': 409,
} as const satisfies Record<string, number>;
