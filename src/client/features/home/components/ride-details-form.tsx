import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Prediction } from '../../../../shared/contracts/maps.ts';
import { AddressInput } from '../../../booking/components/address-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/form-field.tsx';
import { readDraft, saveRide } from '../../../booking/lib/booking-draft.ts';
import { placeDraftFields, type PlaceRef, type RouteEnd } from '../../../booking/lib/draft-places.ts';
import type { BookingDraft } from '../../../booking/lib/draft-types.ts';
import { useCurrentLocation } from '../hooks/use-current-location.ts';
import { nyInstantIso } from '../../../../shared/domain/new-york-time.ts';
import { newYorkNow } from '../lib/new-york-time.ts';
import { rideFormSchema, type RideFormValues } from '../lib/ride-form-schema.ts';
import { commitTyped, rideRouteFromDraft, type RideRoute } from '../lib/ride-route.ts';
import { CurrentLocationButton } from './current-location-button.tsx';
import { DateTimeFieldset } from '../../../components/ui/date-time-fieldset.tsx';

interface RideDetailsFormProps {
  serviceType: string;
  /** English name, stored with the draft. */
  serviceName: string;
  /** Focus the pickup address on mount. */
  autoFocus?: boolean;
  /** The ends to draw on the hero map, each time one is picked, located or typed and left. */
  onRouteChange?: (route: RideRoute) => void;
}

type Places = Record<RouteEnd, PlaceRef | null>;

function initialValues(): RideFormValues {
  const draft = readDraft();
  return {
    pickupAddress: draft?.pickupAddress ?? '',
    destinationAddress: draft?.destinationAddress ?? '',
    pickupDate: draft?.pickupDate ?? '',
    pickupTime: draft?.pickupTime ?? '',
    returnTrip: draft?.returnTrip ?? false,
    returnDate: draft?.returnDate ?? '',
    returnTime: draft?.returnTime ?? '',
  };
}

function toDraft(
  serviceType: string,
  serviceName: string,
  v: Partial<RideFormValues>,
  places: Places,
): BookingDraft {
  const returnTrip = Boolean(v.returnTrip);
  const pickupAddress = v.pickupAddress?.trim() ?? '';
  const destinationAddress = v.destinationAddress?.trim() ?? '';
  // saveRide keeps a package chosen on a marketing page (hourly, wedding, event, route) with the draft.
  return {
    serviceType,
    serviceName,
    pickupAddress,
    destinationAddress,
    // The picked suggestion's place_id (or the located position) while the text is still that place's.
    ...placeDraftFields('pickup', pickupAddress, places.pickup),
    ...placeDraftFields('destination', destinationAddress, places.destination),
    pickupDate: v.pickupDate ?? '',
    pickupTime: v.pickupTime ?? '',
    returnTrip,
    ...(returnTrip ? { returnDate: v.returnDate ?? '', returnTime: v.returnTime ?? '' } : {}),
  };
}

/** Step 2 of the widget: addresses, date and time, optional return; saves the draft and goes to vehicle selection. */
export function RideDetailsForm({
  serviceType,
  serviceName,
  autoFocus = false,
  onRouteChange,
}: RideDetailsFormProps) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const defaultValues = useMemo(initialValues, []);
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RideFormValues>({ resolver: zodResolver(rideFormSchema), defaultValues });
  // The place behind each address: picked from the suggestions, located, or typed and left.
  const [places, setPlaces] = useState<Places>(() => {
    const { pickup, destination } = rideRouteFromDraft(readDraft());
    return { pickup, destination };
  });

  const values = useWatch({ control });
  const returnTrip = useWatch({ control, name: 'returnTrip' });
  const pickupDate = useWatch({ control, name: 'pickupDate' });
  const pickupTime = useWatch({ control, name: 'pickupTime' });
  const today = newYorkNow().date;
  const departureTime = nyInstantIso(pickupDate, pickupTime);

  useEffect(() => {
    if (autoFocus) setFocus('pickupAddress');
  }, [autoFocus, setFocus]);

  // Keep the customer's place: what they type survives a reload or a trip back from the next step.
  useEffect(() => {
    saveRide(toDraft(serviceType, serviceName, values, places));
  }, [values, places, serviceType, serviceName]);

  useEffect(() => {
    onRouteChange?.({ pickup: places.pickup, destination: places.destination, departureTime });
  }, [onRouteChange, places, departureTime]);

  const setPlace = useCallback(
    (end: RouteEnd, place: PlaceRef | null) =>
      setPlaces((p) => (p[end] === place ? p : { ...p, [end]: place })),
    [],
  );
  const fieldName = (end: RouteEnd) => (end === 'pickup' ? 'pickupAddress' : 'destinationAddress');
  const pick = (end: RouteEnd, prediction: Prediction) => {
    setValue(fieldName(end), prediction.description, {
      shouldValidate: true,
      shouldDirty: true,
      shouldTouch: true,
    });
    setPlace(end, { address: prediction.description, placeId: prediction.place_id });
  };
  const leave = (end: RouteEnd, text: string) =>
    setPlaces((p) => {
      const next = commitTyped(p[end], text);
      return next === p[end] ? p : { ...p, [end]: next };
    });

  const onFound = useCallback(
    (lat: number, lng: number) => {
      const address = t('widget.currentLocation', { lat: lat.toFixed(5), lng: lng.toFixed(5) });
      setValue('pickupAddress', address, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
      // The map and the price use the position itself ("lat,lng"), not the label.
      setPlace('pickup', { address, location: { lat, lng } });
    },
    [setValue, setPlace, t],
  );
  const location = useCurrentLocation(onFound);

  const onValid = (submitted: RideFormValues) => {
    saveRide(toDraft(serviceType, serviceName, submitted, places));
    void navigate(`/vehicle-selection/${encodeURIComponent(serviceType)}`);
  };

  const pickupError = errors.pickupDate?.message ?? errors.pickupTime?.message;
  const returnError = errors.returnDate?.message ?? errors.returnTime?.message;

  /** The pickup or destination field: suggestions, and the route end kept in step with the text. */
  const addressField = (end: RouteEnd, adornment?: ReactNode) => (
    <Field label={t(`widget.${end}`)} error={errors[`${end}Address`]?.message}>
      {({ id, describedBy, invalid }) => (
        <Controller
          control={control}
          name={`${end}Address`}
          render={({ field }) => (
            <AddressInput
              ref={field.ref}
              id={id}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onPick={(p) => pick(end, p)}
              onBlur={(e) => {
                field.onBlur();
                leave(end, e.currentTarget.value);
              }}
              placeholder={t(`widget.${end}Placeholder`)}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              adornment={adornment}
            />
          )}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="grid gap-5">
      {addressField(
        'pickup',
        <CurrentLocationButton onClick={location.locate} locating={location.locating} />,
      )}
      {location.locating && (
        <p role="status" className="-mt-3 text-sm text-stone">
          {t('widget.locating')}
        </p>
      )}
      {location.error && (
        <p role="alert" className="-mt-3 text-sm text-danger">
          {t(`widget.locationErrors.${location.error}`)}
        </p>
      )}
      {addressField('destination')}
      <DateTimeFieldset
        legend={t('widget.pickupDateTime')}
        dateLabel={t('widget.date')}
        timeLabel={t('widget.time')}
        date={register('pickupDate')}
        time={register('pickupTime')}
        minDate={today}
        dateInvalid={Boolean(errors.pickupDate)}
        timeInvalid={Boolean(errors.pickupTime)}
        error={pickupError}
      />
      <label className="flex cursor-pointer items-center gap-3 text-sm font-medium text-ink">
        <input
          type="checkbox"
          className="size-5 shrink-0 cursor-pointer rounded border-ink/30 accent-gold-dark"
          {...register('returnTrip')}
        />
        {t('widget.returnTrip')}
      </label>
      {returnTrip && (
        <DateTimeFieldset
          legend={t('widget.returnDateTime')}
          dateLabel={t('widget.date')}
          timeLabel={t('widget.time')}
          date={register('returnDate')}
          time={register('returnTime')}
          minDate={pickupDate && pickupDate > today ? pickupDate : today}
          dateInvalid={Boolean(errors.returnDate)}
          timeInvalid={Boolean(errors.returnTime)}
          error={returnError}
        />
      )}
      <div className="grid gap-3">
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('widget.submitting') : t('widget.submit')}
        </Button>
        <p className="text-center text-xs text-stone">{t('widget.timezoneNote')}</p>
      </div>
    </form>
  );
}
