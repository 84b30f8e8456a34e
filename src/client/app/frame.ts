/**
 * The build renders the first screen of some booking steps as a frame (src/shared/prerendered-pages.ts,
 * FRAME_PATHS; entry-prerender.tsx renderFrame): the step's page then renders only what it shows before it has
 * read the ride saved in the browser. Always false in the browser.
 */
let framing = false;

export function renderingFrame(): boolean {
  return framing;
}

/** entry-prerender.tsx, around the render of a frame. */
export function setRenderingFrame(on: boolean): void {
  framing = on;
}
