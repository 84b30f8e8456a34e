import type { ChangePayment } from '../../../../shared/contracts/booking-changes.ts';
import type { ExtraCharge } from '../../../../shared/contracts/extras.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { accessQuery } from './ride-extras.ts';

const chargePath = (bookingId: string, chargeId: string) =>
  `/api/bookings/${encodeURIComponent(bookingId)}/extra-charges/${encodeURIComponent(chargeId)}`;

/** POST /api/bookings/{id}/extra-charges/{chargeId}/payment: the card payment of a tip or extras due. */
export const extraPayment = (bookingId: string, chargeId: string, token?: string | null) =>
  apiPost<ChangePayment>(`${chargePath(bookingId, chargeId)}/payment${accessQuery(token)}`);

/** POST /api/bookings/{id}/extra-charges/{chargeId}/confirm {paymentIntentId}: records the paid charge. */
export const confirmExtraPayment = (
  bookingId: string,
  chargeId: string,
  paymentIntentId: string,
  token?: string | null,
) =>
  apiPost<ExtraCharge>(`${chargePath(bookingId, chargeId)}/confirm${accessQuery(token)}`, {
    paymentIntentId,
  });
