import {
  createContext,
  createElement,
  useContext,
  // eslint-disable-next-line no-restricted-imports -- the one place Preact's useId and Suspense are wrapped
  useId,
  // eslint-disable-next-line no-restricted-imports -- the one place Preact's useId and Suspense are wrapped
  Suspense,
  useState,
  type ReactNode,
} from 'react';

/**
 * Element ids for labels, descriptions and ARIA references, unique in the document.
 *
 * Preact's `useId` numbers ids per root from a counter kept on the root's vnode; after a Suspense boundary resumes
 * (a lazy part, an island), its walk up to the root can stop short and start a fresh counter, so a part rendered
 * later (a dialog, in a portal) can get an id the page already uses (preactjs/preact#5079, #5135). A dialog named
 * by its title's id was then named by the page's "Sort by" select instead (CI, admin bookings' cancel dialog).
 *
 * So every id is scoped by the part that can restart the count:
 * - inside a Suspense boundary (`IdSuspense`, the only one the client uses), ids are prefixed by the boundary's
 *   own id, drawn outside it: what renders after the boundary resumes cannot repeat an id of the page;
 * - inside a `Modal`, by the dialog's own `useDialogId` (a counter of the browser's dialogs; dialogs are never
 *   prerendered), so nothing in a dialog can share an id with the page.
 * Elsewhere `useDomId` is Preact's id, as the build's prerender drew it: a hydrated page keeps its HTML's ids
 * (Preact does not rewrite attributes while hydrating), and the boundaries draw theirs in the same order.
 */
const Scope = createContext('');
let scopes = 0;

export function useDomId(): string {
  const scope = useContext(Scope);
  const id = useId();
  return scope ? `${scope}-${id}` : id;
}

/**
 * An id for a part only ever rendered in the browser (a dialog and what opens it), unique in the document and kept
 * for the part's life: `dialog1`, `dialog2` … Never for a prerendered part (its ids must equal the HTML's).
 */
export function useDialogId(): string {
  const [id] = useState(() => `dialog${(scopes += 1)}`);
  return id;
}

/** Prefixes every `useDomId` below with `scope` (a `useDialogId`, or a boundary's own id). */
export function IdScope({ scope, children }: { scope: string; children: ReactNode }) {
  return createElement(Scope.Provider, { value: scope }, children);
}

/** React's `Suspense` whose content's ids are scoped by the boundary (see above). */
export function IdSuspense({ fallback, children }: { fallback?: ReactNode; children: ReactNode }) {
  const scope = useDomId();
  return createElement(Suspense, { fallback }, createElement(IdScope, { scope, children }));
}
