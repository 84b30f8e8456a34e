import { RefreshCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DriverApplication } from '../../../../shared/contracts/drivers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { fullName } from '../lib/applications.ts';
import { Modal, ModalClose } from '../../../components/ui/modal.tsx';

interface RegenerateDialogProps {
  application: DriverApplication;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
  returnFocusTo: () => HTMLElement | null | undefined;
}

/** Confirms a new code: the current one stops working at once. */
export function RegenerateDialog({
  application,
  open,
  onOpenChange,
  onConfirm,
  pending,
  returnFocusTo,
}: RegenerateDialogProps) {
  const { t } = useTranslation('admin-applications');
  const name = fullName(application);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      modalOnly
      returnFocusTo={returnFocusTo}
      title={t('regenerate.title')}
      testId="regenerate-dialog"
      footer={
        <>
          <ModalClose>
            <Button variant="ghost" size="sm" disabled={pending}>
              {t('regenerate.cancel')}
            </Button>
          </ModalClose>
          <Button
            size="sm"
            variant="dark"
            onClick={onConfirm}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending ? (
              <Spinner className="[&>span:first-child]:size-4" label={t('regenerate.confirming')} />
            ) : (
              <RefreshCcw className="size-4" aria-hidden />
            )}
            {t('regenerate.confirm')}
          </Button>
        </>
      }
    >
      <p className="text-base leading-relaxed text-ink/85">
        {application.invitationCode
          ? t('regenerate.body', { code: application.invitationCode, name })
          : t('regenerate.bodyNoCode', { name })}
      </p>
    </Modal>
  );
}
