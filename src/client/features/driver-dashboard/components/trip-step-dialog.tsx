import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Modal, ModalClose } from '../../../components/ui/modal.tsx';

/** The irreversible steps of a trip the chauffeur confirms once (issue 35). */
export type TripStep = 'on_the_way' | 'arrived' | 'in_progress' | 'completed' | 'no_show';

interface TripStepDialogProps {
  step: TripStep | null;
  tripNumber: string;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (step: TripStep) => void;
}

/**
 * Asks once before a step that cannot be undone: says what will happen and who is told, in the app's own
 * dialog (not window.confirm), with buttons large enough for a thumb.
 */
export function TripStepDialog({ step, tripNumber, busy, onOpenChange, onConfirm }: TripStepDialogProps) {
  const { t } = useTranslation('driver-dashboard');
  const key = step ?? 'arrived';
  return (
    <Modal
      open={step !== null}
      onOpenChange={onOpenChange}
      locked={busy}
      modalOnly
      testId="trip-step-dialog"
      title={t(`step.${key}.title`)}
      aside={<span className="font-mono text-xs tracking-wider text-stone">{tripNumber}</span>}
      description={t(`step.${key}.body`)}
      footer={
        <>
          <ModalClose>
            <Button variant="outline" size="lg" className="w-full sm:w-auto" disabled={busy}>
              {t('step.back')}
            </Button>
          </ModalClose>
          <Button
            size="lg"
            variant={key === 'no_show' ? 'dark' : 'primary'}
            className="w-full sm:w-auto"
            disabled={busy}
            onClick={() => step && onConfirm(step)}
          >
            {busy ? t('active.working') : t(`step.${key}.confirm`)}
          </Button>
        </>
      }
    >
      <p className="text-sm text-stone">{t(`step.${key}.told`)}</p>
    </Modal>
  );
}
