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
    /** The paid intent that kept a card (the test processor's record of that card). */
    async findBySavedMethod(methodId: string): Promise<TestIntentRow | undefined> {
      const [row] = await db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.savedMethodId, methodId))
        .limit(1);
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
    /** Marks an unpaid intent so the card that pays it is kept for `customer`. */
    async saveFor(id: string, customer: string): Promise<boolean> {
      const rows = await db
        .update(testPaymentIntents)
        .set({ saveForCustomer: customer, updatedAt: new Date() })
        .where(and(eq(testPaymentIntents.id, id), eq(testPaymentIntents.status, 'requires_payment_method')))
        .returning({ id: testPaymentIntents.id });
      return rows.length > 0;
    },
    /** Records an attempt on an intent still awaiting payment; undefined when it is no longer (paid twice). */
    async recordAttempt(
      id: string,
      result: {
        status: 'succeeded' | 'requires_payment_method';
        paymentMethod: string;
        lastError: string | null;
        /** The kept card's id and what people recognise it by, when the intent was to save it. */
        saved?: { methodId: string; brand: string; last4: string; expMonth: number; expYear: number };
      },
    ): Promise<TestIntentRow | undefined> {
      const [row] = await db
        .update(testPaymentIntents)
        .set({
          status: result.status,
          paymentMethod: result.paymentMethod,
          lastError: result.lastError,
          ...(result.saved
            ? {
                savedMethodId: result.saved.methodId,
                savedBrand: result.saved.brand,
                savedLast4: result.saved.last4,
                savedExpMonth: result.saved.expMonth,
                savedExpYear: result.saved.expYear,
              }
            : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(testPaymentIntents.id, id), eq(testPaymentIntents.status, 'requires_payment_method')))
        .returning();
      return row;
    },
  };
}
export type TestPaymentsRepository = ReturnType<typeof createTestPaymentsRepository>;
