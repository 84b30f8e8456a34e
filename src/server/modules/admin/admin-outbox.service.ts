import type {
  OutboxEmail,
  OutboxEmailDetail,
  OutboxList,
  OutboxListQuery,
} from '../../../shared/contracts/admin-ops.ts';
import type { EmailKind } from '../../../shared/email-kinds.ts';
import { AppError } from '../../../shared/errors.ts';
import { rowMessage } from '../../integrations/email/email.repository.ts';
import type { EmailMessage, EmailPort } from '../../integrations/email/types.ts';
import type { AdminOutboxRepository, OutboxRow } from './admin-outbox.repository.ts';
import { isUuid, paging } from './admin-query.ts';

/** An admin may resend one message (and its resends) at most once a minute: a customer is not spammed. */
export const RESEND_GAP_SECONDS = 60;

const PREVIEW_LENGTH = 200;

/**
 * A password-reset link works for whoever holds it: the back office shows it masked, so reading the outbox
 * never lets an operator sign in as the customer (the resend still carries the real link).
 */
const SECRET_LINK_PARAM = /([?&](?:token|reset_token)=)[^\s&"'<>]+/gi;
export const maskSecrets = (text: string) => text.replace(SECRET_LINK_PARAM, '$1••••••');

type ListRow = Awaited<ReturnType<AdminOutboxRepository['list']>>['rows'][number];

function toEmail(row: ListRow): OutboxEmail {
  return {
    id: row.id,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    bookingId: row.bookingId,
    bookingNumber: row.bookingNumber,
    resendOf: row.resendOf,
    preview: maskSecrets(row.preview).slice(0, PREVIEW_LENGTH),
    attachments: row.attachments,
  };
}

function toDetail(row: OutboxRow & { bookingNumber: string | null }): OutboxEmailDetail {
  return {
    ...toEmail({ ...row, preview: row.text.slice(0, PREVIEW_LENGTH) }),
    text: maskSecrets(row.text),
    html: row.html === null ? null : maskSecrets(row.html),
    replyTo: row.replyTo,
  };
}

/**
 * The outbox of the back office (GET /api/admin/outbox, GET /api/admin/outbox/{id}, POST …/resend): every
 * email the system stored or sent, searchable, and an admin's resend through the email port.
 */
export function createAdminOutboxService(deps: {
  repo: AdminOutboxRepository;
  email: EmailPort;
  /** The clock the email service stamps rows with (tests): the resend gap is measured on it. */
  clock?: (() => Date) | undefined;
}) {
  const { repo, email } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function detail(id: string): Promise<OutboxEmailDetail> {
    const row = isUuid(id) ? await repo.find(id) : undefined;
    if (!row) throw new AppError('outbox.notFound');
    return toDetail(row);
  }

  return {
    async list(query: OutboxListQuery): Promise<OutboxList> {
      const { page, pageSize, offset } = paging(query);
      const { rows, total } = await repo.list(
        {
          q: query.q || undefined,
          status: query.status,
          channel: query.channel,
          kind: query.kind || undefined,
        },
        { limit: pageSize, offset },
      );
      return { emails: rows.map(toEmail), total, page, pageSize };
    },

    detail,

    /**
     * Sends an email again: the same recipient, subject, bodies, template, booking and attachments, `resendOf`
     * the original (an email recorded before the outbox kept attachment contents goes without them; the audit
     * entry names the ones left out). Recorded with its audit entry in one transaction, then delivered by the
     * dispatcher while the admin waits. Refused (409) within a minute of the previous resend of the same message.
     */
    async resend(id: string, admin: { id: string }): Promise<OutboxEmail> {
      if (!isUuid(id)) throw new AppError('outbox.notFound');
      const recorded = await repo.recordResend(
        id,
        new Date(clock().getTime() - RESEND_GAP_SECONDS * 1000),
        (original, rootId): EmailMessage => {
          const attachments = rowMessage(original).attachments?.filter((a) => a.content.length > 0);
          return {
            to: original.to,
            subject: original.subject,
            text: original.text,
            // Written through the port, which takes EMAIL_KINDS only.
            kind: original.kind as EmailKind,
            resendOf: rootId,
            ...(original.html !== null ? { html: original.html } : {}),
            ...(original.replyTo !== null ? { replyTo: original.replyTo } : {}),
            ...(original.bookingId !== null ? { bookingId: original.bookingId } : {}),
            ...(attachments?.length ? { attachments } : {}),
          };
        },
        (original, newId, message) => {
          const kept = new Set(message.attachments?.map((a) => a.filename));
          const left = original.attachments.map((a) => a.filename).filter((name) => !kept.has(name));
          return {
            actorUserId: admin.id,
            action: 'outbox.resend',
            entityType: 'email',
            entityId: original.id,
            summary:
              `“${original.subject}” resent to ${original.to}` +
              (left.length ? ` without its attachments (${left.join(', ')})` : ''),
            before: { emailId: original.id, status: original.status, kind: original.kind },
            after: { emailId: newId, resendOf: original.resendOf ?? original.id, attachmentsLeftOut: left },
          };
        },
        (message, tx) => email.record(message, tx),
      );
      if (recorded === undefined) throw new AppError('outbox.notFound');
      // An SMS or a push is news of its moment: only emails are resent.
      if (recorded === 'not-email') throw new AppError('outbox.resendEmailOnly');
      if (recorded === null) throw new AppError('outbox.resendTooSoon');
      await email.drain();
      const { text: _text, html: _html, replyTo: _replyTo, ...row } = await detail(recorded.id);
      return row;
    },
  };
}
