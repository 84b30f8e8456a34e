import { CircleAlert, CircleCheck, RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { PaymentState } from '../lib/payment-state.ts';

/** The payment state for screen readers: one polite live region that is always in the page. */
export function PaymentAnnouncer({ state }: { state: PaymentState }) {
  const { t } = useTranslation('checkout');
  const text =
    state.status === 'processing'
      ? t('pay.processing')
      : state.status === 'succeeded'
        ? `${t('toasts.successTitle')}. ${t('toasts.successBody')}`
        : state.status === 'failed'
          ? `${t('failed.title')}: ${state.message}`
          : '';
  return (
    <p role="status" aria-live="polite" className="sr-only" data-testid="payment-live">
      {text}
    </p>
  );
}

/** "Payment Failed", the provider's message and Try Again (back to the card form). */
export function PaymentFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('checkout');
  const retryRef = useRef<HTMLButtonElement>(null);
  // The Pay button this replaces had the focus: give it to Try Again.
  useEffect(() => retryRef.current?.focus(), []);
  return (
    <div
      data-testid="payment-failed"
      className="flex flex-col gap-4 rounded-xl border border-danger/30 bg-danger/5 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex gap-3">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-danger/10 text-danger">
          <CircleAlert className="size-5" aria-hidden />
        </span>
        <div>
          <p className="font-display text-2xl leading-tight font-semibold text-ink">{t('failed.title')}</p>
          <p className="mt-0.5 text-sm text-danger" data-testid="payment-failed-message">
            {message}
          </p>
        </div>
      </div>
      <Button ref={retryRef} variant="dark" onClick={onRetry} className="shrink-0">
        <RotateCw className="size-4" aria-hidden />
        {t('failed.retry')}
      </Button>
    </div>
  );
}

/** Paid and confirmed: the booking number and the redirect on its way. */
export function PaymentSucceeded({ number }: { number: string }) {
  const { t } = useTranslation('checkout');
  const ref = useRef<HTMLDivElement>(null);
  // The Pay button that had the focus is gone: keep the focus on what replaced it.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-testid="payment-succeeded"
      className="flex flex-col items-center rounded-xl bg-ink px-6 py-10 text-center text-ivory ring-1 ring-gold/40"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-success/20 text-gold-light ring-1 ring-gold/40">
        <CircleCheck className="size-7" aria-hidden strokeWidth={1.75} />
      </span>
      <p className="mt-4 font-display text-3xl leading-tight font-semibold">{t('toasts.successTitle')}</p>
      <p className="mt-2 text-sm text-ivory/80">{t('succeeded.number', { number })}</p>
      <p className="mt-5 inline-flex items-center gap-2 text-sm text-gold-light">
        <span
          aria-hidden
          className="size-4 animate-spin rounded-full border-2 border-gold-light border-t-transparent"
        />
        {t('succeeded.redirecting')}
      </p>
    </div>
  );
}
