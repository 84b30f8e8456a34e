import { CalendarX, CircleAlert, ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CancelBookingResponse, CancellationTerms } from '../../../shared/contracts/bookings.ts';
import {
  FREE_CANCELLATION_HOURS,
  LATE_CANCELLATION_REFUND_PERCENT,
} from '../../../shared/domain/ride-size.ts';
import { Button } from '../../components/ui/button.tsx';
import { Modal, ModalClose } from '../../components/ui/modal.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useErrorText } from '../../lib/error-text.ts';
import { useContentLanguage } from '../../lib/use-content-language.ts';
import { toast } from '../../lib/toast-store.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { formatMoney, formatNyDateTime } from '../lib/booking-format.ts';

export interface CancellableBooking {
  id: string;
  number: string;
  /** What cancelling now refunds; null when the booking can no longer be cancelled. */
  cancellation: CancellationTerms | null;
}

interface CancelBookingActionProps {
  booking: CancellableBooking;
  /** The guest's confirmation-link token (the page opened from the emailed link). */
  token?: string | null;
  /** Button look: on a white card ('outline') or on the dark hero ('outline-light'). */
  tone?: 'outline' | 'outline-light';
  size?: 'sm' | 'md';
  onCancelled?: (result: CancelBookingResponse) => void;
}

/**
 * "Cancel booking" and its dialog: the Terms' policy (a full refund up to 24 hours before pickup, 50 % later),
 * the exact refund if cancelled now and until when a full refund holds (New York time). Confirm cancels on the
 * server; a toast tells the refund. Nothing shows when the booking can no longer be cancelled.
 */
export function CancelBookingAction({
  booking,
  token = null,
  tone = 'outline',
  size = 'sm',
  onCancelled,
}: CancelBookingActionProps) {
  const { t } = useTranslation('booking-status');
  const lang = useContentLanguage();
  const message = useErrorText();
  const cancel = useCancelBooking();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // Set at the first click, before React renders the disabled button: a double click sends one request.
  const sending = useRef(false);
  // The terms as the dialog opened (the list may be read again meanwhile).
  const [shown, setShown] = useState<CancellationTerms | null>(null);
  const terms = booking.cancellation;
  if (!terms && !open) return null;
  const view = shown ?? terms;
  if (!view) return null;

  const money = (n: number) => formatMoney(n, lang);
  const full = view.refundPercent >= 100;
  const until = formatNyDateTime(view.fullRefundUntil, lang);
  const stillFull = new Date(view.fullRefundUntil).getTime() > Date.now();

  const confirm = () => {
    if (sending.current) return;
    sending.current = true;
    setError(null);
    cancel.mutate(
      { bookingId: booking.id, token },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: (result) => {
          setOpen(false);
          setShown(null);
          toast({
            variant: 'success',
            title: t('cancel.doneTitle', { number: result.number }),
            description:
              result.refundAmount > 0
                ? t('cancel.doneRefund', {
                    amount: money(result.refundAmount),
                    percent: result.refundPercent,
                  })
                : t('cancel.doneNoRefund'),
          });
          onCancelled?.(result);
        },
        onError: (err) => setError(message(err) ?? t('cancel.failed')),
      },
    );
  };

  return (
    <>
      <Button
        ref={trigger}
        variant={tone}
        size={size}
        aria-haspopup="dialog"
        aria-label={t('cancel.actionFor', { number: booking.number })}
        data-testid="cancel-booking"
        onClick={() => {
          setShown(terms);
          setError(null);
          cancel.reset();
          setOpen(true);
        }}
      >
        <CalendarX className="size-4" aria-hidden />
        {t('cancel.action')}
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          if (cancel.isPending) return;
          setOpen(next);
          if (!next) setShown(null);
        }}
        returnFocusTo={() => (trigger.current?.isConnected ? trigger.current : null)}
        modalOnly
        testId="cancel-dialog"
        title={t('cancel.title', { number: booking.number })}
        description={t('cancel.description')}
        footer={
          <>
            <ModalClose>
              <Button variant="ghost" size="sm" disabled={cancel.isPending} data-testid="cancel-keep">
                {t('cancel.keep')}
              </Button>
            </ModalClose>
            <Button
              variant="dark"
              size="sm"
              disabled={cancel.isPending}
              onClick={confirm}
              data-testid="cancel-confirm"
            >
              {cancel.isPending && (
                <Spinner className="[&>span:first-child]:size-4" label={t('cancel.working')} />
              )}
              {t('cancel.confirm')}
            </Button>
          </>
        }
      >
        <div className="grid gap-5 text-sm leading-relaxed">
          {error && (
            <p
              role="alert"
              className="flex gap-2 rounded-lg bg-danger/8 px-4 py-3 text-danger ring-1 ring-danger/20"
            >
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              {error}
            </p>
          )}
          <div className="rounded-xl bg-ivory p-4 ring-1 ring-ink/8" data-testid="cancel-refund">
            <p className="text-[0.7rem] font-semibold tracking-[0.14em] text-stone uppercase">
              {t('cancel.refundLabel')}
            </p>
            <p className="mt-1 font-display text-3xl leading-tight font-semibold text-ink tabular-nums">
              {money(view.refundAmount)}
            </p>
            <p className="mt-1 text-ink" data-testid="cancel-refund-text">
              {view.refundAmount > 0
                ? full
                  ? t('cancel.refundFull')
                  : t('cancel.refundPartial', { percent: view.refundPercent })
                : t('cancel.refundNothingPaid')}
            </p>
          </div>
          <p className="flex gap-2 text-ink" data-testid="cancel-until">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden />
            <span>
              {stillFull ? t('cancel.fullUntil', { when: until }) : t('cancel.fullEnded', { when: until })}
            </span>
          </p>
          <p className="text-stone" data-testid="cancel-policy">
            {t('cancel.policy', {
              hours: FREE_CANCELLATION_HOURS,
              percent: LATE_CANCELLATION_REFUND_PERCENT,
            })}
          </p>
        </div>
      </Modal>
    </>
  );
}
