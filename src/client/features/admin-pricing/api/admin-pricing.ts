import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPricing, AdminPricingUpdate } from '../../../../shared/contracts/admin-pricing.ts';
import type { PricingResponse } from '../../../../shared/contracts/pricing.ts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { packagePricesQuery } from '../../../lib/catalog-queries.ts';

const ADMIN_PRICING_KEY = ['/api/admin/pricing'] as const;

/** GET /api/admin/pricing: the configuration in force as the editors show it, with its versions. */
const adminPricingQuery = queryOptions({
  queryKey: ADMIN_PRICING_KEY,
  queryFn: () => apiGet<AdminPricing>('/api/admin/pricing'),
  staleTime: 30_000,
});

export function useAdminPricing() {
  return useQuery(adminPricingQuery);
}

/**
 * PUT /api/admin/pricing: the answer (the new version) replaces the cached one; the public package prices and
 * the drivers' rate card are read again, so the other pages of this browser show the new prices too.
 */
export function useSavePricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPricingUpdate) => apiRequest<AdminPricing>('PUT', '/api/admin/pricing', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(ADMIN_PRICING_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: packagePricesQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: storedPricingQuery.queryKey });
    },
  });
}

/** Reads the configuration again (after a version conflict). */
export function useReloadPricing() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...adminPricingQuery, staleTime: 0 });
}

/**
 * GET /api/pricing: the stored configuration in its own units, for the live preview (the document leaves out
 * what the tab does not edit). The drivers' dashboard reads the same entry.
 */
const storedPricingQuery = queryOptions({
  queryKey: ['/api/pricing'],
  queryFn: () => apiGet<PricingResponse>('/api/pricing'),
  staleTime: 5 * 60_000,
});

export function useStoredPricing() {
  return useQuery(storedPricingQuery);
}
