import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../src/server/db/schema/audit.ts';
import { contactMessages } from '../../src/server/db/schema/contact.ts';
import type { AuditList, ContactMessage, MessageList } from '../../src/shared/contracts/admin-ops.ts';
import { nextIp } from '../support/accounts.ts';
import {
  auditRows,
  backOfficeApi,
  backOfficeSessions,
  expectError,
  NO_ID,
  uniqueTag,
} from '../support/admin-ops.ts';
import { insertBooking } from '../support/bookings.ts';
import { applyToDrive, approveApplication } from '../support/drivers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The back office's contact messages and audit log (the outbox: admin-outbox.test.ts). */
let t: TestApp;
let s: Awaited<ReturnType<typeof backOfficeSessions>>;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { contact: { max: 10_000, timeWindow: 60_000 } } });
  s = await backOfficeSessions(t);
});
afterAll(() => t.close());

const { call, get } = backOfficeApi(
  () => t,
  () => s.admin.cookie,
);

describe('every route is for admins only', () => {
  const routes: [method: 'GET' | 'POST' | 'PATCH', url: string, body?: object][] = [
    ['GET', '/api/admin/outbox'],
    ['GET', `/api/admin/outbox/${NO_ID}`],
    ['POST', `/api/admin/outbox/${NO_ID}/resend`],
    ['GET', '/api/admin/messages'],
    ['PATCH', `/api/admin/messages/${NO_ID}`, { handled: true }],
    ['GET', '/api/admin/audit'],
  ];
  it.each(routes)(
    '%s %s: anonymous 401, guest, passenger and driver 403, admin allowed',
    async (m, url, body) => {
      expect((await call(m, url, body, '')).statusCode).toBe(401);
      for (const cookie of [s.guest, s.passenger.cookie, s.driver.cookie]) {
        expectError(await call(m, url, body, cookie), 403, 'auth.forbidden');
      }
      // The admin reaches the route: a list answers, an unknown id is the route's own 404.
      expect([200, 404]).toContain((await call(m, url, body)).statusCode);
    },
  );
});

describe('GET and PATCH /api/admin/messages', () => {
  async function contact(tag: string, name: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name,
        email: `${tag}.${name.toLowerCase()}@example.com`,
        phone: '+1 (212) 555-0199',
        subject: 'quote',
        message: `Please call me back about ${tag}, thank you.`,
      },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
  const openInDb = async () =>
    (await t.database.db.select().from(contactMessages)).filter((m) => m.handledAt === null).length;

  it('lists open messages by default, searches, marks handled and open again with audit entries', async () => {
    const tag = uniqueTag('msg');
    await contact(tag, 'Alice');
    await contact(tag, 'Bruno');
    const open = await get<MessageList>(`/api/admin/messages?q=${tag}`);
    expect(open.messages.map((m) => m.name)).toEqual(['Bruno', 'Alice']);
    expect(open).toMatchObject({ total: 2, page: 1, pageSize: 25, openCount: await openInDb() });
    expect(open.messages[0]).toMatchObject({
      handledAt: null,
      handledBy: null,
      subject: 'quote',
      locale: 'en',
    });
    expect(
      (await get<MessageList>(`/api/admin/messages?q=${tag}.alice`)).messages.map((m) => m.name),
    ).toEqual(['Alice']);
    const alice = open.messages[1] as ContactMessage;

    const marked = await call('PATCH', `/api/admin/messages/${alice.id}`, { handled: true });
    expect(marked.statusCode, marked.body).toBe(200);
    const handled = marked.json<ContactMessage>();
    expect(handled.handledBy).toBe('Test admin');
    expect(handled.handledAt).not.toBeNull();
    const openNow = await get<MessageList>(`/api/admin/messages?q=${tag}`);
    expect(openNow.messages.map((m) => m.name)).toEqual(['Bruno']);
    expect(openNow.openCount).toBe(open.openCount - 1);
    expect((await get<MessageList>(`/api/admin/messages?q=${tag}&state=handled`)).messages).toEqual([
      handled,
    ]);
    expect((await get<MessageList>(`/api/admin/messages?q=${tag}&state=all`)).total).toBe(2);

    // Asking again changes nothing (no second entry).
    const again = await call(
      'PATCH',
      `/api/admin/messages/${alice.id}`,
      { handled: true },
      s.otherAdmin.cookie,
    );
    expect(again.json<ContactMessage>()).toEqual(handled);
    const entries = await auditRows(t, 'message.handled', alice.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUserId: s.admin.user.id,
      entityType: 'message',
      before: { handled: false, handledAt: null, handledBy: null },
      after: { handled: true, handledAt: handled.handledAt, handledBy: s.admin.user.id },
    });

    const reopened = await call(
      'PATCH',
      `/api/admin/messages/${alice.id}`,
      { handled: false },
      s.otherAdmin.cookie,
    );
    expect(reopened.json<ContactMessage>()).toMatchObject({ handledAt: null, handledBy: null });
    const after = await auditRows(t, 'message.handled', alice.id);
    expect(after).toHaveLength(2);
    expect(after.find((e) => e.actorUserId === s.otherAdmin.user.id)).toMatchObject({
      before: { handled: true, handledBy: s.admin.user.id },
      after: { handled: false, handledAt: null, handledBy: null },
    });
  });

  it('of two admins marking one message at once, one entry is written', async () => {
    const tag = uniqueTag('race');
    await contact(tag, 'Carla');
    const [carla] = (await get<MessageList>(`/api/admin/messages?q=${tag}`)).messages;
    const results = await Promise.all([
      call('PATCH', `/api/admin/messages/${carla?.id}`, { handled: true }),
      call('PATCH', `/api/admin/messages/${carla?.id}`, { handled: true }, s.otherAdmin.cookie),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await auditRows(t, 'message.handled', carla?.id ?? '')).toHaveLength(1);
  });

  it('refuses bad input with its codes', async () => {
    expectError(await call('GET', '/api/admin/messages?state=closed'), 400, 'messages.stateInvalid');
    expectError(
      await call('PATCH', `/api/admin/messages/${NO_ID}`, { handled: true }),
      404,
      'messages.notFound',
    );
    // 36 characters but not a UUID: refused by the contract before any query (issue 18), with the same code.
    expectError(
      await call('PATCH', `/api/admin/messages/${'-'.repeat(36)}`, { handled: true }),
      400,
      'messages.notFound',
    );
    const [any] = await t.database.db.select().from(contactMessages).limit(1);
    expectError(await call('PATCH', `/api/admin/messages/${any?.id}`, {}), 400, 'messages.handledRequired');
    expectError(
      await call('PATCH', `/api/admin/messages/${any?.id}`, { handled: 'yes' }),
      400,
      'messages.handledRequired',
    );
  });
});

describe('GET /api/admin/audit', () => {
  it('filters by action, record (a booking by id or number), admin and New York dates, newest first', async () => {
    const booking = await insertBooking(t.database, { userId: s.passenger.user.id });
    const entry = (at: string, extra: Partial<typeof adminAuditLog.$inferInsert> = {}) => ({
      actorUserId: s.admin.user.id,
      action: 'booking.status' as const,
      entityType: 'booking' as const,
      entityId: booking.id,
      summary: `${booking.number}: confirmed → cancelled at ${at}`,
      before: { status: 'confirmed' },
      after: { status: 'cancelled' },
      createdAt: new Date(at),
      ...extra,
    });
    await t.database.db.insert(adminAuditLog).values([
      // 2026-03-06 23:59 and 2026-03-07 00:00 in New York (EST, UTC-5)
      entry('2026-03-07T04:59:00Z'),
      entry('2026-03-07T05:00:00Z', { action: 'booking.assign' }),
      // 2026-03-08 23:59 and 2026-03-09 00:00 in New York (EDT since that morning, UTC-4)
      entry('2026-03-09T03:59:00Z', { actorUserId: s.otherAdmin.user.id }),
      entry('2026-03-09T04:00:00Z'),
    ]);
    const summaries = (list: AuditList) => list.entries.map((e) => e.summary.slice(-20));

    const range = await get<AuditList>('/api/admin/audit?from=2026-03-07&to=2026-03-08');
    expect(summaries(range)).toEqual(['2026-03-09T03:59:00Z', '2026-03-07T05:00:00Z']);
    expect(range.total).toBe(2);
    const oneDay = await get<AuditList>('/api/admin/audit?from=2026-03-06&to=2026-03-06');
    expect(summaries(oneDay)).toEqual(['2026-03-07T04:59:00Z']);

    // A booking by its number (any case) or its id.
    const byNumber = await get<AuditList>(`/api/admin/audit?entityId=${booking.number.toLowerCase()}`);
    expect(byNumber.total).toBe(4);
    expect(summaries(byNumber)[0]).toBe('2026-03-09T04:00:00Z');
    const byId = await get<AuditList>(`/api/admin/audit?entityType=booking&entityId=${booking.id}`);
    expect(byId.entries.map((e) => e.id)).toEqual(byNumber.entries.map((e) => e.id));
    expect((await get<AuditList>(`/api/admin/audit?entityType=driver&entityId=${booking.id}`)).total).toBe(0);

    const assign = await get<AuditList>(`/api/admin/audit?action=booking.assign&entityId=${booking.number}`);
    expect(summaries(assign)).toEqual(['2026-03-07T05:00:00Z']);
    const byActor = await get<AuditList>(
      `/api/admin/audit?actorId=${s.otherAdmin.user.id}&entityId=${booking.id}`,
    );
    expect(summaries(byActor)).toEqual(['2026-03-09T03:59:00Z']);
    expect(byActor.entries[0]).toMatchObject({
      actor: { id: s.otherAdmin.user.id, name: 'Test admin', email: s.otherAdmin.user.email },
      action: 'booking.status',
      entityType: 'booking',
      entityId: booking.id,
      before: { status: 'confirmed' },
      after: { status: 'cancelled' },
    });
    expect(byActor.actors).toEqual(
      expect.arrayContaining([
        { id: s.admin.user.id, name: 'Test admin' },
        { id: s.otherAdmin.user.id, name: 'Test admin' },
      ]),
    );
    expect(byActor.actors.map((a) => a.id)).not.toContain(s.passenger.user.id);

    const paged = await get<AuditList>(`/api/admin/audit?entityId=${booking.id}&pageSize=5&page=1`);
    expect(paged).toMatchObject({ total: 4, page: 1, pageSize: 5 });
    const all = await get<AuditList>('/api/admin/audit?pageSize=200');
    const times = all.entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses bad filters with their codes', async () => {
    expectError(await call('GET', '/api/admin/audit?from=2026-03-09&to=2026-03-08'), 400, 'admin.dateRange');
    expectError(await call('GET', '/api/admin/audit?from=2026-02-31'), 400, 'admin.dateInvalid');
    expectError(await call('GET', '/api/admin/audit?to=03/08/2026'), 400, 'admin.dateInvalid');
    expectError(await call('GET', '/api/admin/audit?action=booking.delete'), 400, 'audit.actionInvalid');
    expectError(await call('GET', '/api/admin/audit?entityType=user'), 400, 'audit.entityInvalid');
    expectError(await call('GET', `/api/admin/audit?actorId=${'-'.repeat(36)}`), 400, 'audit.actorInvalid');
    expectError(await call('GET', '/api/admin/audit?actorId=bob'), 400, 'audit.actorInvalid');
  });

  it('records the review of driver applications without their invitation codes', async () => {
    const applied = await applyToDrive(t.app);
    const approved = await approveApplication(t.app, s.admin.cookie, applied.id);
    for (const action of ['resend-invitation', 'regenerate-invitation']) {
      const res = await call('POST', `/api/driver-applications/${applied.id}/${action}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const rejected = await applyToDrive(t.app);
    await call('POST', `/api/driver-applications/${rejected.id}/reject`, { reason: 'No insurance' });

    const res = await call('GET', `/api/admin/audit?entityType=application&entityId=${applied.id}`);
    const log = res.json<AuditList>();
    expect(log.entries.map((e) => e.action)).toEqual([
      'application.regenerate',
      'application.resend',
      'application.approve',
    ]);
    expect(log.entries.every((e) => e.actor?.id === s.admin.user.id)).toBe(true);
    expect(res.body).not.toContain(approved.invitationCode);
    expect(res.body).not.toMatch(/TAXI-\d/);
    expect(log.entries[2]?.summary).toContain(`…${approved.invitationCode.slice(-2)}`);

    const rejection = await get<AuditList>(
      `/api/admin/audit?action=application.reject&entityId=${rejected.id}`,
    );
    expect(rejection.entries[0]).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'rejected', reason: 'No insurance' },
    });
  });
});
