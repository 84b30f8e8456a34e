import { describe, expect, it } from 'vitest';
import { badgeStage, cardStage } from './trip-badge.ts';

const base = { stage: undefined, onTheWayAt: null, arrivedAt: null, startedAt: null } as const;

describe("the chauffeur's card badge (decision 28)", () => {
  it('defect: an accepted trip on the way read "Accepted"; now the badge names the stage from tripStage', () => {
    const onTheWay = cardStage({ ...base, status: 'assigned', onTheWayAt: '2026-12-10T14:00:00Z' });
    expect(onTheWay).toBe('on_the_way');
    expect(badgeStage(onTheWay)).toBe('on_the_way');
    expect(badgeStage(cardStage({ ...base, status: 'assigned', arrivedAt: '2026-12-10T14:10:00Z' }))).toBe(
      'on_location',
    );
    expect(badgeStage(cardStage({ ...base, status: 'in_progress' }))).toBe('on_board');
    // The server's stage wins over the card's stamps.
    expect(badgeStage(cardStage({ ...base, status: 'assigned', stage: 'on_location' }))).toBe('on_location');
  });

  it('keeps the status before the chauffeur sets off, after the end, and on a nearby request', () => {
    expect(badgeStage(cardStage({ ...base, status: 'assigned' }))).toBeNull();
    expect(badgeStage(cardStage({ ...base, status: 'completed' }))).toBeNull();
    expect(badgeStage(cardStage({ ...base, status: 'no_show' }))).toBeNull();
    expect(cardStage({ ...base, status: 'confirmed' })).toBeNull();
  });
});
