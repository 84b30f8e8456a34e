import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuditList,
  ContactMessage,
  MessageList,
  OutboxEmail,
  OutboxEmailDetail,
  OutboxList,
} from '../../../../shared/contracts/admin-ops.ts';
import { apiGet, apiPost, apiRequest } from '../../../lib/api-client.ts';
import { apiQuery, type AuditFilters, type MessageFilters, type OutboxFilters } from '../lib/filters.ts';

/** One key per list: an action refreshes its list (and the audit log, which records it). */
const OUTBOX_KEY = ['/api/admin/outbox'] as const;
const MESSAGES_KEY = ['/api/admin/messages'] as const;
const AUDIT_KEY = ['/api/admin/audit'] as const;

/** One page of a list: the previous page stays on screen while the next one loads; new rows arrive. */
function useListQuery<T>(key: readonly string[], path: string, query: string) {
  return useQuery({
    queryKey: [...key, 'list', query],
    queryFn: ({ signal }) => apiGet<T>(`${path}?${query}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    refetchInterval: 60_000,
  });
}

/** GET /api/admin/outbox: every email sent or stored, newest first. */
export const useOutbox = (filters: OutboxFilters) =>
  useListQuery<OutboxList>(OUTBOX_KEY, '/api/admin/outbox', apiQuery(filters));

/** GET /api/admin/outbox/{id}: one email with its bodies (the details dialog). */
export function useOutboxEmail(id: string | null) {
  return useQuery({
    queryKey: [...OUTBOX_KEY, 'detail', id],
    queryFn: ({ signal }) =>
      apiGet<OutboxEmailDetail>(`/api/admin/outbox/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
    staleTime: 30_000,
  });
}

/** POST /api/admin/outbox/{id}/resend: sends the same email again as a new outbox row (the answer). */
export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiPost<OutboxEmail>(`/api/admin/outbox/${encodeURIComponent(id)}/resend`, {}),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: OUTBOX_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
      ]),
  });
}

/** GET /api/admin/messages: the contact-form messages and the open count. */
export const useMessages = (filters: MessageFilters) =>
  useListQuery<MessageList>(MESSAGES_KEY, '/api/admin/messages', apiQuery(filters));

/** PATCH /api/admin/messages/{id} {handled}: mark handled or reopen. */
export function useSetMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      apiRequest<ContactMessage>('PATCH', `/api/admin/messages/${encodeURIComponent(id)}`, { handled }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
      ]),
  });
}

/** GET /api/admin/audit: the admin actions, newest first, and the admins who appear in the log. */
export const useAuditLog = (filters: AuditFilters) =>
  useListQuery<AuditList>(AUDIT_KEY, '/api/admin/audit', apiQuery(filters));
