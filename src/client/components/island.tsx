import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useRenderStages } from '../lib/use-render-stages.ts';
import { nextTask } from '../lib/next-task.ts';
import { IdSuspense } from '../lib/use-dom-id.ts';

/**
 * Islands (issue 17, decision 029). A prerendered page is hydrated by Preact in one task; on a phone that task is
 * the page's longest. A part wrapped in `Island` keeps its prerendered HTML exactly as it is (the same DOM nodes,
 * on screen, links working as plain links) while the page hydrates, and is hydrated on its own when it is first
 * needed: when it comes near the viewport, when a pointer or the keyboard reaches into it, or before
 * the language changes. Preact 11 resumes the suspended hydration on the kept nodes, so nothing is re-created:
 * focus, scroll position and images stay. Outside a page's first hydration (a page rendered in the browser) an
 * island renders its content one task after the page around it; in the build's prerender, at once.
 *
 * An island's content must render one root element (Preact keeps the first node of a suspended part).
 */

interface Sleeper {
  promise: Promise<void>;
  wake: () => void;
}

let firstHydration = false;
const sleeping = new Map<string, Sleeper>();
const awake = new Set<string>();

/** main.tsx, around the hydration of a prerendered page: islands first rendered inside it wait. */
export function hydratingPrerenderedPage(on: boolean): void {
  firstHydration = on;
}

function wake(id: string): void {
  const s = sleeping.get(id);
  awake.add(id);
  if (!s) return;
  sleeping.delete(id);
  s.wake();
}

/**
 * Islands coming into view wake one per task, in the order they asked (several in view at once would otherwise
 * hydrate in one long task: the thing islands exist to avoid). A visitor's touch or key wakes its island at once.
 */
const inView: string[] = [];
let draining = false;

function wakeInTurn(id: string): void {
  inView.push(id);
  if (draining) return;
  draining = true;
  const next = () => {
    const first = inView.shift();
    if (first !== undefined) wake(first);
    if (inView.length > 0) setTimeout(next, 0);
    else draining = false;
  };
  setTimeout(next, 0);
}

/**
 * Hydrates every island still waiting and resolves once they are (before the language changes: a part hydrated
 * in another language than its HTML would keep the old attributes).
 */
export function wakeAllIslands(): Promise<void> {
  if (sleeping.size === 0) return Promise.resolve();
  for (const id of [...sleeping.keys()]) wake(id);
  return nextTask();
}

function Gate({ id, wrapper, children }: { id: string; wrapper: WrapperRef; children: ReactNode }) {
  if (firstHydration && !awake.has(id)) {
    let s = sleeping.get(id);
    if (!s) {
      let wakeUp: () => void = () => {};
      const promise = new Promise<void>((resolve) => (wakeUp = resolve));
      s = { promise, wake: wakeUp };
      sleeping.set(id, s);
    }
    throw s.promise;
  }
  return (
    <>
      {children}
      <HydratedMark wrapper={wrapper} />
    </>
  );
}

type WrapperRef = { readonly current: HTMLDivElement | null };

/** Marks the island's element `data-hydrated` once its content is live (browser tests wait for it). */
function HydratedMark({ wrapper }: { wrapper: WrapperRef }) {
  useEffect(() => {
    if (wrapper.current) wrapper.current.dataset.hydrated = '';
  }, [wrapper]);
  return null;
}

/** The same mark on an island rendered at once (set as its element is made, never in the build's HTML). */
function markHydrated(el: HTMLDivElement | null): void {
  if (el) el.dataset.hydrated = '';
}

/** What wakes an island besides coming into view: anything that is about to act on it. */
const WAKING_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'mouseover'] as const;

/**
 * `id`: unique on the page. `when`: 'visible' (default) hydrates it near the viewport; 'idle' once the browser is
 * idle after the page (a part with no place in the flow, such as the fixed chat launcher).
 */
export function Island({
  id,
  when = 'visible',
  children,
}: {
  id: string;
  when?: 'visible' | 'idle';
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Decided once per mount: only a part of the first hydration gets a boundary of its own. A part mounted later
  // (a client navigation) renders plainly, so a lazy child it suspends on reaches the page's boundary as before.
  const [deferred] = useState(() => firstHydration);
  useEffect(() => {
    const el = ref.current;
    if (!el || !sleeping.has(id)) return;
    const io =
      when === 'visible' && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && inTurn(), {
            rootMargin: '25% 0px',
          })
        : null;
    let idle = 0;
    function unobserve() {
      io?.disconnect();
      if (idle) window.cancelIdleCallback(idle);
    }
    function stop() {
      unobserve();
      for (const type of WAKING_EVENTS) el?.removeEventListener(type, now, true);
    }
    function now() {
      stop();
      wake(id);
    }
    // In view: its turn comes in a later task; until then a touch or a key still wakes it at once (the
    // listeners stay), so a click right after the page is ready is not lost.
    function inTurn() {
      unobserve();
      wakeInTurn(id);
    }
    if (io) io.observe(el);
    else if (when === 'idle' && typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(inTurn, { timeout: 2000 });
    else now();
    for (const type of WAKING_EVENTS) el.addEventListener(type, now, { capture: true, passive: true });
    return () => {
      stop();
      // Left (a client navigation) before it was needed: its boundary is gone, nothing may wake it any more.
      if (sleeping.delete(id)) awake.add(id);
    };
  }, [id, when]);
  // Rendered in the browser (not hydrated): the content comes a task after the rest of the page, so that the
  // first screen is not held up by parts further down (the footer, a page's later sections).
  const later = !deferred && typeof document !== 'undefined';
  const stage = useRenderStages(later ? 2 : 1);
  if (!deferred)
    return (
      <div ref={markHydrated} data-island={id}>
        {(!later || stage >= 2) && children}
      </div>
    );
  return (
    <div ref={ref} data-island={id}>
      <IdSuspense fallback={null}>
        <Gate id={id} wrapper={ref}>
          {children}
        </Gate>
      </IdSuspense>
    </div>
  );
}
