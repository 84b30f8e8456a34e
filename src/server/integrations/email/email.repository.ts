import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import type { OutboxChannel } from '../../../shared/contracts/admin-ops.ts';
import type { PushPayload } from '../../../shared/contracts/push.ts';
import type { EmailKind } from '../../../shared/email-kinds.ts';
import type { EmailMessage, OutboxRow } from './types.ts';

/** An SMS or push row of the outbox (decision 30), as the notifications service writes it. */
export interface ChannelMessage {
  channel: 'sms' | 'push';
  /** The E.164 number (sms); the subscription owner's email (push). */
  to: string;
  /** The push title; empty for an SMS. */
  subject: string;
  /** The SMS; the push body. */
  text: string;
  kind: EmailKind;
  bookingId?: string | undefined;
  pushSubscriptionId?: string | undefined;
  pushPayload?: PushPayload | undefined;
}

/** The message an outbox row holds, attachments included: what the dispatcher delivers. */
export function rowMessage(row: OutboxRow): EmailMessage {
  return {
    to: row.to,
    subject: row.subject,
    text: row.text,
    ...(row.html ? { html: row.html } : {}),
    ...(row.replyTo ? { replyTo: row.replyTo } : {}),
    // Written through the port, which takes EMAIL_KINDS only.
    kind: row.kind as EmailKind,
    ...(row.bookingId ? { bookingId: row.bookingId } : {}),
    ...(row.resendOf ? { resendOf: row.resendOf } : {}),
    ...(row.attachments.length
      ? {
          attachments: row.attachments.map((a, i) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(row.attachmentContent[i] ?? '', 'base64'),
          })),
        }
      : {}),
  };
}

export interface OutboxInsert {
  status: 'stored' | 'pending';
  /** Delivered by the caller at once: the row is held (leased) until then, so no dispatcher takes it too. */
  leaseUntil?: Date;
  at: Date;
}

export function createOutboxRepository(db: Db) {
  return {
    /** Records a message; `q` is the caller's transaction when the email reports a change made in it. */
    async insert(message: EmailMessage, opts: OutboxInsert, q: Db = db): Promise<string> {
      const attachments = message.attachments ?? [];
      const [row] = await q
        .insert(emailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          replyTo: message.replyTo ?? null,
          kind: message.kind,
          bookingId: message.bookingId ?? null,
          resendOf: message.resendOf ?? null,
          attachments: attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            size: typeof a.content === 'string' ? Buffer.byteLength(a.content) : a.content.length,
          })),
          attachmentContent: attachments.map((a) =>
            (typeof a.content === 'string' ? Buffer.from(a.content) : a.content).toString('base64'),
          ),
          status: opts.status,
          createdAt: opts.at,
          ...(opts.status === 'pending'
            ? {
                nextAttemptAt: opts.at,
                ...(opts.leaseUntil ? { leaseUntil: opts.leaseUntil, attempts: 1 } : {}),
              }
            : {}),
        })
        .returning({ id: emailOutbox.id });
      if (!row) throw new Error('outbox insert returned no row');
      return row.id;
    },
    /**
     * Records an SMS or push row in `q` (the transaction of the change it reports): `pending` when its channel
     * is delivered, `stored` when not, `skipped` with the reason when it must never go (an opted-out number).
     */
    async insertChannel(
      message: ChannelMessage,
      opts: { status: 'stored' | 'pending' | 'skipped'; at: Date; reason?: string },
      q: Db = db,
    ): Promise<string> {
      const [row] = await q
        .insert(emailOutbox)
        .values({
          channel: message.channel,
          to: message.to,
          subject: message.subject,
          text: message.text,
          kind: message.kind,
          bookingId: message.bookingId ?? null,
          pushSubscriptionId: message.pushSubscriptionId ?? null,
          pushPayload: message.pushPayload ?? null,
          status: opts.status,
          error: opts.reason ?? null,
          createdAt: opts.at,
          ...(opts.status === 'pending' ? { nextAttemptAt: opts.at } : {}),
        })
        .returning({ id: emailOutbox.id });
      if (!row) throw new Error('outbox insert returned no row');
      return row.id;
    },
    /**
     * Takes up to `limit` pending emails that are due and held by no one (or whose holder's lease ran out: it
     * crashed), holding them until `leaseUntil` and counting the attempt. One statement with SKIP LOCKED, so
     * dispatchers in several processes never take the same email.
     */
    async claimDue(
      limit: number,
      now: Date,
      leaseUntil: Date,
      channels: readonly OutboxChannel[] = ['email'],
    ): Promise<OutboxRow[]> {
      const due = db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.status, 'pending'),
            inArray(emailOutbox.channel, [...channels]),
            lte(emailOutbox.nextAttemptAt, now),
            or(isNull(emailOutbox.leaseUntil), lte(emailOutbox.leaseUntil, now)),
          ),
        )
        .orderBy(emailOutbox.nextAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(emailOutbox)
        .set({ leaseUntil, attempts: sql`${emailOutbox.attempts} + 1` })
        .where(inArray(emailOutbox.id, due))
        .returning();
    },
    async markSent(id: string, at: Date): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: at, leaseUntil: null, nextAttemptAt: null, error: null })
        .where(eq(emailOutbox.id, id));
    },
    /** A row that must never go (an SMS to a number that answered STOP): kept with the reason. */
    async markSkipped(id: string, reason: string): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ status: 'skipped', error: reason, leaseUntil: null, nextAttemptAt: null })
        .where(eq(emailOutbox.id, id));
    },
    /** A failed attempt: tried again at `retryAt`, or given up (failed) when `retryAt` is null. */
    async markAttemptFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(emailOutbox)
        .set(
          retryAt
            ? { error, leaseUntil: null, nextAttemptAt: retryAt }
            : { status: 'failed', error, leaseUntil: null, nextAttemptAt: null },
        )
        .where(eq(emailOutbox.id, id));
    },
    async latest(limit = 50) {
      return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
    },
    /** The rows of one channel, newest first (tests and the notifications service's checks). */
    async ofChannel(channel: OutboxChannel, limit = 50) {
      return db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.channel, channel))
        .orderBy(desc(emailOutbox.createdAt))
        .limit(limit);
    },
    async forRecipient(to: string) {
      return db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, to.toLowerCase()))
        .orderBy(desc(emailOutbox.createdAt));
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
