import type { ErrorParams } from '../../../../shared/error-codes.ts';
import type { BookingStatus } from '../../../../shared/domain/booking-status.ts';

/**
 * Refunds as the back office offers them: in parts, their sum never more than was paid (decision 23; the server
 * enforces it; these rules only shape the dialog). Product decision 17: a cancellation more than 24 hours before
 * pickup is refunded in full, a later one at 50 %.
 */

interface Refundable {
  totalAmount: number;
  paidAt: string | null;
  refundedAmount: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (c: number) => c / 100;

/** What can still be given back: the amount paid minus what was refunded (0 when unpaid or refunded in full). */
export function refundableAmount(b: Refundable): number {
  if (!b.paidAt) return 0;
  return dollars(Math.max(0, cents(b.totalAmount) - cents(b.refundedAmount)));
}

export const FREE_CANCELLATION_HOURS = 24;

/** The refund the Terms give for a cancellation now: full up to 24 hours before pickup, else half. */
export function termsRefund(
  pickupIso: string,
  max: number,
  now: Date = new Date(),
): { kind: 'full' | 'partial'; amount: number } {
  const hoursLeft = (new Date(pickupIso).getTime() - now.getTime()) / 3_600_000;
  if (!(hoursLeft < FREE_CANCELLATION_HOURS)) return { kind: 'full', amount: max };
  return { kind: 'partial', amount: dollars(Math.round(cents(max) / 2)) };
}

/**
 * What the dialog suggests, by what the booking is now (issue 35: a completed ride, completed before its pickup
 * time, was offered "a full refund, as pickup is more than 24 hours away"). The Terms' rule by the hours left
 * is for a cancellation before the trip; a trip that started or ended, or a booking already cancelled (its
 * Terms refund settled then), gets no suggested amount: any refund is the operator's decision.
 */
export type RefundAdvice =
  { kind: 'full' | 'partial'; amount: number } | { kind: 'started' | 'completed' | 'cancelled' };

export function refundAdvice(
  b: { status?: BookingStatus | undefined; pickupDateTime: string },
  max: number,
  now: Date = new Date(),
): RefundAdvice {
  if (b.status === 'completed' || b.status === 'cancelled') return { kind: b.status };
  if (b.status === 'in_progress') return { kind: 'started' };
  return termsRefund(b.pickupDateTime, max, now);
}

/** Dollars as typed ("45", "45.5", "$1,045.50"); null when it is not an amount with at most two decimals. */
export function parseDollars(text: string): number | null {
  const clean = text.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(clean)) return null;
  return dollars(cents(Number(clean)));
}

export type RefundCheck =
  | { ok: true; amount: number }
  | { ok: false; code: 'dispatch.refundAmountInvalid' | 'dispatch.refundTooLarge'; params?: ErrorParams };

/** A typed partial refund checked against the most that can be refunded. */
export function checkRefund(text: string, max: number): RefundCheck {
  const amount = parseDollars(text);
  if (amount === null || amount <= 0) return { ok: false, code: 'dispatch.refundAmountInvalid' };
  if (cents(amount) > cents(max)) {
    return { ok: false, code: 'dispatch.refundTooLarge', params: { paid: max.toFixed(2) } };
  }
  return { ok: true, amount };
}

/** An amount for an <input> (two decimals, no symbol): 45 → "45.00". */
export const amountInput = (amount: number) => amount.toFixed(2);
