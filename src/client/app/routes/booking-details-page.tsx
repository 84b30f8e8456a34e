import { useTranslation } from 'react-i18next';
import { BookingDetailsRoute } from '../../features/booking-details/components/booking-details-route.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /booking-details, step 4 of the booking: the ride, extras, customer and a server-priced summary. */
export function Component() {
  const { t } = useTranslation('booking');
  usePageTitle(t('pageTitle'));
  return <BookingDetailsRoute variant="standard" />;
}
