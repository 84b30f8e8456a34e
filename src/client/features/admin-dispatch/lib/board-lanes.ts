/** A block placed on a track: its true extent in pixels, whether its label sits beside it, and its lane. */
export interface Placed<T> {
  item: T;
  /** The pickup's position and the ride's true width (px): never widened, so the bar never misstates time. */
  x: number;
  w: number;
  /** Too short for its label inside: the label is drawn to its right, on the track. */
  outside: boolean;
  lane: number;
}

/** The narrowest bar that holds its label (a six-character number, a status icon and a word). */
export const INSIDE_LABEL_PX = 64;
/** The room a label beside a short bar takes. */
export const OUTSIDE_LABEL_PX = 78;
/** The gap kept between two blocks (or a block's side label and the next) in one lane. */
const GAP_PX = 4;
/** The thinnest bar drawn (a ride of a few minutes stays visible). */
const MIN_BAR_PX = 6;

/**
 * Lays one track's blocks out in lanes: by start, each into the first lane where it (with its side label, if it
 * has one) does not touch the previous block, a new lane when none is free. Overlapping rides (two unassigned
 * rides at 8:15 and 8:30, say) are stacked instead of hiding one another.
 */
export function placeInLanes<T>(
  items: T[],
  extent: (item: T) => { x: number; w: number },
): { placed: Placed<T>[]; lanes: number } {
  const sorted = items.map((item) => ({ item, ...extent(item) })).sort((a, b) => a.x - b.x || b.w - a.w);
  const laneEnds: number[] = [];
  const placed = sorted.map(({ item, x, w: raw }) => {
    const w = Math.max(raw, MIN_BAR_PX);
    const outside = w < INSIDE_LABEL_PX;
    const end = x + w + (outside ? GAP_PX + OUTSIDE_LABEL_PX : 0);
    let lane = laneEnds.findIndex((e) => e + GAP_PX <= x);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(end);
    } else laneEnds[lane] = end;
    return { item, x, w, outside, lane };
  });
  return { placed, lanes: Math.max(1, laneEnds.length) };
}
