import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** A request the stub received, body included. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface StubHttpServer {
  /** http://127.0.0.1:<port>, known once the suite's beforeAll has run. */
  readonly baseUrl: string;
  /** Requests of the current test (cleared after each test). */
  readonly seen: SeenRequest[];
  /** How the next requests are answered; a function that never ends the response simulates a hang. */
  reply: (res: ServerResponse) => void;
}

/**
 * A local HTTP server standing in for a provider's API (Google, OSRM …) for the tests of one file:
 * started before the suite, its log cleared after each test, closed after the suite.
 */
export function useStubHttpServer(): StubHttpServer {
  let server: Server;
  const stub = {
    baseUrl: '',
    seen: [] as SeenRequest[],
    reply: (() => {}) as (res: ServerResponse) => void,
  };
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        stub.seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        stub.reply(res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    stub.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    stub.seen.length = 0;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return stub;
}

/** An answer with a JSON body (a string is sent as is, for malformed JSON). */
export const jsonReply = (status: number, value: unknown) => (res: ServerResponse) => {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.setHeader('connection', 'close');
  res.end(typeof value === 'string' ? value : JSON.stringify(value));
};
