/**
 * Every email the server writes to the outbox, by its `kind` (the template). The email port accepts only
 * these (src/server/integrations/email/types.ts), and the admin's Outbox names each in both languages
 * (`admin-ops:kinds.<kind>`, checked by src/server/integrations/email/email-kinds.test.ts), so a new
 * template cannot reach the outbox without a name.
 */
export const EMAIL_KINDS = [
  'booking-confirmation',
  'booking-receipt',
  'booking-update',
  'booking-cancelled',
  'booking-refund',
  'booking-cancelled-by-customer',
  'refund-failed',
  'booking-voided-refund',
  'trip-assigned',
  'trip-started',
  'trip-completed',
  'trip-reassigning',
  'trip-driver-cancelled',
  'trip-customer-cancelled',
  'trip-passenger-changed',
  'booking-changed',
  'trip-changed',
  'booking-changed-dispatch',
  'booking-pay-link',
  'extras-charged',
  'extras-pay-link',
  'password-reset',
  'email-verification',
  'sign-in-warning',
  'google-linked',
  'driver-invitation',
  'driver-invitation-locked',
  'driver-invitation-burst',
  'driver-application-received',
  'driver-application-rejected',
  'driver-welcome',
  'contact-operator',
  'contact-acknowledgement',
  'dispatch-new-booking',
  'dispatch-new-application',
  'trip-on-the-way',
  'trip-arrived',
  'trip-no-show',
  'trip-no-show-dispatch',
  'driver-job-assigned',
  'driver-job-unassigned',
  'driver-job-cancelled',
  'driver-job-returned',
  'driver-job-released',
  'booking-change-pay-link',
  // Decision 32: a document expires in 30, 7 or 1 days (to the chauffeur; to every admin).
  'document-expiry-reminder',
  'document-expiry-dispatch',
  // Decision 057: a company's monthly invoice (PDF and CSV attached) to its billing addresses.
  'company-invoice',
  // Issue 38 (decision 056): an invitation to join a company's account.
  'company-invitation',
  // Not emails: the SMS and push rows of the outbox (decision 30) share these kinds and add their own.
  'driver-nearby-request',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const isEmailKind = (kind: string): kind is EmailKind =>
  (EMAIL_KINDS as readonly string[]).includes(kind);
