import '../zod-setup.ts';
import * as z from 'zod/mini';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../domain/audit.ts';
import { issue } from '../zod-issues.ts';
import { UUID } from './ids.ts';

/**
 * The back office's records of what happened: the email outbox, the contact-form messages and the audit log
 * of admin actions (/admin, tabs Outbox, Messages, Audit). Times are ISO instants.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const uuidParam = (code: 'outbox.notFound' | 'messages.notFound') =>
  z.object({ id: z.string().check(z.regex(UUID, issue(code))) });

/** ?page=1&pageSize=50 (query strings). */
export const pageQuery = {
  page: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,6}$/, issue('admin.pageInvalid'))),
      z.coerce.number<string>().check(z.gte(1, issue('admin.pageInvalid'))),
    ),
  ),
  pageSize: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/, issue('admin.pageSizeInvalid'))),
      z.coerce
        .number<string>()
        .check(z.gte(5, issue('admin.pageSizeInvalid')), z.lte(200, issue('admin.pageSizeInvalid'))),
    ),
  ),
};

/** A New York calendar date in a query (YYYY-MM-DD). */
export const nyDateQuery = () => z.optional(z.string().check(z.regex(DATE, issue('admin.dateInvalid'))));

/** Free-text search: trimmed, up to 100 characters. */
export const searchQuery = () =>
  z.optional(z.string().check(z.trim(), z.maxLength(100, issue('admin.searchTooLong'))));

export const pageInfoSchema = z.object({ total: z.int(), page: z.int(), pageSize: z.int() });

// ---------------------------------------------------------------------------------------------------------
// Outbox: GET /api/admin/outbox, GET /api/admin/outbox/{id}, POST /api/admin/outbox/{id}/resend

export const OUTBOX_STATUSES = ['stored', 'pending', 'sent', 'failed', 'skipped'] as const;
/** How an outbox row is delivered (decision 30): one channel per row. */
export const OUTBOX_CHANNELS = ['email', 'sms', 'push'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const outboxListQuerySchema = z.object({
  /** Recipient, subject or booking number. */
  q: searchQuery(),
  status: z.optional(z.enum(OUTBOX_STATUSES, { error: issue('outbox.statusInvalid') })),
  channel: z.optional(z.enum(OUTBOX_CHANNELS, { error: issue('outbox.channelInvalid') })),
  /** The template (`kind`): booking-confirmation, password-reset, driver-invitation … */
  kind: z.optional(z.string().check(z.maxLength(60, issue('outbox.kindInvalid')))),
  ...pageQuery,
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;

export const outboxIdParamsSchema = uuidParam('outbox.notFound');

export const outboxEmailSchema = z.object({
  id: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  /** The email address, the phone number (SMS) or the subscription owner's email (push). */
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  error: z.nullable(z.string()),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
  bookingId: z.nullable(z.string()),
  bookingNumber: z.nullable(z.string()),
  /** The row this one resends, when it is a resend. */
  resendOf: z.nullable(z.string()),
  /** The first 200 characters of the text body (the SMS itself; the push notification's body). */
  preview: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.int() })),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const outboxListSchema = z.object({ emails: z.array(outboxEmailSchema), ...pageInfoSchema.shape });
export type OutboxList = z.infer<typeof outboxListSchema>;

/** One email in full (the text body; the HTML body when there is one). */
export const outboxEmailDetailSchema = z.object({
  ...outboxEmailSchema.shape,
  text: z.string(),
  html: z.nullable(z.string()),
  replyTo: z.nullable(z.string()),
});
export type OutboxEmailDetail = z.infer<typeof outboxEmailDetailSchema>;

// ---------------------------------------------------------------------------------------------------------
// Contact-form messages: GET /api/admin/messages, PATCH /api/admin/messages/{id} {handled}

export const MESSAGE_FILTERS = ['open', 'handled', 'all'] as const;

export const messageListQuerySchema = z.object({
  /** open (default): not yet handled. */
  state: z.optional(z.enum(MESSAGE_FILTERS, { error: issue('messages.stateInvalid') })),
  q: searchQuery(),
  ...pageQuery,
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

export const messageIdParamsSchema = uuidParam('messages.notFound');

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  locale: z.string(),
  createdAt: z.string(),
  handledAt: z.nullable(z.string()),
  handledBy: z.nullable(z.string()),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const messageListSchema = z.object({
  messages: z.array(contactMessageSchema),
  /** Not yet handled, whatever the filter (the tab's badge). */
  openCount: z.int(),
  ...pageInfoSchema.shape,
});
export type MessageList = z.infer<typeof messageListSchema>;

export const messageUpdateSchema = z.object({
  handled: z.boolean({ error: issue('messages.handledRequired') }),
});
export type MessageUpdate = z.infer<typeof messageUpdateSchema>;

// ---------------------------------------------------------------------------------------------------------
// Audit log: GET /api/admin/audit

export const auditListQuerySchema = z.object({
  action: z.optional(z.enum(AUDIT_ACTIONS, { error: issue('audit.actionInvalid') })),
  entityType: z.optional(z.enum(AUDIT_ENTITIES, { error: issue('audit.entityInvalid') })),
  /** The record's id (a booking's id or number, a driver's id …). */
  entityId: z.optional(z.string().check(z.trim(), z.maxLength(100, issue('admin.searchTooLong')))),
  /** The admin's id. */
  actorId: z.optional(z.string().check(z.regex(UUID, issue('audit.actorInvalid')))),
  /** New York dates, inclusive. */
  from: nyDateQuery(),
  to: nyDateQuery(),
  ...pageQuery,
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.nullable(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  summary: z.string(),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** The admins who appear in the log, for the actor filter. */
  actors: z.array(z.object({ id: z.string(), name: z.string() })),
  ...pageInfoSchema.shape,
});
export type AuditList = z.infer<typeof auditListSchema>;
