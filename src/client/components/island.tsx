import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Islands (issue 17, decision 029). A prerendered page is hydrated by Preact in one task; on a phone that task is
 * the page's longest. A part wrapped in `Island` keeps its prerendered HTML exactly as it is (the same DOM nodes,
 * on screen, links working as plain links) while the page hydrates, and is hydrated on its own when it is first
 * needed: when it comes near the viewport, when a pointer or the keyboard reaches into it, or before
 * the language changes. Preact 11 resumes the suspended hydration on the kept nodes, so nothing is re-created:
 * focus, scroll position and images stay. Outside a page's first hydration (a page rendered in the browser, the
 * build's prerender) an island renders at once.
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
 * Hydrates every island still waiting and resolves once they are (before the language changes: a part hydrated
 * in another language than its HTML would keep the old attributes).
 */
export function wakeAllIslands(): Promise<void> {
  if (sleeping.size === 0) return Promise.resolve();
  for (const id of [...sleeping.keys()]) wake(id);
  return new Promise((resolve) => setTimeout(resolve, 0));
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

/** `id`: unique on the page. */
export function Island({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // Decided once per mount: only a part of the first hydration gets a boundary of its own. A part mounted later
  // (a client navigation) renders plainly, so a lazy child it suspends on reaches the page's boundary as before.
  const [deferred] = useState(() => firstHydration);
  useEffect(() => {
    const el = ref.current;
    if (!el || !sleeping.has(id)) return;
    const io =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && now(), {
            rootMargin: '25% 0px',
          })
        : null;
    function stop() {
      io?.disconnect();
      for (const type of WAKING_EVENTS) el?.removeEventListener(type, now, true);
    }
    function now() {
      stop();
      wake(id);
    }
    if (io) io.observe(el);
    else now();
    for (const type of WAKING_EVENTS) el.addEventListener(type, now, { capture: true, passive: true });
    return () => {
      stop();
      // Left (a client navigation) before it was needed: its boundary is gone, nothing may wake it any more.
      if (sleeping.delete(id)) awake.add(id);
    };
  }, [id]);
  if (!deferred)
    return (
      <div ref={markHydrated} data-island={id}>
        {children}
      </div>
    );
  return (
    <div ref={ref} data-island={id}>
      <Suspense fallback={null}>
        <Gate id={id} wrapper={ref}>
          {children}
        </Gate>
      </Suspense>
    </div>
  );
}
