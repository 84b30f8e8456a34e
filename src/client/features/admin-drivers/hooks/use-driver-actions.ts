import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDriver } from '../../../../shared/contracts/admin-drivers.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useUpdateDriverStatus } from '../api/update-driver-status.ts';
import { ACTION_STATUS, type DriverAction } from '../lib/drivers.ts';

/**
 * Suspend (after a confirmation), reinstate, set available or offline, with their toasts. `request` is what a
 * button calls: a suspension first asks (`confirming`), the others run at once.
 */
export function useDriverActions() {
  const { t } = useTranslation('admin-drivers');
  const message = useErrorText();
  const mutation = useUpdateDriverStatus();
  const [confirming, setConfirming] = useState<AdminDriver | null>(null);

  const run = useCallback(
    (driver: Pick<AdminDriver, 'id' | 'name'>, action: DriverAction) =>
      mutation.mutateAsync({ id: driver.id, body: { status: ACTION_STATUS[action] } }).then(
        () => {
          toast({
            title: t(`toast.${action}.title`),
            description: t(`toast.${action}.body`, { name: driver.name }),
            variant: 'success',
          });
          return true;
        },
        (error: unknown) => {
          toast({
            title: t('toast.failedTitle'),
            description: message(error) ?? t('toast.failedBody'),
            variant: 'destructive',
          });
          return false;
        },
      ),
    [message, mutation, t],
  );

  const request = useCallback(
    (driver: AdminDriver, action: DriverAction) => {
      if (action === 'suspend') setConfirming(driver);
      else void run(driver, action);
    },
    [run],
  );

  const confirmSuspend = useCallback(async () => {
    if (!confirming) return;
    if (await run(confirming, 'suspend')) setConfirming(null);
  }, [confirming, run]);

  /** The driver whose buttons show a spinner while the change is on its way. */
  const busyId = mutation.isPending ? mutation.variables.id : undefined;

  return {
    request,
    confirming,
    cancelSuspend: () => setConfirming(null),
    confirmSuspend,
    busyId,
  };
}
