import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettlementPayInput, SettlementStatement } from '../../../../shared/contracts/settlements.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { ADMIN_SETTLEMENTS_KEY } from './admin-settlement-week.ts';

/** POST …/pay: marks a finished week paid (date, method, reference, the total the admin saw). */
export function useMarkPaid(week: string, driverId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SettlementPayInput) =>
      apiPost<SettlementStatement>(
        `/api/admin/settlements/${encodeURIComponent(week)}/drivers/${encodeURIComponent(driverId)}/pay`,
        input,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_SETTLEMENTS_KEY }),
  });
}
