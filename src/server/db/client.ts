import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations (idempotent; serialized across processes on PostgreSQL). */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export type DatabaseOptions =
  { databaseUrl: string; poolSize?: number } | { dataDir: string } | { pglite: PGlite };

/** Lock key shared by every process that migrates the same PostgreSQL database. */
const MIGRATION_LOCK = 7_204_117;

export function createDatabase(options: DatabaseOptions): Database {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on('error', () => {
      /* idle client errors surface on the next query; never crash the process */
    });
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      async ping() {
        await db.execute(sql`select 1`);
      },
      async close() {
        await pool.end();
      },
    };
  }

  let client: PGlite;
  if ('pglite' in options) {
    client = options.pglite;
  } else {
    const dir = path.resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
