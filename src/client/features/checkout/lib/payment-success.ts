import { dismissToast, toast, type ToastInput } from '../../../lib/toast-store.ts';

/**
 * A confirmed payment: the "Payment Successful" toast ("… Redirecting to confirmation page...") while the
 * checkout page is still shown, then, `delayMs` later, the confirmation page with the toast gone (it would say
 * "redirecting" to a customer already there). Returns what cancels both, for a page left before that.
 */
export function announceThenLeave(
  message: Required<Pick<ToastInput, 'title' | 'description'>>,
  leave: () => void,
  delayMs: number,
): () => void {
  const id = toast({ variant: 'success', ...message, duration: delayMs });
  const timer = setTimeout(() => {
    dismissToast(id);
    leave();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    dismissToast(id);
  };
}
