import { useQuery } from '@tanstack/react-query';
import type { CompanyMembership } from '../../shared/contracts/company-portal.ts';
import { AppError } from '../../shared/errors.ts';
import { apiGet } from './api-client.ts';

/** The company portal's queries start with this key (decision 056): a change there reads them all again. */
export const COMPANY_KEY = ['/api/company'] as const;

/**
 * GET /api/company: the signed-in customer's company and roles; null for a customer of no company (the header's
 * Company link is shown to members only; the portal says "not a member"). `enabled`: only for customer accounts.
 */
export function useCompanyMembership(enabled = true) {
  return useQuery({
    queryKey: COMPANY_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await apiGet<CompanyMembership>('/api/company', { signal });
      } catch (err) {
        if (err instanceof AppError && err.code === 'companies.notMember') return null;
        throw err;
      }
    },
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}
