import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Company, CompanyList, CompanyWithBalance } from '../../../../shared/contracts/companies.ts';
import type {
  CompanyInvitation,
  CompanyInvitationInput,
  CompanyMembersList,
} from '../../../../shared/contracts/company-members.ts';
import type { CompanyStatus } from '../../../../shared/domain/companies.ts';
import { apiGet, apiPost, apiRequest } from '../../../lib/api-client.ts';
import type { CompanyInputDraft } from '../lib/form.ts';

/** Every query of the companies pages starts with this key: a change here reads them all again. */
export const COMPANIES_KEY = ['/api/admin/companies'] as const;

const companyPath = (id: string) => `/api/admin/companies/${encodeURIComponent(id)}`;

/** GET /api/admin/companies: by legal name, each with its balance, overdue invoices and members. */
export function useCompanies(filter: { status?: CompanyStatus | undefined; q?: string | undefined } = {}) {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  const query = params.toString();
  return useQuery({
    queryKey: [...COMPANIES_KEY, 'list', query],
    queryFn: ({ signal }) =>
      apiGet<CompanyList>(`/api/admin/companies${query ? `?${query}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** GET /api/admin/companies/{id}: the company with its balance (null id: nothing to read). */
export function useCompany(id: string | null) {
  return useQuery({
    queryKey: [...COMPANIES_KEY, 'one', id],
    queryFn: ({ signal }) => apiGet<CompanyWithBalance>(companyPath(id ?? ''), { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** POST /api/admin/companies (id null) or PUT /api/admin/companies/{id}: every field. */
export function useSaveCompany(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyInputDraft) =>
      id
        ? apiRequest<Company>('PUT', companyPath(id), input)
        : apiPost<Company>('/api/admin/companies', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_KEY }),
  });
}

/** GET /api/admin/companies/{id}/members: the company's members and invitations. */
export function useCompanyMembers(id: string) {
  return useQuery({
    queryKey: [...COMPANIES_KEY, 'members', id],
    queryFn: ({ signal }) => apiGet<CompanyMembersList>(`${companyPath(id)}/members`, { signal }),
    retry: false,
    staleTime: 10_000,
  });
}

/** POST /api/admin/companies/{id}/invitations: invite a person by email with their roles. */
export function useInviteToCompany(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyInvitationInput) =>
      apiPost<CompanyInvitation>(`${companyPath(id)}/invitations`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...COMPANIES_KEY, 'members', id] }),
  });
}
