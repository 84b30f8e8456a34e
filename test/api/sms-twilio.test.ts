import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/server/db/schema/email.ts';
import { smsOptOuts } from '../../src/server/db/schema/messaging.ts';
import { twilioSignature } from '../../src/server/integrations/sms/twilio-signature.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { startTwilioStandIn, type TwilioStandIn } from '../support/twilio-stand-in.ts';

/** Decision 30: SMS through Twilio (a local stand-in speaking its Messages API), STOP honoured. */
const SID = 'AC' + 'a'.repeat(32);
const TOKEN = 'test-auth-token-123';
const FROM = '+15005550006';

let twilio: TwilioStandIn;
let t: TestApp;
beforeAll(async () => {
  twilio = await startTwilioStandIn(SID, TOKEN);
  t = await createTestApp({
    env: {
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: FROM,
      TWILIO_API_URL: twilio.baseUrl,
    },
  });
});
afterAll(async () => {
  await t.close();
  await twilio.close();
});

const row = async (id: string | null) => {
  if (!id) throw new Error('no SMS row written');
  const [r] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return r;
};
/** Writes an SMS as a module does (in a transaction), then lets the dispatcher deliver it. */
async function sms(to: string, body: string) {
  const id = await t.database.db.transaction((tx) =>
    t.app.notifications.enqueueSms(tx, { to, body, kind: 'driver-job-assigned' }),
  );
  await t.app.ctx.email.drain();
  return row(id);
}
/** Posts Twilio's inbound webhook, signed as Twilio signs it (or with `signature`). */
function inbound(from: string, body: string, signature?: string) {
  const params = { AccountSid: SID, From: from, To: FROM, Body: body, MessageSid: 'SM' + '1'.repeat(32) };
  const url = `${t.app.ctx.publicUrl}/api/sms/inbound`;
  return t.app.inject({
    method: 'POST',
    url: '/api/sms/inbound',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signature ?? twilioSignature(TOKEN, url, params),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

describe('SMS through Twilio', () => {
  it('delivers an SMS through the Messages API (Basic auth, form fields, E.164)', async () => {
    const r = await sms('(212) 555-0142', 'Your chauffeur is on the way.');
    expect(r).toMatchObject({ channel: 'sms', to: '+12125550142', status: 'sent', subject: '' });
    expect(twilio.messages.at(-1)).toEqual({
      To: '+12125550142',
      From: FROM,
      Body: 'Your chauffeur is on the way.',
    });
    expect(twilio.refused).toBe(0);
  });

  it('writes a long Spanish SMS in GSM-7 when that saves segments', async () => {
    const body =
      'Su chofer llegó y está esperando en la entrada principal del edificio. Salga cuando esté listo, por favor.';
    const r = await sms('212-555-0143', body);
    // ó and á are not GSM-7 (é is): 107 characters in one segment rather than two in UCS-2.
    expect(r?.text).toBe(body.replace('ó', 'o').replace(/á/g, 'a'));
    expect(r?.status).toBe('sent');
  });

  it('STOP (signed) opts the number out: the next SMS is kept as skipped, never sent; START re-enables', async () => {
    const res = await inbound('+12125550144', ' stop ');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(res.body).toContain('<Response>');
    const before = twilio.messages.length;
    const skipped = await sms('212 555 0144', 'Trip assigned.');
    expect(skipped).toMatchObject({ status: 'skipped', error: 'opted out (STOP)' });
    expect(twilio.messages.length).toBe(before);

    expect((await inbound('+12125550144', 'START')).statusCode).toBe(200);
    const sent = await sms('212 555 0144', 'Trip assigned again.');
    expect(sent?.status).toBe('sent');
    expect(twilio.messages.at(-1)?.To).toBe('+12125550144');
  });

  it('every carrier stop keyword opts out', async () => {
    for (const [i, word] of ['STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'].entries()) {
      const phone = `+1212555016${i}`;
      expect((await inbound(phone, word)).statusCode).toBe(200);
      const [opt] = await t.database.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, phone));
      expect(opt).toMatchObject({ source: 'inbound', keyword: word });
    }
    expect((await inbound('+12125550170', 'Thanks!')).statusCode).toBe(200);
    expect(await t.database.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, '+12125550170'))).toEqual(
      [],
    );
  });

  it('refuses a bad or missing signature with 403 and changes nothing', async () => {
    const bad = await inbound('+12125550145', 'STOP', 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=');
    expect([bad.statusCode, bad.json().code]).toEqual([403, 'sms.signatureInvalid']);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'From=%2B12125550145&Body=STOP',
    });
    expect(none.statusCode).toBe(403);
    expect((await sms('+12125550145', 'Still reachable.'))?.status).toBe('sent');
  });

  it("Twilio's 21610 (unsubscribed with the carrier) records the opt-out and skips the row", async () => {
    twilio.unsubscribed.add('+12125550146');
    const r = await sms('+1 212 555 0146', 'Trip assigned.');
    expect(r?.status).toBe('skipped');
    expect(r?.error).toContain('21610');
    const [opt] = await t.database.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, '+12125550146'));
    expect(opt?.source).toBe('provider');
  });

  it('writes no row for what is no phone number', async () => {
    const id = await t.database.db.transaction((tx) =>
      t.app.notifications.enqueueSms(tx, { to: '555-01', body: 'x', kind: 'driver-job-assigned' }),
    );
    expect(id).toBeNull();
  });
});

describe('SMS without Twilio', () => {
  it('stores the row (shown in the outbox) and refuses the inbound webhook', async () => {
    const plain = await createTestApp({});
    try {
      const id = await plain.database.db.transaction((tx) =>
        plain.app.notifications.enqueueSms(tx, {
          to: '2125550147',
          body: 'Hello',
          kind: 'driver-job-assigned',
        }),
      );
      await plain.app.ctx.email.drain();
      const [r] = await plain.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.id, id ?? ''));
      expect(r).toMatchObject({ channel: 'sms', status: 'stored', to: '+12125550147' });
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/sms/inbound',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'From=%2B12125550147&Body=STOP',
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await plain.close();
    }
  });
});
