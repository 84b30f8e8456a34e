import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminDriver } from '../../../../shared/contracts/admin-drivers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal, ModalClose } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAdminDriver } from '../api/admin-driver.ts';
import { useDriversFormat } from '../hooks/use-drivers-format.ts';

interface SuspendDialogProps {
  driver: AdminDriver | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Where focus goes on close (by default the button that asked). */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/** Suspending asks first and says what it means: no sign-in, no trips, until reinstated. */
export function SuspendDialog({ driver, pending, onCancel, onConfirm, returnFocusTo }: SuspendDialogProps) {
  const { t } = useTranslation('admin-drivers');
  const f = useDriversFormat();
  // Their future rides go back to the unassigned queue with the suspension (issue 35): listed before it.
  const detail = useAdminDriver(driver?.id ?? null);
  const returning = (detail.data?.trips ?? []).filter((trip) => trip.status === 'assigned');
  return (
    <Modal
      open={driver !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
      modalOnly
      returnFocusTo={returnFocusTo}
      title={t('suspend.title', { name: driver?.name ?? '' })}
      description={t('suspend.description')}
      testId="suspend-dialog"
      footer={
        <>
          <ModalClose>
            <Button variant="ghost" size="sm" disabled={pending}>
              {t('suspend.cancel')}
            </Button>
          </ModalClose>
          <Button
            size="sm"
            variant="dark"
            className="bg-danger hover:bg-danger/90"
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={onConfirm}
          >
            {pending ? (
              <Spinner className="[&>span:first-child]:size-4" label={t('suspend.submitting')} />
            ) : (
              <Ban className="size-4" aria-hidden />
            )}
            {t('suspend.confirm')}
          </Button>
        </>
      }
    >
      {driver && (
        <ul className="grid list-disc gap-2 pl-5 text-sm text-ink/85 marker:text-danger">
          <li>{t('suspend.noSignIn')}</li>
          <li>{t('suspend.noTrips')}</li>
          {driver.availability === 'busy' && <li>{t('suspend.onTrip')}</li>}
          <li>{t('suspend.reinstate')}</li>
        </ul>
      )}
      {driver && (
        <div className="mt-4 grid gap-2 text-sm" data-testid="suspend-jobs">
          <p className="font-medium text-ink">
            {detail.isPending
              ? t('suspend.jobsLoading')
              : returning.length === 0
                ? t('suspend.noJobs')
                : t('suspend.jobs', { count: returning.length })}
          </p>
          {returning.length > 0 && (
            <ul className="grid gap-1 text-ink/85">
              {returning.map((trip) => (
                <li key={trip.id} data-testid="suspend-job">
                  <span className="font-mono">{trip.bookingNumber}</span> · {f.dayTime(trip.pickupDateTime)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Modal>
  );
}
