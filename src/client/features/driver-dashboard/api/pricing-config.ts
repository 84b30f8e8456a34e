import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricingResponse } from '../../../../shared/contracts/pricing.ts';
import { apiGet } from '../../../lib/api-client.ts';

export const PRICING_KEY = ['/api/pricing'] as const;

/** GET /api/pricing (drivers and admins): the stored configuration in cents, basis points and ppm. */
export const fetchPricing = () => apiGet<PricingResponse>('/api/pricing');

export const pricingQuery = queryOptions({
  queryKey: PRICING_KEY,
  queryFn: fetchPricing,
  staleTime: 5 * 60_000,
});

/** The rate card drivers read (read-only) and the fare calculator computes with. */
export function usePricing(enabled = true) {
  return useQuery({ ...pricingQuery, enabled });
}
