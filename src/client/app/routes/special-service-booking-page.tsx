import { useTranslation } from 'react-i18next';
import { BookingDetailsRoute } from '../../features/booking-details/components/booking-details-route.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * /special-service-booking: booking details for the airport-transfer, hourly-service and point-to-point
 * packages (any other service type goes to /booking-details), in the site language; Back returns to the
 * vehicle selection.
 */
export function Component() {
  const { t } = useTranslation('booking');
  usePageTitle(t('specialPageTitle'));
  return <BookingDetailsRoute variant="special" />;
}
