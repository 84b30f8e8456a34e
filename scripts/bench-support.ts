/** What the bench scripts share: a scratch database, a signed-in session, the command line, no rate limits. */
import pg from 'pg';
import { createDatabase, createPglite, type Database, type Db } from '../src/server/db/client.ts';
import { sessions, users } from '../src/server/db/schema/accounts.ts';
import { seedReferenceData } from '../src/server/db/seed.ts';
import { newToken } from '../src/server/modules/auth/tokens.ts';

/** Rate limits high enough never to be met by a bench. */
export const NO_LIMIT = { max: 1_000_000_000, timeWindow: 60_000 };

/** `--name <number>` from the command line, else the fallback. */
export function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

/**
 * A bench account named `bench-<name>` (never signed in with: its session is made by `sessionCookie`); its id.
 */
export async function benchUser(
  db: Db,
  role: 'passenger' | 'driver' | 'admin',
  name: string,
  lastName: string,
  phone?: string,
): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({
      email: `bench-${name}@example.com`,
      username: `bench-${name}`,
      passwordHash: 'bench-no-password',
      role,
      firstName: 'Bench',
      lastName,
      phone,
    })
    .returning({ id: users.id });
  if (!user) throw new Error(`bench account ${name} not created`);
  return user.id;
}

/** A session made directly for a bench user (never signed in with a password): its cookie. */
export async function sessionCookie(db: Db, userId: string): Promise<string> {
  const t = newToken();
  await db.insert(sessions).values({
    tokenHash: t.hash,
    userId,
    rememberMe: true,
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
  });
  return `sid=${t.token}`;
}

/** A migrated, seeded database for a bench: PGlite, or a scratch database on BENCH_DATABASE_URL (dropped by `drop`). */
export async function benchDatabase(
  serverUrl: string | undefined,
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (!serverUrl) {
    const database = createDatabase({ pglite: createPglite() });
    await database.migrate();
    await seedReferenceData(database.db);
    return { database, drop: () => database.close() };
  }
  const scratch = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${scratch}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${scratch}`;
  const database = createDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  await database.migrate();
  await seedReferenceData(database.db);
  return {
    database,
    async drop() {
      await database.close();
      const a = new pg.Client({ connectionString: serverUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`);
      await a.end();
    },
  };
}
