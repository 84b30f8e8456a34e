import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminDriver } from '../../../../shared/contracts/admin-drivers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal, ModalClose } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

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
    </Modal>
  );
}
