import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ChangeBookingView } from '../../features/booking-change/components/change-booking-view.tsx';
import { DifferencePayment } from '../../features/checkout/components/difference-payment.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /account/bookings/:id/change: change a paid booking's time, vehicle, extras and party (decision 26). */
export function Component() {
  const { t } = useTranslation('booking-change');
  const { id = '' } = useParams();
  usePageTitle(t('pageTitle'));
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6">
      <ChangeBookingView bookingId={id} renderPayment={(p) => <DifferencePayment {...p} />} />
    </div>
  );
}
