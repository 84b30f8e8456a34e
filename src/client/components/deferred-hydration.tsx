import { Suspense, type ReactNode } from 'react';

/**
 * Hydration in slices. A prerendered page is hydrated in one task by Preact (decision 025); on a phone that one
 * task is the page's longest (Lighthouse's total blocking time). Parts wrapped in `DeferredHydration` suspend
 * while the page hydrates: their prerendered HTML stays as it is on screen, and each is hydrated afterwards in
 * a task of its own, in document order (`releaseDeferredHydration`). Outside the first hydration (a page
 * rendered in the browser, the prerender itself) they render at once.
 */

type Phase = 'idle' | 'hydrating' | 'releasing';
let phase: Phase = 'idle';
const whenDone: (() => void)[] = [];
const waiting: { id: string; release: () => void }[] = [];
const pending = new Map<string, Promise<void>>();
const released = new Set<string>();

/** main.tsx, just before it hydrates a prerendered page. */
export function beginDeferredHydration(): void {
  phase = 'hydrating';
}

/** main.tsx, once the page has hydrated: the deferred parts, one task each. */
export function releaseDeferredHydration(): void {
  phase = 'releasing';
  const next = () => {
    const part = waiting.shift();
    if (!part) {
      phase = 'idle';
      for (const done of whenDone.splice(0)) done();
      return;
    }
    released.add(part.id);
    part.release();
    setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

/** Runs `done` once every deferred part has hydrated (at once when nothing is deferred). */
export function afterDeferredHydration(done: () => void): void {
  if (phase === 'idle') done();
  else whenDone.push(done);
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  if (phase === 'hydrating' && !released.has(id)) {
    let promise = pending.get(id);
    if (!promise) {
      promise = new Promise<void>((resolve) => waiting.push({ id, release: resolve }));
      pending.set(id, promise);
    }
    throw promise;
  }
  return children;
}

/** `id`: unique on the page (a part suspends once per page load). */
export function DeferredHydration({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate id={id}>{children}</Gate>
    </Suspense>
  );
}
