import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { CheckoutView } from '../../features/checkout/components/checkout-view.tsx';
import { checkoutBookingId } from '../../features/checkout/lib/checkout-params.ts';
import { readPendingBooking } from '../../booking/lib/booking-draft.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /stripe-checkout, step 5 of 5: the booking from ?booking= or the one booking details stored; else home. */
export function Component() {
  const { t } = useTranslation('checkout');
  usePageTitle(t('pageTitle'));
  const [params] = useSearchParams();
  const [bookingId] = useState(() => checkoutBookingId(params, readPendingBooking()));
  if (!bookingId) return <Navigate to="/" replace />;
  return <CheckoutView key={bookingId} bookingId={bookingId} />;
}
