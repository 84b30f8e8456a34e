import { hydrate as hydrateQueries, type DehydratedState } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppRoot } from './app/app-root.tsx';
import { routes } from './app/router.tsx';
import { hydratingPrerenderedPage, wakeAllIslands } from './components/island.tsx';
import { nextTask } from './lib/next-task.ts';
import { currentLanguage, initI18n, rememberLanguageForServer, type Language } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { intlLocale } from '../shared/intl-locale.ts';
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

/** The longest a page waits for the ICU data to load off its main thread before rendering anyway. */
const INTL_WAIT_MS = 1500;

/**
 * Loads the browser's ICU data on a worker's thread while the route's modules download. The first `Intl`
 * formatter a page makes pays for loading it (45 to 100 ms of a desktop's main thread in one piece, four times
 * that on a phone), and a page rendered in the browser (a booking step, an account page) formats an amount or a
 * date as it first renders. ICU's data belongs to the browser's process: once the worker has made its
 * formatters, the page's own cost under 2 ms (they cost 45 to 100 ms in a task of their own before). Without
 * workers, or if the worker fails or is slow, the page renders anyway and pays for it itself. A prerendered
 * page hydrates without it: its text is on screen already, and the wait for a worker (a request of its own on
 * a slow network) would hold up the moment it answers a tap.
 */
function warmIntl(): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./lib/intl-warmup.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve();
      return;
    }
    // A slow worker is waited for no longer than INTL_WAIT_MS, but not stopped: it still warms the data for the
    // page's next formatters, and a worker stopped while its script loads leaves that request open for good in
    // tools that watch the network (Playwright's "network idle" never came: CI's shell and a11y tests hung on it).
    const timer = window.setTimeout(resolve, INTL_WAIT_MS);
    const done = () => {
      window.clearTimeout(timer);
      worker.terminate();
      resolve();
    };
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage(intlLocale(currentLanguage()));
  });
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
    // Islands (components/island.tsx) in this HTML keep it until they are needed.
    hydratingPrerenderedPage(root as HTMLElement);
    const router = createBrowserRouter(routes);
    // Before the page changes, every island still asleep hydrates on its HTML: a new location reaching a
    // dehydrated boundary would otherwise make React render it afresh.
    const first = router.state.location;
    const unsubscribe = router.subscribe((next) => {
      if (next.navigation.state === 'idle' && next.location === first) return;
      unsubscribe();
      void wakeAllIslands();
    });
    hydrateRoot(
      root as HTMLElement,
      <AppRoot client={client}>
        <RouterProvider router={router} />
      </AppRoot>,
      {
        // A part that differs from its prerender (a saved booking draft, a signed-in header …) is rendered
        // afresh by React: expected, not an error. Counted on <html data-hydration-recovered> (browser tests
        // check that a first visit hydrates every part on its HTML).
        onRecoverableError: () => {
          const html = document.documentElement;
          html.dataset.hydrationRecovered = String(Number(html.dataset.hydrationRecovered ?? 0) + 1);
        },
      },
    );
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
