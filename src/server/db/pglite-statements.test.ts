import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STATEMENTS, withPreparedStatements } from './pglite-statements.ts';

/** drizzle's options for PGlite (its dates and intervals as text, mapped by drizzle itself). */
const DRIZZLE_ARRAY = {
  rowMode: 'array' as const,
  parsers: {
    [types.TIMESTAMP]: (v: string) => v,
    [types.TIMESTAMPTZ]: (v: string) => v,
    [types.INTERVAL]: (v: string) => v,
    [types.DATE]: (v: string) => v,
  },
};

let pglite: PGlite;
let fast: ReturnType<typeof withPreparedStatements>;

const kept = async (): Promise<string[]> =>
  (await pglite.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
    (r) => r.statement,
  );

beforeAll(async () => {
  pglite = new PGlite();
  fast = withPreparedStatements(pglite);
  await pglite.exec(`
    create table things (
      id uuid primary key default gen_random_uuid(),
      name text not null unique,
      n integer,
      big bigint,
      price numeric(10, 2),
      ok boolean,
      data jsonb,
      at timestamptz,
      ratio double precision,
      tags text[]
    );
  `);
}, 60_000);

afterAll(async () => {
  await pglite.close();
});

describe('PGlite named prepared statements', () => {
  it('gives the same rows, fields and counts as PGlite’s own query, in both row modes', async () => {
    const insert =
      'insert into things (name, n, big, price, ok, data, at, ratio, tags) values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *';
    const values = [
      'alpha',
      7,
      '9007199254740993',
      '12.50',
      true,
      { a: [1, 'two'], b: null },
      new Date('2026-11-27T12:00:00Z'),
      0.25,
      ['x', 'y'],
    ];
    const created = await fast.query(insert, values);
    expect(created.affectedRows).toBe(1);
    const [row] = created.rows as Record<string, unknown>[];
    expect(row).toMatchObject({
      name: 'alpha',
      n: 7,
      ok: true,
      data: { a: [1, 'two'], b: null },
      tags: ['x', 'y'],
    });
    expect(row?.at).toEqual(new Date('2026-11-27T12:00:00Z'));
    await fast.query(insert, ['beta', null, null, null, null, null, null, null, null]);

    const select = 'select * from things where name = any($1) order by name';
    for (const options of [undefined, DRIZZLE_ARRAY, { rowMode: 'object' as const }]) {
      const own = await pglite.query(select, [['alpha', 'beta']], options);
      const prepared = await fast.query(select, [['alpha', 'beta']], options);
      expect(prepared).toEqual(own);
    }
    const update = 'update things set n = n + 1 where n is not null';
    const updated = await fast.query(update);
    expect(updated).toEqual({ rows: [], fields: [], command: 'UPDATE', affectedRows: 1, rowCount: 1 });
    const returning = 'update things set n = n where n is not null returning n, at';
    expect(await fast.query(returning, [], DRIZZLE_ARRAY)).toEqual(
      await pglite.query(returning, [], DRIZZLE_ARRAY),
    );
  });

  it('parses and plans a statement once: later calls use the named statement', async () => {
    const text = 'select count(*)::int as c from things where n >= $1';
    const before = fast.preparedStatements;
    expect((await fast.query<{ c: number }>(text, [0])).rows[0]?.c).toBe(1);
    expect((await fast.query<{ c: number }>(text, [100])).rows[0]?.c).toBe(0);
    expect(fast.preparedStatements).toBe(before + 1);
    expect((await kept()).filter((s) => s === text)).toHaveLength(1);
  });

  it('leaves statements that are not data statements to PGlite', async () => {
    await fast.query('create table if not exists other (id integer)');
    await fast.query('set search_path to public');
    expect(await kept()).not.toContain('create table if not exists other (id integer)');
  });

  it('gives a failed statement’s error with its code and query, and the next statement runs', async () => {
    const text = 'insert into things (name) values ($1)';
    const err = (await fast.query(text, ['alpha']).catch((e: unknown) => e)) as {
      code?: string;
      query?: string;
    };
    expect(err.code).toBe('23505');
    expect(err.query).toBe(text);
    await expect(fast.query(text, ['gamma'])).resolves.toMatchObject({ affectedRows: 1 });
    await expect(fast.query('select nonsense from things')).rejects.toMatchObject({ code: '42703' });
  });

  it('runs a transaction’s statements in it: rolled back, committed, and the others wait for it', async () => {
    const insert = 'insert into things (name) values ($1)';
    await expect(
      fast.transaction(async (tx) => {
        await tx.query(insert, ['rolled-back']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const count = 'select count(*)::int as c from things where name = $1';
    expect((await fast.query<{ c: number }>(count, ['rolled-back'])).rows[0]?.c).toBe(0);

    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const tx = fast.transaction(async (t) => {
      await t.query(insert, ['committed']);
      await held;
    });
    // Asked while the transaction holds its lock: answered after the commit.
    const outside = fast.query<{ c: number }>(count, ['committed']);
    await new Promise((r) => setTimeout(r, 20));
    release();
    await tx;
    expect((await outside).rows[0]?.c).toBe(1);
  });

  it('prepares again when a table changes shape under a kept statement', async () => {
    await pglite.exec('create table shaped (id integer)');
    await fast.query('insert into shaped (id) values ($1)', [1]);
    const select = 'select * from shaped';
    expect((await fast.query(select)).rows).toEqual([{ id: 1 }]);
    await pglite.exec('alter table shaped add column label text');
    expect((await fast.query(select)).rows).toEqual([{ id: 1, label: null }]);
  });

  it(`keeps at most ${MAX_STATEMENTS} statements, closing the least recently used`, async () => {
    for (let i = 0; i < MAX_STATEMENTS + 20; i += 1) {
      await fast.query(`select $1::int + ${i} as v`, [1]);
    }
    expect(fast.preparedStatements).toBe(MAX_STATEMENTS);
    const onBackend = await kept();
    expect(onBackend).toHaveLength(MAX_STATEMENTS);
    expect(onBackend).not.toContain('select $1::int + 0 as v');
    expect(onBackend).toContain(`select $1::int + ${MAX_STATEMENTS + 19} as v`);
  });
});
