import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { testPaymentIntents } from '../../db/schema/payments.ts';

export type TestIntentRow = typeof testPaymentIntents.$inferSelect;

/** The test processor's intents, stored so they survive a restart and are shared by every server process. */
export function createTestPaymentsRepository(db: Db) {
  return {
    /** Inserts unless the idempotency key was used already; either way returns the key's intent. */
    async insertOnce(row: typeof testPaymentIntents.$inferInsert): Promise<TestIntentRow> {
      const [created] = await db.insert(testPaymentIntents).values(row).onConflictDoNothing().returning();
      if (created) return created;
      const [existing] = await db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.idempotencyKey, row.idempotencyKey ?? ''));
      if (!existing) throw new Error('test intent insert returned no row');
      return existing;
    },
    async find(id: string): Promise<TestIntentRow | undefined> {
      const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
      return row;
    },
    async updateAmount(id: string, amountCents: number): Promise<TestIntentRow | undefined> {
      const [row] = await db
        .update(testPaymentIntents)
        .set({ amountCents, updatedAt: new Date() })
        .where(and(eq(testPaymentIntents.id, id), eq(testPaymentIntents.status, 'requires_payment_method')))
        .returning();
      return row;
    },
    /** Records an attempt on an intent still awaiting payment; undefined when it is no longer (paid twice). */
    async recordAttempt(
      id: string,
      result: {
        status: 'succeeded' | 'requires_payment_method';
        paymentMethod: string;
        lastError: string | null;
      },
    ): Promise<TestIntentRow | undefined> {
      const [row] = await db
        .update(testPaymentIntents)
        .set({ ...result, updatedAt: new Date() })
        .where(and(eq(testPaymentIntents.id, id), eq(testPaymentIntents.status, 'requires_payment_method')))
        .returning();
      return row;
    },
  };
}
export type TestPaymentsRepository = ReturnType<typeof createTestPaymentsRepository>;
