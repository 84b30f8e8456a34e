import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingView } from '../../../../shared/contracts/checkout.ts';
import { spellNumber } from '../lib/format.ts';

/** The dark band: 'Booking Confirmed!', the booking number large enough to read aloud, and the actions. */
export function ConfirmationHero({ booking, actions }: { booking: BookingView; actions: ReactNode }) {
  const { t } = useTranslation('confirmation');
  const firstName = booking.customer.name.split(' ')[0] ?? '';
  return (
    <section
      aria-labelledby="confirmation-title"
      className="relative isolate overflow-hidden bg-ink text-ivory print:bg-white print:text-ink"
    >
      <img
        src="/images/hero-skyline.svg"
        alt=""
        width={1600}
        height={900}
        decoding="async"
        className="absolute inset-0 -z-20 size-full object-cover opacity-60 print:hidden"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[linear-gradient(100deg,rgb(12_12_13/0.97)_0%,rgb(12_12_13/0.88)_55%,rgb(12_12_13/0.65)_100%)] print:hidden"
      />
      <div className="container-page grid gap-8 pt-10 pb-32 sm:pt-14 sm:pb-36 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-x-10 print:py-4">
        <div className="lg:col-start-1 lg:row-start-1">
          <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.22em] text-gold uppercase print:text-gold-dark">
            <CircleCheck className="size-4" aria-hidden />
            {t('eyebrow')}
          </p>
          <h1
            id="confirmation-title"
            className="mt-3 font-display text-4xl leading-tight font-semibold text-balance sm:text-5xl"
          >
            {t('title')}
          </h1>
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-ivory/80 sm:text-lg print:text-ink">
            {t('lead', { name: firstName, email: booking.customer.email })}
          </p>
        </div>
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
        <div className="lg:col-start-1 lg:row-start-2">{actions}</div>
      </div>
    </section>
  );
}
