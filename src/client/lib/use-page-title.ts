import { useEffect } from 'react';
import { BRAND } from '../../shared/brand.ts';

/** The document title of a page: "{title} | Empire Chauffeur", or the brand's own title for the home page. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${BRAND.name}` : `${BRAND.name} — Luxury Car Service in New York City`;
}

/** The title the build's prerender writes into a page's <head> (the last page rendered sets it). */
export const prerenderHead = { title: pageTitle() };

export function usePageTitle(title?: string): void {
  if (import.meta.env.SSR) prerenderHead.title = pageTitle(title);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
