import { hydrate as hydrateQueries, type DehydratedState } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppRoot } from './app/app-root.tsx';
import { routes } from './app/router.tsx';
import { hydratingPrerenderedPage } from './components/island.tsx';
import { nextTask } from './lib/next-task.ts';
import { currentLanguage, initI18n, rememberLanguageForServer, type Language } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');

/** What the build's prerender left for hydration (scripts/prerender.ts). */
interface PrerenderState {
  language: Language;
  namespaces: string[];
  queries: DehydratedState;
}

function prerenderState(): PrerenderState | null {
  const el = document.getElementById('prerender-state');
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as PrerenderState;
  } catch {
    return null;
  }
}

/**
 * The lazy route modules the current address needs, loaded before the first render: a prerendered page
 * hydrates at once (its HTML already shows them), any other renders without a fallback first.
 */
async function loadMatchedRoutes(matches: RouteMatches): Promise<void> {
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      const mod = (await route.lazy()) as Partial<RouteObject>;
      Object.assign(route, mod, { lazy: undefined });
    }),
  );
}

/**
 * The locale namespaces the first render of a page rendered in the browser needs: the chat launcher's (on every
 * page) and the ones its route names (`handle.i18n`, router.tsx).
 */
function matchedNamespaces(matches: RouteMatches): string[] {
  const names = new Set(['common', 'chat']);
  for (const { route } of matches) {
    const handle = route.handle as { i18n?: string[] } | undefined;
    for (const ns of handle?.i18n ?? []) names.add(ns);
  }
  return [...names];
}

/**
 * Loads the browser's ICU data in tasks of their own. The first `Intl` formatter a page makes pays for it (35 ms
 * on a fast machine, four times that on a phone), and a page rendered in the browser (a booking step, an
 * account page) formats a date or an amount in its first render, which made that render's task the longest
 * of the load. Run while the route's modules download, it costs no wait.
 */
async function warmIntl(): Promise<void> {
  await nextTask();
  new Intl.DateTimeFormat(document.documentElement.lang || 'en-US', {
    timeZone: 'America/New_York',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(0);
  await nextTask();
  new Intl.NumberFormat(document.documentElement.lang || 'en-US', {
    style: 'currency',
    currency: 'USD',
  }).format(0);
}

type RouteMatches = NonNullable<ReturnType<typeof matchRoutes<RouteObject>>>;

async function start(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const state = prerenderState();
  const client = createQueryClient();
  const i18n = await initI18n(state?.language);
  rememberLanguageForServer(currentLanguage());
  // Hydrate when the page was prerendered in the language this visit shows; otherwise render afresh.
  if (state && state.language === currentLanguage()) {
    hydrateQueries(client, state.queries);
    await Promise.all([loadMatchedRoutes(matches), i18n.loadNamespaces(state.namespaces)]);
    // A task of its own for the hydration: the modules and texts loaded above ran in the one before.
    await nextTask();
    // Islands (components/island.tsx) first rendered by this hydration keep their HTML until they are needed.
    hydratingPrerenderedPage(true);
    hydrateRoot(
      root as HTMLElement,
      <AppRoot client={client}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppRoot>,
      {
        // A page that differs from its prerender (a saved booking draft, a signed-in header …) is rendered
        // afresh by React: expected, not an error.
        onRecoverableError: () => {},
      },
    );
    hydratingPrerenderedPage(false);
    // The prerender's reference data is the build's: refresh it once the page is interactive.
    window.setTimeout(() => {
      for (const { queryKey } of state.queries.queries)
        void client.invalidateQueries({ queryKey, exact: true });
    }, 2000);
    return;
  }
  await Promise.all([
    loadMatchedRoutes(matches),
    i18n.loadNamespaces(matchedNamespaces(matches)),
    warmIntl(),
  ]);
  // The first render in a task of its own too: the modules and texts loaded above ran in the one before.
  await nextTask();
  createRoot(root as HTMLElement).render(
    <AppRoot client={client}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppRoot>,
  );
}

void start();
