import type { TestCardPaymentRequest } from '../../../../shared/contracts/checkout.ts';
import { apiPost } from '../../../lib/api-client.ts';

export interface TestPaymentResult {
  status: 'succeeded';
  paymentIntentId: string;
}

/**
 * POST /api/test-payments/:paymentIntentId/confirm: the built-in test processor (no Stripe keys). 200 when the
 * card succeeds; 402 with the decline message, or 400 with per-field messages, otherwise (thrown as AppError).
 */
export const confirmTestPayment = (paymentIntentId: string, body: TestCardPaymentRequest) =>
  apiPost<TestPaymentResult>(`/api/test-payments/${encodeURIComponent(paymentIntentId)}/confirm`, body);
