import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TwilioStandIn {
  baseUrl: string;
  /** The messages accepted (To, From, Body as posted). */
  messages: { To: string; From: string; Body: string }[];
  /** Numbers the stand-in refuses with Twilio's 21610 (unsubscribed recipient). */
  unsubscribed: Set<string>;
  /** Requests refused for bad credentials or fields. */
  refused: number;
  close(): Promise<void>;
}

/**
 * A local server speaking Twilio's Messages API: POST /2010-04-01/Accounts/{sid}/Messages.json, HTTP Basic
 * sid:token, form-encoded To/From/Body; 201 with the message resource, or Twilio's error shape
 * `{ code, message, more_info, status }` (401 20003 for bad credentials, 400 21604 for a missing To, 400 21610
 * for an unsubscribed recipient).
 */
export async function startTwilioStandIn(sid: string, token: string): Promise<TwilioStandIn> {
  const state: Omit<TwilioStandIn, 'baseUrl' | 'close'> = {
    messages: [],
    unsubscribed: new Set(),
    refused: 0,
  };
  const expectedAuth = `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const answer = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const error = (status: number, code: number, message: string) => {
        state.refused++;
        answer(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
      };
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${sid}/Messages.json`) {
        return error(404, 20404, 'The requested resource was not found');
      }
      if (req.headers.authorization !== expectedAuth) return error(401, 20003, 'Authenticate');
      if (req.headers['content-type'] !== 'application/x-www-form-urlencoded') {
        return error(400, 20001, 'Unsupported content type');
      }
      const form = new URLSearchParams(raw);
      const To = form.get('To') ?? '';
      const From = form.get('From') ?? '';
      const Body = form.get('Body') ?? '';
      if (!/^\+\d{8,15}$/.test(To)) return error(400, 21604, "A 'To' phone number is required.");
      if (!From) return error(400, 21603, "A 'From' phone number is required.");
      if (state.unsubscribed.has(To)) {
        return error(400, 21610, 'Attempt to send to unsubscribed recipient');
      }
      state.messages.push({ To, From, Body });
      answer(201, {
        sid: `SM${String(state.messages.length).padStart(32, '0')}`,
        account_sid: sid,
        to: To,
        from: From,
        body: Body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}
