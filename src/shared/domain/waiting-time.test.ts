import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AIRPORT_FREE_WAIT_MINUTES,
  FREE_WAIT_MINUTES,
  noShowAvailable,
  noShowAvailableAt,
  waitingCharge,
  waitStartsAt,
} from './waiting-time.ts';

const at = (iso: string) => new Date(iso);
const pickupAt = at('2026-12-08T15:00:00Z');

describe('free waiting time before a no-show (decisions 28, 29)', () => {
  it('is 15 minutes, 90 at airport pickups', () => {
    expect(FREE_WAIT_MINUTES).toBe(15);
    expect(AIRPORT_FREE_WAIT_MINUTES).toBe(90);
  });

  it('counts from the scheduled pickup time when the chauffeur came early', () => {
    const facts = { arrivedAt: at('2026-12-08T14:40:00Z'), pickupAt, airportPickup: false };
    expect(waitStartsAt(facts).toISOString()).toBe('2026-12-08T15:00:00.000Z');
    expect(noShowAvailableAt(facts).toISOString()).toBe('2026-12-08T15:15:00.000Z');
  });

  it('counts from the arrival when the chauffeur came after the pickup time', () => {
    const facts = { arrivedAt: at('2026-12-08T15:07:00Z'), pickupAt, airportPickup: false };
    expect(noShowAvailableAt(facts).toISOString()).toBe('2026-12-08T15:22:00.000Z');
  });

  it('opens exactly at the end of 15 minutes, not a millisecond before', () => {
    const facts = { arrivedAt: pickupAt, pickupAt, airportPickup: false };
    expect(noShowAvailable(facts, at('2026-12-08T15:14:59.999Z'))).toBe(false);
    expect(noShowAvailable(facts, at('2026-12-08T15:15:00.000Z'))).toBe(true);
  });

  it('opens exactly at the end of 90 minutes at an airport pickup', () => {
    const facts = { arrivedAt: at('2026-12-08T14:55:00Z'), pickupAt, airportPickup: true };
    expect(noShowAvailable(facts, at('2026-12-08T15:15:00.000Z'))).toBe(false);
    expect(noShowAvailable(facts, at('2026-12-08T16:29:59.999Z'))).toBe(false);
    expect(noShowAvailable(facts, at('2026-12-08T16:30:00.000Z'))).toBe(true);
  });
});

describe('billed waiting time (decision 29)', () => {
  const base = { pickupAt, airportPickup: false, hourlyRateCents: 9_950 };
  const onBoard = (minutesAfterPickup: number, extraMs = 0) =>
    new Date(pickupAt.getTime() + minutesAfterPickup * 60_000 + extraMs);

  it('is free up to and including the 15th minute', () => {
    const c = waitingCharge({ ...base, arrivedAt: pickupAt, startedAt: onBoard(15) });
    expect(c).toEqual({ waitedMinutes: 15, billedMinutes: 0, amountCents: 0 });
  });

  it('bills a started minute from the first millisecond past the free wait', () => {
    const c = waitingCharge({ ...base, arrivedAt: pickupAt, startedAt: onBoard(15, 1) });
    expect(c.billedMinutes).toBe(1);
    // 9,950 / 60 = 165.83 cents, half up.
    expect(c.amountCents).toBe(166);
  });

  it('bills 23 minutes at $99.50/h as $38.14 (23 x 9,950 / 60 = 3,814.17)', () => {
    const c = waitingCharge({ ...base, arrivedAt: pickupAt, startedAt: onBoard(38) });
    expect(c).toEqual({ waitedMinutes: 38, billedMinutes: 23, amountCents: 3_814 });
  });

  it('counts from the pickup time when the chauffeur came early, from the arrival when late', () => {
    const early = waitingCharge({ ...base, arrivedAt: onBoard(-20), startedAt: onBoard(20) });
    expect(early.billedMinutes).toBe(5);
    const late = waitingCharge({ ...base, arrivedAt: onBoard(10), startedAt: onBoard(30) });
    expect(late.billedMinutes).toBe(5);
  });

  it('gives 90 free minutes at airport pickups', () => {
    const f = { ...base, airportPickup: true, arrivedAt: pickupAt };
    expect(waitingCharge({ ...f, startedAt: onBoard(90) }).billedMinutes).toBe(0);
    expect(waitingCharge({ ...f, startedAt: onBoard(91) }).billedMinutes).toBe(1);
  });

  it('never bills a passenger on board before the wait started', () => {
    const c = waitingCharge({ ...base, arrivedAt: onBoard(5), startedAt: onBoard(-3) });
    expect(c).toEqual({ waitedMinutes: 0, billedMinutes: 0, amountCents: 0 });
  });

  it('properties: free within the free wait; beyond it, started minutes at rate / 60 rounded half up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -60 * 60_000, max: 60 * 60_000 }),
        fc.integer({ min: 0, max: 5 * 60 * 60_000 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 100_000 }),
        (arriveOffsetMs, waitMs, airport, rate) => {
          const arrivedAt = new Date(pickupAt.getTime() + arriveOffsetMs);
          const start = Math.max(arrivedAt.getTime(), pickupAt.getTime());
          const startedAt = new Date(start + waitMs);
          const c = waitingCharge({
            pickupAt,
            arrivedAt,
            startedAt,
            airportPickup: airport,
            hourlyRateCents: rate,
          });
          const freeMs = (airport ? 90 : 15) * 60_000;
          if (waitMs <= freeMs) expect(c.billedMinutes).toBe(0);
          else {
            expect(c.billedMinutes).toBe(Math.ceil((waitMs - freeMs) / 60_000));
            expect((c.billedMinutes - 1) * 60_000).toBeLessThan(waitMs - freeMs);
          }
          expect(c.waitedMinutes).toBe(Math.floor(waitMs / 60_000));
          expect(Math.abs(c.amountCents * 60 - c.billedMinutes * rate)).toBeLessThanOrEqual(30);
          expect(Number.isInteger(c.amountCents)).toBe(true);
        },
      ),
    );
  });

  it('property: a longer wait never costs less', () => {
    fc.assert(
      fc.property(
        fc.nat(4 * 60 * 60_000),
        fc.nat(60 * 60_000),
        fc.integer({ min: 1, max: 50_000 }),
        (w, more, rate) => {
          const f = { ...base, arrivedAt: pickupAt, hourlyRateCents: rate };
          const a = waitingCharge({ ...f, startedAt: new Date(pickupAt.getTime() + w) });
          const b = waitingCharge({ ...f, startedAt: new Date(pickupAt.getTime() + w + more) });
          expect(b.amountCents).toBeGreaterThanOrEqual(a.amountCents);
        },
      ),
    );
  });
});
