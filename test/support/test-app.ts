import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../src/server/app.ts';
import { createDatabase, createPglite, type Database } from '../../src/server/db/client.ts';
import { loadEnv, type Env } from '../../src/server/env.ts';
import { withDatabase } from './global-db.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** PostgreSQL runs only: the URL of this file's database (a second process can share it). */
  databaseUrl?: string;
  env: Env;
  close(): Promise<void>;
}

/** A fresh copy of the migrated, seeded template database for one test file. */
export async function createTestDatabase(): Promise<{
  database: Database;
  url?: string;
  drop(): Promise<void>;
}> {
  if (inject('dbMode') === 'postgres') {
    const templateUrl = inject('pgTemplateUrl');
    const name = `${inject('pgRunId')}_${Math.random().toString(36).slice(2, 10)}`;
    const template = new URL(templateUrl).pathname.slice(1);
    // Never connected to the template itself: PostgreSQL refuses to copy a database another session is in, and
    // the files run side by side (decision 050).
    const serverUrl = inject('pgAdminUrl');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        break;
      } catch (err) {
        // 55006: the template is in use (another file's copy still closing its connections): wait, try again.
        if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 250 * attempt));
      }
    }
    await admin.end();
    const url = withDatabase(templateUrl, name);
    const database = createDatabase({ databaseUrl: url, poolSize: 25 });
    return {
      database,
      url,
      async drop() {
        await database.close();
        const a = new pg.Client({ connectionString: serverUrl });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const tar = readFileSync(inject('pgliteTemplatePath'));
  const pglite = createPglite(undefined, { loadDataDir: new Blob([tar]) });
  const database = createDatabase({ pglite });
  return { database, drop: () => database.close() };
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  // Kept answers (decision 051) off: a test reads right after writing through another connection; the
  // read-cache tests turn them on.
  return loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', READ_CACHE_MS: '0', ...overrides });
}

export async function createTestApp(
  options: Partial<Omit<BuildAppOptions, 'env' | 'database'>> & { env?: Record<string, string> } = {},
): Promise<TestApp> {
  const { database, drop, url } = await createTestDatabase();
  const env = testEnv(options.env);
  const { env: _ignored, ...rest } = options;
  const app = await buildApp({ clientDir: false, ...rest, env, database, logger: false });
  return {
    app,
    database,
    ...(url ? { databaseUrl: url } : {}),
    env,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/**
 * A second server on a test app's database, as another process runs it: on PostgreSQL with a connection pool of
 * its own; PGlite is opened by one process only, so there it shares the database object.
 */
export async function createSecondServer(
  t: TestApp,
  options: Partial<Omit<BuildAppOptions, 'env' | 'database'>> = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const own = t.databaseUrl ? createDatabase({ databaseUrl: t.databaseUrl }) : null;
  const app = await buildApp({
    clientDir: false,
    logger: false,
    ...options,
    env: t.env,
    database: own ?? t.database,
  });
  return {
    app,
    async close() {
      await app.close();
      await own?.close();
    },
  };
}
