import { createDatabase, type Database } from '../db/client.ts';
import { seedReferenceData } from '../db/seed.ts';
import { loadEnv, type Env } from '../env.ts';

/** For command-line tools: the configured database, migrated and seeded like the server does at start-up. */
export async function openConfiguredDatabase(): Promise<{ env: Env; database: Database }> {
  const env = loadEnv();
  const database = createDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  await database.migrate();
  await seedReferenceData(database.db);
  return { env, database };
}
