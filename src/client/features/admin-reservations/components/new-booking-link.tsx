import { PhoneCall } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';

/** The bookings tab's "New booking": dispatch takes a booking by phone or email (/admin/bookings/new). */
export function NewBookingLink() {
  const { t } = useTranslation('admin-reservations');
  return (
    <ButtonLink to="/admin/bookings/new" variant="primary" size="sm" data-testid="new-booking">
      <PhoneCall className="size-4" aria-hidden />
      {t('newBooking')}
    </ButtonLink>
  );
}
