import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SettlementAdjustmentInput,
  SettlementAdjustmentResult,
} from '../../../../shared/contracts/settlements.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { ADMIN_SETTLEMENTS_KEY } from './admin-settlement-week.ts';

/** POST …/adjustments: a signed amount and its reason on a chauffeur's week (a paid week's goes to the next). */
export function useAddAdjustment(week: string, driverId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SettlementAdjustmentInput) =>
      apiPost<SettlementAdjustmentResult>(
        `/api/admin/settlements/${encodeURIComponent(week)}/drivers/${encodeURIComponent(driverId)}/adjustments`,
        input,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_SETTLEMENTS_KEY }),
  });
}
