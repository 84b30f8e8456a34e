import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/server/db/schema/email.ts';
import type { EmailMessage } from '../../src/server/integrations/email/types.ts';
import type { OutboxEmail, OutboxEmailDetail, OutboxList } from '../../src/shared/contracts/admin-ops.ts';
import { nextIp, signInAs } from '../support/accounts.ts';
import {
  auditRows,
  backOfficeApi,
  backOfficeSessions,
  expectError,
  NO_ID,
  uniqueTag,
} from '../support/admin-ops.ts';
import { insertBooking } from '../support/bookings.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The app's clock: far from the machine's, a millisecond further at each reading (so rows keep their order).
 * The resend gap (a minute) is measured on it alone, however slow the machine (issue 32).
 */
let now = Date.parse('2030-01-15T15:00:00Z');
const clock = () => new Date((now += 1));

/** The back office's outbox: list, search, detail, resend (the 401/403 table: admin-ops.test.ts). */
let t: TestApp;
let s: Awaited<ReturnType<typeof backOfficeSessions>>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  s = await backOfficeSessions(t);
});
afterAll(() => t.close());

const { call, get } = backOfficeApi(
  () => t,
  () => s.admin.cookie,
);

describe('GET /api/admin/outbox', () => {
  it('lists newest first with a 200-character preview and the booking number; searches, filters and pages', async () => {
    const tag = uniqueTag('ob');
    const booking = await insertBooking(t.database, { userId: s.passenger.user.id });
    const base = Date.now() - 3_600_000;
    const rows = Array.from({ length: 7 }, (_, i) => ({
      to: `${tag}-${i}@example.com`,
      subject: `Subject ${i} ${tag}`,
      text: `Body ${i} `.repeat(60),
      html: `<p>Body ${i}</p>`,
      kind: i === 3 ? 'booking-confirmation' : 'contact-acknowledgement',
      status: (i === 2 ? 'failed' : i === 4 ? 'sent' : 'stored') as 'failed' | 'sent' | 'stored',
      error: i === 2 ? 'connection refused' : null,
      bookingId: i === 3 ? booking.id : null,
      createdAt: new Date(base + i * 1000),
    }));
    await t.database.db.insert(emailOutbox).values(rows);

    const all = await get<OutboxList>(`/api/admin/outbox?q=${tag}`);
    expect(all.total).toBe(7);
    expect(all.page).toBe(1);
    expect(all.pageSize).toBe(25);
    expect(all.emails.map((e) => e.to)).toEqual(rows.map((r) => r.to).reverse());
    const first = all.emails[0];
    expect(first?.preview).toBe(rows[6]?.text.slice(0, 200));
    expect(first?.preview).toHaveLength(200);
    expect(first).not.toHaveProperty('text');
    expect(all.emails.find((e) => e.kind === 'booking-confirmation')).toMatchObject({
      bookingId: booking.id,
      bookingNumber: booking.number,
    });

    // Paging: 7 rows in pages of 5.
    const second = await get<OutboxList>(`/api/admin/outbox?q=${tag}&pageSize=5&page=2`);
    expect(second).toMatchObject({ total: 7, page: 2, pageSize: 5 });
    expect(second.emails.map((e) => e.to)).toEqual([rows[1]?.to, rows[0]?.to]);

    // Search by recipient, subject and booking number (any case); the pattern characters are literal.
    expect((await get<OutboxList>(`/api/admin/outbox?q=${tag}-5@`)).emails.map((e) => e.to)).toEqual([
      rows[5]?.to,
    ]);
    expect((await get<OutboxList>(`/api/admin/outbox?q=subject%205%20${tag}`)).total).toBe(1);
    const byNumber = await get<OutboxList>(`/api/admin/outbox?q=${booking.number.toLowerCase()}`);
    expect(byNumber.emails.map((e) => e.to)).toEqual([rows[3]?.to]);
    expect((await get<OutboxList>(`/api/admin/outbox?q=${tag}%25`)).total).toBe(0);
    expect((await get<OutboxList>(`/api/admin/outbox?q=${tag.slice(0, 2)}_${tag.slice(3)}`)).total).toBe(0);

    // Filters.
    const failed = await get<OutboxList>(`/api/admin/outbox?q=${tag}&status=failed`);
    expect(failed.emails.map((e) => [e.to, e.error])).toEqual([[rows[2]?.to, 'connection refused']]);
    expect((await get<OutboxList>(`/api/admin/outbox?q=${tag}&status=sent`)).total).toBe(1);
    expect((await get<OutboxList>(`/api/admin/outbox?q=${tag}&status=stored`)).total).toBe(5);
    const kind = await get<OutboxList>(`/api/admin/outbox?q=${tag}&kind=booking-confirmation`);
    expect(kind.emails.map((e) => e.to)).toEqual([rows[3]?.to]);

    // The whole outbox: newest first.
    const everything = await get<OutboxList>('/api/admin/outbox?pageSize=200');
    const times = everything.emails.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses bad filters with their codes', async () => {
    expectError(await call('GET', '/api/admin/outbox?status=lost'), 400, 'outbox.statusInvalid');
    expectError(await call('GET', '/api/admin/outbox?pageSize=3'), 400, 'admin.pageSizeInvalid');
    expectError(await call('GET', '/api/admin/outbox?page=0'), 400, 'admin.pageInvalid');
    expectError(await call('GET', `/api/admin/outbox?q=${'x'.repeat(101)}`), 400, 'admin.searchTooLong');
  });
});

describe('GET /api/admin/outbox/{id}', () => {
  it('shows one email in full; an unknown or malformed id is 404', async () => {
    const tag = uniqueTag('detail');
    const { id } = await t.app.ctx.email.send({
      to: `${tag}@example.com`,
      subject: `Detail ${tag}`,
      text: 'Line one\nLine two',
      html: '<p>Line one</p>',
      replyTo: 'desk@example.com',
      kind: 'contact-operator',
      attachments: [{ filename: 'receipt.pdf', contentType: 'application/pdf', content: Buffer.alloc(10) }],
    });
    const detail = await get<OutboxEmailDetail>(`/api/admin/outbox/${id}`);
    expect(detail).toMatchObject({
      id,
      to: `${tag}@example.com`,
      text: 'Line one\nLine two',
      html: '<p>Line one</p>',
      replyTo: 'desk@example.com',
      status: 'stored',
      resendOf: null,
      attachments: [{ filename: 'receipt.pdf', contentType: 'application/pdf', size: 10 }],
    });
    expectError(await call('GET', `/api/admin/outbox/${NO_ID}`), 404, 'outbox.notFound');
    // Not shaped like an id (36 hyphens included): refused by the contract before any query, same code.
    for (const bad of ['abc', 'g'.repeat(36), '-'.repeat(36)]) {
      expectError(await call('GET', `/api/admin/outbox/${bad}`), 400, 'outbox.notFound');
    }
    expectError(await call('GET', '/api/admin/outbox/%00'), 400, 'common.invalidCharacters');
  });
});

describe('POST /api/admin/outbox/{id}/resend', () => {
  async function original(extra: Partial<EmailMessage> = {}) {
    const tag = uniqueTag('resend');
    const booking = await insertBooking(t.database, { userId: s.passenger.user.id });
    const message: EmailMessage = {
      to: `${tag}@example.com`,
      subject: `Your ride ${tag}`,
      text: `Hello ${tag}`,
      html: `<p>Hello ${tag}</p>`,
      kind: 'booking-confirmation',
      bookingId: booking.id,
      attachments: [{ filename: 'receipt.pdf', contentType: 'application/pdf', content: Buffer.alloc(5) }],
      ...extra,
    };
    const { id } = await t.app.ctx.email.send(message);
    return { id, message, booking };
  }

  it('resends an email recorded before the outbox kept attachment contents without them, and says so', async () => {
    const { id } = await original();
    await t.database.db.update(emailOutbox).set({ attachmentContent: [] }).where(eq(emailOutbox.id, id));
    const res = await call('POST', `/api/admin/outbox/${id}/resend`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OutboxEmail>().attachments).toEqual([]);
    const [entry] = await auditRows(t, 'outbox.resend', id);
    expect(entry?.summary).toContain('without its attachments (receipt.pdf)');
    expect(entry?.after).toMatchObject({ attachmentsLeftOut: ['receipt.pdf'] });
  });

  it('stores a new row resending the same message and its attachments (without SMTP: stored), audited, and refuses a repeat within a minute', async () => {
    const { id, message, booking } = await original();
    const res = await call('POST', `/api/admin/outbox/${id}/resend`);
    expect(res.statusCode, res.body).toBe(200);
    const resent = res.json<OutboxEmail>();
    expect(resent.id).not.toBe(id);
    expect(resent).toMatchObject({
      to: message.to,
      subject: message.subject,
      kind: 'booking-confirmation',
      status: 'stored',
      resendOf: id,
      bookingId: booking.id,
      bookingNumber: booking.number,
      // The outbox keeps the attachments' content: the resend carries them.
      attachments: [{ filename: 'receipt.pdf', contentType: 'application/pdf', size: 5 }],
    });
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, resent.id));
    expect(row).toMatchObject({ text: message.text, html: message.html, resendOf: id });

    const [entry, ...more] = await auditRows(t, 'outbox.resend', id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ actorUserId: s.admin.user.id, entityType: 'email' });
    expect(entry?.summary).not.toContain('without its attachments');
    expect(entry?.after).toMatchObject({ emailId: resent.id, resendOf: id, attachmentsLeftOut: [] });

    // Within a minute: neither the same row nor its resend (one chain), by any admin.
    expectError(await call('POST', `/api/admin/outbox/${id}/resend`), 409, 'outbox.resendTooSoon');
    expectError(
      await call('POST', `/api/admin/outbox/${resent.id}/resend`, {}, s.otherAdmin.cookie),
      409,
      'outbox.resendTooSoon',
    );
    expect(await auditRows(t, 'outbox.resend', id)).toHaveLength(1);

    // A minute later it may go again; a resend of a resend points at the original.
    await t.database.db
      .update(emailOutbox)
      .set({ createdAt: new Date(now - 61_000) })
      .where(eq(emailOutbox.id, resent.id));
    const again = await call('POST', `/api/admin/outbox/${resent.id}/resend`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<OutboxEmail>().resendOf).toBe(id);
    expect(await auditRows(t, 'outbox.resend', resent.id)).toHaveLength(1);

    const chain = await get<OutboxList>(`/api/admin/outbox?q=${message.to}`);
    // Newest first: the second resend, the original, the first resend (moved a minute back above).
    expect(chain.emails.map((e) => e.resendOf)).toEqual([id, null, id]);
  });

  it('of two admins resending at once exactly one sends', async () => {
    const { id } = await original();
    const results = await Promise.all([
      call('POST', `/api/admin/outbox/${id}/resend`),
      call('POST', `/api/admin/outbox/${id}/resend`, {}, s.otherAdmin.cookie),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const copies = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.resendOf, id));
    expect(copies).toHaveLength(1);
    expect(await auditRows(t, 'outbox.resend', id)).toHaveLength(1);
  });

  it('an unknown email is 404 and stores nothing', async () => {
    expectError(await call('POST', `/api/admin/outbox/${NO_ID}/resend`), 404, 'outbox.notFound');
    expectError(await call('POST', `/api/admin/outbox/${'-'.repeat(36)}/resend`), 400, 'outbox.notFound');
    expect(await auditRows(t, 'outbox.resend', NO_ID)).toHaveLength(0);
  });

  it('with SMTP configured the resend is delivered (with its attachments) and marked sent', async () => {
    const delivered: EmailMessage[] = [];
    const smtp = await createTestApp({
      emailTransport: {
        async deliver(m) {
          delivered.push(m);
        },
      },
    });
    try {
      const boss = await signInAs(smtp.app, smtp.database, 'admin');
      const { id } = await smtp.app.ctx.email.send({
        to: 'rider@example.com',
        subject: 'Receipt',
        text: 'Thanks',
        kind: 'booking-receipt',
        attachments: [{ filename: 'r.pdf', contentType: 'application/pdf', content: 'x' }],
      });
      const res = await smtp.app.inject({
        method: 'POST',
        url: `/api/admin/outbox/${id}/resend`,
        headers: { cookie: boss.cookie },
        payload: {},
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<OutboxEmail>()).toMatchObject({ status: 'sent', resendOf: id });
      expect(res.json<OutboxEmail>().sentAt).not.toBeNull();
      expect(delivered).toHaveLength(2);
      expect(delivered[1]).toMatchObject({ to: 'rider@example.com', subject: 'Receipt', text: 'Thanks' });
      // The outbox keeps the attachments' content: the resend carries them as they were.
      expect(delivered[1]?.attachments?.map((a) => [a.filename, String(a.content)])).toEqual([
        ['r.pdf', 'x'],
      ]);
    } finally {
      await smtp.close();
    }
  });
});

describe("a customer's password reset in the outbox", () => {
  it('is listed under password-reset with the link masked, and a resend carries the real link', async () => {
    const customer = await signInAs(t.app, t.database, 'passenger');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: customer.user.email },
      remoteAddress: nextIp(),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await t.app.ctx.tasks.idle(); // the link is made and emailed after the answer
    const [stored] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, customer.user.email), eq(emailOutbox.kind, 'password-reset')));
    const token = /token=([\w-]+)/.exec(stored?.text ?? '')?.[1];
    expect(token).toBeTruthy();

    const res = await call('GET', `/api/admin/outbox?kind=password-reset&q=${customer.user.email}`);
    expect(res.statusCode).toBe(200);
    const list = res.json<OutboxList>();
    expect(list.emails).toHaveLength(1);
    expect(list.emails[0]).toMatchObject({
      kind: 'password-reset',
      to: customer.user.email,
      status: 'stored',
    });
    expect(list.emails[0]?.subject).toContain('Reset your');
    expect(res.body).not.toContain(token);

    const detail = await call('GET', `/api/admin/outbox/${stored?.id}`);
    expect(detail.body).not.toContain(token);
    expect(detail.json<OutboxEmailDetail>().text).toContain('/reset-password?token=••••••');

    const resent = await call('POST', `/api/admin/outbox/${stored?.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.body).not.toContain(token);
    const [copy] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, resent.json<OutboxEmail>().id));
    expect(copy?.text).toContain(`token=${token}`);
  });
});
