import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { Providers } from './providers.tsx';

/**
 * Marks the document (`<html data-app-ready>`) once the app has rendered or hydrated its page: from then on a
 * prerendered page answers clicks. Browser tests wait for it before acting on a page.
 */
function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

/** The tree around the router, the same in the browser and in the build's prerender (so hydration matches). */
export function AppRoot({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <Providers client={client}>
        <Suspense fallback={<PageSpinner />}>
          {children}
          <ReadyMarker />
        </Suspense>
      </Providers>
    </StrictMode>
  );
}
