import { describe, expect, it } from 'vitest';
import { pricingConfigSchema } from '../contracts/pricing.ts';
import { nyLocalToInstant } from './new-york-time.ts';
import type { PricingConfig } from './pricing-config.ts';
import { DEFAULT_PRICING_CONFIG as C } from './pricing-defaults.ts';
import {
  customRideQuote,
  isTollPeak,
  NO_SURCHARGE_FACTS,
  surchargeLines,
  tollsForCrossings,
} from './pricing.ts';

const ny = (y: number, mo: number, d: number, h = 0, mi = 0) => nyLocalToInstant(y, mo, d, h, mi);
const edit = (change: (c: PricingConfig) => void): PricingConfig => {
  const copy = structuredClone(C);
  change(copy);
  return copy;
};
/** 20 miles: 32187 m / 1609.34 = 20.00012 mi. */
const TWENTY_MILES_M = 32_187;

describe('Port Authority peak and off-peak (New York clocks)', () => {
  // 2026-11-23 is a Monday, 2026-11-28 a Saturday.
  it.each([
    [ny(2026, 11, 23, 5, 59), false],
    [ny(2026, 11, 23, 6, 0), true],
    [ny(2026, 11, 23, 9, 59), true],
    [ny(2026, 11, 23, 10, 0), false],
    [ny(2026, 11, 23, 16, 0), true],
    [ny(2026, 11, 23, 20, 0), false],
    [ny(2026, 11, 28, 10, 59), false],
    [ny(2026, 11, 28, 11, 0), true],
    [ny(2026, 11, 28, 20, 59), true],
    [ny(2026, 11, 28, 21, 0), false],
  ])('%s is peak: %s', (at, peak) => {
    expect(isTollPeak(C, at)).toBe(peak);
    const [lincoln] = tollsForCrossings(C, [{ id: 'lincoln-tunnel' }], at);
    expect(lincoln?.amountCents).toBe(peak ? 1679 : 1479);
    // MTA crossings have one rate all day.
    expect(tollsForCrossings(C, [{ id: 'rfk-bridge' }], at)[0]?.amountCents).toBe(694);
  });

  it('charges the peak amount when the time is unknown', () => {
    expect(tollsForCrossings(C, [{ id: 'holland-tunnel' }])[0]?.amountCents).toBe(1679);
  });
});

describe('for-hire surcharges on a custom ride', () => {
  it('a 20-mile sedan from JFK into Midtown: every charge its own line', () => {
    // Formula: 16250 (see pricing.test.ts) + tolls 0 = fare 16250.
    // NYS 275 + CRZ 75 + airport 350 + Black Car Fund 3% x 16250 = 487.5 -> 488; surcharges 1188.
    const q = customRideQuote(C, {
      vehicleCode: 'sedan',
      distanceMeters: TWENTY_MILES_M,
      tollsCents: 0,
      surchargeFacts: { manhattanBelow96th: true, congestionReliefZone: true, airportEnds: 1 },
    });
    expect(q.breakdown.surcharges).toEqual([
      { id: 'nysCongestion', name: 'NYS congestion surcharge', cents: 275 },
      { id: 'crzForHire', name: 'Congestion relief zone charge', cents: 75 },
      { id: 'airportAccess', name: 'Airport access fee', cents: 350 },
      { id: 'blackCarFund', name: 'Black Car Fund surcharge', cents: 488 },
    ]);
    expect(q.breakdown.surchargesCents).toBe(1188);
    expect(q.finalPriceCents).toBe(16250 + 1188);
  });

  it('the Black Car Fund is 3% of the fare including tolls, before the other surcharges', () => {
    // fare 16250 + Lincoln 1679 = 17929; 3% = 537.87 -> 538
    const q = customRideQuote(C, {
      vehicleCode: 'sedan',
      distanceMeters: TWENTY_MILES_M,
      tollsCents: 1679,
      surchargeFacts: { manhattanBelow96th: true, congestionReliefZone: false, airportEnds: 0 },
    });
    expect(q.breakdown.surcharges.map((s) => [s.id, s.cents])).toEqual([
      ['nysCongestion', 275],
      ['blackCarFund', 538],
    ]);
    expect(q.finalPriceCents).toBe(17929 + 275 + 538);
  });

  it('an airport-to-airport ride pays the access fee at both ends', () => {
    const lines = surchargeLines(C, { ...NO_SURCHARGE_FACTS, airportEnds: 2 }, 10_000);
    expect(lines.find((l) => l.id === 'airportAccess')?.cents).toBe(700);
  });

  it('outside Manhattan and away from airports only the Black Car Fund applies', () => {
    const q = customRideQuote(C, { vehicleCode: 'sedan', distanceMeters: null, tollsCents: 0 });
    // 10350 x 3% = 310.5 -> 311
    expect(q.breakdown.surcharges).toEqual([
      { id: 'blackCarFund', name: 'Black Car Fund surcharge', cents: 311 },
    ]);
    expect(q.finalPriceCents).toBe(10661);
  });

  it('an inactive charge adds no line; an admin may make a charge a percentage', () => {
    const c = edit((x) => {
      x.surcharges.blackCarFund.isActive = false;
      x.surcharges.nysCongestion = { ...x.surcharges.nysCongestion, isPercentage: true, value: 100 };
    });
    expect(pricingConfigSchema.safeParse(c).success).toBe(true);
    const lines = surchargeLines(c, { ...NO_SURCHARGE_FACTS, manhattanBelow96th: true }, 20_000);
    expect(lines).toEqual([{ id: 'nysCongestion', name: 'NYS congestion surcharge', cents: 200 }]);
  });

  it('the schema refuses a percentage above 100% and an off-peak toll above the peak', () => {
    const pct = edit((x) => {
      x.surcharges.blackCarFund.value = 10_001;
    });
    expect(pricingConfigSchema.safeParse(pct).success).toBe(false);
    const offPeak = edit((x) => {
      x.tolls['lincoln-tunnel'].offPeakCents = 1680;
    });
    expect(pricingConfigSchema.safeParse(offPeak).success).toBe(false);
  });
});
