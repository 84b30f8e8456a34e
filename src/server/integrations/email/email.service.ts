import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRepository } from './email.repository.ts';
import type { EmailMessage, EmailPort, EmailSendResult, EmailTransport } from './types.ts';

/**
 * The embedded default records each email in the outbox table and logs a line.
 * With a transport (SMTP) it also delivers; a delivery failure is recorded, never thrown at the caller,
 * so a customer's request never fails because a mail server is down.
 */
export function createEmailService(deps: {
  outbox: OutboxRepository;
  transport?: EmailTransport;
  from: string;
  log: FastifyBaseLogger;
}): EmailPort {
  const { outbox, transport, from, log } = deps;

  async function deliver(id: string, message: EmailMessage): Promise<EmailSendResult> {
    if (!transport) {
      log.info(
        { emailId: id, to: message.to, kind: message.kind },
        `email stored in outbox: ${message.subject}`,
      );
      return { id, status: 'stored' };
    }
    try {
      await transport.deliver({ ...message, from });
      await outbox.markSent(id);
      log.info({ emailId: id, kind: message.kind }, 'email sent over SMTP');
      return { id, status: 'sent' };
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      await outbox.markFailed(id, reason);
      log.error({ emailId: id, err: reason }, 'email delivery failed');
      return { id, status: 'failed' };
    }
  }

  const normalize = (message: EmailMessage): EmailMessage => ({
    ...message,
    to: message.to.trim().toLowerCase(),
  });

  return {
    provider: transport ? 'smtp' : 'outbox',
    async send(message) {
      const normalized = normalize(message);
      return deliver(await outbox.insert(normalized), normalized);
    },
    deliverRecorded(id, message) {
      return deliver(id, normalize(message));
    },
  };
}
