import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LINE_CLASSES,
  driverShareCents,
  leafLines,
  lineClass,
  moneySplit,
  netRevenueCents,
  refundSplit,
  shareOfFareCents,
  type MoneyLine,
} from './money-split.ts';
import { EXTRA_LINE_CODES, PRICE_LINE_LABELS, SURCHARGE_LINE_CODES } from './price-line-labels.ts';

const C = { driverShareBps: 8000 };
const RUNS = { numRuns: 400 };

/** NYC-EBAAVM as stored (issue 35): one fare line, two surcharges, sales tax 8.875%; $212.80 in all. */
const EBAAVM = {
  priceLines: [
    { code: 'fare', amountCents: 18_296 },
    { code: 'nys_congestion', amountCents: 275 },
    { code: 'black_car_fund', amountCents: 974 },
  ],
  taxCents: 1735,
  totalCents: 21_280,
};

/** A custom ride as priced since issue 35: the fare line with its parts. */
const CUSTOM = {
  priceLines: [
    {
      code: 'fare',
      amountCents: 17_185,
      parts: [
        { code: 'base', amountCents: 7500 },
        { code: 'distance', amountCents: 5000 },
        { code: 'stc', amountCents: 1750 },
        { code: 'card_fee', amountCents: 500 },
        { code: 'admin_fee', amountCents: 1500 },
        { code: 'tolls', amountCents: 935 },
      ],
    },
    { code: 'nys_congestion', amountCents: 275 },
    { code: 'meet_and_greet', amountCents: 2000 },
  ],
  taxCents: 1728,
  totalCents: 21_188,
};

describe('the chauffeur share (decision 29: of the fare lines only)', () => {
  it('NYC-EBAAVM: 80% of the $182.96 fare, not of the $212.80 total with tax and surcharges', () => {
    expect(driverShareCents(C, EBAAVM)).toBe(14_637); // 14636.8
    expect(driverShareCents(C, EBAAVM)).not.toBe(17_024); // the old 80% of the total
  });

  it('leaves out tolls, the card fee and the admin fee of a fare line with parts', () => {
    // base + distance + STC + meet & greet = 16,250 -> 13,000
    expect(moneySplit(CUSTOM)).toEqual({
      fareCents: 16_250,
      passThroughCents: 1210,
      companyCents: 2000,
      taxCents: 1728,
    });
    expect(driverShareCents(C, CUSTOM)).toBe(13_000);
  });

  it('a line whose parts do not add up to it counts whole; no lines at all: the subtotal is fare', () => {
    const wrong = { code: 'fare', amountCents: 100, parts: [{ code: 'tolls', amountCents: 40 }] };
    expect(leafLines([wrong])).toEqual([{ code: 'fare', amountCents: 100 }]);
    expect(moneySplit({ priceLines: [], taxCents: 89, totalCents: 1089 }).fareCents).toBe(1000);
  });

  it('classes every line code the receipts know; a discount reduces the fare; unknown codes are fare', () => {
    const codes = [
      ...Object.keys(PRICE_LINE_LABELS.en),
      ...Object.values(SURCHARGE_LINE_CODES),
      ...Object.values(EXTRA_LINE_CODES),
    ];
    for (const code of codes) expect(LINE_CLASSES[code], code).toBeDefined();
    for (const code of Object.values(SURCHARGE_LINE_CODES)) expect(lineClass(code)).toBe('passThrough');
    expect(lineClass('tolls')).toBe('passThrough');
    expect(lineClass('card_fee')).toBe('company');
    const discounted = {
      ...EBAAVM,
      priceLines: [...EBAAVM.priceLines, { code: 'discount', amountCents: -1000 }],
    };
    expect(moneySplit(discounted).fareCents).toBe(17_296);
    expect(lineClass('something_new')).toBe('fare');
  });
});

describe('refunds split over the classes in proportion (exact cents)', () => {
  it('$25 back on NYC-EBAAVM: $2.04 of tax, $1.47 of surcharges, the rest of fare', () => {
    const back = refundSplit(moneySplit(EBAAVM), EBAAVM.totalCents, 2500);
    // 2500 x 1735 / 21280 = 203.8 -> 204; 2500 x 2984 / 21280 = 350.6 -> 351
    expect(back).toEqual({ taxCents: 204, passThroughCents: 147, companyCents: 0, fareCents: 2149 });
    expect(netRevenueCents(EBAAVM, 0)).toBe(18_296);
    expect(netRevenueCents(EBAAVM, 2500)).toBe(18_296 - 2149);
    expect(netRevenueCents(EBAAVM, EBAAVM.totalCents)).toBe(0);
  });
});

const lineArb: fc.Arbitrary<MoneyLine> = fc.record({
  code: fc.constantFrom(...Object.keys(LINE_CLASSES), 'new_line'),
  amountCents: fc.integer({ min: 0, max: 500_000 }),
});
const bookingArb = fc
  .record({ lines: fc.array(lineArb, { maxLength: 8 }), tax: fc.integer({ min: 0, max: 100_000 }) })
  .map(({ lines, tax }) => ({
    priceLines: lines,
    taxCents: tax,
    totalCents: lines.reduce((s, l) => s + l.amountCents, 0) + tax,
  }));
const shareArb = fc.record({ driverShareBps: fc.integer({ min: 0, max: 10_000 }) });

describe('properties', () => {
  it('the share is whole cents, at most the fare lines, never of tax or pass-through lines', () => {
    fc.assert(
      fc.property(shareArb, bookingArb, fc.integer({ min: 0, max: 100_000 }), (config, b, more) => {
        const split = moneySplit(b);
        const share = driverShareCents(config, b);
        expect(Number.isSafeInteger(share)).toBe(true);
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(split.fareCents);
        expect(split.fareCents + split.passThroughCents + split.companyCents + split.taxCents).toBe(
          b.totalCents,
        );
        // More tax, a surcharge, tolls or a card fee never change the share.
        for (const code of ['nys_congestion', 'black_car_fund', 'tolls', 'card_fee', 'admin_fee']) {
          const more1 = {
            priceLines: [...b.priceLines, { code, amountCents: more }],
            taxCents: b.taxCents + more,
            totalCents: b.totalCents + 2 * more,
          };
          expect(driverShareCents(config, more1)).toBe(share);
        }
      }),
      RUNS,
    );
  });

  it('is additive over lines: the share depends on the fare sum only, within a cent of the lines shared one by one', () => {
    fc.assert(
      fc.property(shareArb, bookingArb, (config, b) => {
        const fares = leafLines(b.priceLines).filter((l) => lineClass(l.code) === 'fare');
        const sum = fares.reduce((s, l) => s + l.amountCents, 0);
        expect(driverShareCents(config, b)).toBe(shareOfFareCents(config, sum));
        // Splitting a line into parts that add up to it changes nothing.
        const split = b.priceLines.map((l) => ({
          ...l,
          parts: [
            { code: l.code, amountCents: Math.floor(l.amountCents / 2) },
            { code: l.code, amountCents: Math.ceil(l.amountCents / 2) },
          ],
        }));
        expect(driverShareCents(config, { ...b, priceLines: split })).toBe(driverShareCents(config, b));
        const oneByOne = fares.reduce((s, l) => s + shareOfFareCents(config, l.amountCents), 0);
        expect(Math.abs(oneByOne - driverShareCents(config, b))).toBeLessThanOrEqual(fares.length / 2 + 0.5);
      }),
      RUNS,
    );
  });

  it('a refund splits into parts >= 0, each within a cent of its proportion, adding up to the refund', () => {
    fc.assert(
      fc.property(bookingArb, fc.nat(), (b, r) => {
        const refund = b.totalCents === 0 ? 0 : r % (b.totalCents + 1);
        const split = moneySplit(b);
        const back = refundSplit(split, b.totalCents, refund);
        const parts = [back.taxCents, back.passThroughCents, back.companyCents, back.fareCents];
        expect(parts.reduce((s, p) => s + p, 0)).toBe(refund);
        const whole = [split.taxCents, split.passThroughCents, split.companyCents, split.fareCents];
        parts.forEach((p, i) => {
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(whole[i]!);
          if (b.totalCents > 0) expect(Math.abs(p - (refund * whole[i]!) / b.totalCents)).toBeLessThan(1);
        });
        const net = netRevenueCents(b, refund);
        expect(net).toBe(split.fareCents + split.companyCents - back.fareCents - back.companyCents);
        expect(net).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });
});
