import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyInvitation,
  CompanyInvitationInput,
  CompanyMember,
  CompanyMembersList,
  CompanyRoles,
} from '../../../../shared/contracts/company-members.ts';
import type {
  AcceptInvitation,
  CompanyBookingsList,
  CompanyMembership,
  InvitationPreview,
} from '../../../../shared/contracts/company-portal.ts';
import type { InvoiceList } from '../../../../shared/contracts/invoices.ts';
import { apiGet, apiPost, apiRequest } from '../../../lib/api-client.ts';
import { COMPANY_KEY, useCompanyMembership } from '../../../lib/company-membership.ts';
import { USER_QUERY_KEY } from '../../../lib/session.ts';

export { COMPANY_KEY };

/** GET /api/company (null: no member of any company). */
export const useMembership = useCompanyMembership;

export interface BookingFilters {
  traveller: string;
  booker: string;
  reference: string;
  month: string;
  page: number;
}

export function bookingsPath(f: BookingFilters): string {
  const q = new URLSearchParams();
  if (f.traveller) q.set('traveller', f.traveller);
  if (f.booker) q.set('booker', f.booker);
  if (f.reference.trim()) q.set('reference', f.reference.trim());
  if (f.month) q.set('month', f.month);
  if (f.page > 1) q.set('page', String(f.page));
  const s = q.toString();
  return `/api/company/bookings${s ? `?${s}` : ''}`;
}

export function useCompanyBookings(f: BookingFilters) {
  const path = bookingsPath(f);
  return useQuery({
    queryKey: [...COMPANY_KEY, 'bookings', path],
    queryFn: ({ signal }) => apiGet<CompanyBookingsList>(path, { signal }),
    placeholderData: (previous) => previous,
    staleTime: 10_000,
  });
}

export const receiptUrl = (number: string, lang: 'en' | 'es') =>
  `/api/company/bookings/${encodeURIComponent(number)}/receipt.pdf?lang=${lang}`;

export function useCompanyMembers(enabled: boolean) {
  return useQuery({
    queryKey: [...COMPANY_KEY, 'members'],
    queryFn: ({ signal }) => apiGet<CompanyMembersList>('/api/company/members', { signal }),
    enabled,
    staleTime: 10_000,
  });
}

/** GET /api/company/invoices (the invoices module): may be missing on a server without it (an error state). */
export function useCompanyInvoices(enabled: boolean) {
  return useQuery({
    queryKey: [...COMPANY_KEY, 'invoices'],
    queryFn: ({ signal }) => apiGet<InvoiceList>('/api/company/invoices', { signal }),
    enabled,
    staleTime: 30_000,
    retry: false,
  });
}

export const invoiceFileUrl = (id: string, format: 'pdf' | 'csv') =>
  `/api/company/invoices/${encodeURIComponent(id)}/invoice.${format}`;

/** The members' writes; each reads the members (and the membership) again when it settles. */
export function useMemberActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: COMPANY_KEY });
  return {
    invite: useMutation({
      mutationFn: (input: CompanyInvitationInput) =>
        apiPost<CompanyInvitation>('/api/company/invitations', input),
      onSettled: refresh,
    }),
    revoke: useMutation({
      mutationFn: (id: string) =>
        apiRequest<CompanyInvitation>('DELETE', `/api/company/invitations/${encodeURIComponent(id)}`),
      onSettled: refresh,
    }),
    setRoles: useMutation({
      mutationFn: ({ id, roles }: { id: string; roles: CompanyRoles }) =>
        apiRequest<CompanyMember>('PUT', `/api/company/members/${encodeURIComponent(id)}`, roles),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest('DELETE', `/api/company/members/${encodeURIComponent(id)}`),
      onSettled: refresh,
    }),
    leave: useMutation({
      mutationFn: () => apiPost<null>('/api/company/leave'),
      onSettled: refresh,
    }),
  };
}

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['/api/company-invitations', token],
    queryFn: ({ signal }) =>
      apiGet<InvitationPreview>(`/api/company-invitations/${encodeURIComponent(token)}`, { signal }),
    enabled: token.length > 0,
    retry: false,
  });
}

/** Accepting: the membership; a new account's session starts (the user is read again). */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInvitation) =>
      apiPost<CompanyMembership>(`/api/company-invitations/${encodeURIComponent(token)}/accept`, body),
    onSuccess: async (membership) => {
      queryClient.setQueryData(COMPANY_KEY, membership);
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}
