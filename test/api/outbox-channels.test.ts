import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxList } from '../../src/shared/contracts/admin-ops.ts';
import { signInAs } from '../support/accounts.ts';
import { adminCall } from '../support/admin.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Decision 30: the admin's Outbox lists every channel's rows, filters by channel, and resends only emails. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp({});
  admin = await signInAs(t.app, t.database, 'admin');
});
afterAll(() => t.close());

const list = (query: string) =>
  adminCall<OutboxList & { code?: string }>(t.app, 'GET', `/api/admin/outbox?${query}`, admin.cookie);

describe('outbox channels', () => {
  it('lists SMS rows by channel with their text, and an opted-out number as skipped', async () => {
    await t.app.ctx.messaging.repo.optOut('+12125550190', 'inbound', 'STOP', new Date());
    await t.database.db.transaction(async (tx) => {
      await t.app.notifications.enqueueSms(tx, {
        to: '2125550191',
        body: 'Trip NYC-1 assigned.',
        kind: 'driver-job-assigned',
      });
      await t.app.notifications.enqueueSms(tx, {
        to: '2125550190',
        body: 'Trip NYC-2 assigned.',
        kind: 'driver-job-assigned',
      });
    });
    const sms = await list('channel=sms');
    expect(sms.status).toBe(200);
    expect(sms.body.emails.map((e) => [e.channel, e.to, e.preview, e.status])).toEqual([
      ['sms', '+12125550190', 'Trip NYC-2 assigned.', 'skipped'],
      ['sms', '+12125550191', 'Trip NYC-1 assigned.', 'stored'],
    ]);
    const skipped = await list('status=skipped');
    expect(skipped.body.emails.map((e) => e.error)).toEqual(['opted out (STOP)']);
    expect((await list('channel=email')).body.emails.every((e) => e.channel === 'email')).toBe(true);
  });

  it('refuses an unknown channel, and a resend of an SMS', async () => {
    const bad = await list('channel=fax');
    expect([bad.status, bad.body.code]).toEqual([400, 'outbox.channelInvalid']);
    const [row] = (await list('channel=sms')).body.emails;
    const res = await adminCall<{ code: string }>(
      t.app,
      'POST',
      `/api/admin/outbox/${row?.id}/resend`,
      admin.cookie,
      {},
    );
    expect([res.status, res.body.code]).toEqual([409, 'outbox.resendEmailOnly']);
  });
});
