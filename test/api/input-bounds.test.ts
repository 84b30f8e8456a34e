import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 32, "Input work is bounded before routing": a JSON body of 12,000 nested arrays (24 KB), sent without
 * signing in to any route with a body, answered 500 (`RangeError: Maximum call stack size exceeded` in the
 * recursive walk of plugins/safe-text.ts) after seconds of work; and a body sent one byte at a time stayed open
 * for ever. JSON nested deeper than 32 levels is now refused (400 `common.invalidJson`) by the body parser,
 * before anything else reads it, and the server bounds the time a request may take to arrive.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const BODY_LIMIT = 100 * 1024;
const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

function post(url: string, payload: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload,
    remoteAddress: nextIp(),
  });
}

describe('JSON nesting is bounded by the body parser', () => {
  for (const url of ['/api/logout', '/api/login']) {
    it(`${url}: 12,000 nested arrays (24 KB) -> 400 common.invalidJson`, async () => {
      const res = await post(url, nestedArrays(12_000));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'common.invalidJson' });
    });

    it(`${url}: nested arrays up to the body limit (100 KB) -> 400 common.invalidJson`, async () => {
      const balanced = nestedArrays(BODY_LIMIT / 2);
      expect(balanced.length).toBe(BODY_LIMIT);
      for (const payload of [balanced, '['.repeat(BODY_LIMIT), '{"a":'.repeat(BODY_LIMIT / 5)]) {
        const res = await post(url, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'common.invalidJson' });
      }
    });
  }

  it('depth 32 is accepted and depth 33 refused (objects and arrays both count)', async () => {
    const credentials = '"email":"nobody@example.com","password":"Wrong-Password-1"';
    // The body object is level 1: `extra` holds 31 more levels, 32 in all.
    const at32 = await post('/api/login', `{${credentials},"extra":${nestedArrays(31)}}`);
    expect(at32.statusCode).toBe(401);
    expect(at32.json()).toMatchObject({ code: 'auth.invalidCredentials' });

    const at33 = await post('/api/login', `{${credentials},"extra":${nestedArrays(32)}}`);
    expect(at33.statusCode).toBe(400);
    expect(at33.json()).toMatchObject({ code: 'common.invalidJson' });

    const objects33 = await post(
      '/api/login',
      `{${credentials},"extra":${'{"a":'.repeat(32)}1${'}'.repeat(32)}}`,
    );
    expect(objects33.json()).toMatchObject({ code: 'common.invalidJson' });
  });

  it('brackets inside strings (escaped quotes and backslashes too) are text, not nesting', async () => {
    const text = JSON.stringify(`\\"${'['.repeat(40)}\\`);
    const res = await post(
      '/api/login',
      `{"email":"nobody@example.com","password":"Wrong-Password-1","note":${text},"n":[[1]]}`,
    );
    expect(res.statusCode).toBe(401);
  });

  it('a NUL deep inside a body nested 32 levels is still common.invalidCharacters on its field path', async () => {
    // Level 1 is the body, 2-31 the objects holding k0 … k29, 32 the array: exactly the limit.
    const keys = Array.from({ length: 30 }, (_, i) => `k${i}`);
    const extra = keys.reduceRight<unknown>((value, key) => ({ [key]: value }), ['ok', 'bad\u0000']);
    const res = await post(
      '/api/login',
      JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-Password-1', extra }),
    );
    expect(res.statusCode).toBe(400);
    const field = ['extra', ...keys, '1'].join('.');
    expect(res.json()).toMatchObject({
      code: 'common.invalidCharacters',
      fieldErrors: { [field]: { code: 'common.invalidCharacters' } },
    });
  });

  it('protection against __proto__ and constructor.prototype is kept', async () => {
    for (const payload of [
      '{"email":"a@b.com","password":"x","__proto__":{"admin":true}}',
      '{"email":"a@b.com","password":"x","constructor":{"prototype":{"admin":true}}}',
    ]) {
      const res = await post('/api/login', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'common.invalidJson' });
    }
  });

  it('an empty or malformed JSON body is still common.invalidJson', async () => {
    for (const payload of ['', '{"email":', ']]]]']) {
      const res = await post('/api/logout', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'common.invalidJson' });
    }
  });
});

describe('request and connection timeouts', () => {
  it('the server bounds the time to receive a request and a silent connection (defaults 30 s and 60 s)', () => {
    expect(t.app.server.requestTimeout).toBe(30_000);
    expect(t.app.server.timeout).toBe(60_000);
  });

  it('a body that trickles in slower than the request timeout is answered 408 and its connection closed', async () => {
    const slow = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '1000' } });
    try {
      await slow.app.listen({ port: 0, host: '127.0.0.1' });
      const address = slow.app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      // The server's side of it: Node reports the request timeout to the server (Fastify answers it 408).
      const clientErrors: string[] = [];
      slow.app.server.on('clientError', (err: NodeJS.ErrnoException) => clientErrors.push(err.code ?? ''));
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(address.port, '127.0.0.1');
        let received = '';
        let timer: NodeJS.Timeout | undefined;
        socket.on('data', (c: Buffer) => (received += c.toString()));
        socket.on('error', (err: NodeJS.ErrnoException) => {
          // The server closes while bytes of ours are still unread on its side, so its kernel resets the
          // connection; on a loaded machine the reset can overtake our reading of the 408 (it is then lost).
          if (err.code === 'ECONNRESET') return;
          reject(err);
        });
        socket.on('close', () => {
          clearInterval(timer);
          resolve(received);
        });
        socket.on('connect', () => {
          socket.write(
            'POST /api/logout HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
              'Content-Length: 100000\r\n\r\n',
          );
          // One byte every 200 ms: the connection is never silent, the request never complete.
          timer = setInterval(() => socket.write('['), 200);
        });
      });
      expect(clientErrors).toContain('ERR_HTTP_REQUEST_TIMEOUT');
      if (answer !== '') expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      await slow.close();
    }
    // A hang guard only (the 408 comes after about a second; a loaded machine is slower).
  }, 120_000);
});
