import { describe, expect, it } from 'vitest';
import {
  AIRPORT_FREE_WAIT_MINUTES,
  FREE_WAIT_MINUTES,
  noShowAvailable,
  noShowAvailableAt,
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
