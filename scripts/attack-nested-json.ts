/**
 * npm run attack:json (issue 32; not in CI): the nested-JSON attack, replayed against the server as it runs —
 * its own process on 127.0.0.1 only, its own embedded database in a temporary directory — and measured.
 *
 *   (a) one request at a time, without signing in, of nested arrays to POST /api/logout and /api/login at depths
 *       33, 1,000, 12,000 (the attack's 24 KB) and at the body limit (100 KB): each answer's status and code and
 *       its latency, p50 and max of `--rounds` requests. Budget: 400 common.invalidJson, p50 under 50 ms.
 *   (b) two client loops sending the 12,000-deep body for `--seconds` seconds while a third asks /api/health
 *       one request after another: health's p50 and p99. Budget: p99 under 100 ms.
 *
 * Every request comes from its own address (TRUST_PROXY=1 and X-Forwarded-For, as a crowd behind a proxy), so
 * per-address rate limits do not hide the work. Prints a table; exits 1 when a budget is missed, unless
 * `--no-fail` is given (report only).
 *
 *   npm run attack:json [-- --seconds 10 --rounds 20 --no-fail]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { arg } from './bench-support.ts';
import { quietPort } from '../test/support/quiet-port.ts';

const seconds = arg('seconds', 10);
const rounds = arg('rounds', 20);
const noFail = process.argv.includes('--no-fail');

const BODY_LIMIT = 100 * 1024;
const LATENCY_BUDGET_MS = 50;
const HEALTH_P99_BUDGET_MS = 100;
const root = path.resolve(import.meta.dirname, '..');

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const BODIES: [string, string][] = [
  ['depth 33', nested(33)],
  ['depth 1,000', nested(1_000)],
  ['depth 12,000 (24 KB)', nested(12_000)],
  ['body limit (100 KB)', nested(BODY_LIMIT / 2)],
];

let port = 0;
let visitors = 0;
const visitor = () => {
  visitors += 1;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
};

interface Answer {
  status: number;
  code: string;
  ms: number;
}

function send(agent: http.Agent, method: string, url: string, body?: string): Promise<Answer> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: {
          'x-forwarded-for': visitor(),
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - start;
          let code = '';
          try {
            code = String(
              (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code?: unknown }).code ?? '',
            );
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, code, ms });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', reject);
    req.end(body);
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function main(): Promise<number> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'attack-json-'));
  port = await quietPort();
  let output = '';
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server's log is kept (the old code logged a stack trace per request) and shown only if it dies.
  const keep = (c: Buffer) => (output = (output + c.toString()).slice(-20_000));
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stop);

  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  try {
    for (let i = 0; ; i += 1) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}:\n${output}`);
      try {
        if ((await send(agent, 'GET', '/api/health')).status === 200) break;
      } catch {
        /* not listening yet */
      }
      if (i > 240) throw new Error(`the server did not start in 120 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    console.log(
      `server on 127.0.0.1:${port} (PGlite in ${dir}); ${rounds} rounds per body, ${seconds} s of loops\n`,
    );

    let failed = false;
    console.log('(a) one nested-JSON request at a time, no session');
    console.log(
      'route         body                    answers                        p50        max        budget',
    );
    for (const url of ['/api/logout', '/api/login']) {
      for (const [name, body] of BODIES) {
        const answers: Answer[] = [];
        for (let r = 0; r < rounds; r++) answers.push(await send(agent, 'POST', url, body));
        const times = answers.map((a) => a.ms);
        const kinds = [...new Set(answers.map((a) => `${a.status} ${a.code}`))].join(', ');
        const p50 = percentile(times, 50);
        const ok =
          answers.every((a) => a.status === 400 && a.code === 'common.invalidJson') &&
          p50 < LATENCY_BUDGET_MS;
        if (!ok) failed = true;
        console.log(
          `${url.padEnd(14)}${name.padEnd(24)}${kinds.padEnd(31)}${fmt(p50).padEnd(11)}${fmt(Math.max(...times)).padEnd(11)}${ok ? 'ok' : 'MISSED'}`,
        );
      }
    }

    console.log(
      `\n(b) two clients loop on POST /api/logout (12,000 deep) for ${seconds} s; /api/health meanwhile`,
    );
    const attackBody = nested(12_000);
    const end = Date.now() + seconds * 1000;
    const attackAgent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    const attackAnswers = new Map<string, number>();
    const attacker = async () => {
      while (Date.now() < end) {
        const a = await send(attackAgent, 'POST', '/api/logout', attackBody).catch(() => null);
        const key = a ? `${a.status} ${a.code}` : 'no answer';
        attackAnswers.set(key, (attackAnswers.get(key) ?? 0) + 1);
      }
    };
    const health: number[] = [];
    const prober = async () => {
      while (Date.now() < end) {
        const a = await send(agent, 'GET', '/api/health');
        if (a.status !== 200) failed = true;
        health.push(a.ms);
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    await Promise.all([attacker(), attacker(), prober()]);
    attackAgent.destroy();
    const p99 = percentile(health, 99);
    const healthOk = p99 < HEALTH_P99_BUDGET_MS;
    if (!healthOk) failed = true;
    const sent = [...attackAnswers].map(([k, n]) => `${n} x ${k}`).join(', ');
    console.log(`attack requests answered: ${sent}`);
    console.log('probe          requests   p50        p99        max        budget (p99)');
    console.log(
      `/api/health    ${String(health.length).padEnd(11)}${fmt(percentile(health, 50)).padEnd(11)}${fmt(p99).padEnd(11)}${fmt(Math.max(...health)).padEnd(11)}${healthOk ? 'ok' : 'MISSED'} (< ${HEALTH_P99_BUDGET_MS} ms)`,
    );

    console.log(failed ? '\nA budget was missed.' : '\nEvery budget met.');
    return failed && !noFail ? 1 : 0;
  } finally {
    agent.destroy();
    stop();
    await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r(null)));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
