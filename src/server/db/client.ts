import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { listenOnPostgres, type NotificationHandlers } from './pg-listener.ts';
import { withPreparedStatements } from './pglite-statements.ts';

export type Db = PgDatabase<PgQueryResultHKT>;

/** Called with the text of every SQL statement the database client sends (see `Database.watchStatements`). */
export type StatementListener = (statement: string) => void;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `listener` with every statement sent through `db` until the returned function is called: the
   * queries, and BEGIN / COMMIT / ROLLBACK of each transaction (drizzle sends them itself on PostgreSQL; on
   * PGlite they are counted around `db.transaction`). For the bench and the tests that count statements;
   * without a listener the cost is one empty-set check per statement.
   */
  watchStatements(listener: StatementListener): () => void;
  /**
   * LISTENs on `channel` (decision 047): PostgreSQL through one dedicated connection that reconnects with
   * backoff, PGlite through its own `listen`. Resolves once listening; the function it gives stops.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /** Applies the committed SQL migrations (idempotent; serialized across processes on PostgreSQL). */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/**
 * An embedded PostgreSQL with the extensions the migrations create (decision 048: pg_trgm for the back office's
 * search, btree_gist for the nearby index by vehicle). Every PGlite that opens the application's data goes through here: an instance without the
 * extension cannot use the index a migration made.
 */
export function createPglite(dataDir?: string, options: Omit<PGliteOptions, 'extensions'> = {}): PGlite {
  return new PGlite({ ...options, ...(dataDir ? { dataDir } : {}), extensions: { btree_gist, pg_trgm } });
}

export type DatabaseOptions =
  { databaseUrl: string; poolSize?: number } | { dataDir: string } | { pglite: PGlite };

/** Lock key shared by every process that migrates the same PostgreSQL database. */
const MIGRATION_LOCK = 7_204_117;

/** The listeners of one database and the drizzle logger that feeds them. */
function statementWatch() {
  const listeners = new Set<StatementListener>();
  const emit = (statement: string) => {
    for (const l of listeners) l(statement);
  };
  return {
    emit,
    listeners,
    logger: { logQuery: (query: string) => (listeners.size ? emit(query) : undefined) },
    watchStatements(listener: StatementListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export function createDatabase(options: DatabaseOptions): Database {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on('error', () => {
      /* idle client errors surface on the next query; never crash the process */
    });
    const watch = statementWatch();
    const db = drizzlePg(pool, { logger: watch.logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      watchStatements: watch.watchStatements,
      listen: (channel, handlers) => listenOnPostgres(options.databaseUrl, channel, handlers),
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
    client = createPglite(dir);
  }
  const watch = statementWatch();
  // Every data statement parsed and planned once, as a named prepared statement (decision 032).
  const db = drizzlePglite(withPreparedStatements(client), { logger: watch.logger }) as unknown as Db;
  // PGlite runs BEGIN and COMMIT (or ROLLBACK) itself, out of drizzle's logger: counted here.
  const transaction = db.transaction.bind(db);
  db.transaction = async (fn, config) => {
    if (!watch.listeners.size) return transaction(fn, config);
    watch.emit('begin');
    try {
      const result = await transaction(fn, config);
      watch.emit('commit');
      return result;
    } catch (err) {
      watch.emit('rollback');
      throw err;
    }
  };
  return {
    db,
    kind: 'pglite',
    watchStatements: watch.watchStatements,
    async listen(channel, handlers) {
      // On the PGlite instance itself: the prepared-statement wrapper has no `listen`.
      const unlisten = await client.listen(channel, (payload) => handlers.onNotify(payload));
      return async () => {
        if (!client.closed) await unlisten().catch(() => undefined);
      };
    },
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
