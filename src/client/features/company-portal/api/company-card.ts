import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyCardSetup, CompanyCardState } from '../../../../shared/contracts/company-card.ts';
import { apiGet, apiPost, apiRequest } from '../../../lib/api-client.ts';

/** A company's card on file (decision 060): company admins only. */
export const COMPANY_CARD_KEY = ['/api/company/card'] as const;

export function useCompanyCard(enabled: boolean) {
  return useQuery({
    queryKey: COMPANY_CARD_KEY,
    queryFn: () => apiGet<CompanyCardState>('/api/company/card'),
    enabled,
  });
}

/** POST /api/company/card/setup: the provider's setup for the card form. */
export const startCardSetup = () => apiPost<CompanyCardSetup>('/api/company/card/setup');

export function useStoreCompanyCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (setupIntentId: string) => apiPost<CompanyCardState>('/api/company/card', { setupIntentId }),
    onSuccess: (state) => client.setQueryData(COMPANY_CARD_KEY, state),
  });
}

export function useRemoveCompanyCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CompanyCardState>('DELETE', '/api/company/card'),
    onSuccess: (state) => client.setQueryData(COMPANY_CARD_KEY, state),
  });
}
