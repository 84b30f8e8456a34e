import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CustomerMatch,
  DispatchBookingRequest,
  DispatchBookingResponse,
} from '../../../../shared/contracts/admin-reservations.ts';
import type { QuoteRequest, QuoteResponse } from '../../../../shared/contracts/quotes.ts';
import { nyInstantIso } from '../../../../shared/domain/new-york-time.ts';
import { fetchQuote } from '../../../booking/api/quote-api.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Field, Input } from '../../../components/ui/form-field.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useCreateReservation } from '../api/reservations.ts';
import { CustomerPicker, EMPTY_GUEST, type GuestDraft } from './customer-picker.tsx';
import { EMPTY_RIDE, RideFields, type RideDraft } from './ride-fields.tsx';

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The ride as the site's quote and booking requests take it. */
function rideRequest(ride: RideDraft) {
  const hourly = ride.serviceType === 'hourly-service' || ride.serviceType === 'hourly';
  return {
    pickup: ride.pickup.placeId ?? ride.pickup.text,
    destination: ride.destination.placeId ?? ride.destination.text,
    pickupDateTime: nyInstantIso(ride.date, ride.time) ?? '',
    serviceType: ride.serviceType,
    passengers: Number(ride.passengers) || 1,
    bags: Number(ride.bags) || 0,
    ...(hourly ? { hours: Number(ride.hours) || 2 } : {}),
    extras: { meetAndGreet: ride.meetAndGreet, childSeat: ride.childSeat, extraStop: false },
  } satisfies QuoteRequest;
}

/**
 * /admin/bookings/new: dispatch takes a booking for a caller (decision 045). The caller (an account or a guest),
 * the ride as the site asks it, the server's quote for every vehicle, an optional price override with its reason,
 * then the booking is stored (pending) and its payment link emailed to the customer.
 */
export function NewBookingForm() {
  const { t } = useTranslation('admin-reservations');
  const message = useErrorText();
  const [mode, setMode] = useState<'account' | 'guest'>('guest');
  const [account, setAccount] = useState<CustomerMatch | null>(null);
  const [guest, setGuest] = useState<GuestDraft>(EMPTY_GUEST);
  const [ride, setRide] = useState<RideDraft>(EMPTY_RIDE);
  const [quote, setQuote] = useState<QuoteResponse | null>(null);
  const [quoteError, setQuoteError] = useState<unknown>(null);
  const [quoting, setQuoting] = useState(false);
  const [vehicleId, setVehicleId] = useState('');
  const [override, setOverride] = useState(false);
  const [total, setTotal] = useState('');
  const [reason, setReason] = useState('');
  const create = useCreateReservation();
  const [done, setDone] = useState<DispatchBookingResponse | null>(null);

  const onRide = (r: RideDraft) => {
    setRide(r);
    setQuote(null);
  };

  async function price() {
    setQuoting(true);
    setQuoteError(null);
    try {
      const q = await fetchQuote(rideRequest(ride));
      setQuote(q);
      const fits =
        q.vehicles.find((v) => v.vehicleId === vehicleId && v.fitsParty) ??
        q.vehicles.find((v) => v.fitsParty);
      setVehicleId(fits?.vehicleId ?? '');
    } catch (err) {
      setQuoteError(err);
    } finally {
      setQuoting(false);
    }
  }

  function submit() {
    const r = rideRequest(ride);
    const body: DispatchBookingRequest = {
      customer: mode === 'account' ? { kind: 'account', userId: account?.id ?? '' } : guest,
      booking: {
        ...r,
        pickupAddress: ride.pickup.text,
        destinationAddress: ride.destination.text,
        vehicleId,
        extras: {
          ...r.extras,
          ...(ride.flightNumber.trim() ? { flightNumber: ride.flightNumber.trim() } : {}),
          ...(ride.specialRequests.trim() ? { specialRequests: ride.specialRequests.trim() } : {}),
        },
        locale: mode === 'account' ? (account?.locale ?? 'en') : guest.locale,
        ...(ride.passengerName.trim()
          ? { passenger: { name: ride.passengerName.trim(), phone: ride.passengerPhone.trim() } }
          : {}),
      },
      ...(override ? { override: { total: Number(total), reason } } : {}),
      sendPayLink: true,
    };
    create.mutate(body, { onSuccess: setDone });
  }

  if (done) {
    return (
      <section
        aria-live="polite"
        className="grid gap-3 rounded-2xl bg-white p-8 ring-1 ring-ink/8"
        data-testid="reservation-done"
      >
        <h2 className="font-serif text-2xl text-ink">{t('done.title', { number: done.booking.number })}</h2>
        <p className="text-ink">{t('done.total', { total: done.booking.total.toFixed(2) })}</p>
        <p className="text-stone">
          {done.payLinkSentTo ? t('done.linkSent', { email: done.payLinkSentTo }) : t('done.noLink')}
        </p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={`/admin?q=${encodeURIComponent(done.booking.number)}`} variant="dark">
            {t('done.open')}
          </ButtonLink>
          <Button variant="outline" onClick={() => window.location.reload()}>
            {t('done.another')}
          </Button>
        </div>
      </section>
    );
  }

  const chosen = quote?.vehicles.find((v) => v.vehicleId === vehicleId);
  return (
    <form
      className="grid gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <CustomerPicker
        mode={mode}
        onMode={setMode}
        account={account}
        onAccount={setAccount}
        guest={guest}
        onGuest={setGuest}
      />
      <RideFields ride={ride} onRide={onRide} />
      <section
        aria-labelledby="price-heading"
        className="grid gap-4 rounded-2xl bg-white p-6 ring-1 ring-ink/8"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="price-heading" className="font-serif text-xl text-ink">
            {t('price.title')}
          </h2>
          <Button variant="outline" size="sm" onClick={() => void price()} disabled={quoting}>
            {quote ? t('price.again') : t('price.get')}
          </Button>
        </div>
        {quoteError !== null && (
          <p role="alert" className="text-sm text-danger">
            {message(quoteError)}
          </p>
        )}
        {!quote && quoteError === null && <p className="text-sm text-stone">{t('price.hint')}</p>}
        {quote && (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium text-ink">{t('price.vehicle')}</legend>
            {quote.vehicles.map((v) => (
              <label
                key={v.vehicleId}
                className="flex items-center justify-between gap-3 rounded-lg p-3 ring-1 ring-ink/10 has-[:checked]:ring-2 has-[:checked]:ring-gold"
              >
                <span className="flex items-center gap-3">
                  <input
                    type="radio"
                    name="vehicle"
                    value={v.vehicleId}
                    checked={vehicleId === v.vehicleId}
                    disabled={!v.fitsParty}
                    onChange={() => setVehicleId(v.vehicleId)}
                  />
                  <span className="text-ink">{v.vehicleName}</span>
                  {!v.fitsParty && <span className="text-xs text-stone">{t('price.tooSmall')}</span>}
                </span>
                <span className="font-medium text-ink tabular-nums">{usd(v.totalCents)}</span>
              </label>
            ))}
          </fieldset>
        )}
        {chosen && (
          <div className="grid gap-3 border-t border-ink/8 pt-4">
            <CheckboxField
              id="dispatch-override"
              label={t('price.override')}
              checked={override}
              onChange={(e) => setOverride(e.target.checked)}
            />
            {override && (
              <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
                <Field
                  label={t('price.newTotal')}
                  hint={t('price.quoted', { total: usd(chosen.totalCents) })}
                >
                  {({ id, describedBy }) => (
                    <Input
                      id={id}
                      aria-describedby={describedBy}
                      inputMode="decimal"
                      value={total}
                      onChange={(e) => setTotal(e.target.value)}
                    />
                  )}
                </Field>
                <Field label={t('price.reason')} hint={t('price.reasonHint')}>
                  {({ id, describedBy }) => (
                    <Input
                      id={id}
                      aria-describedby={describedBy}
                      value={reason}
                      onChange={(e) => setReason(e.target.value)}
                    />
                  )}
                </Field>
              </div>
            )}
          </div>
        )}
      </section>
      {create.error && (
        <p role="alert" className="rounded-lg bg-danger/10 p-4 text-sm text-danger">
          {message(create.error)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" variant="primary" size="lg" disabled={!chosen || create.isPending}>
          {t('submit')}
        </Button>
        <p className="text-sm text-stone">{t('submitHint')}</p>
      </div>
    </form>
  );
}
