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

/** The token of the newest payment link (`/pay?token=`) emailed to `to`. */
export async function payLinkTokenFor(database: Database, to: string): Promise<string> {
  const mail = (await outboxFor(database, to)).find((m) => m.kind === 'booking-pay-link');
  const token = mail?.text.match(/\/pay\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no payment link to ${to}`);
  return token;
}
