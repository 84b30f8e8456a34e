import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardDriver } from '../../../../shared/contracts/dispatch-board.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { nyTime } from '../lib/board-time.ts';
import type { Choice } from './board-timeline.tsx';

/**
 * The last step of an assignment (the assign dialog's behaviour): who gets which ride, and for a larger car
 * the explicit upgrade; nothing is sent until "Assign".
 */
export function AssignConfirm({
  choice,
  driver,
  upgrade,
  pending,
  onConfirm,
  onClose,
}: {
  choice: Choice;
  driver: BoardDriver;
  upgrade: boolean;
  pending: boolean;
  onConfirm: (upgrade: boolean) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin-dispatch');
  const [agreed, setAgreed] = useState(false);
  const ready = !upgrade || agreed;
  return (
    <Modal
      open
      onOpenChange={(next) => !next && !pending && onClose()}
      title={t('confirm.title', { number: choice.number, name: driver.name })}
      description={t('confirm.body', {
        time: nyTime(choice.pickupDateTime, i18n.language),
        pickup: choice.pickupAddress,
      })}
      modalOnly
      testId="board-confirm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {t('confirm.cancel')}
          </Button>
          <Button
            variant="dark"
            onClick={() => onConfirm(upgrade)}
            disabled={!ready || pending}
            data-testid="board-confirm-submit"
          >
            {t('confirm.submit')}
          </Button>
        </>
      }
    >
      {upgrade ? (
        <label className="flex cursor-pointer items-start gap-3 rounded-xl bg-ivory p-4 text-sm text-ink ring-1 ring-gold/40">
          <input
            type="checkbox"
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
            data-testid="board-confirm-upgrade"
            className="mt-0.5 size-4 accent-[var(--color-ink)]"
          />
          <span>{t('confirm.upgrade', { name: driver.name })}</span>
        </label>
      ) : (
        <span />
      )}
    </Modal>
  );
}
