import { CalendarX, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingView } from '../../../../shared/contracts/checkout.ts';
import { BookingHero } from '../../../booking/components/booking-hero.tsx';
import { useBookingFormat } from '../../../booking/hooks/use-booking-format.ts';
import { spellNumber } from '../lib/booking-number.ts';

/** The dark band: 'Booking Confirmed!', the booking number large enough to read aloud, and the actions. */
export function ConfirmationHero({ booking, actions }: { booking: BookingView; actions: ReactNode }) {
  const { t } = useTranslation('confirmation');
  const f = useBookingFormat();
  const firstName = booking.customer.name.split(' ')[0] ?? '';
  const cancelled = booking.status === 'cancelled';
  return (
    <BookingHero
      titleId="confirmation-title"
      eyebrow={cancelled ? t('cancelled.eyebrow') : t('eyebrow')}
      eyebrowIcon={
        cancelled ? (
          <CalendarX className="size-4" aria-hidden />
        ) : (
          <CircleCheck className="size-4" aria-hidden />
        )
      }
      title={cancelled ? t('cancelled.title') : t('title')}
      lead={
        cancelled
          ? booking.refunded > 0
            ? t('cancelled.leadRefund', {
                amount: f.dollars(booking.refunded),
                email: booking.customer.email,
              })
            : t('cancelled.lead')
          : t('lead', { name: firstName, email: booking.customer.email })
      }
      aside={
        <div
          className="rounded-2xl bg-ink-soft/80 p-6 ring-1 ring-gold/40 backdrop-blur sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-end print:bg-white print:ring-ink/30"
          data-testid="booking-number-card"
        >
          <p className="text-[0.6875rem] font-semibold tracking-[0.2em] text-ivory/70 uppercase print:text-stone">
            {t('number.label')}
          </p>
          <p
            className="mt-2 font-display text-[2.5rem] leading-none font-semibold tracking-[0.06em] whitespace-nowrap text-gold-light lining-nums sm:text-6xl sm:tracking-[0.08em] print:text-ink"
            data-testid="booking-number"
          >
            <span aria-hidden>{booking.number}</span>
            <span className="sr-only">{spellNumber(booking.number)}</span>
          </p>
          <p className="mt-3 text-sm text-ivory/70 print:text-stone">{t('number.hint')}</p>
        </div>
      }
    >
      {actions}
    </BookingHero>
  );
}
