import { CalendarClock, Car, Clock, Flag, MapPin, Plane, Repeat, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePackageName } from '../../../booking/hooks/use-price-basis-text.ts';
import type { BookingView } from '../../../../shared/contracts/checkout.ts';
import { CardHeading } from '../../../components/ui/card-heading.tsx';
import { DetailRow } from '../../../components/ui/detail-row.tsx';
import type { BookingFormat } from '../../../booking/hooks/use-booking-format.ts';
import { DoorAddress } from '../../../booking/components/door-address.tsx';

interface Row {
  key: string;
  icon: ReactNode;
  label: string;
  value: ReactNode;
}

/** What is being paid for: service, pickup, destination, New York date and time, return leg, vehicle, passenger. */
export function TripSummary({ booking, format: f }: { booking: BookingView; format: BookingFormat }) {
  const { t } = useTranslation('checkout');
  const packageName = usePackageName(booking.priceBasis?.packageId, booking.packageName);
  const b = booking;
  const rows: Row[] = [
    {
      key: 'pickup',
      icon: <MapPin className="size-4" aria-hidden />,
      label: t('trip.pickup'),
      value: <DoorAddress address={b.pickupAddress} pinned={b.pickupPinned} />,
    },
    {
      key: 'destination',
      icon: <Flag className="size-4" aria-hidden />,
      label: t('trip.destination'),
      // An hourly ride without a destination: the server stores "As directed".
      value:
        b.destinationAddress === 'As directed' ? (
          t('trip.asDirected')
        ) : (
          <DoorAddress address={b.destinationAddress} pinned={b.destinationPinned} />
        ),
    },
    {
      key: 'dateTime',
      icon: <CalendarClock className="size-4" aria-hidden />,
      label: t('trip.dateTime'),
      value: f.dateTime(b.pickupDateTime),
    },
  ];
  if (b.hours != null)
    rows.push({
      key: 'hours',
      icon: <Clock className="size-4" aria-hidden />,
      label: t('trip.hoursLabel'),
      value: t('trip.hours', { count: b.hours }),
    });
  if (b.passengers != null)
    rows.push({
      key: 'party',
      icon: <Users className="size-4" aria-hidden />,
      label: t('trip.party'),
      value: [
        t('trip.passengers', { count: b.passengers }),
        ...(b.bags != null ? [t('trip.bags', { count: b.bags })] : []),
      ].join(' · '),
    });
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
      <CardHeading id="trip-summary-title" eyebrow={f.service(b)} subtitle={packageName ?? undefined}>
        {t('trip.title')}
      </CardHeading>
      <dl className="mt-6 grid gap-4 border-t border-ink/10 pt-6 sm:grid-cols-2 sm:gap-x-8">
        {rows.map((row) => (
          <DetailRow
            key={row.key}
            icon={row.icon}
            label={row.label}
            wide={row.key === 'pickup' || row.key === 'destination'}
            testId={`trip-${row.key}`}
          >
            {row.value}
          </DetailRow>
        ))}
      </dl>
    </section>
  );
}
