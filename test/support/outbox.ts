import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { emailOutbox } from '../../src/server/db/schema/email.ts';

export async function outboxFor(database: Database, to: string) {
  return database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to.toLowerCase()))
    .orderBy(desc(emailOutbox.createdAt));
}
