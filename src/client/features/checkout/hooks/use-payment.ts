import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BookingView } from '../../../../shared/contracts/checkout.ts';
import { AppError } from '../../../../shared/errors.ts';
import { finishBooking, saveConfirmation } from '../../../booking/lib/booking-draft.ts';
import { dismissToast, toast } from '../../../lib/toast-store.ts';
import { confirmBooking } from '../api/confirm-booking.ts';
import { confirmationHref } from '../lib/checkout-params.ts';
import { paymentBlock } from '../lib/payment-block.ts';
import { announceThenLeave } from '../lib/payment-success.ts';
import {
  canPay,
  chargedIntent,
  initialPaymentState,
  paymentReducer,
  REDIRECT_AFTER_MS,
} from '../lib/payment-state.ts';
import { useBookingFormat } from '../../../booking/hooks/use-booking-format.ts';
import type { ErrorLike } from '../../../lib/error-text.ts';

/**
 * What a card form reports: the intent the provider says succeeded, or why not (our API's error, or the
 * provider's own text, already in the page language; nothing for the generic "Payment failed").
 */
export type ChargeResult = { ok: true; paymentIntentId: string } | { ok: false; error: ErrorLike };
/** Charges the card (test processor or Stripe); may throw (network …). */
export type Charge = () => Promise<ChargeResult>;

/**
 * The payment flow of step 5: idle -> processing -> succeeded or failed. A successful charge is followed by
 * POST /api/confirm-booking; then the confirmation is remembered, the booking draft cleared, and the customer
 * taken to /booking-confirmation after 1.5 s.
 */
export function usePayment(
  booking: BookingView,
  /**
   * The server refused the payment because the booking was replaced or cancelled meanwhile (a stale tab): the
   * page shows why (and, when a charge landed anyway, its refund) instead of "Payment failed".
   */
  onRefused?: (kind: 'replaced' | 'cancelled', message: string | undefined) => void,
) {
  const { t } = useTranslation('checkout');
  const f = useBookingFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(paymentReducer, initialPaymentState);
  const current = useRef(state);
  const busy = useRef(false);
  /** Cancels the success toast and the redirect (the page left first). */
  const leaving = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    current.current = state;
  }, [state]);
  useEffect(() => () => leaving.current?.(), []);

  const fail = useCallback(
    (error: unknown) => {
      const block = paymentBlock(error);
      if (onRefused && (block === 'replaced' || block === 'cancelled')) {
        dismissToast();
        dispatch({ type: 'failed', message: f.message(error) ?? '' });
        onRefused(block, f.message(error));
        return;
      }
      const shown =
        f.message(error) ??
        (error instanceof Error && !(error instanceof AppError) && error.message
          ? error.message
          : t('failed.fallback'));
      toast({ variant: 'destructive', title: t('toasts.failedTitle'), description: shown });
      dispatch({ type: 'failed', message: shown });
    },
    [f, t, onRefused],
  );

  const pay = useCallback(
    async (charge: Charge): Promise<boolean> => {
      if (busy.current || !canPay(current.current)) return false;
      busy.current = true;
      let intentId = chargedIntent(current.current);
      dispatch({ type: 'submit' });
      // A "Payment Failed" toast from the previous attempt no longer applies.
      dismissToast();
      try {
        if (!intentId) {
          const result = await charge();
          if (!result.ok) {
            fail(result.error);
            return false;
          }
          intentId = result.paymentIntentId;
          dispatch({ type: 'charged', paymentIntentId: intentId });
        }
        const confirmed = await confirmBooking(intentId, booking.number);
        const token = confirmed.accessToken ?? null;
        saveConfirmation({ number: confirmed.confirmationNumber, token });
        finishBooking();
        // The cached booking still says pending: read it again on a later visit (not now, the page is leaving).
        void queryClient.invalidateQueries({ queryKey: ['/api/bookings', booking.id], refetchType: 'none' });
        dispatch({ type: 'confirmed', confirmationNumber: confirmed.confirmationNumber, accessToken: token });
        const href = confirmationHref(confirmed.confirmationNumber, token);
        // The toast says "redirecting": it goes as the confirmation page comes.
        leaving.current = announceThenLeave(
          { title: t('toasts.successTitle'), description: t('toasts.successBody') },
          () => void navigate(href, { replace: true }),
          REDIRECT_AFTER_MS,
        );
        return true;
      } catch (error) {
        fail(error);
        return false;
      } finally {
        busy.current = false;
      }
    },
    [booking.id, booking.number, fail, navigate, queryClient, t],
  );

  const retry = useCallback(() => dispatch({ type: 'retry' }), []);

  return { state, pay, retry };
}
