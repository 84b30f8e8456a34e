/** What the audit log of admin actions records (GET /api/admin/audit): the actions and the kinds of record. */
export const AUDIT_ACTIONS = [
  'booking.status',
  'booking.assign',
  'booking.notify',
  'booking.refund',
  'booking.change',
  'application.approve',
  'application.reject',
  'application.resend',
  'application.regenerate',
  'driver.status',
  'pricing.update',
  'outbox.resend',
  'message.handled',
  /** A month's TLC trip-record file produced for submission (issue 37): its check, row count and SHA-256. */
  'tripRecords.submission',
  'booking.dispatchCreate',
  'booking.note',
  'settlement.adjust',
  'settlement.pay',
  'booking.extraReview',
  'booking.closeOut',
  // New York compliance (decision 32): documents, the fleet, document files, the base's TLC identity.
  'driver.documents',
  'car.create',
  'car.update',
  'car.assign',
  'compliance.file',
  'settings.base',
  // Company accounts (issue 38, decision 055): created and edited by admins.
  'company.create',
  'company.update',
  // Company invoices (decision 057): issued and emailed by the monthly job, paid or voided by admins; overdue
  // invoices flagged and their companies held by the job (the system as actor).
  'invoice.issue',
  'invoice.email',
  'invoice.pay',
  'invoice.void',
  'invoice.overdue',
  'company.hold',
  // Decision 056: the base's admins invite a company's (first) admin.
  'company.invite',
  // Decision 060: a company admin sets or removes the company's card on file.
  'company.cardSet',
  'company.cardRemove',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITIES = [
  'booking',
  'application',
  'driver',
  'pricing',
  'tripRecords',
  'email',
  'message',
  'settlement',
  'car',
  'settings',
  'company',
  'invoice',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
