import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { emailOutbox } from '../../src/server/db/schema/email.ts';
import { createOutboxRepository } from '../../src/server/integrations/email/email.repository.ts';
import { createEmailService, MAX_ATTEMPTS } from '../../src/server/integrations/email/email.service.ts';
import type { EmailMessage, EmailPort } from '../../src/server/integrations/email/types.ts';
import { signInAs } from '../support/accounts.ts';
import { call, cityRide, createBooking, payWithTestCard, warmQuotes } from '../support/checkout-flow.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The transactional outbox (email.service.ts): every email is written in the transaction of the change it
 * reports, and a dispatcher delivers it after the commit, with retries, once across processes.
 */

type Delivered = EmailMessage & { from: string; messageId?: string };

/** A transport that fails while `down` is set, with a 4xx (try later) or a 5xx (never) answer. */
function flakyTransport() {
  const delivered: Delivered[] = [];
  const state = { down: null as null | 421 | 550 };
  return {
    delivered,
    state,
    transport: {
      deliver(message: Delivered): Promise<void> {
        if (state.down) {
          const err = Object.assign(new Error(`${state.down} mailbox busy`), { responseCode: state.down });
          return Promise.reject(err);
        }
        delivered.push(message);
        return Promise.resolve();
      },
    },
  };
}

const clock = { now: Date.parse('2026-12-01T15:00:00Z') };
const tick = (ms: number) => (clock.now += ms);
const silent = { info() {}, error() {}, warn() {} } as unknown as Parameters<
  typeof createEmailService
>[0]['log'];

let t: TestApp;
const smtp = flakyTransport();
beforeAll(async () => {
  t = await createTestApp({ emailTransport: smtp.transport });
});
afterAll(() => t.close());

/** A second process's email service on the same database, with its own transport and clock. */
function otherProcess(transport = flakyTransport()) {
  const service = createEmailService({
    outbox: createOutboxRepository(t.database.db),
    transport: transport.transport,
    from: 'Empire Chauffeur <reservations@empirechauffeur.nyc>',
    log: silent,
    background: { run: (_name, task) => void task() },
    clock: () => new Date(clock.now),
  });
  return { service, ...transport };
}

const message = (to: string): EmailMessage => ({
  to,
  subject: 'Hello',
  text: 'Hi',
  kind: 'contact-operator',
});

async function row(id: string) {
  const [r] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return r;
}

describe('the dispatcher', () => {
  it('retries a temporary failure later, then marks the email sent', async () => {
    const p = otherProcess();
    p.state.down = 421;
    const { id, status } = await p.service.send(message('retry@example.com'));
    expect(status).toBe('pending');
    await p.service.drain();
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1, error: '421 mailbox busy' });
    expect((await row(id))?.nextAttemptAt?.getTime()).toBe(clock.now + 60_000);

    p.state.down = null;
    await p.service.drain(); // not due yet
    expect(p.delivered).toHaveLength(0);
    tick(60_000);
    await p.service.drain();
    expect(p.delivered).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, error: null, leaseUntil: null });
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts, and at once on a permanent refusal`, async () => {
    const p = otherProcess();
    p.state.down = 421;
    const { id } = await p.service.send(message('never@example.com'));
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await p.service.drain();
      tick(4 * 60 * 60_000);
    }
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });

    p.state.down = 550;
    const refused = await p.service.send(message('nobody@example.com'));
    await p.service.drain();
    expect(await row(refused.id)).toMatchObject({ status: 'failed', attempts: 1, error: '550 mailbox busy' });
  });

  it('two processes draining at once deliver every email exactly once', async () => {
    const a = otherProcess();
    const b = otherProcess();
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) ids.push(await a.service.record(message(`once${i}@example.com`)));
    await Promise.all([a.service.drain(), b.service.drain(), a.service.drain(), b.service.drain()]);
    const to = [...a.delivered, ...b.delivered].map((m) => m.to).filter((x) => x.startsWith('once'));
    expect(to).toHaveLength(25);
    expect(new Set(to).size).toBe(25);
    for (const id of ids) expect((await row(id))?.status).toBe('sent');
  });

  it('takes over the emails of a process that crashed while delivering them, with the same Message-ID', async () => {
    const crashed = otherProcess();
    const id = await crashed.service.record(message('crash@example.com'));
    // The crashed process took the email (its lease) and never came back to mark it.
    const repo = createOutboxRepository(t.database.db);
    const now = new Date(clock.now);
    const held = await repo.claimDue(50, now, new Date(clock.now + 120_000));
    expect(held.map((r) => r.id)).toContain(id);

    const survivor = otherProcess();
    await survivor.service.drain();
    expect(survivor.delivered.filter((m) => m.to === 'crash@example.com')).toHaveLength(0);
    tick(120_001);
    await survivor.service.drain();
    const got = survivor.delivered.filter((m) => m.to === 'crash@example.com');
    expect(got).toHaveLength(1);
    expect(got[0]?.messageId).toBe(`<${id}@empirechauffeur.nyc>`);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('keeps the attachments, so a delivery after a restart sends them as written', async () => {
    const p = otherProcess();
    const pdf = Buffer.from('%PDF-1.4 receipt');
    const id = await p.service.record({
      ...message('attach@example.com'),
      attachments: [{ filename: 'receipt.pdf', contentType: 'application/pdf', content: pdf }],
    });
    expect((await row(id))?.attachments).toEqual([
      { filename: 'receipt.pdf', contentType: 'application/pdf', size: pdf.length },
    ]);
    const restarted = otherProcess();
    await restarted.service.drain();
    const [sent] = restarted.delivered.filter((m) => m.to === 'attach@example.com');
    expect(sent?.attachments?.[0]?.filename).toBe('receipt.pdf');
    expect(Buffer.from(sent?.attachments?.[0]?.content ?? '').equals(pdf)).toBe(true);
  });
});

describe("a booking's confirmation email", () => {
  beforeAll(() => warmQuotes(t.app));

  async function paidBooking() {
    const customer = await signInAs(t.app, t.database, 'passenger');
    const created = await createBooking(t.app, customer.cookie, cityRide());
    expect(created.status, created.raw).toBe(201);
    const intent = await payWithTestCard(t.app, customer.cookie, created.body.id);
    const confirm = () =>
      call(t.app, 'POST', '/api/confirm-booking', customer.cookie, {
        paymentIntentId: intent.paymentIntentId,
      });
    return { id: created.body.id, confirm };
  }
  const confirmations = (bookingId: string) =>
    t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, bookingId), eq(emailOutbox.kind, 'booking-confirmation')));
  const status = async (id: string) =>
    (await t.database.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.s;

  it('commits with the confirmation: when the email cannot be written, the booking is not confirmed either', async () => {
    const booking = await paidBooking();
    const email: EmailPort = t.app.ctx.email;
    const record = email.record;
    email.record = () => Promise.reject(new Error('disk full'));
    try {
      const failed = await booking.confirm();
      expect(failed.status).toBe(500);
    } finally {
      email.record = record;
    }
    expect(await status(booking.id)).toBe('pending');
    expect(await confirmations(booking.id)).toHaveLength(0);

    // The browser's retry (or the webhook) confirms it, with one email, delivered after the answer.
    const again = await booking.confirm();
    expect(again.status, again.raw).toBe(200);
    expect(await status(booking.id)).toBe('confirmed');
    await t.app.ctx.tasks.idle();
    const [mail] = await confirmations(booking.id);
    expect(mail).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.delivered.filter((m) => m.bookingId === booking.id)).toHaveLength(1);
  });

  it('is written once however many confirmations race, and delivered once', async () => {
    const booking = await paidBooking();
    const answers = await Promise.all(Array.from({ length: 6 }, () => booking.confirm()));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    await t.app.ctx.tasks.idle();
    expect(await confirmations(booking.id)).toHaveLength(1);
    expect(smtp.delivered.filter((m) => m.bookingId === booking.id)).toHaveLength(1);
  });

  it('answers before the mail server does: a slow SMTP server never holds the confirmation', async () => {
    const booking = await paidBooking();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const deliver = smtp.transport.deliver;
    smtp.transport.deliver = async (m) => {
      await gate;
      return deliver(m);
    };
    try {
      const answer = await booking.confirm();
      expect(answer.status, answer.raw).toBe(200);
      expect((await confirmations(booking.id))[0]?.status).toBe('pending');
    } finally {
      release();
      smtp.transport.deliver = deliver;
    }
    await t.app.ctx.tasks.idle();
    expect((await confirmations(booking.id))[0]?.status).toBe('sent');
  });
});
