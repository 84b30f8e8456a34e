import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverApplication } from '../../../../shared/contracts/drivers.ts';
import { AppError } from '../../../../shared/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Textarea } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useRejectApplication } from '../api/reject-application.ts';
import { fullName, isSpecificProblem } from '../lib/applications.ts';
import { Modal, ModalClose } from '../../../components/ui/modal.tsx';

/** The contract's limit on a reason. */
const REASON_MAX = 1000;

interface RejectDialogProps {
  application: DriverApplication;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: () => HTMLElement | null | undefined;
}

/** Reject with a required reason: checked here first, and by the server (its field message lands here too). */
export function RejectDialog({ application, open, onOpenChange, returnFocusTo }: RejectDialogProps) {
  const { t } = useTranslation('admin-applications');
  const message = useErrorText();
  const reject = useRejectApplication();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const name = fullName(application);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const text = reason.trim();
    if (!text) {
      setReasonError(message('applications.rejectReasonRequired'));
      reasonRef.current?.focus();
      return;
    }
    reject.mutate(
      { id: application.id, body: { reason: text } },
      {
        onSuccess: () => {
          toast({
            title: t('toast.rejectedTitle'),
            description: t('toast.rejectedBody', { name }),
            variant: 'success',
          });
          onOpenChange(false);
        },
        onError: (error) => {
          const problem = error instanceof AppError ? error.fieldErrors?.reason : undefined;
          if (problem) setReasonError(message(problem));
          else setFormError((isSpecificProblem(error) && message(error)) || t('toast.rejectFailed'));
        },
      },
    );
  };

  const formId = `reject-${application.id}`;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!reject.isPending) onOpenChange(next);
      }}
      returnFocusTo={returnFocusTo}
      initialFocus={() => reasonRef.current}
      title={t('reject.title')}
      description={t('reject.description', { name, email: application.email })}
      testId="reject-dialog"
      footer={
        <>
          <ModalClose>
            <Button variant="ghost" size="sm" disabled={reject.isPending}>
              {t('reject.cancel')}
            </Button>
          </ModalClose>
          <Button
            type="submit"
            form={formId}
            size="sm"
            variant="dark"
            disabled={reject.isPending}
            aria-busy={reject.isPending || undefined}
          >
            {reject.isPending && (
              <Spinner className="[&>span:first-child]:size-4" label={t('reject.submitting')} />
            )}
            {t('reject.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-5">
        {formError && (
          <p
            role="alert"
            className="rounded-lg bg-danger/8 px-4 py-3 text-sm text-danger ring-1 ring-danger/20"
          >
            {formError}
          </p>
        )}
        <Field
          label={t('reject.reason')}
          hint={t('reject.hint', { count: REASON_MAX - reason.length })}
          error={reasonError}
        >
          {({ id, describedBy, invalid }) => (
            <Textarea
              id={id}
              name="reason"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              aria-required
              maxLength={REASON_MAX}
              rows={4}
              className="min-h-32"
              value={reason}
              placeholder={t('reject.placeholder')}
              ref={reasonRef}
              onChange={(e) => {
                setReason(e.target.value);
                setReasonError(undefined);
              }}
            />
          )}
        </Field>
      </form>
    </Modal>
  );
}
