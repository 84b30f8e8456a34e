import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { shownPackageId } from '../lib/ride-packages.ts';
import type { RideRoute } from '../lib/ride-route.ts';
import { AirportCard } from './airport-card.tsx';
import { RideAddressFields } from './ride-address-fields.tsx';
import { RideChoices } from './ride-choices.tsx';
import { RidePartyFields } from './ride-party-fields.tsx';
import { HoursField, ReturnTripCheckbox, RideDateTime } from './ride-schedule-fields.tsx';
import { useRideDetailsForm } from './use-ride-details-form.ts';

interface RideDetailsFormProps {
  serviceType: string;
  /** English name, stored with the draft. */
  serviceName: string;
  /** Focus the pickup address on mount. */
  autoFocus?: boolean;
  /** The ends to draw on the hero map, each time one is picked, located or typed and left. */
  onRouteChange?: (route: RideRoute) => void;
  /** A vehicle a link or the fleet page asked for, shown with the ride (the vehicle step marks it). */
  requestedVehicleId?: string | null;
}

/**
 * Step 2 of the widget: addresses (or the airport card), date and time, hours on the hourly service, the party,
 * optional return. GET MY PRICES asks the server for the quote first (the same request the vehicle step
 * makes): what it refuses shows on these fields, a place it could only guess is shown for the customer to
 * confirm or move; then the draft is saved and vehicle selection opens.
 */
export function RideDetailsForm({
  serviceType,
  serviceName,
  autoFocus = false,
  onRouteChange,
  requestedVehicleId = null,
}: RideDetailsFormProps) {
  const { t } = useTranslation('home');
  const errorText = useErrorText();
  const {
    register,
    control,
    errors,
    isSubmitting,
    onSubmit,
    initialDraft,
    hourly,
    values,
    returnTrip,
    pickupDate,
    today,
    airport,
    addresses,
    formError,
    continuing,
  } = useRideDetailsForm({ serviceType, serviceName, autoFocus, onRouteChange });

  /** In the airport card, a problem with the pickup is the terminal's (and the destination the area's). */
  const airportError = (name: 'pickupAddress' | 'destinationAddress', missing: string) => {
    const e = errors[name];
    if (!e) return undefined;
    return e.type === 'server' ? e.message : missing;
  };

  const formErrorText = formError ? (errorText(formError) ?? t('widget.quoteFailed')) : null;
  const waiting = addresses.waitingEnds.length;

  return (
    <form onSubmit={onSubmit} noValidate className="grid min-w-0 gap-5">
      <RideChoices
        packageId={airport.selection ? undefined : shownPackageId(initialDraft)}
        packageName={initialDraft?.packageName ?? initialDraft?.routeName}
        showHours={!hourly}
        vehicleId={requestedVehicleId}
      />
      {airport.selection ? (
        <AirportCard
          selection={airport.selection}
          terminal={airport.choice.terminal}
          zone={airport.choice.zone}
          onTerminal={airport.chooseTerminal}
          onZone={airport.chooseZone}
          pickupAddress={values.pickupAddress && airport.choice.terminal ? values.pickupAddress : ''}
          destinationAddress={
            values.destinationAddress && airport.choice.zone ? values.destinationAddress : ''
          }
          terminalError={airportError('pickupAddress', t('widget.airport.terminalRequired'))}
          zoneError={airportError('destinationAddress', t('widget.airport.zoneRequired'))}
          onLeave={airport.leave}
        />
      ) : (
        <RideAddressFields
          control={control}
          errors={errors}
          busy={continuing}
          optionalDestination={hourly}
          {...addresses}
        />
      )}
      <RideDateTime
        legend={t('widget.pickupDateTime')}
        date={register('pickupDate')}
        time={register('pickupTime')}
        minDate={today}
        dateError={errors.pickupDate}
        timeError={errors.pickupTime}
      />
      {hourly && <HoursField register={register} error={errors.hours?.message} />}
      <RidePartyFields control={control} errors={errors} />
      {!hourly && <ReturnTripCheckbox field={register('returnTrip')} />}
      {!hourly && returnTrip && (
        <RideDateTime
          legend={t('widget.returnDateTime')}
          date={register('returnDate')}
          time={register('returnTime')}
          minDate={pickupDate && pickupDate > today ? pickupDate : today}
          dateError={errors.returnDate}
          timeError={errors.returnTime}
        />
      )}
      {formErrorText && (
        <p
          role="alert"
          className="text-sm text-danger [overflow-wrap:anywhere]"
          data-testid="ride-form-error"
        >
          {formErrorText}
        </p>
      )}
      {waiting > 0 && (
        <p role="status" className="text-sm font-medium text-ink" data-testid="approximate-waiting">
          {t('widget.approximate.waiting', { count: waiting })}
        </p>
      )}
      <div className="grid gap-3">
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || continuing}>
          {isSubmitting || continuing ? t('widget.submitting') : t('widget.submit')}
        </Button>
        <p className="text-center text-xs text-stone">{t('widget.timezoneNote')}</p>
      </div>
    </form>
  );
}
