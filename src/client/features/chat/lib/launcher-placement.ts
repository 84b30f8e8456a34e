/**
 * Where the chat launcher may sit so that it never covers a control of the page (issue 15): its corner
 * (bottom right) when nothing is there; else lifted just above the controls it would cover (a sticky NEXT STEP
 * bar, a form's button scrolling by); else, when that would take it too far up the screen, moved left along the
 * bottom past them (the ride form of a wide screen's hero); else hidden until the page moves on. It is hidden
 * too while a dialog or the mobile menu is open.
 *
 * Nor, since issue 16, a line of text whose end reaches its corner (an amount, the pickup time).
 *
 * `placeLauncher` is the geometry (pure); `readControls`, `readTextEnds` and `blockingOverlayOpen` read the page.
 */

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PlacementInput {
  viewport: { width: number; height: number };
  /** The launcher's side (it is square). */
  size: number;
  /** Its distance from the right and bottom edges at rest. */
  inset: number;
  /** The free space kept around it. */
  gap: number;
  /** The most it may rise above its corner (px) before it is hidden instead. */
  maxLift: number;
  /** The visible boxes of the page's controls (in viewport coordinates). */
  controls: readonly Box[];
}

/** Where the launcher sits: `dx` px left of its corner and `lift` px above it. */
export interface Placement {
  dx: number;
  lift: number;
}

const overlaps = (c: Box, b: Box, gap: number) =>
  c.left < b.right + gap && c.right > b.left - gap && c.top < b.bottom + gap && c.bottom > b.top - gap;

/**
 * A free place for the launcher, or null (hidden: no free place near the bottom of the screen). First straight
 * up from its corner, above the controls it would cover, at most `maxLift`; when that column is full (a form in
 * the bottom right of a wide screen), the same to the left of the controls that filled it, along the bottom.
 */
export function placeLauncher(input: PlacementInput): Placement | null {
  const { viewport, size, inset, gap, maxLift, controls } = input;
  let dx = 0;
  for (let column = 0; column < 16; column++) {
    const right = viewport.width - inset - dx;
    const left = right - size;
    if (left < inset) return null;
    const lift = climb(right, left);
    if (lift !== null) return { dx, lift };
    // The column is full: move left of every control in its band.
    const band: Box = { left, right, top: viewport.height - inset - maxLift - size, bottom: viewport.height };
    const leftmost = Math.min(...controls.filter((c) => overlaps(c, band, gap)).map((c) => c.left));
    if (!Number.isFinite(leftmost)) return null;
    dx = viewport.width - inset - (leftmost - gap);
  }
  return null;

  /** How far the launcher must rise in this column to cover nothing, or null beyond `maxLift`. */
  function climb(right: number, left: number): number | null {
    let lift = 0;
    // Each step moves the launcher above the highest control it covers; a few steps reach a free place.
    for (let step = 0; step < 64; step++) {
      const bottom = viewport.height - inset - lift;
      const box: Box = { left, right, top: bottom - size, bottom };
      let highest = Infinity;
      for (const c of controls) if (overlaps(c, box, gap)) highest = Math.min(highest, c.top);
      if (highest === Infinity) return lift;
      lift = viewport.height - inset - (highest - gap);
      if (lift > maxLift) return null;
    }
    return null;
  }
}

/** What a visitor can operate: links, buttons, fields and widgets with those roles. */
export const CONTROL_SELECTOR = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="combobox"]',
  '[role="menuitem"]',
  '[role="option"]',
  // Whatever a page marks as a box the launcher must leave whole: a toast's pill (issue 34).
  '[data-launcher-box]',
].join(',');

/**
 * The part of an element the visitor can see: its box cut by every ancestor that clips its overflow (a
 * scrolled list, a carousel) and by the viewport; null when nothing of it shows, when it is hidden, or when it
 * is a one-pixel screen-reader-only element.
 */
export function visibleBox(el: Element, viewport: { width: number; height: number }): Box | null {
  const r = el.getBoundingClientRect();
  if (r.width <= 1 || r.height <= 1) return null;
  let box: Box = {
    left: Math.max(r.left, 0),
    top: Math.max(r.top, 0),
    right: Math.min(r.right, viewport.width),
    bottom: Math.min(r.bottom, viewport.height),
  };
  if (box.right <= box.left || box.bottom <= box.top) return null;
  const style = getComputedStyle(el);
  if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return null;
  for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
    const s = getComputedStyle(p);
    if (s.display === 'none' || Number(s.opacity) === 0) return null;
    if (s.position === 'fixed') {
      // A fixed ancestor's own clipping still applies; nothing above it scrolls it away.
      box = clip(box, p, s);
      break;
    }
    box = clip(box, p, s);
    if (box.right <= box.left || box.bottom <= box.top) return null;
  }
  return box.right > box.left && box.bottom > box.top ? box : null;
}

function clip(box: Box, el: Element, s: CSSStyleDeclaration): Box {
  const clipsX = s.overflowX !== 'visible';
  const clipsY = s.overflowY !== 'visible';
  if (!clipsX && !clipsY) return box;
  const r = el.getBoundingClientRect();
  return {
    left: clipsX ? Math.max(box.left, r.left) : box.left,
    right: clipsX ? Math.min(box.right, r.right) : box.right,
    top: clipsY ? Math.max(box.top, r.top) : box.top,
    bottom: clipsY ? Math.min(box.bottom, r.bottom) : box.bottom,
  };
}

/** Folded away: inside a closed <details> but not its summary (the price breakdown of a vehicle card). */
export function folded(el: Element): boolean {
  for (let d = el.closest('details'); d; d = d.parentElement?.closest('details') ?? null) {
    if (d.open) continue;
    const summary = d.querySelector(':scope > summary');
    if (!summary?.contains(el)) return true;
  }
  return false;
}

/**
 * The visible boxes of the controls in the band the launcher may use (the bottom part of the screen), outside
 * the chat widget itself.
 */
export function readControls(band: Box, viewport: { width: number; height: number }): Box[] {
  const boxes: Box[] = [];
  for (const el of document.querySelectorAll(CONTROL_SELECTOR)) {
    if (el.closest('[data-chat-widget]') || el.closest('[inert]') || folded(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.right < band.left || r.left > band.right || r.bottom < band.top || r.top > band.bottom) continue;
    const box = visibleBox(el, viewport);
    if (box) boxes.push(box);
  }
  return boxes;
}

/**
 * Text the launcher must not cover either (issue 16): a definition list's terms and values (a price line and
 * its amount, the pickup time, an address) and whatever a page marks with `data-launcher-avoid` (a vehicle's
 * total, the booking total). Right-aligned, their ends sit under the launcher's corner on a phone; the terms
 * count too for when it moves left along the bottom.
 */
export const TEXT_SELECTOR = 'dt, dd, [data-launcher-avoid]';

/**
 * The visible boxes of the lines of text (each line's ink, not the element's box: a short left-aligned value
 * leaves the corner free) in the band, outside the chat widget, cut like a control's box.
 */
export function readTextEnds(band: Box, viewport: { width: number; height: number }): Box[] {
  const boxes: Box[] = [];
  const range = document.createRange();
  for (const el of document.querySelectorAll(TEXT_SELECTOR)) {
    if (el.closest('[data-chat-widget]') || el.closest('[inert]') || folded(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.right < band.left || r.left > band.right || r.bottom < band.top || r.top > band.bottom) continue;
    const seen = visibleBox(el, viewport);
    if (!seen) continue;
    // Text nodes only: a block child's box spans the width whatever its text.
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent?.trim()) continue;
      range.selectNodeContents(text);
      for (const line of range.getClientRects()) {
        const box: Box = {
          left: Math.max(line.left, seen.left),
          right: Math.min(line.right, seen.right),
          top: Math.max(line.top, seen.top),
          bottom: Math.min(line.bottom, seen.bottom),
        };
        if (box.right - box.left < 1 || box.bottom - box.top < 1) continue;
        if (box.right < band.left || box.top > band.bottom || box.bottom < band.top) continue;
        boxes.push(box);
      }
    }
  }
  return boxes;
}

/** A dialog (Radix, native or the site's own) or the mobile menu is open: the launcher steps aside. */
export function blockingOverlayOpen(): boolean {
  if (document.getElementById('mobile-nav')) return true;
  for (const el of document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')) {
    if (el.closest('[data-chat-widget]')) continue;
    if (el instanceof HTMLElement && el.hidden) continue;
    if (el.tagName === 'DIALOG' && !(el as HTMLDialogElement).open) continue;
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.height > 0) return true;
  }
  return false;
}
