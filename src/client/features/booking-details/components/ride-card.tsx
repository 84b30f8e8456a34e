import { CalendarClock, Clock, Flag, MapPin, Plane, Repeat, Route } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Prediction } from '../../../../shared/contracts/maps.ts';
import type { QuoteResponse } from '../../../../shared/contracts/quotes.ts';
import { nyInstantIso, nyWallClock } from '../../../../shared/domain/new-york-time.ts';
import { CardHeading } from '../../../components/ui/card-heading.tsx';
import { DateTimeFieldset } from '../../../components/ui/date-time-fieldset.tsx';
import { DetailRow } from '../../../components/ui/detail-row.tsx';
import type { RouteEnd } from '../../../booking/lib/draft-places.ts';
import type { BookingDraft } from '../../../booking/lib/draft-types.ts';
import type { BookingFormat } from '../../../booking/hooks/use-booking-format.ts';
import type { DetailsFormInput } from '../lib/details-form.ts';
import { serviceCardKind } from '../../../booking/lib/service-card.ts';
import type { RideAsks, RidePart } from '../lib/ride-needs.ts';
import { AddressField } from './address-field.tsx';

interface RideCardProps {
  draft: BookingDraft;
  /** What the page asks for now, and what it asked for when it opened. */
  asks: RideAsks;
  initialAsks: RideAsks;
  quote: QuoteResponse | undefined;
  /** A refused quote's messages on the ride parts (codes, as form messages). */
  partErrors: Partial<Record<RidePart, string>>;
  onOpen: (part: RidePart) => void;
  onPick: (end: RouteEnd, prediction: Prediction) => void;
  onCommit: (end: RouteEnd, text: string) => void;
  format: BookingFormat;
}

/**
 * What the customer is booking: the service card of a package (name, package, hours, route) or the ride,
 * then pickup, destination, date and time and the return leg. Whatever the draft lacks (a package's pickup
 * time, the hourly package's pickup address …) or the server refused is asked for right here.
 */
export function RideCard({
  draft,
  asks,
  initialAsks,
  quote,
  partErrors,
  onOpen,
  onPick,
  onCommit,
  format: f,
}: RideCardProps) {
  const { t } = useTranslation('booking');
  const {
    register,
    formState: { errors },
  } = useFormContext<DetailsFormInput>();
  const card = serviceCardKind(draft);
  const packageName = f.packageName(draft, quote);
  const hours = draft.hours ?? quote?.package?.hours ?? null;
  const serviceName = f.draftService(draft);
  const pickupAt = nyInstantIso(draft.pickupDate, draft.pickupTime);
  const returnAt = draft.returnTrip ? nyInstantIso(draft.returnDate, draft.returnTime) : undefined;
  const hourly = asks.destination === 'optional' || (card === 'hourly' && !draft.destinationAddress?.trim());
  const today = nyWallClock(new Date()).date;

  const rideErrors = errors.ride;
  const msg = (m: string | undefined) => f.message(m);
  const pickupError = msg(rideErrors?.pickupAddress?.message ?? partErrors.pickup);
  const destinationError = msg(rideErrors?.destinationAddress?.message ?? partErrors.destination);
  const dateFormError = rideErrors?.pickupDate?.message ?? rideErrors?.pickupTime?.message;
  const dateError = msg(dateFormError ?? partErrors.dateTime);
  const returnFormError = rideErrors?.returnDate?.message ?? rideErrors?.returnTime?.message;
  const returnError = msg(returnFormError ?? partErrors.returnDateTime);

  const asking = (Object.values(asks) as string[]).some((a) => a !== 'no');
  const timeWasMissing = initialAsks.dateTime !== 'no';

  const rows: ReactNode[] = [];
  if (card === 'route' && packageName)
    rows.push(
      <DetailRow key="route" icon={<Route className="size-4" aria-hidden />} label={t('ride.route')}>
        {packageName}
      </DetailRow>,
    );
  if (asks.pickup === 'no' && draft.pickupAddress?.trim())
    rows.push(
      <DetailRow key="pickup" icon={<MapPin className="size-4" aria-hidden />} label={t('ride.pickup')}>
        <span data-testid="ride-pickup">{draft.pickupAddress.trim()}</span>
      </DetailRow>,
    );
  if (draft.airportZone)
    rows.push(
      <DetailRow key="terminal" icon={<Plane className="size-4" aria-hidden />} label={t('ride.terminal')}>
        {draft.airportZone}
      </DetailRow>,
    );
  if (asks.destination === 'no')
    rows.push(
      <DetailRow
        key="destination"
        icon={<Flag className="size-4" aria-hidden />}
        label={t('ride.destination')}
      >
        <span data-testid="ride-destination">{draft.destinationAddress?.trim() || t('ride.asDirected')}</span>
      </DetailRow>,
    );
  if (draft.manhattanZone)
    rows.push(
      <DetailRow key="area" icon={<MapPin className="size-4" aria-hidden />} label={t('ride.area')}>
        {draft.manhattanZone}
      </DetailRow>,
    );
  if (asks.dateTime === 'no' && pickupAt)
    rows.push(
      <DetailRow
        key="date"
        icon={<CalendarClock className="size-4" aria-hidden />}
        label={t('ride.dateTime')}
        action={
          <button
            type="button"
            onClick={() => onOpen('dateTime')}
            aria-label={t('ride.changeDateTime')}
            className="rounded-sm text-sm font-semibold text-gold-dark underline-offset-4 hover:underline"
          >
            {t('ride.change')}
          </button>
        }
      >
        <span data-testid="ride-date">{f.dateTime(pickupAt)}</span>
      </DetailRow>,
    );
  if (draft.returnTrip && asks.returnDateTime === 'no' && returnAt)
    rows.push(
      <DetailRow key="return" icon={<Repeat className="size-4" aria-hidden />} label={t('ride.returnLeg')}>
        <span data-testid="ride-return">{f.dateTime(returnAt)}</span>
      </DetailRow>,
    );

  return (
    <section
      aria-labelledby="ride-card-title"
      data-testid="ride-card"
      className="rounded-2xl bg-white p-6 shadow-[0_30px_80px_-30px_rgb(0_0_0/0.45)] ring-1 ring-ink/8 sm:p-8"
    >
      {card ? (
        <div data-testid="service-card">
          <CardHeading
            id="ride-card-title"
            eyebrow={t('ride.serviceTitle')}
            subtitle={packageName}
            subtitleTestId="package-name"
          >
            {serviceName}
          </CardHeading>
          {hours ? (
            <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-ivory-deep px-3 py-1 text-sm font-medium text-ink">
              <Clock className="size-3.5 text-gold-dark" aria-hidden />
              {t('ride.hours', { count: hours })}
            </p>
          ) : null}
        </div>
      ) : (
        <div>
          <CardHeading id="ride-card-title" eyebrow={serviceName} subtitle={packageName}>
            {t('ride.title')}
          </CardHeading>
        </div>
      )}

      {rows.length > 0 && (
        <dl className="mt-6 grid gap-4 border-t border-ink/10 pt-6 sm:grid-cols-2 sm:gap-x-8">{rows}</dl>
      )}

      {asking && (
        <div
          className="mt-6 grid gap-5 border-t border-ink/10 pt-6 sm:rounded-xl sm:border-t-0 sm:bg-ivory/70 sm:p-6 sm:ring-1 sm:ring-gold/30"
          data-testid="ride-fields"
        >
          <div>
            <p className="font-display text-xl leading-tight font-semibold text-ink">{t('ride.askTitle')}</p>
            {timeWasMissing && <p className="mt-1 text-sm text-stone">{t('ride.askLead')}</p>}
          </div>
          {asks.pickup !== 'no' && (
            <AddressField
              name="ride.pickupAddress"
              label={t('ride.pickup')}
              placeholder={t('ride.pickupPlaceholder')}
              hint={draft.pickupIsArea ? t('ride.doorIn', { area: draft.pickupAddress }) : undefined}
              error={pickupError}
              onPick={(p) => onPick('pickup', p)}
              onCommit={(text) => onCommit('pickup', text)}
            />
          )}
          {asks.destination !== 'no' && (
            <AddressField
              name="ride.destinationAddress"
              label={t(hourly ? 'ride.destinationOptional' : 'ride.destination')}
              placeholder={t(hourly ? 'ride.asDirected' : 'ride.destinationPlaceholder')}
              hint={
                hourly
                  ? t('ride.asDirectedHint')
                  : draft.destinationIsArea
                    ? t('ride.doorIn', { area: draft.destinationAddress })
                    : undefined
              }
              error={destinationError}
              onPick={(p) => onPick('destination', p)}
              onCommit={(text) => onCommit('destination', text)}
            />
          )}
          {asks.dateTime !== 'no' && (
            <DateTimeFieldset
              legend={t('ride.dateTime')}
              dateLabel={t('ride.date')}
              timeLabel={t('ride.time')}
              date={register('ride.pickupDate')}
              time={register('ride.pickupTime')}
              minDate={today}
              dateInvalid={Boolean(rideErrors?.pickupDate || (!dateFormError && partErrors.dateTime))}
              timeInvalid={Boolean(rideErrors?.pickupTime || (!dateFormError && partErrors.dateTime))}
              error={dateError}
              hint={t('ride.timeHint')}
            />
          )}
          {asks.returnDateTime !== 'no' && (
            <DateTimeFieldset
              legend={t('ride.returnDateTime')}
              dateLabel={t('ride.date')}
              timeLabel={t('ride.time')}
              date={register('ride.returnDate')}
              time={register('ride.returnTime')}
              minDate={today}
              dateInvalid={Boolean(rideErrors?.returnDate || (!returnFormError && partErrors.returnDateTime))}
              timeInvalid={Boolean(rideErrors?.returnTime || (!returnFormError && partErrors.returnDateTime))}
              error={returnError}
              hint={t('ride.timeHint')}
            />
          )}
        </div>
      )}
    </section>
  );
}
