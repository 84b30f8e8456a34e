import { describe, expect, it } from 'vitest';
import { nextStage, stageMoveRefusal, stageStamp, tripStage } from './trip-stage.ts';

const at = new Date('2026-12-06T14:00:00Z');

describe('tripStage', () => {
  it('reads the stage from the stamps of an assigned trip', () => {
    expect(tripStage({ status: 'assigned' })).toBe('accepted');
    expect(tripStage({ status: 'assigned', onTheWayAt: at })).toBe('on_the_way');
    expect(tripStage({ status: 'assigned', onTheWayAt: at, arrivedAt: at })).toBe('on_location');
    // A skipped stage: on location without on the way.
    expect(tripStage({ status: 'assigned', arrivedAt: at.toISOString() })).toBe('on_location');
  });
  it('reads the stage from the status once started or ended', () => {
    expect(tripStage({ status: 'in_progress', arrivedAt: at, startedAt: at })).toBe('on_board');
    expect(tripStage({ status: 'in_progress' })).toBe('on_board');
    expect(tripStage({ status: 'completed', startedAt: at })).toBe('completed');
    expect(tripStage({ status: 'no_show', arrivedAt: at })).toBe('no_show');
    expect(tripStage({ status: 'cancelled', onTheWayAt: at })).toBe('cancelled');
  });
  it('gives the stamp of each stage', () => {
    const stamps = { onTheWayAt: 'a', arrivedAt: 'b', startedAt: 'c' };
    expect(stageStamp(stamps, 'on_the_way')).toBe('a');
    expect(stageStamp(stamps, 'on_location')).toBe('b');
    expect(stageStamp(stamps, 'on_board')).toBe('c');
    expect(stageStamp(stamps, 'accepted')).toBeNull();
  });
});

describe('stage order', () => {
  it('moves forward, skipping is allowed', () => {
    expect(stageMoveRefusal('accepted', 'on_the_way')).toBeNull();
    expect(stageMoveRefusal('accepted', 'on_location')).toBeNull();
    expect(stageMoveRefusal('accepted', 'on_board')).toBeNull();
    expect(stageMoveRefusal('on_the_way', 'on_location')).toBeNull();
    expect(stageMoveRefusal('on_location', 'on_board')).toBeNull();
    expect(stageMoveRefusal('on_board', 'completed')).toBeNull();
  });
  it('never twice nor backward', () => {
    expect(stageMoveRefusal('on_the_way', 'on_the_way')).toBe('twice');
    expect(stageMoveRefusal('on_location', 'on_location')).toBe('twice');
    expect(stageMoveRefusal('on_location', 'on_the_way')).toBe('backward');
    expect(stageMoveRefusal('on_board', 'on_location')).toBe('backward');
    expect(stageMoveRefusal('on_board', 'on_the_way')).toBe('backward');
    expect(stageMoveRefusal('completed', 'completed')).toBe('twice');
  });
  it('completes only a trip with the passenger on board; nothing after an ending', () => {
    expect(stageMoveRefusal('accepted', 'completed')).toBe('notStarted');
    expect(stageMoveRefusal('on_location', 'completed')).toBe('notStarted');
    expect(stageMoveRefusal('no_show', 'on_board')).toBe('ended');
    expect(stageMoveRefusal('cancelled', 'on_the_way')).toBe('ended');
  });
  it('names the next button in order', () => {
    expect(nextStage('accepted')).toBe('on_the_way');
    expect(nextStage('on_the_way')).toBe('on_location');
    expect(nextStage('on_location')).toBe('on_board');
    expect(nextStage('on_board')).toBe('completed');
    expect(nextStage('completed')).toBeNull();
    expect(nextStage('no_show')).toBeNull();
  });
});
