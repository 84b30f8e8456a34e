import { describe, expect, it } from 'vitest';
import { IDLE_LOCATION_REFRESH_MS, LIVE_LOCATION_REFRESH_MS, locationRefreshMs } from './location-refresh.ts';

const now = new Date('2026-12-08T15:00:00Z');
const trip = (
  status: 'assigned' | 'in_progress' | 'completed',
  minutesToPickup: number,
  arrived = false,
) => ({
  status,
  pickupDateTime: new Date(now.getTime() + minutesToPickup * 60_000).toISOString(),
  arrivedAt: arrived ? now.toISOString() : null,
});

describe('how often the position is sent (issue 35)', () => {
  it('is every 5 minutes with no trip, or only trips more than 60 minutes out', () => {
    expect(IDLE_LOCATION_REFRESH_MS).toBe(300_000);
    expect(locationRefreshMs([], now)).toBe(IDLE_LOCATION_REFRESH_MS);
    expect(locationRefreshMs([trip('assigned', 61), trip('assigned', 3 * 24 * 60)], now)).toBe(
      IDLE_LOCATION_REFRESH_MS,
    );
  });

  it('is every 30 s from 60 minutes before a pickup (on the way), on location and in progress', () => {
    expect(LIVE_LOCATION_REFRESH_MS).toBe(30_000);
    expect(locationRefreshMs([trip('assigned', 60)], now)).toBe(LIVE_LOCATION_REFRESH_MS);
    expect(locationRefreshMs([trip('assigned', 600, true)], now)).toBe(LIVE_LOCATION_REFRESH_MS);
    expect(locationRefreshMs([trip('assigned', 600), trip('in_progress', -20)], now)).toBe(
      LIVE_LOCATION_REFRESH_MS,
    );
    // A late pickup is still live.
    expect(locationRefreshMs([trip('assigned', -30)], now)).toBe(LIVE_LOCATION_REFRESH_MS);
  });

  it('ignores finished trips', () => {
    expect(locationRefreshMs([trip('completed', 0)], now)).toBe(IDLE_LOCATION_REFRESH_MS);
  });
});
