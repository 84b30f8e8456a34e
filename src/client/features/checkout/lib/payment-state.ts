/**
 * The specification's payment states: idle -> processing -> succeeded (redirect after 1.5 s) or failed
 * (Try Again returns to idle). A card that was charged but whose booking confirmation failed keeps its
 * payment intent id, so Try Again only confirms the booking again and never charges twice.
 */

/** Delay between "Payment Successful" and the confirmation page. */
export const REDIRECT_AFTER_MS = 1500;

export type PaymentState =
  | { status: 'idle'; paidIntentId: string | null }
  | { status: 'processing'; paidIntentId: string | null }
  | { status: 'succeeded'; confirmationNumber: string; accessToken: string | null }
  | { status: 'failed'; message: string; paidIntentId: string | null };

export type PaymentAction =
  | { type: 'submit' }
  /** The card payment succeeded with this intent; the booking is being confirmed. */
  | { type: 'charged'; paymentIntentId: string }
  | { type: 'confirmed'; confirmationNumber: string; accessToken: string | null }
  | { type: 'failed'; message: string }
  | { type: 'retry' };

export const initialPaymentState: PaymentState = { status: 'idle', paidIntentId: null };

export function paymentReducer(state: PaymentState, action: PaymentAction): PaymentState {
  switch (action.type) {
    case 'submit':
      return state.status === 'idle' ? { status: 'processing', paidIntentId: state.paidIntentId } : state;
    case 'charged':
      return state.status === 'processing' ? { ...state, paidIntentId: action.paymentIntentId } : state;
    case 'confirmed':
      return state.status === 'processing'
        ? {
            status: 'succeeded',
            confirmationNumber: action.confirmationNumber,
            accessToken: action.accessToken,
          }
        : state;
    case 'failed':
      return state.status === 'processing'
        ? { status: 'failed', message: action.message, paidIntentId: state.paidIntentId }
        : state;
    case 'retry':
      return state.status === 'failed' ? { status: 'idle', paidIntentId: state.paidIntentId } : state;
  }
}

/** The form can be edited and submitted only when nothing is under way or done. */
export const canPay = (state: PaymentState) => state.status === 'idle';

/** The intent already charged, if any: Try Again confirms the booking with it instead of paying again. */
export const chargedIntent = (state: PaymentState): string | null =>
  state.status === 'succeeded' ? null : state.paidIntentId;
