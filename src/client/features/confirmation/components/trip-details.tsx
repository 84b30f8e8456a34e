import {
  Baby,
  CalendarClock,
  Car,
  CircleDot,
  Clock,
  Flag,
  HandPlatter,
  MapPin,
  MapPinPlus,
  MessageSquareText,
  Phone,
  Plane,
  Repeat,
  Route,
  Tag,
  UserRound,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingView } from '../../../../shared/contracts/checkout.ts';
import { statusLabelKey } from '../../../../shared/domain/booking-status.ts';
import { telHref } from '../../../booking/lib/assigned-driver.ts';
import { CardHeading } from '../../../components/ui/card-heading.tsx';
import { DetailRow } from '../../../components/ui/detail-row.tsx';
import type { BookingFormat } from '../../../booking/hooks/use-booking-format.ts';
import { bookingExtras, type ExtraItem } from '../lib/booking-extras.ts';
import { DoorAddress } from '../../../booking/components/door-address.tsx';
import { usePackageName } from '../../../booking/hooks/use-price-basis-text.ts';

interface Row {
  key: string;
  icon: ReactNode;
  label: string;
  value: ReactNode;
  wide?: boolean;
}

function Rows({ rows, testPrefix }: { rows: Row[]; testPrefix: string }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 sm:gap-x-8">
      {rows.map((row) => (
        <DetailRow
          key={row.key}
          icon={row.icon}
          label={row.label}
          wide={row.wide}
          testId={`${testPrefix}-${row.key}`}
        >
          {row.value}
        </DetailRow>
      ))}
    </dl>
  );
}

const card =
  'rounded-2xl bg-white p-6 shadow-[0_30px_80px_-30px_rgb(0_0_0/0.45)] ring-1 ring-ink/8 sm:p-8 break-inside-avoid print:shadow-none print:ring-ink/20';

/** The ride: service, pickup, destination, New York date and time, return leg, vehicle, chauffeur, estimates. */
export function TripDetails({ booking: b, format: f }: { booking: BookingView; format: BookingFormat }) {
  const { t } = useTranslation(['confirmation', 'account']);
  const packageName = usePackageName(b.priceBasis?.packageId, b.packageName);
  const rows: Row[] = [
    {
      key: 'status',
      icon: <CircleDot className="size-4" aria-hidden />,
      label: t('trip.status'),
      // The customer's words for each state (decision 10), as My Bookings shows them.
      value: (
        <span data-status={b.status} className="font-semibold">
          {t(statusLabelKey('customer', b.status))}
        </span>
      ),
      wide: true,
    },
    {
      key: 'service',
      icon: <Tag className="size-4" aria-hidden />,
      label: t('trip.service'),
      value: packageName ? `${f.service(b)} · ${packageName}` : f.service(b),
      wide: true,
    },
    {
      key: 'pickup',
      icon: <MapPin className="size-4" aria-hidden />,
      label: t('trip.pickup'),
      value: <DoorAddress address={b.pickupAddress} pinned={b.pickupPinned} />,
      wide: true,
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
      wide: true,
    },
    {
      key: 'dateTime',
      icon: <CalendarClock className="size-4" aria-hidden />,
      label: t('trip.dateTime'),
      value: f.dateTime(b.pickupDateTime),
    },
    {
      key: 'vehicle',
      icon: <Car className="size-4" aria-hidden />,
      label: t('trip.vehicle'),
      value: b.vehicleName,
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
  // Booked for someone else (decision 27): the name on the chauffeur's sign.
  if (b.passenger)
    rows.push({
      key: 'passenger',
      icon: <UserRound className="size-4" aria-hidden />,
      label: t('trip.passenger'),
      value: [b.passenger.name, b.passenger.phone].filter(Boolean).join(' · '),
    });
  if (b.returnTrip)
    rows.push({
      key: 'return',
      icon: <Repeat className="size-4" aria-hidden />,
      label: t('trip.return'),
      value: b.returnDateTime
        ? t('trip.returnValue', { when: f.dateTime(b.returnDateTime), from: b.destinationAddress })
        : '—',
      wide: true,
    });
  rows.push({
    key: 'driver',
    icon: <UserRound className="size-4" aria-hidden />,
    label: t('trip.driver'),
    value: b.driverName ? (
      <span className="grid gap-1" data-testid="driver-contact">
        <span data-testid="driver-name">{b.driverName}</span>
        {b.driverPhone && (
          <a
            href={telHref(b.driverPhone)}
            aria-label={t('trip.callDriver', { name: b.driverName, phone: b.driverPhone })}
            data-testid="driver-phone"
            className="flex w-fit items-center gap-1.5 text-sm font-semibold text-gold-dark underline-offset-4 hover:underline"
          >
            <Phone className="size-3.5" aria-hidden />
            {b.driverPhone}
          </a>
        )}
        {(b.driverVehicle || b.driverPlate) && (
          <span
            className="flex flex-wrap items-center gap-x-2 gap-y-1 font-normal"
            data-testid="driver-vehicle"
          >
            <Car className="size-3.5 shrink-0 text-gold-dark" aria-hidden />
            <span className="sr-only">{t('trip.driverVehicle')}: </span>
            {b.driverVehicle && <span>{b.driverVehicle}</span>}
            {b.driverPlate && (
              <span
                className="rounded border border-ink/25 bg-ivory px-1.5 py-px font-mono text-xs font-semibold tracking-wider uppercase"
                data-testid="driver-plate"
              >
                <span className="sr-only">{t('trip.plate', { plate: b.driverPlate })}</span>
                <span aria-hidden>{b.driverPlate}</span>
              </span>
            )}
          </span>
        )}
      </span>
    ) : (
      <span className="font-normal text-stone">
        {b.status === 'cancelled' ? t('trip.driverNone') : t('trip.driverPending')}
      </span>
    ),
    wide: true,
  });
  // An hourly ride lasts the hours booked (shown above), not the driving time of its route.
  if (b.route.estimatedDuration && b.hours == null)
    rows.push({
      key: 'duration',
      icon: <Clock className="size-4" aria-hidden />,
      label: t('trip.duration'),
      value: b.route.estimatedDuration,
    });
  if (b.route.estimatedDistance)
    rows.push({
      key: 'distance',
      icon: <Route className="size-4" aria-hidden />,
      label: t('trip.distance'),
      value: b.route.estimatedDistance,
    });

  const extras = bookingExtras(b.extras);
  const extraRow = (e: ExtraItem): Row => {
    switch (e.id) {
      case 'flight':
        return {
          key: e.id,
          icon: <Plane className="size-4" aria-hidden />,
          label: t('extras.flight'),
          value: e.value,
        };
      case 'meetAndGreet':
        return {
          key: e.id,
          icon: <HandPlatter className="size-4" aria-hidden />,
          label: t('extras.meetAndGreet'),
          value: t('extras.meetAndGreetValue'),
        };
      case 'childSeat':
        return {
          key: e.id,
          icon: <Baby className="size-4" aria-hidden />,
          label: t('extras.childSeat'),
          value: t('extras.childSeatValue'),
        };
      case 'extraStop':
        return {
          key: e.id,
          icon: <MapPinPlus className="size-4" aria-hidden />,
          label: t('extras.extraStop'),
          value: e.value ?? t('extras.extraStopValue'),
          wide: true,
        };
      case 'specialRequests':
        return {
          key: e.id,
          icon: <MessageSquareText className="size-4" aria-hidden />,
          label: t('extras.specialRequests'),
          value: <span className="whitespace-pre-line">{e.value}</span>,
          wide: true,
        };
    }
  };

  return (
    <>
      <section aria-labelledby="trip-title" data-testid="confirmation-trip" className={card}>
        <CardHeading id="trip-title" eyebrow={t('trip.eyebrow')}>
          {t('trip.title')}
        </CardHeading>
        <div className="mt-6 border-t border-ink/10 pt-6">
          <Rows rows={rows} testPrefix="trip" />
        </div>
      </section>
      {extras.length > 0 && (
        <section aria-labelledby="extras-title" data-testid="confirmation-extras" className={card}>
          <h2 id="extras-title" className="font-display text-2xl leading-tight font-semibold text-ink">
            {t('extras.title')}
          </h2>
          <div className="mt-5">
            <Rows rows={extras.map(extraRow)} testPrefix="extra" />
          </div>
        </section>
      )}
    </>
  );
}
