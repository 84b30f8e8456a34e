import { useEffect, useState, type RefObject } from 'react';

export type ToastPlacement = 'bottom' | 'top';

const CONTROLS =
  'a[href], button, input, select, textarea, summary, [role="button"], [role="tab"], [role="link"]';

/** Points across a rectangle (a 5 x 3 grid inside it). */
function samples(r: { left: number; top: number; width: number; height: number }) {
  const points: [number, number][] = [];
  for (const fx of [0.05, 0.275, 0.5, 0.725, 0.95])
    for (const fy of [0.15, 0.5, 0.85]) points.push([r.left + r.width * fx, r.top + r.height * fy]);
  return points;
}

/** Whether a control of the page (not of the toasts) lies under the rectangle. */
function coversControl(
  r: DOMRect | { left: number; top: number; width: number; height: number },
  region: Element,
) {
  if (typeof document.elementsFromPoint !== 'function') return false;
  return samples(r).some(([x, y]) =>
    document
      .elementsFromPoint(x, y)
      .some(
        (el) =>
          !region.contains(el) && el.closest(CONTROLS) !== null && !region.contains(el.closest(CONTROLS)),
      ),
  );
}

/**
 * Where the toasts sit so they never cover a control (issue 35: the sign-in toast covered the back office's
 * Export CSV): at the bottom unless a control lies under them there and not at the top, checked when a toast
 * shows and when the page scrolls or resizes.
 */
/** `shown`: the id of the toast on screen (0: none). */
export function useToastPlacement(region: RefObject<HTMLElement | null>, shown: number): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>('bottom');
  useEffect(() => {
    if (shown === 0) {
      setPlacement('bottom');
      return;
    }
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const el = region.current;
        const toast = el?.querySelector('[data-toast]');
        if (!el || !toast) return;
        const r = toast.getBoundingClientRect();
        // The same box at the other edge: as far from the top as it now is from the bottom, or vice versa.
        const mirrored = {
          left: r.left,
          width: r.width,
          height: r.height,
          top: window.innerHeight - r.bottom,
        };
        const here = coversControl(r, el);
        if (here && !coversControl(mirrored, el)) setPlacement((p) => (p === 'bottom' ? 'top' : 'bottom'));
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
