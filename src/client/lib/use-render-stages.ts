import { useEffect, useState } from 'react';

/**
 * Renders a large part of a page over several tasks instead of one: returns how many of its `stages` to render
 * now, 1 at first and one more in each following task (a timer between them lets the browser paint and answer
 * input). A booking step rendered in one go blocked a throttled phone for 150 ms (Lighthouse counts every
 * task over 50 ms as blocking); in stages each task is short. Everything is there a few tasks later; what comes
 * later must sit below or beside what is already shown, so that nothing moves. A change of `resetKey` (new
 * quote data) starts again at 1.
 */
export function useRenderStages(stages: number, resetKey?: unknown): number {
  const [state, setState] = useState({ key: resetKey, shown: 1 });
  const shown = Object.is(state.key, resetKey) ? state.shown : 1;
  useEffect(() => {
    if (shown >= stages) return;
    const timer = window.setTimeout(() => setState({ key: resetKey, shown: shown + 1 }), 0);
    return () => window.clearTimeout(timer);
  }, [shown, stages, resetKey]);
  return Math.min(shown, stages);
}
