import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on localhost, inside the test. */
function startSmtp(): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ server, port: (server.server.address() as AddressInfo).port, received });
    });
  });
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => smtp.server.close(() => r()));
});

describe('SMTP email provider', () => {
  it('delivers the contact emails over SMTP and records them as sent', async () => {
    expect(t.app.ctx.email.provider).toBe('smtp');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Grace Park',
        email: 'grace@example.com',
        phone: '212-555-0123',
        subject: 'reservation',
        message: 'Please call me about a wedding on June 12.',
      },
    });
    expect(res.statusCode).toBe(201);
    await t.app.ctx.tasks.idle(); // delivered by the outbox's dispatcher, after the answer
    const toOperator = smtp.received.find((m) => m.to.includes(t.env.OPERATOR_EMAIL));
    expect(toOperator).toBeDefined();
    expect(toOperator?.from).toBe('reservations@empirechauffeur.nyc');
    expect(toOperator?.raw).toContain('Subject: [Website] Reservation from Grace Park');
    expect(toOperator?.raw).toContain('wedding on June 12');
    expect(smtp.received.some((m) => m.to.includes('grace@example.com'))).toBe(true);
    const [stored] = await outboxFor(t.database, 'grace@example.com');
    expect(stored?.status).toBe('sent');
    expect(stored?.sentAt).toBeInstanceOf(Date);
    // Every delivery of an outbox row carries the row's Message-ID: a repeat after a crash is recognisable.
    const toCustomer = smtp.received.find((m) => m.to.includes('grace@example.com'));
    expect(toCustomer?.raw).toContain(`Message-ID: <${stored?.id}@empirechauffeur.nyc>`);
  });

  it('keeps the message and answers the customer when the SMTP server is down', async () => {
    // The app's clock, fixed: the retry time is measured on it, not on how long the failed attempt took.
    const now = new Date('2030-05-04T14:00:00Z');
    const down = await createTestApp({ clock: () => now, env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    const res = await down.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ivan Petrov',
        email: 'ivan@example.com',
        phone: '212-555-0124',
        subject: 'other',
        message: 'Do you serve Greenwich, Connecticut?',
      },
    });
    expect(res.statusCode).toBe(201);
    await down.app.ctx.tasks.idle();
    // Kept, and tried again in a minute (then 5, 15, 60 and 180 minutes later).
    const [stored] = await outboxFor(down.database, 'ivan@example.com');
    expect(stored).toMatchObject({ status: 'pending', attempts: 1 });
    expect(stored?.error).toBeTruthy();
    expect(stored?.nextAttemptAt).toEqual(new Date(now.getTime() + 60_000));
    await down.close();
  });
});
