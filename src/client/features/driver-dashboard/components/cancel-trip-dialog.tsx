import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Textarea } from '../../../components/ui/form-field.tsx';
import { Modal, ModalClose } from '../../../components/ui/modal.tsx';

interface CancelTripDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tripNumber: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
}

const REASON_MAX = 500;

/** Asks the reason for a driver's Cancel and says what it does: the booking goes back to dispatch. */
export function CancelTripDialog({ open, onOpenChange, tripNumber, busy, onConfirm }: CancelTripDialogProps) {
  const { t } = useTranslation('driver-dashboard');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const formId = `${useId()}-form`;

  useEffect(() => {
    if (open) {
      setReason('');
      setError(null);
    }
  }, [open]);

  const submit = () => {
    const text = reason.trim();
    if (!text) {
      setError('trips.cancelReasonRequired');
      return;
    }
    onConfirm(text);
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      locked={busy}
      modalOnly
      title={t('cancel.title')}
      aside={<span className="font-mono text-xs tracking-wider text-stone">{tripNumber}</span>}
      description={t('cancel.body')}
      footer={
        <>
          <ModalClose>
            <Button variant="outline" disabled={busy}>
              {t('cancel.keep')}
            </Button>
          </ModalClose>
          <Button type="submit" form={formId} variant="dark" disabled={busy}>
            {busy ? t('cancel.confirming') : t('cancel.confirm')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
      >
        <Field label={t('cancel.reason')} error={error}>
          {({ id, describedBy, invalid }) => (
            <Textarea
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className="min-h-24"
              maxLength={REASON_MAX}
              placeholder={t('cancel.placeholder')}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                if (error) setError(null);
              }}
            />
          )}
        </Field>
      </form>
    </Modal>
  );
}
