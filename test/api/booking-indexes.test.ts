import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { guestCookie } from '../support/accounts.ts';
import { cityRide, createBooking, warmQuotes } from '../support/checkout-flow.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 17, the booking write path: the indexes on a booking's guest, driver and payment intent are partial
 * (only rows where the column is set), so a create — no driver, no payment intent, and for a signed-in customer
 * no guest — writes three index entries fewer. What they are for still holds: a payment intent pays one
 * booking, and a lookup by value is served by its index, also as a prepared statement's generic plan.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      checkout: { max: 10_000, timeWindow: 60_000 },
      quotes: { max: 10_000, timeWindow: 60_000 },
    },
  });
  await warmQuotes(t.app);
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
/** Both drivers answer `db.execute` with `{ rows }` (as admin-analytics.repository.ts reads it). */
const rowsOf = (r: unknown): Row[] => (r as { rows: Row[] }).rows;

async function newBooking(hoursAhead: number): Promise<string> {
  const res = await createBooking(t.app, await guestCookie(t.app), cityRide({}, hoursAhead));
  expect(res.status).toBe(201);
  return res.body.id;
}

describe('the partial indexes of bookings', () => {
  it('are partial on guest, driver and payment intent, and full on what every booking has', async () => {
    const defs = rowsOf(
      await t.database.db.execute(
        sql`select indexname, indexdef from pg_indexes where tablename = 'bookings' order by indexname`,
      ),
    );
    const def = (name: string) => String(defs.find((d) => d.indexname === name)?.indexdef ?? '');
    expect(def('bookings_guest_idx')).toMatch(/WHERE \(guest_id IS NOT NULL\)$/);
    expect(def('bookings_driver_idx')).toMatch(/WHERE \(driver_id IS NOT NULL\)$/);
    expect(def('bookings_payment_intent_key')).toMatch(
      /^CREATE UNIQUE INDEX .* WHERE \(payment_intent_id IS NOT NULL\)$/,
    );
    expect(def('bookings_number_key')).toMatch(/^CREATE UNIQUE INDEX [^W]*$/);
    expect(def('bookings_user_idx')).not.toContain('WHERE');
  });

  it('still let a payment intent pay one booking only: the database refuses it on a second', async () => {
    const first = await newBooking(50);
    const second = await newBooking(51);
    const intent = `pi_index_${Date.now()}`;
    await t.database.db.update(bookings).set({ paymentIntentId: intent }).where(eq(bookings.id, first));
    const refused = await t.database.db
      .update(bookings)
      .set({ paymentIntentId: intent })
      .where(eq(bookings.id, second))
      .then(
        () => null,
        (e: { cause?: { code?: string }; code?: string }) => e.cause?.code ?? e.code,
      );
    expect(refused).toBe('23505');
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, second));
    expect(row?.paymentIntentId).toBeNull();
  });

  it('serve a lookup by value, as a prepared statement plans it for any value', async () => {
    const plans: Record<string, string> = {};
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      for (const [column, type] of [
        ['guest_id', 'uuid'],
        ['driver_id', 'uuid'],
        ['payment_intent_id', 'text'],
      ] as const) {
        const name = `index_probe_${column}`;
        await tx.execute(sql.raw(`prepare ${name}(${type}) as select id from bookings where ${column} = $1`));
        const plan = rowsOf(await tx.execute(sql.raw(`explain execute ${name}(null)`)));
        plans[column] = plan.map((p) => String(p['QUERY PLAN'])).join('\n');
        await tx.execute(sql.raw(`deallocate ${name}`));
      }
    });
    expect(plans.guest_id).toContain('Index Scan using bookings_guest_idx');
    expect(plans.driver_id).toContain('Index Scan using bookings_driver_idx');
    expect(plans.payment_intent_id).toContain('Index Scan using bookings_payment_intent_key');
  });
});
