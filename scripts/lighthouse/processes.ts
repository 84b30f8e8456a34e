/**
 * The processes `npm run lighthouse` starts: the production server on a fresh embedded database and headless
 * Chromium instances, each stopped whatever happens (exit, a signal, an error), with their temporary dirs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ATTEMPTS = 3;

const children = new Set<ChildProcess>();
export const tempDirs = new Set<string>();

export function cleanup(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  children.clear();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    children.delete(child);
    return;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`;
  // A fresh database on every start (an attempt that timed out may have left half of one).
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    LOG_LEVEL: 'warn',
    // Embedded database, and nothing that talks to another host.
    DATABASE_URL: '',
    MAP_TILE_URL: '',
    SMTP_URL: '',
    OSRM_URL: '',
    GEOCODER_URL: '',
    GOOGLE_MAPS_API_KEY: '',
    GOOGLE_CLIENT_ID: '',
    GOOGLE_CLIENT_SECRET: '',
    STRIPE_SECRET_KEY: '',
    STRIPE_PUBLISHABLE_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    LLM_BASE_URL: '',
    LLM_MODEL: '',
    LLM_API_KEY: '',
  };
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(server);
  let stderr = '';
  server.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      children.delete(server);
      throw new Error(`The server exited (${server.exitCode}):\n${stderr}`);
    }
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return server;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  await stop(server);
  throw new Error(`The server did not answer ${origin}/api/health within 120 s:\n${stderr}`);
}

// ---- Chromium -----------------------------------------------------------------------------------------------

export interface Browser {
  process: ChildProcess;
  port: number;
}

/** A fresh Chromium (new profile: empty cache and storage), headless, that resolves only 127.0.0.1. */
export async function launchChromium(chrome: string): Promise<Browser> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'lh-chromium-'));
  tempDirs.add(profile);
  const proc = spawn(
    chrome,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-sync',
      '--disable-quic',
      '--disable-extensions',
      '--disable-default-apps',
      '--disable-domain-reliability',
      '--metrics-recording-only',
      '--mute-audio',
      // No name resolves to anything but 127.0.0.1: the run cannot reach the internet.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  children.add(proc);
  let stderr = '';
  proc.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const portFile = path.join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`Chromium exited (${proc.exitCode}):\n${stderr}`);
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      if (port > 0) return { process: proc, port };
    }
    await sleep(100);
  }
  throw new Error(`Chromium did not open its DevTools port within 30 s:\n${stderr}`);
}

/** A busy machine makes a start or a run time out now and then: up to ATTEMPTS tries. */
export async function retry<T>(what: string, fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= ATTEMPTS) throw err;
      console.log(
        `  ${what} failed (${err instanceof Error ? err.message.split('\n')[0] : String(err)}); retrying`,
      );
    }
  }
}
