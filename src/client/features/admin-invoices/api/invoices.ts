import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyList } from '../../../../shared/contracts/companies.ts';
import type {
  Invoice,
  InvoiceList,
  InvoicePayInput,
  InvoiceVoidInput,
} from '../../../../shared/contracts/invoices.ts';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

export const ADMIN_INVOICES_KEY = ['/api/admin/invoices'] as const;

export interface InvoiceFilters {
  companyId: string;
  status: '' | 'open' | 'paid' | 'void';
  overdue: boolean;
}

/** GET /api/admin/invoices with the filters set (newest first). */
export function useAdminInvoices(f: InvoiceFilters) {
  const params = new URLSearchParams();
  if (f.companyId) params.set('companyId', f.companyId);
  if (f.status) params.set('status', f.status);
  if (f.overdue) params.set('overdue', 'true');
  const qs = params.toString();
  return useQuery({
    queryKey: [...ADMIN_INVOICES_KEY, qs],
    queryFn: () => apiGet<InvoiceList>(`/api/admin/invoices${qs ? `?${qs}` : ''}`),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** The companies for the filter (GET /api/admin/companies). */
export function useInvoiceCompanies() {
  return useQuery({
    queryKey: ['/api/admin/companies', 'invoices-filter'],
    queryFn: () => apiGet<CompanyList>('/api/admin/companies'),
    staleTime: 60_000,
  });
}

function useInvoiceMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_INVOICES_KEY }),
  });
}

/** POST …/pay: an open invoice marked paid. */
export const useMarkInvoicePaid = (id: string) =>
  useInvoiceMutation((input: InvoicePayInput) =>
    apiPost<Invoice>(`/api/admin/invoices/${encodeURIComponent(id)}/pay`, input),
  );

/** POST …/void: an open invoice voided with a reason. */
export const useVoidInvoice = (id: string) =>
  useInvoiceMutation((input: InvoiceVoidInput) =>
    apiPost<Invoice>(`/api/admin/invoices/${encodeURIComponent(id)}/void`, input),
  );

/** POST /api/admin/invoices/run: a past month invoiced now. */
export const useRunInvoices = () =>
  useInvoiceMutation((month: string) => apiPost<InvoiceList>('/api/admin/invoices/run', { month }));
