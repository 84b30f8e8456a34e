import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/contact.ts';

export function createContactRepository(db: Db) {
  return {
    async insert(row: typeof contactMessages.$inferInsert): Promise<string> {
      const [created] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
      if (!created) throw new Error('contact insert returned no row');
      return created.id;
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
