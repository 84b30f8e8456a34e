import { useMutation } from '@tanstack/react-query';
import type { ConfirmationRef } from '../../../booking/lib/draft-types.ts';
import { apiPost } from '../../../lib/api-client.ts';

export interface EmailReceiptResponse {
  success: true;
  message: string;
}

export const emailReceipt = ({ number, token }: ConfirmationRef) =>
  apiPost<EmailReceiptResponse>(
    `/api/bookings/${encodeURIComponent(number)}/email-receipt`,
    token ? { token } : {},
  );

/** POST /api/bookings/:number/email-receipt: sends the receipt to the booking's email address again. */
export function useEmailReceipt() {
  return useMutation({ mutationFn: emailReceipt });
}
