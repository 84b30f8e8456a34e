import {
  BadgeDollarSign,
  CalendarClock,
  Clock,
  Flag,
  MapPin,
  PencilLine,
  Plane,
  Repeat,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardHeading } from '../../../components/ui/card-heading.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { DetailRow } from '../../../components/ui/detail-row.tsx';
import type { PlacedPoint, QuoteResponse } from '../../../../shared/contracts/quotes.ts';
import type { BookingDraft } from '../../../booking/lib/draft-types.ts';
import { useBookingFormat } from '../../../booking/hooks/use-booking-format.ts';
import { usePriceBasisText } from '../../../booking/hooks/use-price-basis-text.ts';
import { nyInstantIso } from '../../../../shared/domain/new-york-time.ts';
import { serviceCardKind } from '../../../booking/lib/service-card.ts';
import { rideSize } from '../../../booking/lib/quote-request.ts';
import { editRideHref } from '../lib/service-summary.ts';

interface RideSummaryProps {
  draft: BookingDraft;
  quote: QuoteResponse | undefined;
  /** Full width (no map beside it): the ride details sit to the right of the service on large screens. */
  wide?: boolean;
}

/**
 * What the customer is booking. Airport, hourly and route packages open with a service card (name, package,
 * "from" price, hours); every ride then lists its pickup, destination, date and time and return leg.
 */
export function RideSummary({ draft, quote, wide = false }: RideSummaryProps) {
  const { t } = useTranslation('vehicles');
  const basisText = usePriceBasisText(quote);
  const f = useBookingFormat();
  const card = serviceCardKind(draft);
  const packageName = f.packageName(draft, quote);
  // The hours the server priced (an hourly ride), else the draft's or the package's.
  const hours = quote?.hours ?? draft.hours ?? quote?.package?.hours ?? null;
  const size = rideSize(draft);
  const passengers = quote?.passengers ?? size.passengers ?? null;
  const bags = quote?.bags ?? size.bags ?? null;
  /** The address as the server placed it (what is priced and booked), with the typed text when it differs. */
  const placed = (point: PlacedPoint | null | undefined, typed: string): ReactNode => {
    if (!point) return typed;
    const differs = point.address.trim().toLowerCase() !== typed.toLowerCase();
    return (
      <>
        {point.address}
        {(differs || point.approximate) && (
          <span className="block text-xs font-normal text-stone">
            {point.approximate ? t('summary.approximate', { typed }) : t('summary.typed', { typed })}
          </span>
        )}
      </>
    );
  };
  const serviceName = f.draftService(draft);
  const pickupAt = nyInstantIso(draft.pickupDate, draft.pickupTime);
  const returnAt = draft.returnTrip ? nyInstantIso(draft.returnDate, draft.returnTime) : undefined;
  const hasPackage = Boolean(packageName);
  const edit = editRideHref(draft);

  const rows: { key: string; icon: ReactNode; label: string; value: ReactNode }[] = [];
  if (!card && packageName)
    rows.push({
      key: 'package',
      icon: <Flag className="size-4" aria-hidden />,
      label: t('summary.package'),
      value: hours ? `${packageName} · ${t('summary.hours', { count: hours })}` : packageName,
    });
  if (draft.pickupAddress?.trim())
    rows.push({
      key: 'pickup',
      icon: <MapPin className="size-4" aria-hidden />,
      label: t('summary.pickup'),
      value: placed(quote?.pickupPlace, draft.pickupAddress.trim()),
    });
  if (draft.airportZone)
    rows.push({
      key: 'terminal',
      icon: <Plane className="size-4" aria-hidden />,
      label: t('summary.terminal'),
      value: draft.airportZone,
    });
  if (draft.destinationAddress?.trim())
    rows.push({
      key: 'destination',
      icon: <Flag className="size-4" aria-hidden />,
      label: t('summary.destination'),
      value: placed(quote?.destinationPlace, draft.destinationAddress.trim()),
    });
  if (draft.manhattanZone)
    rows.push({
      key: 'area',
      icon: <MapPin className="size-4" aria-hidden />,
      label: t('summary.area'),
      value: draft.manhattanZone,
    });
  if (pickupAt || card || hasPackage)
    rows.push({
      key: 'dateTime',
      icon: <CalendarClock className="size-4" aria-hidden />,
      label: t('summary.dateTime'),
      value: pickupAt ? f.dateTime(pickupAt) : t('summary.dateLater'),
    });
  if (hours && !card && !packageName)
    rows.push({
      key: 'hours',
      icon: <Clock className="size-4" aria-hidden />,
      label: t('summary.hoursLabel'),
      value: t('summary.hours', { count: hours }),
    });
  if (passengers != null)
    rows.push({
      key: 'party',
      icon: <Users className="size-4" aria-hidden />,
      label: t('summary.party'),
      value: t('card.party', {
        passengers: t('card.passengers', { count: passengers }),
        bags: t('card.luggage', { count: bags ?? 0 }),
      }),
    });
  if (basisText)
    rows.push({
      key: 'priceBasis',
      icon: <BadgeDollarSign className="size-4" aria-hidden />,
      label: t('summary.priceBasis'),
      value: basisText,
    });
  if (draft.returnTrip)
    rows.push({
      key: 'return',
      icon: <Repeat className="size-4" aria-hidden />,
      label: t('summary.return'),
      value: returnAt ? f.dateTime(returnAt) : '—',
    });

  return (
    <section
      aria-labelledby="ride-summary-title"
      data-testid="ride-summary"
      className={cn(
        'grid content-start rounded-2xl bg-white p-6 shadow-[0_30px_80px_-30px_rgb(0_0_0/0.45)] ring-1 ring-ink/8 sm:p-8',
        wide && 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-x-12',
      )}
    >
      {card ? (
        <div data-testid="service-card">
          <CardHeading id="ride-summary-title" eyebrow={t('summary.serviceTitle')} subtitle={packageName}>
            {serviceName}
          </CardHeading>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            {typeof draft.basePrice === 'number' && draft.basePrice > 0 && (
              <span className="rounded-full bg-ink px-3 py-1 text-sm font-semibold text-gold-light">
                {t('summary.from', { price: f.wholeDollars(draft.basePrice) })}
              </span>
            )}
            {hours ? (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-ivory-deep px-3 py-1 text-sm font-medium text-ink">
                <Clock className="size-3.5 text-gold-dark" aria-hidden />
                {t('summary.hours', { count: hours })}
              </span>
            ) : null}
          </div>
          {card === 'hourly' && !draft.pickupAddress && (
            <p className="mt-4 text-sm leading-relaxed text-stone">{t('summary.asDirected')}</p>
          )}
        </div>
      ) : (
        <div>
          <CardHeading id="ride-summary-title" eyebrow={serviceName}>
            {t('summary.title')}
          </CardHeading>
        </div>
      )}

      {rows.length > 0 && (
        <dl
          className={cn(
            'mt-6 grid gap-4 border-t border-ink/10 pt-6',
            wide && 'lg:row-span-2 lg:mt-0 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-12',
          )}
        >
          {rows.map((row) => (
            <DetailRow key={row.key} icon={row.icon} label={row.label} testId={`summary-${row.key}`}>
              {row.value}
            </DetailRow>
          ))}
        </dl>
      )}

      <Link
        to={edit.href}
        className="mt-6 inline-flex items-center gap-2 self-end justify-self-start rounded-sm text-sm font-semibold text-gold-dark underline-offset-4 hover:underline"
      >
        <PencilLine className="size-4" aria-hidden />
        {t(edit.changePackage ? 'summary.changePackage' : 'summary.edit')}
      </Link>
    </section>
  );
}
