import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingSummary, Receipt } from '../../src/shared/contracts/bookings.ts';
import { signInAs } from '../support/accounts.ts';
import { insertBooking } from '../support/bookings.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let alice: Awaited<ReturnType<typeof signInAs>>;
let bob: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp();
  alice = await signInAs(t.app, t.database, 'passenger');
  bob = await signInAs(t.app, t.database, 'passenger');
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const rate = (id: string, payload: object, cookie: string) =>
  t.app.inject({ method: 'POST', url: `/api/user/bookings/${id}/rating`, payload, headers: { cookie } });

describe('GET /api/user/bookings', () => {
  it("lists only the signed-in customer's bookings, newest first, in dollars", async () => {
    const old = await insertBooking(t.database, {
      userId: alice.user.id,
      createdAt: new Date('2026-01-05T12:00:00Z'),
    });
    const recent = await insertBooking(t.database, { userId: alice.user.id, status: 'confirmed' });
    await insertBooking(t.database, { userId: bob.user.id });
    const res = await get('/api/user/bookings', alice.cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json<BookingSummary[]>();
    expect(list.map((b) => b.id)).toEqual([recent.id, old.id]);
    expect(list[1]).toMatchObject({
      number: old.number,
      status: 'completed',
      totalAmount: 130.65,
      rating: null,
    });
    expect(list[1]?.number).toMatch(/^NYC-[2-9A-HJKMNP-Z]{6}$/);
  });

  it('answers 401 signed out (the authorization table covers every role)', async () => {
    expect((await get('/api/user/bookings')).statusCode).toBe(401);
  });
});

describe('Rate Trip', () => {
  it.each([
    [{ rating: 0 }, 'Please choose a rating from 1 to 5 stars'],
    [{ rating: 6 }, 'Please choose a rating from 1 to 5 stars'],
    [{ rating: 4.5 }, 'Please choose a rating from 1 to 5 stars'],
    [{ rating: 5, feedback: 'x'.repeat(1001) }, 'Feedback must be at most 1000 characters'],
  ])('rejects %j', async (payload, message) => {
    const b = await insertBooking(t.database, { userId: alice.user.id });
    const res = await rate(b.id, payload, alice.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
  });

  it('rates a completed trip once, by its owner only', async () => {
    const b = await insertBooking(t.database, { userId: alice.user.id });
    const byBob = await rate(b.id, { rating: 5 }, bob.cookie);
    expect(byBob.statusCode).toBe(404);
    const ok = await rate(b.id, { rating: 4, feedback: '  Lovely driver.  ' }, alice.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ rating: 4, feedback: 'Lovely driver.' });
    const again = await rate(b.id, { rating: 5 }, alice.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('You have already rated this trip.');
    const listed = (await get('/api/user/bookings', alice.cookie)).json<BookingSummary[]>();
    expect(listed.find((x) => x.id === b.id)).toMatchObject({ rating: 4, feedback: 'Lovely driver.' });
  });

  it('refuses to rate a trip that is not completed', async () => {
    const b = await insertBooking(t.database, { userId: alice.user.id, status: 'confirmed' });
    const res = await rate(b.id, { rating: 5 }, alice.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe('Only completed trips can be rated.');
  });
});

describe('receipts', () => {
  it('gives the owner the lines, tax and total, as JSON and as a PDF', async () => {
    const b = await insertBooking(t.database, { userId: alice.user.id });
    const res = await get(`/api/user/bookings/${b.id}/receipt`, alice.cookie);
    expect(res.statusCode).toBe(200);
    const r = res.json<Receipt>();
    expect(r.lines).toEqual([
      { code: 'base', label: 'Manhattan to Brooklyn', amount: 100 },
      { code: 'meet_greet', label: 'Meet & greet', amount: 20 },
    ]);
    expect(r).toMatchObject({ subtotal: 120, taxRatePercent: 8.875, tax: 10.65, total: 130.65 });
    expect(r.paymentMethod).toBe('Visa •••• 4242');

    const pdf = await get(`/api/user/bookings/${b.id}/receipt.pdf`, alice.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="receipt-${b.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(1500);
  });

  it("hides another customer's receipt and refuses an unpaid booking", async () => {
    const b = await insertBooking(t.database, { userId: alice.user.id });
    expect((await get(`/api/user/bookings/${b.id}/receipt`, bob.cookie)).statusCode).toBe(404);
    expect((await get(`/api/user/bookings/${b.id}/receipt.pdf`, bob.cookie)).statusCode).toBe(404);
    const unpaid = await insertBooking(t.database, { userId: alice.user.id, status: 'pending' });
    expect((await get(`/api/user/bookings/${unpaid.id}/receipt`, alice.cookie)).statusCode).toBe(409);
    expect((await get('/api/user/bookings/not-a-uuid/receipt', alice.cookie)).statusCode).toBe(400);
  });
});
