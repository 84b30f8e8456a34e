import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '../../src/shared/contracts/push.ts';
import { users } from '../../src/server/db/schema/accounts.ts';
import { emailOutbox } from '../../src/server/db/schema/email.ts';
import { pushSubscriptions } from '../../src/server/db/schema/messaging.ts';
import { guestCookie, signInAs } from '../support/accounts.ts';
import { adminCall } from '../support/admin.ts';
import {
  browserKeys,
  startPushServiceStandIn,
  type PushServiceStandIn,
} from '../support/push-service-stand-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertOpenBooking, JFK, MIDTOWN, milesNorth, signInDriver } from '../support/trips.ts';

/**
 * Decision 30, web push: VAPID from configuration, the payload encrypted for the browser's keys (a local push
 * service decrypts it as the browser would), a 410 forgets the subscription, and the routes' ownership.
 */
const vapid = webpush.generateVAPIDKeys();
let ps: PushServiceStandIn;
let t: TestApp;
let path = 0;
beforeAll(async () => {
  ps = await startPushServiceStandIn();
  t = await createTestApp({
    env: {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:ops@example.com',
    },
  });
});
afterAll(async () => {
  await t.close();
  await ps.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string | null, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload ? { payload } : {}),
  });
/** Subscribes a new browser (its own keys and endpoint on the stand-in) for the session `cookie`. */
async function subscribe(cookie: string) {
  const keys = browserKeys();
  const p = `/push/${++path}`;
  ps.keys.set(p, keys);
  const endpoint = `${ps.baseUrl}${p}`;
  const res = await call('POST', '/api/push/subscriptions', cookie, { endpoint, keys: keys.json });
  expect(res.statusCode).toBe(201);
  return { endpoint, path: p };
}
const pushRowsOf = (bookingId: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, bookingId));

describe('web push delivery', () => {
  it('publishes the VAPID public key', async () => {
    const res = await call('GET', '/api/push/public-key', null);
    expect(res.json()).toEqual({ enabled: true, publicKey: vapid.publicKey });
  });

  it("an admin's assignment reaches the chauffeur's browser: encrypted, VAPID-signed, decrypted by the push service", async () => {
    const admin = await signInAs(t.app, t.database, 'admin');
    const d = await signInDriver(t.app, t.database, MIDTOWN);
    await t.database.db.update(users).set({ phone: '(212) 555-0188' }).where(eq(users.id, d.user.id));
    const sub = await subscribe(d.cookie);
    const b = await insertOpenBooking(t.database, { ...MIDTOWN });
    const res = await adminCall(t.app, 'POST', `/api/admin/bookings/${b.id}/assign-driver`, admin.cookie, {
      driverId: d.user.id,
    });
    expect(res.status).toBe(200);
    await t.app.ctx.email.drain();
    const got = ps.received.find((r) => r.path === sub.path);
    expect(got?.payload).toEqual({
      title: `Trip ${b.number} assigned to you`,
      body: expect.stringContaining('Active Trips') as string,
      url: '/driver/dashboard',
      tag: `job-${b.id}`,
    } satisfies PushPayload);
    expect(got?.headers.authorization).toMatch(new RegExp(`^vapid t=.+, k=${vapid.publicKey}$`));
    const rows = await pushRowsOf(b.id);
    expect(rows.find((r) => r.channel === 'push')).toMatchObject({
      status: 'sent',
      subject: `Trip ${b.number} assigned to you`,
    });
    // No SMS provider here: the assignment's SMS is stored, shown in the outbox.
    expect(rows.find((r) => r.channel === 'sms')).toMatchObject({ status: 'stored', to: '+12125550188' });
    expect(rows.some((r) => r.channel === 'email' && r.kind === 'driver-job-assigned')).toBe(true);
  });

  it('a new paid ride is pushed to on-duty chauffeurs of its class within the radius, no one else', async () => {
    const near = await signInDriver(t.app, t.database, milesNorth(JFK, 2));
    const offDuty = await signInDriver(t.app, t.database, milesNorth(JFK, 1));
    const far = await signInDriver(t.app, t.database, milesNorth(JFK, 200));
    const otherClass = await signInDriver(t.app, t.database, { ...milesNorth(JFK, 1), vehicleType: 'van' });
    const subs = await Promise.all([near, offDuty, far, otherClass].map((d) => subscribe(d.cookie)));
    expect((await call('POST', '/api/driver/duty', offDuty.cookie, { onDuty: false })).statusCode).toBe(200);
    const b = await insertOpenBooking(t.database, { ...JFK });
    const told = await t.database.db.transaction((tx) => t.app.notifications.nearbyRequest(tx, b));
    // The chauffeur of the test before, in Midtown, is within the radius too.
    expect(told).toBeGreaterThanOrEqual(1);
    await t.app.ctx.email.drain();
    const paths = ps.received
      .filter((r) => (r.payload as PushPayload).tag === `nearby-${b.id}`)
      .map((r) => r.path);
    expect(paths).toContain(subs[0]?.path);
    for (const s of subs.slice(1)) expect(paths).not.toContain(s.path);
  });

  it("reads every nearby chauffeur's browsers at once: the statements do not grow with the chauffeurs", async () => {
    const here = milesNorth(JFK, 3);
    const count = async () => {
      const b = await insertOpenBooking(t.database, { ...JFK });
      const statements: string[] = [];
      const stop = t.database.watchStatements((s) => statements.push(s));
      try {
        const told = await t.database.db.transaction((tx) => t.app.notifications.nearbyRequest(tx, b));
        return { told, reads: statements.filter((s) => /from "push_subscriptions"/.test(s)).length };
      } finally {
        stop();
      }
    };
    const before = await count();
    for (let i = 0; i < 4; i += 1) await signInDriver(t.app, t.database, here);
    const after = await count();
    expect(after.told).toBe(before.told + 4);
    expect(before.reads).toBeLessThanOrEqual(1);
    expect(after.reads).toBe(1);
  });

  it('a push service answering 410 deletes the subscription and keeps the row as skipped', async () => {
    const passenger = await signInAs(t.app, t.database, 'passenger');
    const sub = await subscribe(passenger.cookie);
    ps.status = 410;
    try {
      const [id] = await t.database.db.transaction((tx) =>
        t.app.notifications.enqueuePush(tx, {
          userId: passenger.user.id,
          payload: { title: 'On location', body: 'Your chauffeur is here.', url: '/', tag: 'stage' },
          kind: 'trip-arrived',
        }),
      );
      await t.app.ctx.email.drain();
      const [r] = await t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.id, id ?? ''));
      expect(r).toMatchObject({ channel: 'push', status: 'skipped', error: 'subscription expired (410)' });
      expect(
        await t.database.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, sub.endpoint)),
      ).toEqual([]);
    } finally {
      ps.status = 201;
    }
  });
});

const body = (endpoint: string) => ({ endpoint, keys: browserKeys().json });

describe('push subscription routes', () => {
  it('a guest session subscribes; nobody without a session', async () => {
    const guest = await guestCookie(t.app);
    expect((await call('POST', '/api/push/subscriptions', guest, body(`${ps.baseUrl}/g1`))).statusCode).toBe(
      201,
    );
    const [row] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, `${ps.baseUrl}/g1`));
    expect(row?.guestId).toBeTruthy();
    const res = await call('POST', '/api/push/subscriptions', null, body(`${ps.baseUrl}/g2`));
    expect([res.statusCode, res.json().code]).toEqual([401, 'auth.signInRequired']);
  });

  it('refuses a malformed body and an endpoint that is not https', async () => {
    const p = await signInAs(t.app, t.database, 'passenger');
    const bad = await call('POST', '/api/push/subscriptions', p.cookie, { endpoint: 'not a url', keys: {} });
    expect(bad.statusCode).toBe(400);
    const short = await call('POST', '/api/push/subscriptions', p.cookie, {
      endpoint: 'https://push.example.com/x',
      keys: { p256dh: 'short', auth: 'short' },
    });
    expect(short.statusCode).toBe(400);
    for (const endpoint of ['http://push.example.com/x', 'http://10.0.0.1/x', 'ftp://push.example.com/x']) {
      const res = await call('POST', '/api/push/subscriptions', p.cookie, body(endpoint));
      expect([endpoint, res.statusCode]).toEqual([endpoint, 400]);
    }
  });

  it('another account cannot delete my subscription; I can', async () => {
    const me = await signInAs(t.app, t.database, 'passenger');
    const other = await signInAs(t.app, t.database, 'passenger');
    const { endpoint } = await subscribe(me.cookie);
    const theirs = await call('DELETE', '/api/push/subscriptions', other.cookie, { endpoint });
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'push.subscriptionNotFound']);
    expect((await call('DELETE', '/api/push/subscriptions', me.cookie, { endpoint })).statusCode).toBe(200);
    expect((await call('DELETE', '/api/push/subscriptions', me.cookie, { endpoint })).statusCode).toBe(404);
  });
});

describe('push without VAPID keys', () => {
  it('is off: the key is null and subscribing is refused', async () => {
    const plain = await createTestApp({});
    try {
      const key = await plain.app.inject({ method: 'GET', url: '/api/push/public-key' });
      expect(key.json()).toEqual({ enabled: false, publicKey: null });
      const p = await signInAs(plain.app, plain.database, 'passenger');
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: { cookie: p.cookie },
        payload: body('https://push.example.com/x'),
      });
      expect([res.statusCode, res.json().code]).toEqual([409, 'push.disabled']);
    } finally {
      await plain.close();
    }
  });
});
