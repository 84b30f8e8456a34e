import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRepository } from './email.repository.ts';
import type { EmailPort, EmailTransport } from './types.ts';

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
  return {
    provider: transport ? 'smtp' : 'outbox',
    async send(message) {
      const normalized = { ...message, to: message.to.trim().toLowerCase() };
      const id = await outbox.insert(normalized);
      if (!transport) {
        log.info(
          { emailId: id, to: normalized.to, kind: message.kind },
          `email stored in outbox: ${message.subject}`,
        );
        return { id, status: 'stored' };
      }
      try {
        await transport.deliver({ ...normalized, from });
        await outbox.markSent(id);
        log.info({ emailId: id, kind: message.kind }, 'email sent over SMTP');
        return { id, status: 'sent' };
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        await outbox.markFailed(id, reason);
        log.error({ emailId: id, err: reason }, 'email delivery failed');
        return { id, status: 'failed' };
      }
    },
  };
}
