import { useEffect, useState, type RefObject } from 'react';

/** Where the toasts sit: the bottom or the top (under the site header), at the right or the left from 640 px. */
export type ToastPlacement = 'bottom-right' | 'top-right' | 'bottom-left' | 'top-left';
const PLACEMENTS: ToastPlacement[] = ['bottom-right', 'top-right', 'bottom-left', 'top-left'];

const CONTROLS =
  'a[href], button, input, select, textarea, summary, [role="button"], [role="tab"], [role="link"]';
/** The site header's height (it stays on top of the page): a toast at the top sits under it. */
const HEADER = 72;
const GAP = 16;

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** How many of a grid of points across the box lie over a control of the page (not of the toasts). */
function controlsUnder(r: Box, region: Element): number {
  if (typeof document.elementsFromPoint !== 'function') return 0;
  let n = 0;
  for (const fx of [0.05, 0.275, 0.5, 0.725, 0.95])
    for (const fy of [0.1, 0.5, 0.9]) {
      const hit = document
        .elementsFromPoint(r.left + r.width * fx, r.top + r.height * fy)
        .find((el) => !region.contains(el));
      const control = hit?.closest(CONTROLS);
      if (control && !region.contains(control)) n += 1;
    }
  return n;
}

/** The box a toast of this size would take at each placement. */
function boxAt(p: ToastPlacement, width: number, height: number): Box {
  const narrow = window.innerWidth < 640;
  const left = narrow || p.endsWith('left') ? GAP : window.innerWidth - GAP - width;
  const top = p.startsWith('top') ? HEADER + GAP : window.innerHeight - GAP - height;
  return { left, top, width, height };
}

/**
 * Where the toasts sit so they never cover a control (issue 35: the sign-in toast covered the back office's
 * Export CSV): the first of bottom-right, top-right, bottom-left, top-left with no control under it (else the
 * one over the fewest), checked when a toast shows and when the page scrolls or resizes. A toast still leaves
 * by itself after a few seconds.
 */
export function useToastPlacement(region: RefObject<HTMLElement | null>, shown: number): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>('bottom-right');
  useEffect(() => {
    if (shown === 0) return;
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const el = region.current;
        const toast = el?.querySelector('[data-toast]');
        if (!el || !toast) return;
        const { width, height } = toast.getBoundingClientRect();
        let best = PLACEMENTS[0]!;
        let fewest = Infinity;
        for (const p of PLACEMENTS) {
          const n = controlsUnder(boxAt(p, width, height), el);
          if (n < fewest) [best, fewest] = [p, n];
          if (n === 0) break;
        }
        setPlacement(best);
      });
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [region, shown]);
  return placement;
}
