import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { Providers } from './providers.tsx';

/** The tree around the router, the same in the browser and in the build's prerender (so hydration matches). */
export function AppRoot({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <Providers client={client}>
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </Providers>
    </StrictMode>
  );
}
