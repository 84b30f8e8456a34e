import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitRefund } from './booking-refund-split.ts';

describe('splitRefund', () => {
  it('a booking with one payment: the whole refund on it, in one part', () => {
    expect(splitRefund(13_065, [], 'pi_first')).toEqual([
      { paymentIntentId: 'pi_first', amountCents: 13_065 },
    ]);
    expect(splitRefund(0, [], 'pi_first')).toEqual([]);
  });

  it('the latest change payment first, within what it holds, then earlier ones, then the checkout payment', () => {
    const changes = [
      { paymentIntentId: 'pi_c2', heldCents: 500 },
      { paymentIntentId: 'pi_c1', heldCents: 0 },
      { paymentIntentId: 'pi_c0', heldCents: 800 },
    ];
    expect(splitRefund(300, changes, 'pi_first')).toEqual([{ paymentIntentId: 'pi_c2', amountCents: 300 }]);
    expect(splitRefund(2_000, changes, 'pi_first')).toEqual([
      { paymentIntentId: 'pi_c2', amountCents: 500 },
      { paymentIntentId: 'pi_c0', amountCents: 800 },
      { paymentIntentId: 'pi_first', amountCents: 700 },
    ]);
  });

  it('parts add up to the refund, each positive and within what its change payment holds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 1_000_000 }),
        fc.array(fc.integer({ min: -5, max: 100_000 }), { maxLength: 5 }),
        (amount, held) => {
          const changes = held.map((h, i) => ({ paymentIntentId: `pi_c${i}`, heldCents: h }));
          const parts = splitRefund(amount, changes, 'pi_first');
          expect(parts.reduce((s, p) => s + p.amountCents, 0)).toBe(Math.max(0, amount));
          for (const p of parts) {
            expect(p.amountCents).toBeGreaterThan(0);
            const c = changes.find((x) => x.paymentIntentId === p.paymentIntentId);
            if (c) expect(p.amountCents).toBeLessThanOrEqual(c.heldCents);
          }
        },
      ),
    );
  });
});
