import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { quietPort } from '../support/quiet-port.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'server-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startServer(env: Record<string, string>) {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Polls until the server answers. A start takes ~7 s on an idle 2-core machine (tsx compiles, PGlite starts,
 * migrates and seeds) and several times that while the rest of the suite runs beside it, so the deadline is
 * generous; a process that exits instead fails at once with its output.
 */
async function waitForHealth(server: ReturnType<typeof startServer>, port: number, timeoutMs = 100_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited with ${server.child.exitCode}:\n${server.output()}`);
    }
    try {
      // This child's own "Server listening" line first: a health answer from another test's server that took the
      // port in between would let the test signal a child still migrating (it then dies of the signal, 143).
      if (!server.output().includes(`Server listening at http://127.0.0.1:${port}`))
        throw new Error('not yet');
      return await fetch(`http://127.0.0.1:${port}/api/health`);
    } catch (err) {
      if (Date.now() > deadline)
        throw new Error(`no answer within ${timeoutMs} ms:\n${server.output()}`, { cause: err });
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

describe('the server process', () => {
  it('starts on the embedded database, then shuts down cleanly on SIGTERM and starts again on the same data', async () => {
    const port = await quietPort();
    for (let round = 0; round < 2; round++) {
      const server = startServer({
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      });
      const res = await waitForHealth(server, port);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ database: 'ok', databaseKind: 'pglite' });
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('shutting down');
    }
  }, 240_000);

  it('refuses to start with invalid configuration and names the variable', async () => {
    const server = startServer({ PORT: 'not-a-port', DATABASE_URL: 'mysql://nope' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT: PORT must be a number');
    expect(server.output()).toContain('DATABASE_URL must start with postgres://');
    // A hang guard only (a loaded machine starts node slowly).
  }, 120_000);
});
