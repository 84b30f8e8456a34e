import { describe, expect, it } from 'vitest';
import { INSIDE_LABEL_PX, OUTSIDE_LABEL_PX, placeInLanes } from './board-lanes.ts';

const at = (x: number, w: number) => ({ x, w });
const lay = (blocks: { x: number; w: number }[]) => placeInLanes(blocks, (b) => b);

describe('placeInLanes', () => {
  it('keeps rides that do not touch in one lane, at their true position and width', () => {
    const { placed, lanes } = lay([at(200, 90), at(0, 100)]);
    expect(lanes).toBe(1);
    expect(placed.map((p) => [p.x, p.w, p.lane, p.outside])).toEqual([
      [0, 100, 0, false],
      [200, 90, 0, false],
    ]);
  });

  it('stacks overlapping rides in lanes instead of drawing one over the other', () => {
    const { placed, lanes } = lay([at(0, 100), at(30, 100), at(60, 100), at(140, 80)]);
    expect(lanes).toBe(3);
    // The fourth starts after the first ended: back in the first lane.
    expect(placed.map((p) => p.lane)).toEqual([0, 1, 2, 0]);
  });

  it("puts a short ride's label beside it and keeps that room free in its lane", () => {
    const short = INSIDE_LABEL_PX - 1;
    const { placed, lanes } = lay([at(0, short), at(short + OUTSIDE_LABEL_PX, 100)]);
    expect(placed[0]).toMatchObject({ w: short, outside: true, lane: 0 });
    // The next ride starts under the first one's side label: a lane of its own.
    expect(placed[1]).toMatchObject({ outside: false, lane: 1 });
    expect(lanes).toBe(2);
    const later = lay([at(0, short), at(short + OUTSIDE_LABEL_PX + 8, 100)]);
    expect(later.lanes).toBe(1);
  });

  it('draws a ride of a few minutes at least a few pixels wide, and an empty track as one lane', () => {
    expect(lay([at(10, 1)]).placed[0]!.w).toBe(6);
    expect(lay([]).lanes).toBe(1);
  });
});
