import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  AdminBookingDetail,
  AdminBookingList,
  AssignCandidates,
} from '../../../../shared/contracts/admin-bookings.ts';
import type { CompanyList } from '../../../../shared/contracts/companies.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { apiQuery, type BookingFilters } from '../lib/filters.ts';

/** Every query of this section starts with this key: one invalidation refreshes the list and the details. */
export const ADMIN_BOOKINGS_KEY = ['/api/admin/bookings'] as const;
/** The drivers tab reads the same list: an assignment refreshes both. */
export const ADMIN_DRIVERS_KEY = ['/api/admin/drivers'] as const;

const bookingPath = (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}`;

/** GET /api/admin/bookings: one page of the filtered list and the summary cards; new bookings arrive. */
export function useAdminBookings(filters: BookingFilters) {
  const query = apiQuery(filters);
  return useQuery({
    queryKey: [...ADMIN_BOOKINGS_KEY, 'list', query],
    queryFn: ({ signal }) => apiGet<AdminBookingList>(`/api/admin/bookings?${query}`, { signal }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    refetchInterval: 30_000,
  });
}

/**
 * GET /api/admin/companies: the company filter's choices (issue 38), by legal name. Shares its key with the
 * companies pages' unfiltered list, so a company created there is a choice here.
 */
export function useCompanyChoices() {
  return useQuery({
    queryKey: ['/api/admin/companies', 'list', ''],
    queryFn: ({ signal }) => apiGet<CompanyList>('/api/admin/companies', { signal }),
    staleTime: 60_000,
    select: (data) => data.companies.map((c) => ({ id: c.id, legalName: c.legalName })),
  });
}

/** GET /api/admin/bookings/{id}: one booking in full (details dialog). */
export function useAdminBooking(id: string | null) {
  return useQuery({
    queryKey: [...ADMIN_BOOKINGS_KEY, 'detail', id],
    queryFn: ({ signal }) => apiGet<AdminBookingDetail>(bookingPath(id ?? ''), { signal }),
    enabled: id !== null,
    staleTime: 5_000,
  });
}

/**
 * GET /api/admin/bookings/{id}/candidates: every active chauffeur for the booking, whether they fit and why
 * not (issue 35); read when the assign dialog opens.
 */
export function useAssignCandidates(id: string | null) {
  return useQuery({
    queryKey: [...ADMIN_BOOKINGS_KEY, 'candidates', id],
    queryFn: ({ signal }) => apiGet<AssignCandidates>(`${bookingPath(id ?? '')}/candidates`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** The CSV of the filtered list (every page): a plain link the browser downloads with the session cookie. */
export function exportCsvHref(filters: BookingFilters): string {
  const query = apiQuery(filters, { paging: false });
  return `/api/admin/bookings/export.csv${query ? `?${query}` : ''}`;
}

export { bookingPath };

export function refreshBookings(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ADMIN_BOOKINGS_KEY });
}

export function refreshDrivers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ADMIN_DRIVERS_KEY });
}
