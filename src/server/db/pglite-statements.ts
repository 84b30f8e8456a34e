/**
 * Named prepared statements for the embedded database (decision 032).
 *
 * PGlite's `query()` sends every statement through six protocol steps, each its own call into the WebAssembly
 * backend: Parse, Describe the statement, Bind, Describe the portal, Execute and Sync, so the server parses and
 * plans each statement again on every call. For the wide rows this product reads and writes, that was most of
 * a request's time (the session lookup 1.1 ms, the booking INSERT 1.4 ms, against 0.2 and 0.6 ms prepared).
 *
 * `withPreparedStatements(pglite)` gives drizzle a client whose `query()` does what node-postgres does with a
 * named statement: a statement's text is parsed and described once, under a name, and each later call sends
 * Bind, Execute and Sync in one message to the backend. The rows are parsed with the description kept from the
 * first call, with PGlite's own parsers and serializers, so the results are what `query()` gives.
 *
 * - Only single data statements (SELECT, INSERT, UPDATE, DELETE, WITH) are kept; anything else (DDL,
 *   transaction control, SET) and a query with a blob goes through PGlite's `query()` unchanged.
 * - At most `MAX_STATEMENTS` texts are kept; the least recently used is closed on the backend when a new one
 *   comes (statements built with a variable number of parameters make new texts).
 * - When a table a kept statement reads changes shape, PostgreSQL refuses the old plan ("cached plan must not
 *   change result type"): every kept statement is dropped and the query runs again, prepared anew.
 * - The locks are PGlite's: a query outside a transaction waits for any transaction to end, one inside its
 *   transaction runs in it; the file system is synced after a query outside a transaction, as `query()` does.
 */
import {
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
  protocol,
  types,
} from '@electric-sql/pglite';

/** How many statement texts are kept prepared. */
export const MAX_STATEMENTS = 256;

/** A data statement: what is worth preparing (and what the extended protocol runs as one statement). */
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Serializer = (value: unknown) => string;
type Parser = (value: string, typeId: number) => unknown;

interface Field {
  name: string;
  dataTypeID: number;
}

interface Kept {
  name: string;
  /** The type of each parameter, as the backend described them. */
  paramTypes: number[];
  /** The columns of its rows (none for a statement that returns none). */
  fields: Field[];
}

/** PGlite's parsers for the types it knows of itself (after the instance's own and the caller's). */
const builtInParsers = (types as unknown as { parsers: Record<number, Parser> }).parsers;

/** What PGlite keeps and does not type: its parsers, serializers and locks. */
interface PGliteInternals {
  parsers: Record<number, Parser>;
  serializers: Record<number, Serializer>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const p of parts) length += p.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** PostgreSQL's refusal to reuse a plan whose result columns changed (a table altered under it). */
function isStalePlan(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return e?.code === '0A000' && /cached plan must not change result type/i.test(e.message ?? '');
}

/** The error as PGlite's `query()` gives it: with the query, its parameters and options attached. */
function withQuery(err: unknown, query: string, params: unknown[], options?: QueryOptions): unknown {
  if (err && typeof err === 'object' && 'severity' in err) {
    Object.assign(err, { query, params, queryOptions: options });
  }
  return err;
}

/**
 * The statements kept on one PGlite instance, and the query that uses them. `run` must be called holding
 * PGlite's query lock.
 */
function statementCache(pglite: PGlite) {
  const internals = pglite as unknown as PGliteInternals;
  const kept = new Map<string, Kept>();
  let next = 0;

  async function prepare(text: string, options?: QueryOptions): Promise<Kept> {
    const name = `pgl_${(next += 1)}`;
    const messages = await pglite.execProtocolStream(
      concat([
        protocol.serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const params = messages.find((m) => m.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    const rows = messages.find((m) => m.name === 'rowDescription') as { fields: Field[] } | undefined;
    const statement: Kept = {
      name,
      paramTypes: params?.dataTypeIDs ?? [],
      fields: rows?.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) ?? [],
    };
    kept.set(text, statement);
    if (kept.size > MAX_STATEMENTS) {
      const [oldestText, oldest] = kept.entries().next().value as [string, Kept];
      kept.delete(oldestText);
      await close([oldest.name]);
    }
    return statement;
  }

  /** Closes named statements on the backend. */
  async function close(names: string[]): Promise<void> {
    await pglite.execProtocolStream(
      concat([
        ...names.map((name) => protocol.serialize.close({ type: 'S', name })),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
  }

  /**
   * Drops every kept statement. In a transaction (which the refusal has aborted) the backend's statements are
   * only forgotten here, not closed: a table changing shape while the site runs is a migration's moment.
   */
  async function forgetAll(inTransaction: boolean): Promise<void> {
    const names = [...kept.values()].map((k) => k.name);
    kept.clear();
    if (names.length && !inTransaction) await close(names);
  }

  async function execute(text: string, params: unknown[], options?: QueryOptions): Promise<Results> {
    let statement = kept.get(text);
    if (statement) {
      // Most recently used last: the first entry is the one to close when the cache is full.
      kept.delete(text);
      kept.set(text, statement);
    } else {
      statement = await prepare(text, options);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i] ?? 0;
      const serialize = (options?.serializers?.[type] ?? internals.serializers[type]) as
        Serializer | undefined;
      return serialize ? serialize(value) : String(value);
    });
    const messages = await pglite.execProtocolStream(
      concat([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return toResults(messages, statement.fields, options);
  }

  /**
   * The result as PGlite's `query()` gives it (its `parseResults`), from the kept columns. Each column's parser
   * is looked up once per call: PGlite merges the caller's parsers into its own table of 300 types on every
   * query, which cost 0.1 ms a statement with drizzle's.
   */
  function toResults(messages: BackendMessage[], fields: Field[], options?: QueryOptions): Results {
    const parsers = fields.map(
      (f) =>
        (options?.parsers?.[f.dataTypeID] ??
          internals.parsers[f.dataTypeID] ??
          builtInParsers[f.dataTypeID]) as Parser | undefined,
    );
    const value = (raw: string | null, i: number): unknown => {
      if (raw === null) return null;
      const parse = parsers[i];
      return parse ? parse(raw, fields[i]?.dataTypeID ?? 0) : raw;
    };
    const arrays = options?.rowMode === 'array';
    const rows: unknown[] = [];
    let affectedRows = 0;
    for (const m of messages) {
      if (m.name === 'dataRow') {
        const raw = (m as unknown as { fields: (string | null)[] }).fields;
        if (arrays) {
          rows.push(raw.map(value));
        } else {
          const row: Record<string, unknown> = {};
          for (let i = 0; i < raw.length; i += 1)
            row[fields[i]?.name ?? String(i)] = value(raw[i] ?? null, i);
          rows.push(row);
        }
      } else if (m.name === 'commandComplete') {
        const words = (m as unknown as { text: string }).text.split(' ');
        const command = words[0] ?? '';
        const count = Number.parseInt(words[words.length - 1] ?? '', 10);
        if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command)) affectedRows += count;
        return {
          rows,
          fields,
          command,
          affectedRows,
          ...(Number.isNaN(count) ? {} : { rowCount: count }),
        } as Results;
      }
    }
    return { affectedRows: 0, rows: [], fields: [] } as Results;
  }

  return {
    async run(
      text: string,
      params: unknown[],
      options: QueryOptions | undefined,
      inTransaction: boolean,
    ): Promise<Results> {
      try {
        return await execute(text, params, options);
      } catch (err) {
        if (!isStalePlan(err)) throw withQuery(err, text, params, options);
        await forgetAll(inTransaction);
        // In a transaction the refusal aborted it: the caller's transaction fails, as it would have without
        // prepared statements; the next one prepares anew.
        if (inTransaction) throw withQuery(err, text, params, options);
        try {
          return await execute(text, params, options);
        } catch (again) {
          throw withQuery(again, text, params, options);
        }
      }
    },
    get size() {
      return kept.size;
    },
  };
}

/** Whether a call can take the prepared path. */
function preparable(query: string, options?: QueryOptions): boolean {
  return !options?.blob && DATA_STATEMENT.test(query);
}

/**
 * A client for drizzle over `pglite` whose queries (and its transactions' queries) use named prepared
 * statements. Everything else is the PGlite instance's own.
 */
export function withPreparedStatements(pglite: PGlite): PGlite & { readonly preparedStatements: number } {
  const internals = pglite as unknown as PGliteInternals;
  const cache = statementCache(pglite);

  const query = async <T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> => {
    if (!preparable(text, options)) return pglite.query<T>(text, params, options);
    await pglite.waitReady;
    // As PGlite's own query(): after any transaction in progress, then alone on the backend.
    const result = await internals._runExclusiveTransaction(() =>
      internals._runExclusiveQuery(() => cache.run(text, params, options, false)),
    );
    await pglite.syncToFs();
    return result as Results<T>;
  };

  const transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    pglite.transaction((tx) => {
      const prepared: Transaction = Object.create(tx, {
        query: {
          value: async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
            if (!preparable(text, options)) return tx.query<R>(text, params, options);
            if (tx.closed) throw new Error('Transaction is closed');
            // In the transaction, which already holds the transaction lock; the file system is synced at its end.
            return (await internals._runExclusiveQuery(() =>
              cache.run(text, params, options, true),
            )) as Results<R>;
          },
        },
      }) as Transaction;
      return callback(prepared);
    });

  return new Proxy(pglite, {
    get(target, prop) {
      if (prop === 'query') return query;
      if (prop === 'transaction') return transaction;
      if (prop === 'preparedStatements') return cache.size;
      const value = Reflect.get(target, prop, target) as unknown;
      // PGlite's methods use private fields: they must run on the instance, not on the proxy.
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  }) as PGlite & { readonly preparedStatements: number };
}
