export const NOTIFICATIONS_ERROR_CODES = {
  // The outbox of emails, texts and pushes (admins).
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
} as const satisfies Record<string, number>;
