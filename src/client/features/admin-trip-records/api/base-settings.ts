import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BaseSettings, BaseSettingsInput } from '../../../../shared/contracts/compliance.ts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { TRIP_RECORDS_KEY } from './trip-records-check.ts';

const BASE_SETTINGS_KEY = ['/api/admin/settings/base'] as const;

const baseSettingsQuery = () =>
  queryOptions({
    queryKey: BASE_SETTINGS_KEY,
    queryFn: () => apiGet<BaseSettings>('/api/admin/settings/base'),
    staleTime: 60_000,
  });

/** GET /api/admin/settings/base: the base's TLC license number and name (null until set). */
export function useBaseSettings() {
  return useQuery(baseSettingsQuery());
}

/**
 * PUT /api/admin/settings/base (audited): the license (B + 5 digits) and the name. The month's check is read again
 * (its file name and problems follow the license).
 */
export function useSaveBaseSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BaseSettingsInput) =>
      apiRequest<BaseSettings>('PUT', '/api/admin/settings/base', input),
    onSuccess: (saved) => {
      queryClient.setQueryData(BASE_SETTINGS_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: TRIP_RECORDS_KEY });
    },
  });
}
