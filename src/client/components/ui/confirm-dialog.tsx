import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

/** What a confirmation says: the action, what will happen, who is told, and how (or whether) to undo it. */
export interface ConfirmRequest {
  title: ReactNode;
  /** What will happen. */
  what: ReactNode;
  /** Who is told (customer emailed, chauffeur told …). */
  told?: ReactNode;
  /** How to undo it, or that it cannot be undone. */
  undo?: ReactNode;
  /** The button that does it ("Move to Completed"). */
  confirmLabel: string;
  /**
   * An optional free-text reason asked in the dialog (kept with the action: the status history, the audit log),
   * e.g. an admin's reason to start a trip outside its time rules.
   */
  reason?: { label: string; hint?: string };
  /** Runs the action (its own toast says how it went), with the reason typed (''); closes when it settles. */
  onConfirm: (reason: string) => Promise<unknown>;
  testId?: string;
}

/**
 * A one-time confirmation before an irreversible admin action, in the app's dialog (focus trapped, Esc and
 * "Go back" cancel, focus back to the button that asked). Focus starts on "Go back", so Enter on the opener
 * twice never does the action by accident.
 */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const { t } = useTranslation('common');
  const [pending, setPending] = useState(false);
  const [reason, setReason] = useState('');
  const back = useRef<HTMLButtonElement>(null);
  if (!request) return null;

  const close = () => {
    setReason('');
    onClose();
  };
  const confirm = async () => {
    setPending(true);
    try {
      await request.onConfirm(reason.trim());
    } finally {
      setPending(false);
      close();
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title={request.title}
      modalOnly
      locked={pending}
      initialFocus={() => back.current}
      testId={request.testId ?? 'confirm-dialog'}
      footer={
        <>
          <Button ref={back} variant="outline" onClick={close} disabled={pending}>
            {t('confirmDialog.back')}
          </Button>
          <Button variant="dark" onClick={() => void confirm()} disabled={pending}>
            {request.confirmLabel}
          </Button>
        </>
      }
    >
      <div className="grid gap-4 text-sm text-ink/85">
        <p>{request.what}</p>
        {request.told && <DialogFact label={t('confirmDialog.whoTold')}>{request.told}</DialogFact>}
        {request.undo && <DialogFact label={t('confirmDialog.undo')}>{request.undo}</DialogFact>}
        {request.reason && (
          <label className="grid gap-1">
            <span className="text-xs font-semibold tracking-[0.14em] text-stone uppercase">
              {request.reason.label}
            </span>
            <textarea
              className="min-h-16 rounded-md border border-line bg-white p-2 text-sm text-ink"
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
              data-testid="confirm-reason"
            />
            {request.reason.hint && <span className="text-xs text-stone">{request.reason.hint}</span>}
          </label>
        )}
      </div>
    </Modal>
  );
}

/** A confirmation to render once and `ask` from any handler: `[dialog, ask]`. */
export function useConfirm(): [ReactNode, (request: ConfirmRequest) => void] {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const ask = useCallback((next: ConfirmRequest) => setRequest(next), []);
  return [<ConfirmDialog key="confirm" request={request} onClose={() => setRequest(null)} />, ask];
}

/** One fact of the confirmation under its small heading ("Who is told", "Can it be undone"). */
function DialogFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className="text-xs font-semibold tracking-[0.14em] text-stone uppercase">{label}</p>
      <p className="mt-1">{children}</p>
    </div>
  );
}
