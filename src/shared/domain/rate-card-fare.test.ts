import { describe, expect, it } from 'vitest';
import { nyLocalToInstant } from './new-york-time.ts';
import { type PricingConfig } from './pricing-config.ts';
import { DEFAULT_PRICING_CONFIG as C } from './pricing-defaults.ts';
import { rateCardFare } from './pricing.ts';

/**
 * The operations document's fare formula (§9): the drivers' and admins' rate card and calculator, apart from
 * the customer-side quotes of `pricing.test.ts`.
 */

/** A New York local time as an instant. */
const ny = (y: number, mo: number, d: number, h = 0, mi = 0) => nyLocalToInstant(y, mo, d, h, mi);
const edit = (change: (c: PricingConfig) => void): PricingConfig => {
  const copy = structuredClone(C);
  change(copy);
  return copy;
};

describe('rate-card fare (operations document §9)', () => {
  it('the calculator default (10 mi point to point, sedan) lifts to the minimum fare', () => {
    // 10 x 2.50 x 1 = 25.00 < 35.00 minimum
    expect(rateCardFare(C, { category: 'sedan', serviceType: 'point-to-point', distanceMiles: 10 })).toEqual({
      fareCents: 3500,
      minimumApplied: true,
      steps: [
        { label: '10 mi x $2.50/mi x1 (Point to Point)', cents: 2500 },
        { label: 'Minimum fare $35.00', cents: 1000 },
      ],
    });
  });

  it.each([
    // rate x 20 mi x 1 (point to point)
    ['sedan', 5000], // 2.50 x 20
    ['suv', 6400], // 3.20 x 20
    ['van', 8000], // 4.00 x 20
    ['limo', 11000], // 5.50 x 20
  ] as const)('20 mi point to point in a %s', (category, cents) => {
    const r = rateCardFare(C, { category, serviceType: 'point-to-point', distanceMiles: 20 });
    expect(r).toMatchObject({ fareCents: cents, minimumApplied: false });
  });

  it.each([
    ['sedan', 3500],
    ['suv', 4500],
    ['van', 6000],
    ['limo', 10000],
  ] as const)('1 mi in a %s pays the minimum', (category, cents) => {
    const r = rateCardFare(C, { category, serviceType: 'point-to-point', distanceMiles: 1 });
    expect(r).toMatchObject({ fareCents: cents, minimumApplied: true });
  });

  it('exactly the minimum is not "applied"; a cent below is', () => {
    // 14 x 2.50 = 35.00; 13.99 x 2.50 = 34.975 -> 34.98, lifted by 0.02
    expect(
      rateCardFare(C, { category: 'sedan', serviceType: 'point-to-point', distanceMiles: 14 }),
    ).toMatchObject({ fareCents: 3500, minimumApplied: false });
    const r = rateCardFare(C, { category: 'sedan', serviceType: 'point-to-point', distanceMiles: 13.99 });
    expect(r.minimumApplied).toBe(true);
    expect(r.steps.map((s) => s.cents)).toEqual([3498, 2]);
  });

  it('applies the service factor and rounds to cents', () => {
    // sedan 20 mi to the airport: 2.50 x 20 x 1.1 = 55.00
    expect(
      rateCardFare(C, { category: 'sedan', serviceType: 'to-airport', distanceMiles: 20 }).fareCents,
    ).toBe(5500);
    expect(
      rateCardFare(C, { category: 'sedan', serviceType: 'from-airport', distanceMiles: 20 }).fareCents,
    ).toBe(5500);
    // 2.50 x 20.3 x 1.1 = 55.825 -> 55.83 (half up)
    expect(
      rateCardFare(C, { category: 'sedan', serviceType: 'to-airport', distanceMiles: 20.3 }).fareCents,
    ).toBe(5583);
    // unknown service -> point to point (x1): 2.50 x 20
    expect(rateCardFare(C, { category: 'sedan', serviceType: 'mystery', distanceMiles: 20 }).fareCents).toBe(
      5000,
    );
  });

  it('multiplies the chosen time factors one after the other, each rounded', () => {
    // suv 15 mi to the airport: 3.20 x 15 x 1.1 = 52.80; x1.25 = 66.00; x1.15 = 75.90; x1.5 = 113.85
    const r = rateCardFare(C, {
      category: 'suv',
      serviceType: 'to-airport',
      distanceMiles: 15,
      apply: { rushHour: true, weekend: true, holiday: true },
    });
    expect(r.steps).toEqual([
      { label: '15 mi x $3.20/mi x1.1 (To Airport)', cents: 5280 },
      { label: 'Rush hour x1.25', cents: 1320 },
      { label: 'Weekend x1.15', cents: 990 },
      { label: 'Holiday x1.5', cents: 3795 },
    ]);
    expect(r.fareCents).toBe(11385);
    // van 12.37 mi to the airport: 4.00 x 12.37 x 1.1 = 54.428 -> 54.43; x1.25 = 68.0375 -> 68.04
    const v = rateCardFare(C, {
      category: 'van',
      serviceType: 'to-airport',
      distanceMiles: 12.37,
      apply: { rushHour: true },
    });
    expect(v.steps.map((s) => s.cents)).toEqual([5443, 1361]);
    expect(v.fareCents).toBe(6804);
  });

  it('detects the time factors from the pickup time when none are chosen', () => {
    const fare = (at: Date) =>
      rateCardFare(C, { category: 'sedan', serviceType: 'point-to-point', distanceMiles: 20, at }).fareCents;
    expect(fare(ny(2026, 7, 15, 7, 0))).toBe(6250); // Wednesday 7:00: 50.00 x 1.25
    expect(fare(ny(2026, 7, 15, 18, 59))).toBe(6250); // Wednesday 18:59
    expect(fare(ny(2026, 7, 15, 19, 0))).toBe(5000); // Wednesday 19:00: no factor
    expect(fare(ny(2026, 7, 18, 7, 0))).toBe(5750); // Saturday 7:00: weekend only, 50.00 x 1.15
    expect(fare(ny(2026, 7, 17, 17, 0))).toBe(7188); // Friday 17:00: 50 x 1.25 = 62.50; x 1.15 = 71.875 -> 71.88
    expect(fare(ny(2026, 11, 26, 12, 0))).toBe(7500); // Thanksgiving noon: 50.00 x 1.5
    // Chosen factors replace detection: none chosen on a Wednesday at 7:00.
    expect(
      rateCardFare(C, {
        category: 'sedan',
        serviceType: 'point-to-point',
        distanceMiles: 20,
        at: ny(2026, 7, 15, 7, 0),
        apply: {},
      }).fareCents,
    ).toBe(5000);
  });

  it('adds the early-morning fee by the clock (10% of the running total)', () => {
    const base = { category: 'sedan', serviceType: 'point-to-point', distanceMiles: 20 } as const;
    // 04:30: 50.00 + 10% = 55.00
    expect(rateCardFare(C, { ...base, at: ny(2026, 7, 15, 4, 30) }).fareCents).toBe(5500);
    // even when the time factors are chosen by hand
    expect(rateCardFare(C, { ...base, at: ny(2026, 7, 15, 4, 30), apply: {} }).fareCents).toBe(5500);
    // 05:00: no fee; without a time: no fee
    expect(rateCardFare(C, { ...base, at: ny(2026, 7, 15, 5, 0) }).fareCents).toBe(5000);
    expect(rateCardFare(C, base).fareCents).toBe(5000);
    // inactive: no fee
    const off = edit((c) => {
      c.rateCard.fees.earlyMorning.isActive = false;
    });
    expect(rateCardFare(off, { ...base, at: ny(2026, 7, 15, 4, 30) }).fareCents).toBe(5000);
  });

  it('adds flat fees, then percentages on the running total; the promo only when active', () => {
    const input = {
      category: 'sedan',
      serviceType: 'point-to-point',
      distanceMiles: 20,
      at: ny(2026, 7, 15, 4, 30),
      fees: { waitingMinutes: 12, extraStops: 2, luggage: 3, promo: true },
    } as const;
    // 50.00 + waiting (12 - 5) x 0.50 = 3.50 + stops 2 x 10 = 20.00 + luggage 3 x 5 = 15.00 = 88.50;
    // early morning 10% of 88.50 = 8.85 -> 97.35; promo inactive -> 97.35
    const r = rateCardFare(C, input);
    expect(r.steps.map((s) => s.cents)).toEqual([5000, 350, 2000, 1500, 885]);
    expect(r.fareCents).toBe(9735);
    // promo active: 10% of 97.35 = 9.735 -> 9.74 off = 87.61
    const promo = edit((c) => {
      c.rateCard.fees.promocode.isActive = true;
    });
    const p = rateCardFare(promo, input);
    expect(p.steps.at(-1)).toEqual({ label: 'Promo code (10%)', cents: -974 });
    expect(p.fareCents).toBe(8761);
    // waiting within the free 5 minutes costs nothing
    expect(
      rateCardFare(C, {
        category: 'sedan',
        serviceType: 'point-to-point',
        distanceMiles: 20,
        fees: { waitingMinutes: 5 },
      }).fareCents,
    ).toBe(5000);
  });

  it('keeps the minimum fare after a discount', () => {
    const promo = edit((c) => {
      c.rateCard.fees.promocode.isActive = true;
    });
    // 15 mi sedan: 37.50 - 10% (3.75) = 33.75 -> lifted to 35.00
    const r = rateCardFare(promo, {
      category: 'sedan',
      serviceType: 'point-to-point',
      distanceMiles: 15,
      fees: { promo: true },
    });
    expect(r.steps.map((s) => s.cents)).toEqual([3750, -375, 125]);
    expect(r).toMatchObject({ fareCents: 3500, minimumApplied: true });
  });

  it('hourly services use the hourly rate x hours (default 1), not the distance', () => {
    const hourly = (category: 'sedan' | 'van' | 'limo', serviceType: string, hours?: number) =>
      rateCardFare(C, {
        category,
        serviceType,
        distanceMiles: 500,
        ...(hours === undefined ? {} : { hours }),
      });
    expect(hourly('sedan', 'hourly', 3).fareCents).toBe(19500); // 65 x 3
    expect(hourly('sedan', 'hourly').fareCents).toBe(6500); // 65 x 1
    expect(hourly('van', 'hourly', 2.5).fareCents).toBe(30000); // 120 x 2.5
    expect(hourly('limo', 'wedding', 4).fareCents).toBe(72000); // 180 x 4
    expect(hourly('sedan', 'hourly', 3).steps[0]).toEqual({ label: '3 h x $65.00/h', cents: 19500 });
    // time factors still apply: 65 x 2 = 130.00 x 1.25 = 162.50
    expect(
      rateCardFare(C, {
        category: 'sedan',
        serviceType: 'hourly',
        distanceMiles: 0,
        hours: 2,
        apply: { rushHour: true },
      }).fareCents,
    ).toBe(16250);
  });
});
