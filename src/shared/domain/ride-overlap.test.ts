import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RIDE_MINUTES,
  MAX_DRIVE_MINUTES,
  RIDE_BUFFER_MINUTES,
  drivesNeeded,
  firstOverlap,
  overlapDriveSeconds,
  rideLegs,
  ridesOverlap,
  straightLineDriveSeconds,
  type RideFacts,
} from './ride-overlap.ts';
import { classFit, driverClass, rideClass } from './vehicle-class.ts';

const MIN = 60_000;
const MIDTOWN = { lat: 40.758, lng: -73.9855 };
const JFK = { lat: 40.6413, lng: -73.7781 };
const T0 = Date.parse('2026-12-08T15:00:00Z');

function ride(startMin: number, minutes: number, extra: Partial<RideFacts> = {}): RideFacts {
  return {
    pickupAt: new Date(T0 + startMin * MIN),
    durationSeconds: minutes * 60,
    hours: null,
    returnAt: null,
    pickup: MIDTOWN,
    dropoff: MIDTOWN,
    ...extra,
  };
}
const noDrive = () => 0;
const fixedDrive = (minutes: number) => () => minutes * 60;

describe('ride overlap (decision 31)', () => {
  it('the next pickup must leave the ride, the drive and the buffer', () => {
    const a = ride(0, 60);
    const drive = fixedDrive(30);
    // 60 min ride + 30 min drive + buffer: the first free pickup.
    const free = 60 + 30 + RIDE_BUFFER_MINUTES;
    expect(ridesOverlap(a, ride(free - 1, 30), drive)).toBe(true);
    expect(ridesOverlap(a, ride(free, 30), drive)).toBe(false);
    // and before it: the later ride's drop-off to this pickup.
    expect(ridesOverlap(ride(free, 30), a, drive)).toBe(false);
  });

  it('a ride on another day never overlaps; the same start always does', () => {
    expect(ridesOverlap(ride(0, 60), ride(6 * 24 * 60, 60), noDrive)).toBe(false);
    expect(ridesOverlap(ride(0, 1), ride(0, 1), noDrive)).toBe(true);
  });

  it('an hourly ride lasts its booked hours', () => {
    const hourly = ride(0, 20, { hours: 4 });
    expect(rideLegs(hourly)[0]!.end - T0).toBe(4 * 60 * MIN);
    expect(ridesOverlap(hourly, ride(3 * 60, 30), noDrive)).toBe(true);
  });

  it('a return trip blocks its two legs, not the time between them', () => {
    const outAndBack = ride(0, 60, { returnAt: new Date(T0 + 8 * 60 * MIN), dropoff: JFK });
    expect(rideLegs(outAndBack)).toHaveLength(2);
    expect(ridesOverlap(outAndBack, ride(3 * 60, 60), noDrive)).toBe(false);
    expect(ridesOverlap(outAndBack, ride(8 * 60 + 30, 30), noDrive)).toBe(true);
  });

  it('an unknown duration is an hour, or the straight-line drive between known ends', () => {
    const legs = rideLegs(ride(0, 0, { durationSeconds: null, pickup: null }));
    expect(legs[0]!.end - legs[0]!.start).toBe(DEFAULT_RIDE_MINUTES * MIN);
    expect(straightLineDriveSeconds(MIDTOWN, JFK)).toBeGreaterThan(70 * 60);
    expect(straightLineDriveSeconds(null, JFK)).toBeGreaterThan(straightLineDriveSeconds(MIDTOWN, JFK));
  });

  it('asks the router only for drives that decide', () => {
    expect(drivesNeeded(ride(0, 60, { dropoff: JFK }), ride(120, 30))).toEqual([
      { from: JFK, to: MIDTOWN, at: new Date(T0 + 60 * MIN) },
    ]);
    expect(drivesNeeded(ride(0, 60), ride(60 * 24, 30))).toEqual([]);
    expect(firstOverlap(ride(0, 60), [ride(500, 10), ride(30, 10)], noDrive)).toEqual(ride(30, 10));
  });

  const arbRide = fc
    .record({
      start: fc.integer({ min: 0, max: 3 * 24 * 60 }),
      minutes: fc.integer({ min: 1, max: 300 }),
      back: fc.option(fc.integer({ min: 1, max: 24 * 60 }), { nil: null }),
      hours: fc.option(fc.integer({ min: 2, max: 12 }), { nil: null }),
    })
    .map(({ start, minutes, back, hours }) =>
      ride(start, minutes, {
        hours,
        returnAt: back === null ? null : new Date(T0 + (start + back) * MIN),
        dropoff: JFK,
      }),
    );
  const arbDrive = fc.integer({ min: 0, max: 4 * 60 });

  it('is symmetric', () => {
    fc.assert(
      fc.property(arbRide, arbRide, arbDrive, (a, b, d) => {
        expect(ridesOverlap(a, b, fixedDrive(d))).toBe(ridesOverlap(b, a, fixedDrive(d)));
      }),
    );
  });

  it('is exact at the boundary: the first free minute fits, the minute before does not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 0, max: MAX_DRIVE_MINUTES }),
        (minutes, d) => {
          const a = ride(0, minutes);
          const free = minutes + d + RIDE_BUFFER_MINUTES;
          expect(ridesOverlap(a, ride(free, 10), fixedDrive(d))).toBe(false);
          expect(ridesOverlap(a, ride(free - 1, 10), fixedDrive(d))).toBe(true);
        },
      ),
    );
  });

  it('a longer drive never makes two rides fit that did not', () => {
    fc.assert(
      fc.property(arbRide, arbRide, arbDrive, arbDrive, (a, b, d1, d2) => {
        const [short, long] = d1 <= d2 ? [d1, d2] : [d2, d1];
        if (ridesOverlap(a, b, fixedDrive(short))) expect(ridesOverlap(a, b, fixedDrive(long))).toBe(true);
      }),
    );
  });
});

describe('vehicle classes', () => {
  it('luxury is a sedan, limo an SUV; larger only as an upgrade, never smaller', () => {
    expect(driverClass('luxury')).toBe('sedan');
    expect(driverClass('limo')).toBe('suv');
    expect(classFit(rideClass('sedan'), 'van')).toBe('upgrade');
    expect(classFit(rideClass('suv'), 'limo')).toBe('same');
    expect(classFit(rideClass('van'), 'suv')).toBe('smaller');
    expect(classFit(rideClass('sedan'), 'luxury')).toBe('same');
    expect(rideClass('unknown')).toBe('sedan');
  });
});

describe('overlapDriveSeconds: the drive named beside a conflict', () => {
  it('is the drive from the earlier drop-off to the later pickup, null when the rides fit', () => {
    const drive = () => 40 * 60;
    const a = ride(0, 30, { dropoff: JFK });
    expect(overlapDriveSeconds(a, ride(60, 30), drive)).toBe(40 * 60);
    expect(overlapDriveSeconds(ride(60, 30), a, drive)).toBe(40 * 60);
    expect(overlapDriveSeconds(a, ride(30 + 40 + RIDE_BUFFER_MINUTES, 30), drive)).toBeNull();
  });
});
