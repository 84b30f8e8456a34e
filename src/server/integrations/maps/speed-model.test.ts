import { describe, expect, it } from 'vitest';
import type { LatLng } from '../../../shared/contracts/maps.ts';
import { estimateRoute } from './estimate-routes.provider.ts';
import {
  SPEEDS_MPH,
  highwayShare,
  nycTrafficFactor,
  nycTravelSeconds,
  trafficPeriod,
  zoneDistances,
  type TrafficPeriod,
} from './speed-model.ts';

// Wednesday 12 March 2025 (daylight time, UTC-4) unless said otherwise.
const at = (iso: string) => new Date(iso);
const NIGHT = at('2025-03-12T07:00:00Z'); // 03:00
const AM_PEAK = at('2025-03-12T12:30:00Z'); // 08:30
const MIDDAY = at('2025-03-12T17:00:00Z'); // 13:00
const PM_PEAK = at('2025-03-12T21:30:00Z'); // 17:30
const SATURDAY = at('2025-03-15T17:00:00Z'); // Saturday 13:00

const JFK: LatLng = { lat: 40.6441, lng: -73.7823 };
const TIMES_SQUARE: LatLng = { lat: 40.758, lng: -73.9855 };
const minutes = (from: LatLng, to: LatLng, when: Date) => estimateRoute(from, to, when)!.durationSeconds / 60;

describe('trafficPeriod', () => {
  it.each<[string, TrafficPeriod]>([
    ['2025-03-12T07:00:00Z', 'night'], // Wed 03:00
    ['2025-03-12T10:30:00Z', 'shoulder'], // Wed 06:30
    ['2025-03-12T11:00:00Z', 'am-peak'], // Wed 07:00
    ['2025-03-12T13:59:00Z', 'am-peak'], // Wed 09:59
    ['2025-03-12T14:00:00Z', 'midday'], // Wed 10:00
    ['2025-03-12T20:00:00Z', 'pm-peak'], // Wed 16:00
    ['2025-03-12T22:59:00Z', 'pm-peak'], // Wed 18:59
    ['2025-03-12T23:00:00Z', 'shoulder'], // Wed 19:00
    ['2025-03-15T01:59:00Z', 'shoulder'], // Fri 21:59
    ['2025-03-15T02:00:00Z', 'night'], // Fri 22:00
    ['2025-03-15T10:30:00Z', 'night'], // Sat 06:30
    ['2025-03-15T17:00:00Z', 'weekend'], // Sat 13:00
    ['2025-03-16T21:30:00Z', 'weekend'], // Sun 17:30: no Sunday rush hour
  ])('%s is %s in New York', (iso, period) => {
    expect(trafficPeriod(at(iso))).toBe(period);
  });

  it('follows daylight saving time', () => {
    // 11:30 UTC is 06:30 EST in January but 07:30 EDT in July.
    expect(trafficPeriod(at('2025-01-15T11:30:00Z'))).toBe('shoulder');
    expect(trafficPeriod(at('2025-07-16T11:30:00Z'))).toBe('am-peak');
  });
});

describe('speeds', () => {
  it('are slowest in the peaks and fastest at night, in every zone', () => {
    for (const key of Object.keys(SPEEDS_MPH.night) as (keyof typeof SPEEDS_MPH.night)[]) {
      for (const period of ['am-peak', 'midday', 'pm-peak', 'shoulder', 'weekend'] as const) {
        expect(SPEEDS_MPH[period][key]).toBeLessThan(SPEEDS_MPH.night[key]);
        expect(SPEEDS_MPH['pm-peak'][key]).toBeLessThanOrEqual(SPEEDS_MPH[period][key]);
      }
    }
    // NYC DOT: about 7 mph in the Manhattan CBD on weekdays.
    expect(SPEEDS_MPH.midday.cbd).toBe(7);
  });

  it('drives long trips mostly on highways and short ones on streets', () => {
    expect(highwayShare(1_000)).toBe(0);
    expect(highwayShare(10_000)).toBeCloseTo(0.32, 5);
    expect(highwayShare(100_000)).toBe(0.8);
  });

  it('is slower per kilometre in Manhattan than outside, and faster on longer trips', () => {
    const km = (zones: Partial<Parameters<typeof nycTravelSeconds>[0]>) =>
      nycTravelSeconds(
        { cbdMeters: 0, manhattanMeters: 0, cityMeters: 0, suburbMeters: 0, ...zones },
        MIDDAY,
      );
    expect(km({ cbdMeters: 3000 })).toBeGreaterThan(km({ manhattanMeters: 3000 }));
    expect(km({ manhattanMeters: 3000 })).toBeGreaterThan(km({ cityMeters: 3000 }));
    expect(km({ cityMeters: 3000 })).toBeGreaterThan(km({ suburbMeters: 3000 }));
    expect(km({ cityMeters: 30_000 }) / 30).toBeLessThan(km({ cityMeters: 3000 }) / 3);
  });
});

describe('zoneDistances', () => {
  it('splits a path between the CBD, upper Manhattan, the city and the suburbs', () => {
    const z = zoneDistances([TIMES_SQUARE, { lat: 40.7736, lng: -73.9566 }]);
    expect(z.cbdMeters).toBeGreaterThan(1000);
    expect(z.manhattanMeters).toBeGreaterThan(500);
    expect(z.cityMeters + z.suburbMeters).toBe(0);
    const far = zoneDistances([JFK, { lat: 40.9, lng: -73.5 }], 2);
    expect(far.cityMeters).toBeGreaterThan(0);
    expect(far.suburbMeters).toBeGreaterThan(far.cityMeters);
  });
});

describe('travel times', () => {
  it('makes the peaks slower than midday and midday slower than night', () => {
    const night = minutes(JFK, TIMES_SQUARE, NIGHT);
    expect(minutes(JFK, TIMES_SQUARE, PM_PEAK)).toBeGreaterThan(minutes(JFK, TIMES_SQUARE, MIDDAY));
    expect(minutes(JFK, TIMES_SQUARE, AM_PEAK)).toBeGreaterThan(minutes(JFK, TIMES_SQUARE, MIDDAY));
    expect(minutes(JFK, TIMES_SQUARE, MIDDAY)).toBeGreaterThan(night);
    expect(minutes(JFK, TIMES_SQUARE, SATURDAY)).toBeGreaterThan(night);
  });

  it('gives the usual JFK to Midtown durations', () => {
    // Commonly quoted: about half an hour at night, 45-60 min midday, over an hour in the evening peak.
    expect(minutes(JFK, TIMES_SQUARE, NIGHT)).toBeGreaterThan(25);
    expect(minutes(JFK, TIMES_SQUARE, NIGHT)).toBeLessThan(40);
    expect(minutes(JFK, TIMES_SQUARE, MIDDAY)).toBeGreaterThan(40);
    expect(minutes(JFK, TIMES_SQUARE, MIDDAY)).toBeLessThan(65);
    expect(minutes(JFK, TIMES_SQUARE, PM_PEAK)).toBeGreaterThan(55);
    expect(minutes(JFK, TIMES_SQUARE, PM_PEAK)).toBeLessThan(95);
  });

  it('scales free-flow durations by the period (the OSRM factor)', () => {
    const z = zoneDistances([JFK, TIMES_SQUARE], 1.25);
    expect(nycTrafficFactor(z, NIGHT)).toBeCloseTo(1, 10);
    expect(nycTrafficFactor(z, PM_PEAK)).toBeGreaterThan(1.8);
    expect(nycTrafficFactor(z, PM_PEAK)).toBeGreaterThan(nycTrafficFactor(z, MIDDAY));
    expect(
      nycTrafficFactor({ cbdMeters: 0, manhattanMeters: 0, cityMeters: 0, suburbMeters: 0 }, PM_PEAK),
    ).toBe(1);
  });
});
