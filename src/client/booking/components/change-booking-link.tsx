import { PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BRAND } from '../../../shared/brand.ts';
import type { BookingStatus } from '../../../shared/domain/booking-status.ts';
import { changeRefusal } from '../../../shared/domain/booking-change.ts';
import { buttonClasses } from '../../components/ui/button.tsx';

/** The change page of a booking (app/routes/change-booking-page.tsx). */
export const changePath = (bookingId: string) => `/account/bookings/${encodeURIComponent(bookingId)}/change`;

/**
 * "Change booking" on a paid booking more than 24 hours ahead (decision 26); within 24 hours, why not and
 * dispatch's phone instead; nothing for bookings that cannot change at all (unpaid, cancelled, started, ended).
 */
export function ChangeBookingLink({
  booking,
  tone = 'outline',
}: {
  booking: { id: string; number: string; status: BookingStatus; pickupDateTime: string };
  tone?: 'outline' | 'outline-light';
}) {
  const { t } = useTranslation('booking-change');
  const refusal = changeRefusal(
    { status: booking.status, pickupAt: new Date(booking.pickupDateTime) },
    new Date(),
  );
  if (refusal === 'booking.changeTooLate') {
    return (
      <p className="basis-full text-xs text-stone" data-testid="change-too-late">
        {t('link.tooLate', { phone: BRAND.phoneDisplay })}
      </p>
    );
  }
  if (refusal) return null;
  return (
    <Link
      to={changePath(booking.id)}
      className={buttonClasses(tone, 'sm')}
      aria-label={t('link.labelFor', { number: booking.number })}
    >
      <PencilLine className="size-4" aria-hidden />
      {t('link.label')}
    </Link>
  );
}
