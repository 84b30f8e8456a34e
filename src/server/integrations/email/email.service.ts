import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { rowMessage, type OutboxRepository } from './email.repository.ts';
import type { OutboxChannel } from '../../../shared/contracts/admin-ops.ts';
import {
  PermanentDeliveryError,
  type ChannelDeliverer,
  type EmailMessage,
  type EmailPort,
  type EmailSendResult,
  type EmailTransport,
  type OutboxRow,
} from './types.ts';

/** Delivery attempts of a pending email before it is marked failed (then an admin can resend it). */
export const MAX_ATTEMPTS = 6;
/** Wait before attempt n+1 after n failed ones: 1 min, 5 min, 15 min, 1 h, 3 h. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 60 * 60_000];
/** How long a dispatcher holds an email it is delivering; a crashed holder's emails are retaken after it. */
const LEASE_MS = 2 * 60_000;
/** Emails a dispatcher takes at a time. */
const BATCH = 10;
/** A listening process looks for due emails at least this often (another process's, retries). */
const POLL_MS = 5_000;

/** SMTP answers 5xx for a refusal that will not change (no such mailbox …): no retry; a channel says so. */
function permanent(err: unknown): boolean {
  if (err instanceof PermanentDeliveryError) return true;
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * The transactional outbox. Every email is a row of `email_outbox`, written with `record` in the transaction of
 * the change it reports (a booking's confirmation with the booking, a reset link with its token), so a crash
 * either keeps both or neither. Without a transport the row is `stored` and that is all. With one (SMTP) it is
 * `pending`: after the commit the dispatcher takes it (SKIP LOCKED, a lease, so two processes never deliver the
 * same row), delivers it off every request path, marks it sent, and retries failures with a growing delay.
 * A crash after the SMTP server accepted a message and before it was marked sent delivers it again when the
 * lease runs out: every delivery of a row carries the same Message-ID (`<row id@sender's domain>`), so the
 * receiving side can tell the copy for what it is.
 *
 * The same dispatcher delivers the outbox's SMS and push rows (decision 30: one outbox, one channel per row)
 * through `channels`, with the same claims, retries and failed state; a channel without a provider is not
 * claimed (its rows are `stored`).
 */
export function createEmailService(deps: {
  outbox: OutboxRepository;
  transport?: EmailTransport;
  /** The deliverers of the other channels that are configured (SMS: Twilio; push: VAPID keys). */
  channels?: Partial<Record<'sms' | 'push', ChannelDeliverer>>;
  from: string;
  log: FastifyBaseLogger;
  /** Runs the dispatcher's passes off the request that asked for them (app.ctx.tasks). */
  background: { run(name: string, task: () => Promise<unknown>): void };
  clock?: () => Date;
}): EmailPort {
  const { outbox, transport, from, log } = deps;
  const channels = deps.channels ?? {};
  const active: OutboxChannel[] = [
    ...(transport ? (['email'] as const) : []),
    ...(['sms', 'push'] as const).filter((c) => channels[c]),
  ];
  const clock = deps.clock ?? (() => new Date());
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  const messageId = (id: string) => `<${id}@${domain}>`;

  const normalize = (message: EmailMessage): EmailMessage => ({
    ...message,
    to: message.to.trim().toLowerCase(),
  });

  /** A failed attempt of a held row: retried after a growing delay, or failed for good. */
  async function failed(id: string, err: unknown, attempts: number, final: boolean) {
    const reason = err instanceof Error ? err.message : String(err);
    const delay = RETRY_DELAYS_MS[attempts - 1];
    const retryAt =
      final || permanent(err) || attempts >= MAX_ATTEMPTS || delay === undefined
        ? null
        : new Date(clock().getTime() + delay);
    await outbox.markAttemptFailed(id, reason, retryAt);
    log.error({ emailId: id, err: reason, attempts, retryAt }, 'outbox delivery failed');
  }

  /** One delivery attempt of a held row; true when it was sent. */
  async function attempt(id: string, message: EmailMessage, attempts: number, final: boolean) {
    if (!transport) return false;
    try {
      await transport.deliver({ ...message, from, messageId: messageId(id) });
      await outbox.markSent(id, clock());
      log.info({ emailId: id, kind: message.kind }, 'email sent over SMTP');
      return true;
    } catch (err) {
      await failed(id, err, attempts, final);
      return false;
    }
  }

  /** One delivery attempt of a held SMS or push row by its channel's deliverer. */
  async function attemptChannel(row: OutboxRow) {
    const deliverer = row.channel === 'email' ? undefined : channels[row.channel];
    if (!deliverer) return;
    try {
      const outcome = await deliverer.deliver(row);
      if (outcome.status === 'sent') await outbox.markSent(row.id, clock());
      else await outbox.markSkipped(row.id, outcome.reason);
      log.info({ outboxId: row.id, channel: row.channel, kind: row.kind, ...outcome }, 'message delivered');
    } catch (err) {
      await failed(row.id, err, row.attempts, false);
    }
  }

  let draining: Promise<void> | null = null;
  let again = false;
  /** Delivers every due pending email, batch by batch; one pass at a time per process. */
  async function drainOnce(): Promise<void> {
    for (;;) {
      const now = clock();
      const rows = await outbox.claimDue(BATCH, now, new Date(now.getTime() + LEASE_MS), active);
      if (rows.length === 0) return;
      for (const row of rows) {
        if (row.channel === 'email') await attempt(row.id, rowMessage(row), row.attempts, false);
        else await attemptChannel(row);
      }
    }
  }
  function drain(): Promise<void> {
    if (active.length === 0) return Promise.resolve();
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      try {
        do {
          again = false;
          await drainOnce();
        } while (again);
      } finally {
        draining = null;
      }
    })();
    return draining;
  }
  const kick = () => {
    if (active.length > 0) deps.background.run('outbox dispatch', drain);
  };

  async function record(message: EmailMessage, q?: Db): Promise<string> {
    const status = transport ? 'pending' : 'stored';
    const id = await outbox.insert(normalize(message), { status, at: clock() }, q);
    for (const copy of message.copies ?? []) await outbox.insert(normalize(copy), { status, at: clock() }, q);
    return id;
  }

  return {
    provider: transport ? 'smtp' : 'outbox',
    record,
    kick,
    drain,
    async send(message): Promise<EmailSendResult> {
      const id = await record(message);
      kick();
      return { id, status: transport ? 'pending' : 'stored' };
    },
    async sendNow(message): Promise<EmailSendResult> {
      const normalized = normalize(message);
      if (!transport) return { id: await record(message), status: 'stored' };
      const now = clock();
      // Held by this request while it delivers: no dispatcher takes it meanwhile; after a crash one does.
      const id = await outbox.insert(normalized, {
        status: 'pending',
        at: now,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
      });
      const sent = await attempt(id, normalized, 1, true);
      // Copies (a passenger's) go the usual way: written now, delivered by the dispatcher.
      for (const copy of message.copies ?? []) await record(copy);
      if (message.copies?.length) kick();
      return { id, status: sent ? 'sent' : 'failed' };
    },
    delivers: (channel) => active.includes(channel),
    start(): () => void {
      if (active.length === 0) return () => {};
      let timer: NodeJS.Timeout | undefined;
      let stopped = false;
      const tick = () => {
        if (stopped) return;
        drain()
          .catch((err: unknown) => log.error({ err }, 'email dispatch pass failed'))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, POLL_MS);
          });
      };
      timer = setTimeout(tick, 0);
      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    },
  };
}
