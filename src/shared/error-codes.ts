/**
 * Every error the API or the forms can report, by stable code, with the HTTP status an `AppError` of that
 * code answers with. Validation issues always answer 400, whatever the code's own status. The texts live in
 * `errors/en.json` (the specification's English, what `message` says) and `errors/es.json`; a unit test
 * fails when a code lacks either, so a new code needs both. Codes are `area.camelCase`; never reuse one for
 * a different meaning (clients and tests rely on them).
 */
export const ERROR_CODES = {
  // Anything: framework answers and texts shared by several areas.
  'common.invalidInput': 400,
  /** NUL or a lone UTF-16 surrogate in a string (src/server/plugins/safe-text.ts). */
  'common.invalidCharacters': 400,
  'common.required': 400,
  'common.invalidJson': 400,
  'common.unsupportedMediaType': 415,
  'common.payloadTooLarge': 413,
  /** A framework 4xx we do not anticipate; `message` then carries the framework's own English. */
  'common.badRequest': 400,
  'common.notFound': 404,
  'common.routeNotFound': 404,
  'common.crossSite': 403,
  'common.rateLimited': 429,
  'common.tooManyRequests': 429,
  'common.internal': 500,
  'common.emailInvalid': 400,
  'common.phoneInvalid': 400,
  /** The client's own: no answer at all (offline, DNS, CORS). */
  'common.network': 503,
  /** The client's own: an answer with a code this build does not know; its English message is shown. */
  'common.serverMessage': 500,
  /** The client's own: an answer that is not JSON ("502: Bad Gateway", as the specification words it). */
  'common.httpError': 500,
  /** The client's own: something failed that is no answer of the API (a bug, a script that did not load). */
  'common.tryAgain': 500,

  'auth.signInRequired': 401,
  'auth.accountRequired': 403,
  'auth.forbidden': 403,
  'auth.invalidCredentials': 401,
  'auth.emailTaken': 409,
  'auth.resetExpired': 400,
  /** An email verification link unknown, used or expired. */
  'auth.verificationInvalid': 400,
  'auth.tooManyAttempts': 429,
  'auth.googleNotConfigured': 404,
  'auth.googleFailed': 400,
  'auth.googleEmailUnverified': 400,
  'auth.requiredFields': 400,
  'auth.emailAndPassword': 400,
  'auth.firstNameMin': 400,
  'auth.firstNameMax': 400,
  'auth.lastNameMin': 400,
  'auth.lastNameMax': 400,
  'auth.passwordMin': 400,
  'auth.passwordMax': 400,
  /** A password on the list of the most common ones (sign-up, reset, driver application and registration). */
  'auth.passwordCommon': 400,
  'auth.passwordsMismatch': 400,
  'auth.termsRequired': 400,
  'auth.guestMissing': 400,
  'auth.guestEmail': 400,
  'auth.guestPhone': 400,
  'auth.firstNameTooLong': 400,
  'auth.lastNameTooLong': 400,
  'auth.forgotEmailRequired': 400,
  'auth.forgotEmailInvalid': 400,
  'auth.resetRequired': 400,
  'auth.resetPasswordMin': 400,
  'auth.resetToken': 400,
  /** The client's own fallbacks of the password forms. */
  'auth.forgotFailed': 500,
  'auth.resetFailed': 500,

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

  'checkout.bookingMissing': 404,
  'checkout.linkInvalid': 400,
  'checkout.sessionExpired': 404,
  'checkout.paymentNotVerified': 404,
  'checkout.alreadyPaid': 409,
  'checkout.bookingReplaced': 409,
  'checkout.bookingCancelled': 409,
  /** A payment landed on a booking voided meanwhile (a stale checkout tab): refunded in full, emailed. */
  'checkout.replacedRefunded': 409,
  'checkout.cancelledRefunded': 409,
  'checkout.tooSoon': 400,
  'checkout.laterPickup': 400,
  'checkout.paymentNotCompleted': 402,
  /** A payment provider's own words for a failed payment ({{detail}}). */
  'checkout.paymentFailed': 402,
  'checkout.paymentNotConfigured': 503,
  'checkout.paymentProcessing': 409,
  'checkout.paymentMismatch': 409,
  'checkout.amountMismatch': 409,
  'checkout.paymentUnmatched': 409,
  'checkout.paymentSettingUp': 409,
  'checkout.paymentLocked': 409,
  'checkout.paymentUnavailable': 503,
  'checkout.paymentRejected': 400,
  /** A payment provider's own words for a refused request ({{detail}}). */
  'checkout.processorMessage': 400,
  'checkout.webhookPayload': 400,
  'checkout.webhookSignature': 400,
  'checkout.webhooksNotConfigured': 503,
  /** The client's own: the server's answer to create-payment-intent lacked the intent. */
  'checkout.noIntent': 500,

  // The card form of the built-in test processor (Stripe's wording).
  'card.numberIncomplete': 400,
  'card.numberInvalid': 400,
  'card.expiryIncomplete': 400,
  'card.expiryPast': 400,
  'card.expiryMonthPast': 400,
  'card.expiryInvalid': 400,
  'card.cvcIncomplete': 400,
  'card.cvcInvalid': 400,
  'card.zipIncomplete': 400,
  'card.zipInvalid': 400,
  'card.declined': 402,
  'card.insufficientFunds': 402,
  'card.expired': 402,
  'card.incorrectCvc': 402,
  'card.notTestCard': 402,

  'rating.invalid': 400,
  'rating.feedbackTooLong': 400,
  'rating.notCompleted': 409,
  'rating.alreadyRated': 409,
  'receipt.notPaid': 409,
  'receipt.sendFailed': 503,
  /** "Email receipt" again within a minute for the same booking. */
  'receipt.sentRecently': 429,

  'maps.inputRequired': 400,
  'maps.inputTooLong': 400,
  'maps.placeIdRequired': 400,
  'maps.unknownPlace': 404,
  'maps.unknownPlaceChoose': 400,
  'maps.paramRequired': 400,
  'maps.paramTooLong': 400,
  'maps.departureTime': 400,
  'maps.locationOutsideArea': 400,
  'maps.addressOutsideArea': 400,
  'maps.pickupNotFound': 400,
  'maps.destinationNotFound': 400,
  'maps.originNotFound': 400,
  'maps.noRoute': 400,
  'maps.routesUnavailable': 503,
  'maps.placesUnavailable': 503,

  'contact.nameMin': 400,
  'contact.nameMax': 400,
  'contact.subject': 400,
  'contact.messageMin': 400,
  'contact.messageMax': 400,

  // The driver application (/driver-request, POST /api/driver-application).
  'drivers.firstNameMin': 400,
  'drivers.lastNameMin': 400,
  'drivers.emailInvalid': 400,
  'drivers.phoneMin': 400,
  'drivers.phoneInvalid': 400,
  'drivers.addressMin': 400,
  'drivers.cityMin': 400,
  'drivers.stateMin': 400,
  'drivers.zipCodeMin': 400,
  'drivers.licenseNumberRequired': 400,
  'drivers.licenseExpiryRequired': 400,
  'drivers.licenseExpired': 400,
  'drivers.vehicleMakeRequired': 400,
  'drivers.vehicleModelRequired': 400,
  'drivers.vehicleYearRequired': 400,
  'drivers.vehicleYearInvalid': 400,
  'drivers.vehicleColorRequired': 400,
  'drivers.licensePlateRequired': 400,
  'drivers.vehicleTypeRequired': 400,
  'drivers.insuranceCompanyRequired': 400,
  'drivers.policyNumberRequired': 400,
  'drivers.availabilityRequired': 400,
  'drivers.experienceRequired': 400,
  'drivers.confirmPassword': 400,
  'drivers.passwordsMismatch': 400,
  'drivers.tooLong': 400,
  'drivers.applicationPending': 409,

  // Driver applications (admin review), invitation codes, driver registration, driver trips.
  'applications.notFound': 404,
  'applications.statusInvalid': 400,
  'applications.rejectReasonRequired': 400,
  'applications.rejectReasonTooLong': 400,
  'applications.notPending': 409,
  'applications.notApproved': 409,
  'applications.alreadyRegistered': 409,
  'invitations.formatInvalid': 400,
  'invitations.unknown': 400,
  'invitations.used': 400,
  'invitations.revoked': 400,
  'invitations.expired': 400,
  'invitations.emailMismatch': 400,
  'invitations.locked': 400,
  'registration.failed': 500,
  'driver.latitudeInvalid': 400,
  'driver.longitudeInvalid': 400,
  'driver.profileMissing': 403,
  'driver.locationRequired': 409,
  'driver.locationStale': 409,
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
  'driver.dutyInvalid': 400,

  'chat.messageEmpty': 400,
  'chat.messageTooLong': 400,
  'chat.modelUnavailable': 503,

  // The pricing configuration (admins).
  'pricing.invalidConfig': 400,
  'pricing.versionConflict': 409,
  'pricing.cents': 400,
  'pricing.factor': 400,
  'pricing.percent': 400,
  'pricing.nameRequired': 400,
  'pricing.tooLong': 400,
  'pricing.minuteOfDay': 400,
  'pricing.weekday': 400,
  'pricing.id': 400,
  'pricing.tooManyVehicleCodes': 400,
  'pricing.vehicleCodes': 400,
  'pricing.hoursRequired': 400,
  'pricing.hoursMin': 400,
  'pricing.hoursMax': 400,
  'pricing.feeValue': 400,
  'pricing.percentFee': 400,
  'pricing.dayOnce': 400,
  'pricing.windowOrder': 400,
  'pricing.windowEmpty': 400,
  'pricing.packageIdsUnique': 400,
  'pricing.serviceIdsUnique': 400,
  'pricing.taxRate': 400,
  'pricing.dateFormat': 400,
  'pricing.notCalendarDate': 400,
  'pricing.dateOnce': 400,
  'pricing.freeMinutes': 400,
  // The admin's Pricing tab: one message per editor field (contracts/admin-pricing.ts).
  'pricing.baseRateRange': 400,
  'pricing.minimumFareRange': 400,
  'pricing.hourlyRateRange': 400,
  'pricing.serviceFactorRange': 400,
  'pricing.rushHourRange': 400,
  'pricing.weekendRange': 400,
  'pricing.holidayRange': 400,
  'pricing.feeValueRange': 400,
  'pricing.customBaseRange': 400,
  'pricing.perMileRange': 400,
  'pricing.packagePriceRange': 400,
  'pricing.multiplierRange': 400,
  'pricing.extraRange': 400,
  'pricing.cardFeeRange': 400,
  'pricing.stcRange': 400,
  'pricing.adminFeeRange': 400,
  'pricing.taxRateRange': 400,
  'pricing.driverShareRange': 400,
  'pricing.tollRange': 400,
  'pricing.offPeakAbovePeak': 400,
  'pricing.surchargeRange': 400,

  // The admin back office (/admin): bookings, drivers, analytics, outbox, messages, audit.
  'admin.pageInvalid': 400,
  'admin.pageSizeInvalid': 400,
  'admin.dateInvalid': 400,
  'admin.dateRange': 400,
  'admin.searchTooLong': 400,
  'dispatch.statusInvalid': 400,
  'dispatch.dateFieldInvalid': 400,
  'dispatch.sortInvalid': 400,
  'dispatch.notFound': 404,
  'dispatch.statusNotAllowed': 409,
  'dispatch.reasonTooLong': 400,
  'dispatch.driverRequired': 400,
  'dispatch.driverUnavailable': 409,
  'dispatch.assignNotConfirmed': 409,
  'dispatch.assignNeedsDriver': 409,
  'dispatch.notifyTypeInvalid': 400,
  'dispatch.notifyFailed': 502,
  'dispatch.refundAmountInvalid': 400,
  'dispatch.refundNotPaid': 409,
  'dispatch.refundTooLarge': 409,
  'dispatch.refundExceedsRemaining': 409,
  'dispatch.alreadyRefunded': 409,
  'dispatch.refundFailed': 502,
  /** Decision 21 for admins: a start, completion or no-show out of its time needs a reason (audited). */
  'dispatch.startNotYet': 409,
  'dispatch.completeNotYet': 409,
  'dispatch.noShowNotYet': 409,
  /** Issue 35: assigning a ride that overlaps another of the driver's ({{number}}, {{time}}, {{drive}} and {{margin}} minutes). */
  'dispatch.overlap': 409,
  /** Issue 35: the driver's car is of a smaller class than booked. */
  'dispatch.wrongClass': 409,
  /** Issue 35: the driver's car is of a larger class: only with an explicit upgrade. */
  'dispatch.upgradeNeeded': 409,
  /** Issue 35: the driver is off duty. */
  'dispatch.driverOffDuty': 409,
  'dispatch.upgradeReasonTooLong': 400,
  'fleet.stateInvalid': 400,
  'fleet.notFound': 404,
  'fleet.statusInvalid': 400,
  /** Suspending a driver on a live trip: the trip is reassigned or ended first ({{number}}). */
  'fleet.onTrip': 409,
  'auth.suspended': 403,
  'outbox.notFound': 404,
  'outbox.statusInvalid': 400,
  'outbox.kindInvalid': 400,
  'outbox.resendTooSoon': 409,
  // Reaching people (decision 30): SMS and web push.
  'outbox.channelInvalid': 400,
  /** Only an email can be resent from the outbox (an SMS or a push is news of its moment). */
  'outbox.resendEmailOnly': 409,
  /** Web push is off: no VAPID keys configured. */
  'push.disabled': 409,
  /** A subscription endpoint that is no https URL (http only to this machine outside production). */
  'push.endpointInvalid': 400,
  'push.subscriptionNotFound': 404,
  /** An inbound SMS webhook without a valid X-Twilio-Signature (or with Twilio not configured). */
  'sms.signatureInvalid': 403,
  'messages.notFound': 404,
  'messages.stateInvalid': 400,
  'messages.handledRequired': 400,
  'audit.actionInvalid': 400,
  'audit.entityInvalid': 400,
  'audit.actorInvalid': 400,
  'analytics.rangeTooLong': 400,
  // Booking for someone else; saved places and cards (PRODUCT decision 27).
  'booking.passengerNameRequired': 400,
  'booking.passengerNameTooLong': 400,
  'booking.passengerForAccounts': 403,
  'booking.passengerLocked': 409,
  'saved.accountRequired': 403,
  'saved.placeNotFound': 404,
  'saved.cardNotFound': 404,
  'saved.addressRequired': 400,
  'saved.nameTooLong': 400,
  'saved.tooMany': 409,
  'saved.cardOtherProvider': 409,
  /** Decision 045: dispatch takes bookings for callers, payment links, internal notes. */
  'dispatch.customerNotFound': 404,
  'dispatch.searchTooShort': 400,
  'dispatch.overrideReasonRequired': 400,
  /** Params min, max (dollars). */
  'dispatch.overrideOutOfRange': 400,
  'dispatch.payLinkInvalid': 404,
  'dispatch.payLinkNotPending': 409,
  'dispatch.noteEmpty': 400,
  'dispatch.noteTooLong': 400,
  /** Decision 047: live updates. More open event streams than a session (or address) may hold. Param max. */
  'live.tooManyStreams': 429,
  /** The server is shutting down, or cannot listen to the database right now: the browser tries again. */
  'live.unavailable': 503,
  /** Issue 36: the chauffeurs' weekly statements. */
  'settlement.weekInvalid': 400,
  'settlement.notFound': 404,
  'settlement.adjustmentAmountInvalid': 400,
  'settlement.reasonRequired': 400,
  'settlement.reasonTooLong': 400,
  'settlement.paidOnInvalid': 400,
  'settlement.methodInvalid': 400,
  'settlement.referenceTooLong': 400,
  /** Paying a week that is not over yet (its Sunday ends at {{date}} midnight). */
  'settlement.weekOpen': 409,
  'settlement.alreadyPaid': 409,
  /** The statement changed since the admin saw it (another line arrived, or a line went to another week). */
  'settlement.changed': 409,
  'settlement.empty': 409,
  /** Decision 29: the extra lines of a ride, their review and close-out, tips. */
  'extras.notFound': 404,
  'extras.chargeNotFound': 404,
  'extras.kindInvalid': 400,
  'extras.amountInvalid': 400,
  'extras.noteTooLong': 400,
  'extras.receiptTooLarge': 400,
  'extras.receiptType': 400,
  'extras.decisionInvalid': 400,
  'extras.tipInvalid': 400,
  'extras.tipTooHigh': 400,
  'extras.notCompleted': 409,
  'extras.addWindowClosed': 409,
  'extras.alreadyCharged': 409,
  'extras.nothingToCharge': 409,
  'extras.closeOutConflict': 409,
  'extras.tipGiven': 409,
  'extras.chargeNotDue': 409,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * Texts for answers that succeed but carry a notice (the quote's "prices use the standard base fare"). They
 * live beside the error texts, in the same files and under the same completeness test.
 */
export const NOTICE_CODES = [
  'quote.noRoute',
  'quote.routeUnavailable',
  'quote.packageNotCovered',
  'quote.packageHoursAdjusted',
  'quote.placeApproximate',
  'quote.packageHoursIncluded',
  // Which price a quote applied and why (PRODUCT decision 24: priceBasis.reasonCode). `{{package}}` is the
  // package's name (priceBasis.packageName).
  'quote.packageReplaced',
  'quote.basisPackage',
  'quote.basisDistance',
  'quote.basisHourly',
  'quote.basisWaiting',
  'quote.basisTimePackage',
] as const;
export type NoticeCode = (typeof NOTICE_CODES)[number];

/** Every code with a text in `errors/en.json` and `errors/es.json`. */
export type MessageCode = ErrorCode | NoticeCode;
export const MESSAGE_CODES: readonly MessageCode[] = [
  ...(Object.keys(ERROR_CODES) as ErrorCode[]),
  ...NOTICE_CODES,
];

/** Values a text interpolates (`{{count}}`); `count` also picks the plural form (`_one` / `_other`). */
export type ErrorParams = Readonly<Record<string, string | number>>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

export function isMessageCode(value: unknown): value is MessageCode {
  return isErrorCode(value) || (NOTICE_CODES as readonly unknown[]).includes(value);
}
