import { describe, expect, it } from 'vitest';
import {
  blockInDay,
  boardStage,
  nyDate,
  nyDayBounds,
  queueFrom,
  queueUrgency,
  redUntil,
  rideBlocks,
} from './dispatch-board.ts';
import type { RideFacts } from './ride-overlap.ts';

const MIN = 60_000;
const MIDTOWN = { lat: 40.758, lng: -73.9855 };
const JFK = { lat: 40.6413, lng: -73.7781 };
const T0 = new Date('2026-12-08T15:00:00Z');

const ride = (extra: Partial<RideFacts> = {}): RideFacts => ({
  pickupAt: T0,
  durationSeconds: 45 * 60,
  hours: null,
  returnAt: null,
  pickup: MIDTOWN,
  dropoff: JFK,
  ...extra,
});
const minutes = (b: { start: Date; end: Date }) => (b.end.getTime() - b.start.getTime()) / MIN;

describe('rideBlocks: a ride from its pickup to its estimated end', () => {
  it('a transfer lasts its route duration', () => {
    const [b, ...rest] = rideBlocks(ride());
    expect(rest).toHaveLength(0);
    expect(b).toMatchObject({ leg: 'outbound', start: T0 });
    expect(minutes(b!)).toBe(45);
  });

  it('hourly service lasts its booked hours (the route when it is longer)', () => {
    expect(minutes(rideBlocks(ride({ hours: 3 }))[0]!)).toBe(180);
    expect(minutes(rideBlocks(ride({ hours: 0.5, durationSeconds: 50 * 60 }))[0]!)).toBe(50);
  });

  it("a return trip's way back is its own block, from the return time for the same duration", () => {
    const back = new Date(T0.getTime() + 6 * 60 * MIN);
    const blocks = rideBlocks(ride({ returnAt: back }));
    expect(blocks.map((b) => b.leg)).toEqual(['outbound', 'return']);
    expect(blocks[1]).toMatchObject({ start: back });
    expect(minutes(blocks[1]!)).toBe(45);
  });

  it('an old booking without a duration is estimated from the straight line, or an hour', () => {
    expect(minutes(rideBlocks(ride({ durationSeconds: null }))[0]!)).toBeGreaterThan(30);
    expect(minutes(rideBlocks(ride({ durationSeconds: null, dropoff: null }))[0]!)).toBe(60);
  });
});

describe('queueUrgency', () => {
  const now = T0;
  const at = (m: number) => new Date(now.getTime() + m * MIN);
  it('red within 2 hours (and when late), amber within 6, none beyond', () => {
    expect(queueUrgency(at(-10), now)).toBe('red');
    expect(queueUrgency(at(0), now)).toBe('red');
    expect(queueUrgency(at(120), now)).toBe('red');
    expect(queueUrgency(at(121), now)).toBe('amber');
    expect(queueUrgency(at(360), now)).toBe('amber');
    expect(queueUrgency(at(361), now)).toBeNull();
  });
  it('the queue keeps a ride an hour past its pickup; red reaches 2 hours ahead', () => {
    expect(queueFrom(now).getTime()).toBe(at(-60).getTime());
    expect(redUntil(now).getTime()).toBe(at(120).getTime());
  });
});

describe('New York days', () => {
  it('a winter day is 24 hours from New York midnight (05:00 UTC)', () => {
    expect(nyDayBounds('2026-12-08')).toEqual({
      start: new Date('2026-12-08T05:00:00Z'),
      end: new Date('2026-12-09T05:00:00Z'),
    });
  });
  it('the spring change day is 23 hours, the autumn one 25', () => {
    const spring = nyDayBounds('2026-03-08')!;
    const autumn = nyDayBounds('2026-11-01')!;
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(25);
  });
  it('refuses what is not a real date', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '26-12-08', 'today', '2026-12-8', '1900-01-01'])
      expect(nyDayBounds(bad)).toBeNull();
  });
  it("today's and tomorrow's date in New York (late evening is still the same day there)", () => {
    const lateEvening = new Date('2026-12-09T03:30:00Z'); // 22:30 on Dec 8 in New York
    expect(nyDate(lateEvening)).toBe('2026-12-08');
    expect(nyDate(lateEvening, 1)).toBe('2026-12-09');
    expect(nyDate(new Date('2026-12-31T12:00:00Z'), 1)).toBe('2027-01-01');
  });
  it('a block belongs to the day it touches', () => {
    const day = nyDayBounds('2026-12-08')!;
    const block = (s: string, e: string) => ({ start: new Date(s), end: new Date(e) });
    expect(blockInDay(block('2026-12-08T04:00:00Z', '2026-12-08T05:30:00Z'), day)).toBe(true);
    expect(blockInDay(block('2026-12-08T04:00:00Z', '2026-12-08T05:00:00Z'), day)).toBe(false);
    expect(blockInDay(block('2026-12-09T05:00:00Z', '2026-12-09T06:00:00Z'), day)).toBe(false);
  });
});

describe('boardStage: the last stamp reached', () => {
  const stamps = { onTheWayAt: null, arrivedAt: null, startedAt: null, completedAt: null };
  it('from accepted to completed; none for a cancelled trip or no trip', () => {
    expect(boardStage(null)).toBeNull();
    expect(boardStage({ status: 'cancelled', ...stamps })).toBeNull();
    expect(boardStage({ status: 'assigned', ...stamps })).toBe('accepted');
    expect(boardStage({ status: 'assigned', ...stamps, onTheWayAt: T0 })).toBe('onTheWay');
    expect(boardStage({ status: 'assigned', ...stamps, onTheWayAt: T0, arrivedAt: T0 })).toBe('onLocation');
    expect(boardStage({ status: 'in_progress', ...stamps, arrivedAt: T0, startedAt: T0 })).toBe('onBoard');
    expect(boardStage({ status: 'completed', ...stamps, completedAt: T0 })).toBe('completed');
    expect(boardStage({ status: 'no_show', ...stamps, arrivedAt: T0 })).toBe('noShow');
  });
});
