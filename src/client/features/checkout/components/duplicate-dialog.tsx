import { CopyCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Modal, ModalClose } from '../../../components/ui/modal.tsx';

interface DuplicateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Continue: the customer wants a second car; the payment is asked again with confirmDuplicate. */
  onContinue: () => void;
  number: string;
}

/**
 * POST /api/create-payment-intent answered duplicate_booking: the same ride (pickup time, addresses, vehicle) is
 * already paid. The customer chooses: Cancel (nothing is charged) or Continue (a second car).
 */
export function DuplicateDialog({ open, onOpenChange, onContinue, number }: DuplicateDialogProps) {
  const { t } = useTranslation('checkout');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      modalOnly
      testId="duplicate-dialog"
      title={t('duplicate.title')}
      description={t('duplicate.description', { number })}
      footer={
        <>
          <ModalClose>
            <Button variant="ghost" size="sm" data-testid="duplicate-cancel">
              {t('duplicate.cancel')}
            </Button>
          </ModalClose>
          <Button variant="dark" size="sm" onClick={onContinue} data-testid="duplicate-continue">
            {t('duplicate.continue')}
          </Button>
        </>
      }
    >
      <p className="flex gap-3 text-sm leading-relaxed text-ink">
        <CopyCheck className="mt-0.5 size-5 shrink-0 text-gold-dark" aria-hidden />
        <span>{t('duplicate.body')}</span>
      </p>
    </Modal>
  );
}
