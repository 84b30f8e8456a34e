import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** The health check's view of the database: which kind it is, and whether it answers. */
export function createSystemRepository(database: Pick<Database, 'db' | 'kind'>) {
  return {
    kind: database.kind,
    async ping(): Promise<void> {
      await database.db.execute(sql`select 1`);
    },
  };
}
export type SystemRepository = ReturnType<typeof createSystemRepository>;
