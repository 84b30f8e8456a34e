/**
 * The processes and scratch resources `npm run test:faults` makes: server processes (started as production
 * starts them, `node --import tsx src/server/main.ts`), the CLI, temporary dirs and PostgreSQL databases. Every
 * child is SIGKILLed when the run exits, however it exits; dirs and databases are removed by `cleanup()`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { quietPort } from '../support/quiet-port.ts';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = fileURLToPath(new URL('../..', import.meta.url));

const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();
const databases = new Set<{ adminUrl: string; name: string }>();

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

function killChildren(): void {
  for (const child of children) if (alive(child)) child.kill('SIGKILL');
  children.clear();
}

process.on('exit', () => {
  killChildren();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** Kills every child, removes the temp dirs and drops the scratch databases (errors are printed, not thrown). */
export async function cleanup(): Promise<void> {
  killChildren();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
  for (const db of databases) {
    const client = new pg.Client({ connectionString: db.adminUrl, connectionTimeoutMillis: 5_000 });
    try {
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${db.name}" WITH (FORCE)`);
    } catch (err) {
      console.error(
        `could not drop database ${db.name}: ${err instanceof Error ? err.message : String(err)}`,
      );
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  databases.clear();
}

export function removeOnExit(dir: string): void {
  tempDirs.add(dir);
}

/** The URL of database `name` on the server of `url`. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh, empty PostgreSQL database (dropped by `cleanup`); its URL. */
export async function createScratchDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(
      `PostgreSQL is not answering at ${adminUrl} (${err instanceof Error ? err.message : String(err)}); ` +
        'start it or set PG_ADMIN_URL',
    );
  }
  try {
    databases.add({ adminUrl, name });
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return withDatabase(adminUrl, name);
}

/** A free port below Linux's ephemeral range (test/support/quiet-port.ts). */
export const freePort = quietPort;

/** Where a server keeps its data: a PGlite data dir or a PostgreSQL URL. */
export type Store = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

function baseEnv(store: Store): NodeJS.ProcessEnv {
  const { DATA_DIR: _unused, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    ...(store.kind === 'pglite' ? { DATA_DIR: store.dataDir } : {}),
    DATABASE_URL: store.kind === 'postgres' ? store.url : '',
    // Email stays in the outbox; payments use the built-in test processor; nothing talks to another host.
    SMTP_URL: '',
    STRIPE_SECRET_KEY: '',
    STRIPE_PUBLISHABLE_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    GOOGLE_MAPS_API_KEY: '',
    GOOGLE_CLIENT_ID: '',
    GOOGLE_CLIENT_SECRET: '',
    OSRM_URL: '',
    GEOCODER_URL: '',
    LLM_BASE_URL: '',
    LLM_MODEL: '',
    LLM_API_KEY: '',
    MAP_TILE_URL: '',
    AUTH_RATE_LIMIT_MULTIPLIER: '1',
  };
}

/** The last few KB a process wrote, for the message when it fails. */
function tail(child: ChildProcess): () => string {
  let out = '';
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-6_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => out.trim();
}

/** Runs the project's own CLI (`src/server/cli/<name>.ts`) against the store; throws with its output on failure. */
export async function runCli(name: string, args: string[], store: Store): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/server/cli/${name}.ts`, ...args], {
    cwd: root,
    env: baseEnv(store),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const output = tail(child);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  children.delete(child);
  if (code !== 0) throw new Error(`${name} exited with ${code}:\n${output()}`);
  return output();
}

export interface Server {
  readonly label: string;
  readonly port: number;
  readonly origin: string;
  process: ChildProcess;
  /** What the current process wrote last. */
  output: () => string;
}

async function listening(origin: string): Promise<boolean> {
  try {
    const res = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return res.ok;
  } catch {
    return false;
  }
}

function spawnServer(
  label: string,
  port: number,
  store: Store,
): { child: ChildProcess; output: () => string } {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...baseEnv(store),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      // One simulated proxy in front: each simulated client sends its own X-Forwarded-For address.
      TRUST_PROXY: '1',
      // Every workload pickup is days ahead: a driver may start any of them here (the 60-minute rule of
      // decision 21 is tested by test/api/trip-rules.test.ts).
      TRIP_START_WINDOW_MINUTES: '10080',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  return { child, output: tail(child) };
}

async function waitUntilUp(server: Server, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive(server.process)) {
      children.delete(server.process);
      throw new Error(
        `${server.label}: the server ${what} exited (${server.process.exitCode ?? server.process.signalCode}):\n` +
          server.output(),
      );
    }
    if (await listening(server.origin)) return;
    await sleep(150);
  }
  throw new Error(
    `${server.label}: the server ${what} did not answer /api/health within ${timeoutMs / 1000} s:\n${server.output()}`,
  );
}

export async function startServer(label: string, store: Store, port?: number): Promise<Server> {
  const p = port ?? (await freePort());
  const { child, output } = spawnServer(label, p, store);
  const server: Server = { label, port: p, origin: `http://127.0.0.1:${p}`, process: child, output };
  await waitUntilUp(server, 'started', 90_000);
  return server;
}

/** SIGKILL: no shutdown hook, no flush, no closing of the database. Resolves once the process is gone. */
export async function kill9(server: Server): Promise<void> {
  const child = server.process;
  if (alive(child)) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
  }
  children.delete(child);
}

/** Starts the server again on the same port and data; resolves when it answers; the milliseconds it took. */
export async function restart(server: Server, store: Store): Promise<number> {
  const started = Date.now();
  const { child, output } = spawnServer(server.label, server.port, store);
  server.process = child;
  server.output = output;
  await waitUntilUp(server, 'restarted after SIGKILL', 90_000);
  return Date.now() - started;
}

/** A graceful stop (SIGTERM, the server closes its database), SIGKILL after 15 s. */
export async function stopServer(server: Server): Promise<void> {
  const child = server.process;
  if (alive(child)) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
  children.delete(child);
}
