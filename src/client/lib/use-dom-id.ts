// eslint-disable-next-line no-restricted-imports -- the one place Preact's useId is wrapped
import { createContext, createElement, useContext, useId, useState, type ReactNode } from 'react';

/**
 * Element ids for labels, descriptions and ARIA references, unique in the document.
 *
 * Preact's `useId` numbers ids per root from a counter kept on the root's vnode; after a Suspense boundary resumes
 * (a lazy part, an island), its walk up to the root can stop short and start a fresh counter, so a part rendered
 * later (a dialog, in a portal) can get an id the page already uses (preactjs/preact#5079, #5135). A dialog named
 * by its title's id was then named by the page's "Sort by" select instead (CI, admin bookings' cancel dialog).
 *
 * Outside a dialog `useDomId` is Preact's id, unchanged: a prerendered page's ids must equal its HTML's when it
 * hydrates. Inside a `Modal` every id is prefixed by the dialog's own `useDialogId` (`IdScope`), a counter of the
 * browser's dialogs (dialogs are never prerendered), so nothing in a dialog can share an id with the page.
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

/** Prefixes every `useDomId` below with `scope` (a `useDialogId`). */
export function IdScope({ scope, children }: { scope: string; children: ReactNode }) {
  return createElement(Scope.Provider, { value: scope }, children);
}
