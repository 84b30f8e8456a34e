import { QueryClient } from '@tanstack/react-query';

/** The specification's defaults: no retries, no refetch on focus, data never stale unless a query says so. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
