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
  'booking.dispatchCreate',
  'booking.note',
  'settlement.adjust',
  'settlement.pay',
  'booking.extraReview',
  'booking.closeOut',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITIES = [
  'booking',
  'application',
  'driver',
  'pricing',
  'email',
  'message',
  'settlement',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
