import { useQuery } from '@tanstack/react-query';
import type { ComplianceView, DriverDocuments } from '../../../../shared/contracts/compliance.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** Every query of the Compliance view starts with this key: a change here reads them all again. */
export const COMPLIANCE_KEY = ['/api/admin/compliance'] as const;

/** GET /api/admin/compliance: every chauffeur's and car's documents, what needs attention, the hours left. */
export function useComplianceView() {
  return useQuery({
    queryKey: COMPLIANCE_KEY,
    queryFn: ({ signal }) => apiGet<ComplianceView>('/api/admin/compliance', { signal }),
    staleTime: 10_000,
  });
}

/** GET /api/admin/drivers/{id}/documents: a chauffeur's documents as on file (the edit dialog's start). */
export function useDriverDocuments(driverId: string | null) {
  return useQuery({
    queryKey: [...COMPLIANCE_KEY, 'driver', driverId],
    queryFn: ({ signal }) =>
      apiGet<DriverDocuments>(`/api/admin/drivers/${encodeURIComponent(driverId ?? '')}/documents`, {
        signal,
      }),
    enabled: driverId !== null,
    staleTime: 0,
  });
}

/** Where an uploaded document file is read (inline, in a new tab). */
export const complianceFileUrl = (id: string) => `/api/admin/compliance/files/${encodeURIComponent(id)}`;
