import { describe, expect, it } from 'vitest';
import { TOLL_IDS } from './crossings.ts';
import {
  PA_PEAK_WINDOWS,
  SURCHARGE_SCHEDULE_2026 as S,
  TOLL_SCHEDULE_2026 as T,
  type ScheduleEntryBase,
} from './nyc-tolls-2026.ts';
import { SURCHARGE_IDS } from './pricing-config.ts';
import { DEFAULT_PRICING_CONFIG as C } from './pricing-defaults.ts';

/**
 * The schedule as published, written out here by hand from each source so that a typo in the data file (or a
 * change made without its source) fails: passenger car, New York E-ZPass, cents.
 */
const PUBLISHED = {
  // Port Authority, effective 2026-01-04 (Shore News Network; NJ 101.5): "$14.79 during off-peak hours and
  // $16.79 during peak hours with a New York or New Jersey E-ZPass"; eastbound into New York only.
  portAuthority: { peak: 1679, offPeak: 1479, effective: '2026-01-04' },
  // MTA Bridges and Tunnels, effective 2023-08-06 (new.mta.info/agency/bridges-and-tunnels/tolls-2023):
  // E-ZPass $6.94 major crossings, $3.18 Henry Hudson, $2.60 Cross Bay and Marine Parkway.
  mtaMajor: 694,
  mtaHenryHudson: 318,
  mtaRockaway: 260,
  // NYC TLC "New York State's Congestion Surcharge": $2.75 for non-shared trips in for-hire vehicles.
  nysCongestion: 275,
  // FOX 5 / Time Out (NYT): taxis, green cabs and black cars 75 cents per trip in the Congestion Relief Zone.
  crzForHire: 75,
  // Black Car News / amNY: FHV airport access fee $2.50 -> $3.50 per pick-up and drop-off from March 15, 2026.
  airportAccess: 350,
  // IAIABC (The Black Car Fund): "a 3% passenger surcharge, added on top of the total fare" (basis points).
  blackCarFund: 300,
} as const;

const PA_IDS = [
  'george-washington-bridge',
  'lincoln-tunnel',
  'holland-tunnel',
  'goethals-bridge',
  'bayonne-bridge',
  'outerbridge-crossing',
] as const;
const MTA_MAJOR_IDS = [
  'verrazzano-narrows-bridge',
  'rfk-bridge',
  'bronx-whitestone-bridge',
  'throgs-neck-bridge',
  'queens-midtown-tunnel',
  'hugh-carey-tunnel',
] as const;

const today = new Date().toISOString().slice(0, 10);
const entries: [string, ScheduleEntryBase][] = [...Object.entries(T), ...Object.entries(S)];

describe('the 2026 toll schedule, against its cited sources', () => {
  it('Port Authority Hudson crossings: peak and off-peak E-ZPass from 2026-01-04', () => {
    for (const id of PA_IDS) {
      expect(T[id]).toMatchObject({
        eZPassCents: PUBLISHED.portAuthority.peak,
        offPeakEZPassCents: PUBLISHED.portAuthority.offPeak,
        effectiveDate: PUBLISHED.portAuthority.effective,
      });
      expect(T[id].eZPassCents).toBeGreaterThan(T[id].offPeakEZPassCents ?? Infinity);
    }
  });

  it('MTA crossings: one E-ZPass rate all day', () => {
    for (const id of MTA_MAJOR_IDS) expect(T[id].eZPassCents).toBe(PUBLISHED.mtaMajor);
    expect(T['henry-hudson-bridge'].eZPassCents).toBe(PUBLISHED.mtaHenryHudson);
    expect(T['marine-parkway-bridge'].eZPassCents).toBe(PUBLISHED.mtaRockaway);
    expect(T['cross-bay-bridge'].eZPassCents).toBe(PUBLISHED.mtaRockaway);
    for (const id of [...MTA_MAJOR_IDS, 'henry-hudson-bridge', 'cross-bay-bridge'] as const) {
      expect(T[id].offPeakEZPassCents).toBeNull();
    }
  });

  it('covers every tolled facility the router reports, and nothing else', () => {
    expect(Object.keys(T).sort()).toEqual([...TOLL_IDS].sort());
    expect(new Set([...PA_IDS, ...MTA_MAJOR_IDS]).size + 3).toBe(TOLL_IDS.length);
  });

  it('for-hire charges: $2.75, $0.75, $3.50 per airport end, 3%', () => {
    expect(S.nysCongestion).toMatchObject({ value: PUBLISHED.nysCongestion, isPercentage: false });
    expect(S.crzForHire).toMatchObject({ value: PUBLISHED.crzForHire, isPercentage: false });
    expect(S.airportAccess).toMatchObject({
      value: PUBLISHED.airportAccess,
      isPercentage: false,
      effectiveDate: '2026-03-15',
    });
    expect(S.blackCarFund).toMatchObject({ value: PUBLISHED.blackCarFund, isPercentage: true });
    expect(Object.keys(S)).toEqual([...SURCHARGE_IDS]);
  });

  it('Port Authority peak hours: weekdays 6-10 AM and 4-8 PM, weekends 11 AM-9 PM', () => {
    expect(PA_PEAK_WINDOWS.windows).toEqual([
      { days: [1, 2, 3, 4, 5], startMinute: 360, endMinute: 600 },
      { days: [1, 2, 3, 4, 5], startMinute: 960, endMinute: 1200 },
      { days: [0, 6], startMinute: 660, endMinute: 1260 },
    ]);
    expect(PA_PEAK_WINDOWS.sources.some((s) => s.url.includes('panynj.gov'))).toBe(true);
  });

  it.each(entries)(
    '%s has its source (publisher, title, https URL) and an effective date not after today',
    (_, e) => {
      expect(e.sources.length).toBeGreaterThan(0);
      for (const s of e.sources) {
        expect(s.publisher.trim()).not.toBe('');
        expect(s.title.trim()).not.toBe('');
        expect(s.url).toMatch(/^https?:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
      }
      expect(e.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(e.effectiveDate <= today).toBe(true);
      // An unconfirmed figure says what was found.
      if (!e.verified) expect(e.note?.length ?? 0).toBeGreaterThan(20);
    },
  );
});

describe('the default pricing configuration uses the schedule', () => {
  it('tolls: peak amount, off-peak amount, active, charged per crossing', () => {
    for (const id of TOLL_IDS) {
      expect(C.tolls[id]).toEqual({
        name: T[id].name,
        amountCents: T[id].eZPassCents,
        offPeakCents: T[id].offPeakEZPassCents,
        isActive: true,
        oncePerTrip: false,
      });
    }
    expect(C.tollPeakWindows).toEqual(PA_PEAK_WINDOWS.windows);
  });

  it('surcharges: the schedule’s value and kind, active', () => {
    for (const id of SURCHARGE_IDS) {
      expect(C.surcharges[id]).toEqual({
        name: S[id].name,
        value: S[id].value,
        isPercentage: S[id].isPercentage,
        isActive: true,
      });
    }
  });
});
