import { useCallback, useEffect, useReducer } from 'react';

/** Timing of the testimonials carousel (specification: 8 s per slide, 500 ms transition). */
export const CAROUSEL = { intervalMs: 8000, transitionMs: 500 } as const;

/**
 * The track holds [copy of last, slide 0 … slide n-1, copy of first]; `position` indexes the track, so
 * real slides are 1…n. Moving past either end animates onto a copy, then settles on the real slide without
 * animation: the carousel wraps around seamlessly in both directions.
 */
interface State {
  position: number;
  animating: boolean;
}

type Action =
  | { type: 'move'; delta: 1 | -1; count: number; instant: boolean }
  | { type: 'show'; index: number; count: number; instant: boolean }
  | { type: 'settle'; count: number };

const wrap = (index: number, count: number) => ((index % count) + count) % count;
const activeOf = (position: number, count: number) => (count === 0 ? 0 : wrap(position - 1, count));

function reducer(state: State, action: Action): State {
  const { count } = action;
  if (count < 2) return state;
  const active = activeOf(state.position, count);
  // On a copy (mid wrap-around) a new move lands directly, without sweeping back across the track.
  const onCopy = state.position < 1 || state.position > count;
  switch (action.type) {
    case 'move':
      if (action.instant || onCopy)
        return { position: wrap(active + action.delta, count) + 1, animating: false };
      return { position: state.position + action.delta, animating: true };
    case 'show':
      if (action.index === active && !onCopy) return state;
      return { position: action.index + 1, animating: !action.instant && !onCopy };
    case 'settle':
      return { position: active + 1, animating: false };
  }
}

export interface CarouselControls {
  /** Index of the visible slide (0-based). */
  active: number;
  /** Position in the track including the two copies; translate the track by -position × 100%. */
  position: number;
  animating: boolean;
  next: () => void;
  previous: () => void;
  show: (index: number) => void;
}

export function useCarousel(
  count: number,
  options: { paused: boolean; reducedMotion: boolean },
): CarouselControls {
  const { paused, reducedMotion } = options;
  const [state, dispatch] = useReducer(reducer, { position: 1, animating: false });
  const active = activeOf(state.position, count);
  const instant = reducedMotion;

  const next = useCallback(() => dispatch({ type: 'move', delta: 1, count, instant }), [count, instant]);
  const previous = useCallback(() => dispatch({ type: 'move', delta: -1, count, instant }), [count, instant]);
  const show = useCallback(
    (index: number) => dispatch({ type: 'show', index, count, instant }),
    [count, instant],
  );

  // After the slide transition, land on the real slide (jumps from a copy without animation).
  useEffect(() => {
    if (!state.animating) return;
    const timer = setTimeout(() => dispatch({ type: 'settle', count }), CAROUSEL.transitionMs);
    return () => clearTimeout(timer);
  }, [state.animating, state.position, count]);

  // Auto-advance; restarts whenever the visible slide changes, so a manual choice gets a full interval.
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(next, CAROUSEL.intervalMs);
    return () => clearTimeout(timer);
  }, [active, paused, count, next]);

  return { active, position: state.position, animating: state.animating, next, previous, show };
}
