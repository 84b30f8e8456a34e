import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useRenderStages } from '../lib/use-render-stages.ts';
import { nextTask } from '../lib/next-task.ts';

/**
 * Islands (issue 17, decisions 029 and 037). A prerendered page's hydration is its longest task on a phone. A part
 * wrapped in `Island` keeps its prerendered HTML exactly as it is (the same DOM nodes, on screen, links working as
 * plain links) while the page hydrates, and is hydrated on its own when it is first needed: when it comes near
 * the viewport, when a pointer or the keyboard reaches into it, before the language changes or the page changes.
 *
 * It is React's selective hydration: the island's content sits in a Suspense boundary of its own (the prerender
 * writes its markers), and while the island sleeps its content suspends, so `hydrateRoot` leaves the boundary
 * dehydrated (the server's nodes untouched) and hydrates it on those same nodes once woken: nothing is
 * re-created, focus, scroll position and images stay. Outside a page's first hydration (a page rendered in the
 * browser) an island renders its content one task after the page around it; in the build's prerender, at once.
 */

interface Sleeper {
  promise: Promise<void>;
  wake: () => void;
}

/** The islands of the prerendered HTML not yet claimed by their component (main.tsx fills it before hydrating). */
const prerendered = new Set<string>();
const sleeping = new Map<string, Sleeper>();
const awake = new Set<string>();

/**
 * main.tsx, before hydrating a prerendered page: the islands in its HTML. Each is claimed by the first `Island` of
 * its id to render, which then sleeps until needed; any other island (a later page's) renders plainly.
 */
export function hydratingPrerenderedPage(root: HTMLElement): void {
  prerendered.clear();
  for (const el of root.querySelectorAll<HTMLElement>('[data-island]'))
    if (el.dataset.island) prerendered.add(el.dataset.island);
  if (prerendered.size > 0) listenForWaking(true);
}

/** The window's waking listeners, on while an island may sleep (a pointer move would otherwise pay for them). */
function listenForWaking(on: boolean): void {
  for (const type of WAKING_EVENTS)
    if (on) window.addEventListener(type, wakeTarget, { capture: true, passive: true });
    else window.removeEventListener(type, wakeTarget, true);
}

/** What wakes an island besides coming into view: anything that is about to act on it. */
const WAKING_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'mouseover'] as const;

/**
 * On the window, in the capture phase, so before React's own listener on the root: React hydrates the boundary an
 * event is for at once when it can, and stops the event when the boundary cannot hydrate yet. Woken here first,
 * the island hydrates in time for the event (a click, a key) to reach its handlers.
 */
function wakeTarget(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  const id = target?.closest<HTMLElement>('[data-island]')?.dataset.island;
  if (id && sleeping.has(id)) wake(id);
}

function wake(id: string): void {
  const s = sleeping.get(id);
  awake.add(id);
  if (!s) return;
  sleeping.delete(id);
  s.wake();
  // The last one awake, and none of the page's HTML left to claim: nothing more to listen for.
  if (sleeping.size === 0 && prerendered.size === 0) listenForWaking(false);
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

/** The island's sleep: made as the island first renders (React hydrates its boundary in a later pass). */
function sleeper(id: string): Sleeper {
  let s = sleeping.get(id);
  if (!s) {
    let wakeUp: () => void = () => {};
    const promise = new Promise<void>((resolve) => (wakeUp = resolve));
    s = { promise, wake: wakeUp };
    sleeping.set(id, s);
  }
  return s;
}

function Gate({
  id,
  asleep,
  wrapper,
  children,
}: {
  id: string;
  asleep: boolean;
  wrapper: WrapperRef;
  children: ReactNode;
}) {
  if (asleep && !awake.has(id)) throw sleeper(id).promise;
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
  // Decided once per mount: only an island of the prerendered HTML sleeps. One mounted later (a client
  // navigation) renders its content a task after the page.
  const [deferred] = useState(() => prerendered.delete(id));
  // Its props changed while it sleeps (the page around it rendered again): React would have to render the
  // dehydrated boundary afresh and drop its HTML, so it hydrates now instead.
  const rendered = useRef(false);
  if (deferred && !awake.has(id)) {
    if (rendered.current) wake(id);
    else sleeper(id);
  }
  rendered.current = true;
  useEffect(() => {
    const el = ref.current;
    if (!el || !sleeping.has(id)) return;
    // Asleep with nothing on screen: React rendered the part around it afresh (its HTML did not match, a saved
    // booking draft in the hero for instance), so there is no server HTML left to keep. It renders now; an
    // empty island would otherwise never come into view to be woken.
    if (!el.firstElementChild) {
      wake(id);
      return;
    }
    // The same if its HTML is taken away later while it sleeps.
    const emptied = new MutationObserver(() => {
      if (!el.firstElementChild) {
        emptied.disconnect();
        wake(id);
      }
    });
    emptied.observe(el, { childList: true });
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
    // In view: its turn comes in a later task; until then a touch or a key still wakes it at once
    // (wakeTarget), so a click right after the page is ready is not lost.
    function inTurn() {
      unobserve();
      wakeInTurn(id);
    }
    if (io) io.observe(el);
    else if (when === 'idle' && typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(inTurn, { timeout: 2000 });
    else wake(id);
    return () => {
      emptied.disconnect();
      unobserve();
      // Left (a client navigation) before it was needed: its boundary is gone, nothing may wake it any more.
      if (sleeping.delete(id)) awake.add(id);
    };
  }, [id, when]);
  // Rendered in the browser (not hydrated): the content comes a task after the rest of the page, so that the
  // first screen is not held up by parts further down (the footer, a page's later sections).
  const server = typeof document === 'undefined';
  const later = !deferred && !server;
  const stage = useRenderStages(later ? 2 : 1);
  // Its own boundary in every case: an island whose code loads lazily waits alone, never the page around it.
  if (later)
    return (
      <div ref={ref} data-island={id}>
        <Suspense fallback={null}>
          {stage >= 2 && (
            <>
              {children}
              <HydratedMark wrapper={ref} />
            </>
          )}
        </Suspense>
      </div>
    );
  // The prerender writes the boundary the hydration will find (its markers around the content).
  return (
    <div ref={ref} data-island={id}>
      <Suspense fallback={null}>
        <Gate id={id} asleep={deferred} wrapper={ref}>
          {children}
        </Gate>
      </Suspense>
    </div>
  );
}
