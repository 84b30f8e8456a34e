import { CalendarClock, Car, Flag, MapPin, Plane, Repeat, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingView } from '../../../../shared/contracts/checkout.ts';
import type { CheckoutFormat } from '../hooks/use-checkout-format.ts';

interface Row {
  key: string;
  icon: ReactNode;
  label: string;
  value: ReactNode;
}

/** What is being paid for: service, pickup, destination, New York date and time, return leg, vehicle, passenger. */
export function TripSummary({ booking, format: f }: { booking: BookingView; format: CheckoutFormat }) {
  const { t } = useTranslation('checkout');
  const b = booking;
  const rows: Row[] = [
    {
      key: 'pickup',
      icon: <MapPin className="size-4" aria-hidden />,
      label: t('trip.pickup'),
      value: b.pickupAddress,
    },
    {
      key: 'destination',
      icon: <Flag className="size-4" aria-hidden />,
      label: t('trip.destination'),
      value: b.destinationAddress,
    },
    {
      key: 'dateTime',
      icon: <CalendarClock className="size-4" aria-hidden />,
      label: t('trip.dateTime'),
      value: f.dateTime(b.pickupDateTime),
    },
  ];
  if (b.returnTrip)
    rows.push({
      key: 'return',
      icon: <Repeat className="size-4" aria-hidden />,
      label: t('trip.return'),
      value: b.returnDateTime ? f.dateTime(b.returnDateTime) : '—',
    });
  if (b.extras.flightNumber)
    rows.push({
      key: 'flight',
      icon: <Plane className="size-4" aria-hidden />,
      label: t('trip.flight'),
      value: b.extras.flightNumber,
    });
  rows.push(
    {
      key: 'vehicle',
      icon: <Car className="size-4" aria-hidden />,
      label: t('trip.vehicle'),
      value: b.vehicleName,
    },
    {
      key: 'passenger',
      icon: <UserRound className="size-4" aria-hidden />,
      label: t('trip.passenger'),
      value: (
        <>
          {b.customer.name}
          <span className="block text-xs font-normal text-stone">{b.customer.email}</span>
        </>
      ),
    },
  );

  return (
    <section
      aria-labelledby="trip-summary-title"
      data-testid="checkout-trip"
      className="rounded-2xl bg-white p-6 shadow-[0_30px_80px_-30px_rgb(0_0_0/0.45)] ring-1 ring-ink/8 sm:p-8"
    >
      <p className="eyebrow">{f.service(b)}</p>
      <h2 id="trip-summary-title" className="mt-2 font-display text-3xl leading-tight font-semibold text-ink">
        {t('trip.title')}
      </h2>
      {b.packageName && (
        <p className="mt-1 text-base font-medium text-ink/85">
          {b.hours ? `${b.packageName} · ${t('trip.hours', { count: b.hours })}` : b.packageName}
        </p>
      )}
      <dl className="mt-6 grid gap-4 border-t border-ink/10 pt-6 sm:grid-cols-2 sm:gap-x-8">
        {rows.map((row) => (
          <div
            key={row.key}
            className={
              row.key === 'pickup' || row.key === 'destination' ? 'flex gap-3 sm:col-span-2' : 'flex gap-3'
            }
            data-testid={`trip-${row.key}`}
          >
            <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-ivory-deep text-gold-dark">
              {row.icon}
            </span>
            <div className="min-w-0">
              <dt className="text-[0.6875rem] font-semibold tracking-[0.16em] text-stone uppercase">
                {row.label}
              </dt>
              <dd className="mt-0.5 text-sm leading-snug font-medium break-words text-ink">{row.value}</dd>
            </div>
          </div>
        ))}
      </dl>
    </section>
  );
}
