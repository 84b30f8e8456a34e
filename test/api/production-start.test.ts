import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { quietPort } from '../support/quiet-port.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'production-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Runs the server as `npm start` does once the client is built (scripts/start.ts imports src/server/main.ts)
 * and resolves with its exit code and output; a server that starts instead is killed after `timeoutMs` and
 * resolves with `timedOut`. It loads the whole server (tsx compiles it): seconds alone, more beside the suite.
 */
function runServer(env: Record<string, string>, timeoutMs: number) {
  const { PUBLIC_URL: _unset, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...inherited, DATABASE_URL: '', DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise<{ code: number | null; timedOut: boolean; output: string }>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve({ code: null, timedOut: true, output });
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, timedOut: false, output });
    });
  });
}

describe('starting in production', () => {
  it('refuses to start without PUBLIC_URL and says why', async () => {
    const port = await quietPort();
    const run = await runServer({ NODE_ENV: 'production', PORT: String(port) }, 60_000);
    expect(run.timedOut, run.output).toBe(false);
    expect(run.code).toBe(1);
    expect(run.output).toContain('Invalid configuration');
    expect(run.output).toContain(
      "PUBLIC_URL: Set PUBLIC_URL to the site's public address (https://…) in production",
    );
    // It stopped before listening: nothing answers on its port.
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 90_000);
});
