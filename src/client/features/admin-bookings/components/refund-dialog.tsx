import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Field, Input, controlClasses } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import type { BookingActions } from '../hooks/use-booking-actions.ts';
import { useBookingFormat } from '../hooks/use-booking-format.ts';
import type { BookingStatus } from '../../../../shared/domain/booking-status.ts';
import { amountInput, checkRefund, refundableAmount, refundAdvice, type RefundCheck } from '../lib/refund.ts';

export interface RefundTarget {
  id: string;
  number: string;
  customerName: string;
  pickupDateTime: string;
  totalAmount: number;
  paidAt: string | null;
  refundedAmount: number;
  /** What the booking is now: the Terms' suggestion is for a ride still to come. */
  status?: BookingStatus;
  /** How it was paid: `account` (billed to its company) makes the refund a credit to the company (decision 061). */
  payment?: { method: string | null };
}

type Choice = 'none' | 'full' | 'partial';

interface RefundDialogProps {
  booking: RefundTarget;
  /** cancel: cancel the booking, with a refund when it was paid; refund: a refund only. */
  mode: 'cancel' | 'refund';
  actions: BookingActions;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: () => HTMLElement | null | undefined;
}

const REASON_MAX = 500;

/**
 * Cancelling a booking asks first; a paid one offers no refund, a full refund or a partial one (dollars, at
 * most what was paid), preset by the Terms (decision 17: full up to 24 hours before pickup, else 50 %).
 * The refund-only mode (details view) offers full or partial.
 */
export function RefundDialog({
  booking: b,
  mode,
  actions,
  open,
  onOpenChange,
  returnFocusTo,
}: RefundDialogProps) {
  const { t } = useTranslation('admin-bookings');
  const f = useBookingFormat();
  const max = refundableAmount(b);
  const terms = refundAdvice(b, max);
  // No Terms amount once the trip started or ended, or the booking was cancelled: the operator types one.
  // Billed to its company: nothing goes back to a card; the company's next invoice bills the ride less the credit.
  // The Terms' cancellation refunds say nothing about a credit: the operator chooses the amount.
  const credit = mode === 'refund' && b.payment?.method === 'account';
  const termsApply = 'amount' in terms && !credit;
  const suggested: Choice = termsApply ? terms.kind : mode === 'cancel' ? 'none' : 'partial';
  const [choice, setChoice] = useState<Choice>(max === 0 ? 'none' : suggested);
  const [amount, setAmount] = useState(
    termsApply ? amountInput(terms.kind === 'partial' ? terms.amount : max) : '',
  );
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<Extract<RefundCheck, { ok: false }> | null>(null);
  const [pending, setPending] = useState(false);
  const name = useId();
  const k = (key: string) => (credit ? `credit.${key}` : `refund.${key}`);

  const choices: Choice[] =
    max === 0 ? [] : mode === 'cancel' ? ['none', 'full', 'partial'] : ['full', 'partial'];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    let refund = 0;
    if (choice === 'full') refund = max;
    if (choice === 'partial') {
      const checked = checkRefund(amount, max);
      if (!checked.ok) {
        setProblem(checked);
        return;
      }
      refund = checked.amount;
    }
    setPending(true);
    const note = reason.trim() || undefined;
    const done =
      mode === 'cancel' ? await actions.cancel(b, refund, note) : await actions.refund(b, refund, note);
    setPending(false);
    if (done) onOpenChange(false);
  };

  const formId = `${name}-form`;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={
        <Trans
          t={t}
          i18nKey={mode === 'cancel' ? 'cancel.title' : k('title')}
          values={{ number: b.number }}
          components={{ n: <span className="whitespace-nowrap" /> }}
        />
      }
      description={
        mode === 'cancel'
          ? t('cancel.description', { name: b.customerName })
          : t(k('description'), { amount: f.money(max), name: b.customerName })
      }
      modalOnly
      returnFocusTo={returnFocusTo}
      testId={credit ? 'credit-dialog' : 'refund-dialog'}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {t(mode === 'cancel' ? 'cancel.keep' : 'refund.close')}
          </Button>
          <button
            type="submit"
            form={formId}
            disabled={pending}
            className={cn(
              'inline-flex h-11 items-center justify-center gap-2 rounded-full px-6 text-sm font-semibold tracking-wide text-white uppercase transition-colors disabled:pointer-events-none disabled:opacity-50',
              mode === 'cancel' ? 'bg-danger hover:bg-danger/90' : 'bg-ink hover:bg-ink-muted',
            )}
          >
            {t(mode === 'cancel' ? 'cancel.confirm' : k('confirm'))}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} className="grid gap-5" noValidate>
        {choices.length > 0 && (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-ink">
              {t(credit ? 'credit.legend' : 'refund.legend')}
            </legend>
            {!credit && (
              <p className="mb-1 text-xs text-stone" data-testid="terms-hint">
                {terms.kind === 'partial'
                  ? t('refund.termsHalf', { amount: f.money(terms.amount) })
                  : terms.kind === 'full'
                    ? t('refund.termsFull')
                    : t(`refund.terms.${terms.kind}`, { refunded: f.money(b.refundedAmount) })}
              </p>
            )}
            {choices.map((c) => (
              <label
                key={c}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-xl px-4 py-3 text-sm ring-1 transition-colors',
                  choice === c ? 'bg-ivory ring-gold' : 'ring-ink/10 hover:ring-ink/25',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={c}
                  checked={choice === c}
                  onChange={() => {
                    setChoice(c);
                    setProblem(null);
                  }}
                  className="size-4 accent-[var(--color-ink)]"
                />
                <span className="font-medium text-ink">
                  {t(credit ? `credit.choices.${c}` : `refund.choices.${c}`, { amount: f.money(max) })}
                </span>
              </label>
            ))}
            {choice === 'partial' && (
              <Field
                label={t('refund.amount', { max: f.money(max) })}
                error={problem ? { code: problem.code, params: problem.params } : undefined}
                className="mt-2"
              >
                {({ id, describedBy, invalid }) => (
                  <div className="relative">
                    <span
                      aria-hidden
                      className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-stone"
                    >
                      $
                    </span>
                    <Input
                      id={id}
                      inputMode="decimal"
                      autoComplete="off"
                      className="pl-8 tabular-nums"
                      value={amount}
                      aria-describedby={describedBy}
                      aria-invalid={invalid}
                      onChange={(e) => {
                        setAmount(e.target.value);
                        setProblem(null);
                      }}
                    />
                  </div>
                )}
              </Field>
            )}
          </fieldset>
        )}
        {mode === 'cancel' && max === 0 && (
          <p className="rounded-xl bg-ivory px-4 py-3 text-sm text-ink/80">
            {b.paidAt ? t('cancel.alreadyRefunded') : t('cancel.unpaid')}
          </p>
        )}
        <Field label={t('cancel.reason')} hint={t('cancel.reasonHint')}>
          {({ id, describedBy }) => (
            <textarea
              id={id}
              rows={3}
              className={cn(controlClasses, 'resize-y')}
              maxLength={REASON_MAX}
              value={reason}
              aria-describedby={describedBy}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </Field>
      </form>
    </Modal>
  );
}
