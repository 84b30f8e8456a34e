import { eq, ilike, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { containsPattern } from '../../src/server/modules/admin/admin-query.ts';
import type { AdminBookingList } from '../../src/shared/contracts/admin-bookings.ts';
import { signInAs } from '../support/accounts.ts';
import { adminCall, insertAdminBooking } from '../support/admin.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The back office's search through the trigram index (decision 048): partial number, names, emails, phones and
 * places find exactly what a field-by-field ILIKE finds, and every page carries the count of all that match.
 */

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signInAs(t.app, t.database, 'admin')).cookie;
});
afterAll(() => t.close());

const list = (query: string) =>
  adminCall<AdminBookingList>(t.app, 'GET', `/api/admin/bookings?${query}`, cookie);
const found = async (q: string) =>
  (await list(`q=${encodeURIComponent(q)}&pageSize=200`)).body.bookings.map((r) => r.id).sort();

/** What the search found before the index: any searched field ILIKE '%q%', field by field. */
async function reference(q: string): Promise<string[]> {
  const p = containsPattern(q);
  const rows = await t.database.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      or(
        ...[
          bookings.number,
          bookings.customerName,
          bookings.customerEmail,
          bookings.customerPhone,
          bookings.passengerName,
          bookings.passengerEmail,
          bookings.passengerPhone,
          bookings.driverName,
          bookings.pickupAddress,
          bookings.destinationAddress,
        ].map((c) => ilike(c, p)),
      ),
    );
  return rows.map((r) => r.id).sort();
}

let seq = 0;
const tag = () => `tg${Date.now().toString(36)}q${++seq}`;

describe('admin bookings search', () => {
  it('finds by partial number, name, email, phone and place, as the field-by-field ILIKE does', async () => {
    const k = tag();
    const a = await insertAdminBooking(t.database, { customerName: `Grace ${k}Hopper` });
    const b = await insertAdminBooking(t.database, { customerEmail: `${k}.Rider@Example.com` });
    const c = await insertAdminBooking(t.database, { pickupAddress: `77 ${k.toUpperCase()} Street, Queens` });
    const d = await insertAdminBooking(t.database, { destinationAddress: `Newark ${k} Terminal C` });
    const e = await insertAdminBooking(t.database);
    await t.database.db
      .update(bookings)
      .set({
        customerPhone: '9175550199',
        passengerName: `Ana ${k}Passenger`,
        passengerEmail: 'ana@example.org',
        passengerPhone: '6465550123',
        driverName: 'Ñandú Çelik',
      })
      .where(eq(bookings.id, e.id));

    expect(await found(k)).toEqual([a.id, b.id, c.id, d.id, e.id].sort());
    expect(await found(`${k}hopper`)).toEqual([a.id]);
    expect(await found(`${k.toUpperCase()}.RIDER@example`)).toEqual([b.id]);
    expect(await found(a.number.slice(2, 8).toLowerCase())).toContain(a.id);
    expect(await found('5550199')).toContain(e.id);
    expect(await found('646555')).toContain(e.id);
    expect(await found(`${k}passenger`)).toEqual([e.id]);
    expect(await found('ñandú ç')).toContain(e.id);

    // The same answers as the field-by-field ILIKE, for texts of every kind (short ones read no trigram).
    for (const q of [
      k,
      `${k}hopper`,
      a.number.slice(3),
      '555',
      'ña',
      '@EXAMPLE.',
      'terminal',
      ' street, q',
      `${k.slice(0, 3)}%${k.slice(4)}`,
      `${k.slice(0, 3)}_${k.slice(4)}`,
      'a\\b',
      'x',
    ]) {
      expect(await found(q), q).toEqual(await reference(q));
    }
    // Across two fields never matches (one field a line), nor does a text with a line break in it.
    expect(await found(`hopper\n${k}`)).toEqual([]);
    expect(await found(`hopper\n${k}`)).toEqual(await reference(`hopper\n${k}`));
  });

  it('pages and counts agree: every page carries the total, the pages hold it all once', async () => {
    const k = tag();
    const made: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const status = i % 3 === 0 ? 'cancelled' : 'confirmed';
      made.push((await insertAdminBooking(t.database, { status, customerName: `Pager ${k} ${i}` })).id);
    }
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const res = await list(`q=${k}&pageSize=5&page=${page}`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(12);
      expect(res.body.bookings).toHaveLength(page < 3 ? 5 : 2);
      seen.push(...res.body.bookings.map((r) => r.id));
    }
    expect(seen.sort()).toEqual([...made].sort());
    // Past the end: no rows, the same total.
    const past = await list(`q=${k}&pageSize=5&page=9`);
    expect(past.body).toMatchObject({ bookings: [], total: 12, page: 9 });
    // Filtered by status, and nothing found at all.
    expect((await list(`q=${k}&status=cancelled&pageSize=5`)).body.total).toBe(4);
    expect((await list(`q=${k}nothing`)).body).toMatchObject({ bookings: [], total: 0 });
  });
});
