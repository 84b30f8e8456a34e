import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { rowMessage, type OutboxRepository } from './email.repository.ts';
import type { EmailMessage, EmailPort, EmailSendResult, EmailTransport } from './types.ts';

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

/** SMTP answers 5xx for a refusal that will not change (no such mailbox …): no retry. */
function permanent(err: unknown): boolean {
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
 */
export function createEmailService(deps: {
  outbox: OutboxRepository;
  transport?: EmailTransport;
  from: string;
  log: FastifyBaseLogger;
  /** Runs the dispatcher's passes off the request that asked for them (app.ctx.tasks). */
  background: { run(name: string, task: () => Promise<unknown>): void };
  clock?: () => Date;
}): EmailPort {
  const { outbox, transport, from, log } = deps;
  const clock = deps.clock ?? (() => new Date());
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  const messageId = (id: string) => `<${id}@${domain}>`;

  const normalize = (message: EmailMessage): EmailMessage => ({
    ...message,
    to: message.to.trim().toLowerCase(),
  });

  /** One delivery attempt of a held row; true when it was sent. */
  async function attempt(id: string, message: EmailMessage, attempts: number, final: boolean) {
    if (!transport) return false;
    try {
      await transport.deliver({ ...message, from, messageId: messageId(id) });
      await outbox.markSent(id, clock());
      log.info({ emailId: id, kind: message.kind }, 'email sent over SMTP');
      return true;
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const delay = RETRY_DELAYS_MS[attempts - 1];
      const retryAt =
        final || permanent(err) || attempts >= MAX_ATTEMPTS || delay === undefined
          ? null
          : new Date(clock().getTime() + delay);
      await outbox.markAttemptFailed(id, reason, retryAt);
      log.error({ emailId: id, err: reason, attempts, retryAt }, 'email delivery failed');
      return false;
    }
  }

  let draining: Promise<void> | null = null;
  let again = false;
  /** Delivers every due pending email, batch by batch; one pass at a time per process. */
  async function drainOnce(): Promise<void> {
    for (;;) {
      const now = clock();
      const rows = await outbox.claimDue(BATCH, now, new Date(now.getTime() + LEASE_MS));
      if (rows.length === 0) return;
      for (const row of rows) await attempt(row.id, rowMessage(row), row.attempts, false);
    }
  }
  function drain(): Promise<void> {
    if (!transport) return Promise.resolve();
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
    if (transport) deps.background.run('email dispatch', drain);
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
    start(): () => void {
      if (!transport) return () => {};
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
