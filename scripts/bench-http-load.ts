/**
 * The bench's own load driver for scenarios of several requests per operation (a booking write is four):
 * one keep-alive HTTP client per target, and `connections` workers repeating an operation for a while.
 */
import http from 'node:http';

interface Answer {
  status: number;
  body: string;
}

/** One keep-alive HTTP client with `connections` sockets: the app and the bare route get the same one. */
export function client(base: string, connections: number) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  return {
    request(method: 'GET' | 'POST', path: string, body?: object, cookie?: string): Promise<Answer> {
      const payload = body ? JSON.stringify(body) : undefined;
      return new Promise((resolve, reject) => {
        const req = http.request(
          {
            host: url.hostname,
            port: url.port,
            method,
            path,
            agent,
            headers: {
              ...(payload
                ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
                : {}),
              ...(cookie ? { cookie } : {}),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
            );
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}
export type Client = ReturnType<typeof client>;

/** The answer's JSON when it has the status expected; else an error naming what failed. */
export function expectStatus(a: Answer, status: number, what: string): Record<string, unknown> {
  if (a.status !== status) throw new Error(`${what}: ${a.status} ${a.body.slice(0, 300)}`);
  return JSON.parse(a.body) as Record<string, unknown>;
}

export interface LoadResult {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  firstError: string | null;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0) : 0;

/** `connections` workers each repeating `op` for `seconds`: operations a second and their latencies. */
export async function load(
  connections: number,
  seconds: number,
  op: (worker: number, n: number) => Promise<void>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  let n = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          await op(worker, n++);
          latencies.push(performance.now() - t0);
        } catch (err) {
          errors += 1;
          firstError ??= err instanceof Error ? err.message : String(err);
        }
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    firstError,
  };
}
