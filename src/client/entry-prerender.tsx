/**
 * The build's prerender (scripts/prerender.ts runs this module's Vite SSR build in Node): renders a public page
 * in one language to HTML with the reference data the API serves, and says what the browser needs to hydrate
 * it (the i18n namespaces the page used, the queries it read).
 */
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppRoot } from './app/app-root.tsx';
import { setRenderingFrame } from './app/frame.ts';
import { routes } from './app/router.tsx';
import { I18N_OPTIONS, type Language } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { prerenderHead } from './lib/use-page-title.ts';

const locales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });
const errorTexts = import.meta.glob<{ default: Record<string, unknown> }>('../shared/errors/*.json', {
  eager: true,
});

function resources() {
  const out: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, mod] of Object.entries(locales)) {
    const [, lng, ns] = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
    if (lng && ns) (out[lng] ??= {})[ns] = mod.default;
  }
  for (const [file, mod] of Object.entries(errorTexts)) {
    const [, lng] = /\/(\w+)\.json$/.exec(file) ?? [];
    if (lng) (out[lng] ??= {}).errors = mod.default;
  }
  return out;
}

let ready: Promise<unknown> | null = null;
function initI18nForPrerender(): Promise<unknown> {
  ready ??= i18n.use(initReactI18next).init({ ...I18N_OPTIONS, lng: 'en', resources: resources() });
  return ready;
}

/**
 * The whole page once every lazy part has loaded: React's static prerender waits for every Suspense boundary and
 * writes each in place between its markers (`<!--$-->`), which `hydrateRoot` reads. A page complete before it is
 * written needs no script of React's (the CSP allows none inline); one that left a boundary unfinished is refused.
 */
async function toHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node, {
    // Every boundary in place, however large (by default React moves one over 12.8 KB to the end of the
    // document with a script that puts it back).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      throw error instanceof Error ? error : new Error(String(error));
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  // React writes a preload for an image marked `fetchPriority="high"` ahead of the page; the page's <head> has it.
  const html = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^(?:<link rel="preload"[^>]*\/>)+/, '');
  if (/<script|<template/i.test(html))
    throw new Error('the prerender left a part for the browser to finish (a script or template in its HTML)');
  return html;
}

export interface PrerenderedPage {
  html: string;
  title: string;
  /** What main.tsx reads before hydrating. */
  state: { language: Language; namespaces: string[]; queries: DehydratedState };
}

/** `data`: the API's answers by path (/api/services …), put in the query cache under the same keys. */
export async function renderPage(
  pathname: string,
  language: Language,
  data: Record<string, unknown>,
): Promise<PrerenderedPage> {
  await initI18nForPrerender();
  await i18n.changeLanguage(language);
  const reported = (i18n as { reportNamespaces?: { usedNamespaces: Record<string, boolean> } })
    .reportNamespaces;
  if (reported) reported.usedNamespaces = {};
  const client = createQueryClient();
  for (const [key, value] of Object.entries(data)) client.setQueryData([key], value);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await toHtml(
    <AppRoot client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
  );
  const namespaces = ['common', ...Object.keys(reported?.usedNamespaces ?? {}).filter((n) => n !== 'common')];
  return {
    html,
    title: prerenderHead.title,
    state: { language, namespaces, queries: dehydrate(client) },
  };
}

/**
 * The frame of a booking step rendered in the browser (FRAME_PATHS): its first screen, as the page renders it
 * before it has read the ride saved in the browser (app/frame.ts). Not hydrated: main.tsx renders the page afresh
 * in its place.
 */
export async function renderFrame(
  pathname: string,
  language: Language,
  data: Record<string, unknown>,
): Promise<Pick<PrerenderedPage, 'html' | 'title'>> {
  setRenderingFrame(true);
  try {
    const { html, title } = await renderPage(pathname, language, data);
    return { html, title };
  } finally {
    setRenderingFrame(false);
  }
}
