export const CHECKOUT_ERROR_CODES = {
  // Paying a booking: payment intents, confirmation, webhooks.
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
  /** Decision 061: a card payment for a booking billed to its company meanwhile, refunded in full (or not yet). */
  'checkout.billedToCompanyRefunded': 409,
  'checkout.billedToCompany': 409,
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
} as const satisfies Record<string, number>;
