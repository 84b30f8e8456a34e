/**
 * The simulated clients' HTTP: one request per connection (a killed server leaves no half-dead keep-alive
 * socket behind), each from its own address behind the simulated proxy (X-Forwarded-For), with the session
 * cookie it holds. A connection that fails or breaks before the answer is a `NetworkError`: the client does
 * not know whether the server did the write.
 */
import http from 'node:http';

export interface Answer {
  status: number;
  /** The parsed JSON body (or the text when it is not JSON). */
  body: unknown;
  headers: http.IncomingHttpHeaders;
  /** The session cookie (`sid=…`) the answer set, when it set one. */
  cookie?: string;
}

export class NetworkError extends Error {
  /** True when the connection was refused: the server is down and the request never reached it. */
  readonly refused: boolean;
  constructor(message: string, code?: string) {
    super(message);
    this.refused = code === 'ECONNREFUSED';
  }
}

let address = 0;
/** A fresh client address for each visitor (10.x.y.z, never twice in one run). */
export function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

/** A request's route: its method and path with the ids taken out (`POST /api/driver/trips/:id/accept`). */
export const routeOf = (method: string, path: string) =>
  `${method} ${path.replace(/\/(pi_test_[0-9a-f]+|[0-9a-f-]{36})(?=\/|$)/g, '/:id')}`;

/** Requests in flight right now, writes (POST) apart, and per route: the kill picks a moment some are. */
export const inFlight = { all: 0, writes: 0, routes: new Map<string, number>() };
const count = (route: string, by: number) =>
  inFlight.routes.set(route, (inFlight.routes.get(route) ?? 0) + by);

export function request(
  port: number,
  method: 'GET' | 'POST',
  path: string,
  opts: { ip: string; cookie?: string | undefined; body?: object; timeoutMs?: number },
): Promise<Answer> {
  const payload = opts.body ? JSON.stringify(opts.body) : method === 'POST' ? '{}' : undefined;
  const write = method === 'POST';
  const route = routeOf(method, path);
  inFlight.all += 1;
  if (write) inFlight.writes += 1;
  count(route, 1);
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          'x-forwarded-for': opts.ip,
          ...(payload !== undefined
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', (err) => reject(new NetworkError(err.message)));
        res.on('close', () => {
          if (!res.complete) reject(new NetworkError('answer cut off'));
        });
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          if (String(res.headers['content-type'] ?? '').includes('json')) {
            try {
              body = JSON.parse(text);
            } catch {
              reject(new NetworkError(`answer cut off (${text.length} bytes of JSON)`));
              return;
            }
          }
          const set = res.headers['set-cookie']?.find((c) => c.startsWith('sid='));
          resolve({
            status: res.statusCode ?? 0,
            body,
            headers: res.headers,
            ...(set ? { cookie: set.split(';')[0] } : {}),
          });
        });
      },
    );
    req.setTimeout(opts.timeoutMs ?? 20_000, () => req.destroy(new Error('no answer in time')));
    req.on('error', (err: NodeJS.ErrnoException) => reject(new NetworkError(err.message, err.code)));
    req.end(payload);
  }).finally(() => {
    inFlight.all -= 1;
    if (write) inFlight.writes -= 1;
    count(route, -1);
  });
}

/** The error code of a 4xx/5xx JSON answer, for messages. */
export function describe(a: Answer): string {
  const b = a.body as { code?: unknown; message?: unknown } | string;
  if (typeof b === 'string') return `${a.status} ${b.slice(0, 200)}`;
  return `${a.status} ${String(b?.code ?? '')} ${String(b?.message ?? '').slice(0, 200)}`.trim();
}
