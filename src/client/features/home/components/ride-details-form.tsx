import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/form-field.tsx';
import {
  loadBookingDraft,
  packageFields,
  saveBookingDraft,
  type BookingDraft,
} from '../../../lib/booking-draft.ts';
import { useCurrentLocation } from '../hooks/use-current-location.ts';
import { newYorkNow } from '../lib/new-york-time.ts';
import { rideFormSchema, type RideFormValues } from '../lib/ride-form-schema.ts';
import { CurrentLocationButton } from './current-location-button.tsx';
import { DateTimeFieldset } from './date-time-fieldset.tsx';

interface RideDetailsFormProps {
  serviceType: string;
  /** English name, stored with the draft. */
  serviceName: string;
  /** Focus the pickup address on mount. */
  autoFocus?: boolean;
}

function initialValues(): RideFormValues {
  const draft = loadBookingDraft();
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

function toDraft(serviceType: string, serviceName: string, v: Partial<RideFormValues>): BookingDraft {
  const returnTrip = Boolean(v.returnTrip);
  return {
    // A package chosen on a marketing page (hourly, wedding, event, route) stays with the draft.
    ...packageFields(loadBookingDraft(), serviceType),
    serviceType,
    serviceName,
    pickupAddress: v.pickupAddress?.trim() ?? '',
    destinationAddress: v.destinationAddress?.trim() ?? '',
    pickupDate: v.pickupDate ?? '',
    pickupTime: v.pickupTime ?? '',
    returnTrip,
    ...(returnTrip ? { returnDate: v.returnDate ?? '', returnTime: v.returnTime ?? '' } : {}),
  };
}

/** Step 2 of the widget: addresses, date and time, optional return; saves the draft and goes to vehicle selection. */
export function RideDetailsForm({ serviceType, serviceName, autoFocus = false }: RideDetailsFormProps) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const defaultValues = useMemo(initialValues, []);
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    control,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RideFormValues>({ resolver: zodResolver(rideFormSchema), defaultValues });

  const returnTrip = useWatch({ control, name: 'returnTrip' });
  const pickupDate = useWatch({ control, name: 'pickupDate' });
  const today = newYorkNow().date;

  useEffect(() => {
    if (autoFocus) setFocus('pickupAddress');
  }, [autoFocus, setFocus]);

  // Keep the customer's place: what they type survives a reload or a trip back from the next step.
  useEffect(() => {
    saveBookingDraft(toDraft(serviceType, serviceName, watch()));
    const sub = watch((values) => saveBookingDraft(toDraft(serviceType, serviceName, values)));
    return () => sub.unsubscribe();
  }, [watch, serviceType, serviceName]);

  const onFound = useCallback(
    (lat: number, lng: number) =>
      setValue('pickupAddress', t('widget.currentLocation', { lat: lat.toFixed(5), lng: lng.toFixed(5) }), {
        shouldValidate: true,
        shouldDirty: true,
        shouldTouch: true,
      }),
    [setValue, t],
  );
  const location = useCurrentLocation(onFound);

  const onValid = (values: RideFormValues) => {
    saveBookingDraft(toDraft(serviceType, serviceName, values));
    void navigate(`/vehicle-selection/${encodeURIComponent(serviceType)}`);
  };

  const msg = (message: string | undefined) => (message ? t(message) : undefined);
  const pickupError = errors.pickupDate?.message ?? errors.pickupTime?.message;
  const returnError = errors.returnDate?.message ?? errors.returnTime?.message;

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="grid gap-5">
      <Field label={t('widget.pickup')} error={msg(errors.pickupAddress?.message)}>
        {({ id, describedBy, invalid }) => (
          <div className="relative">
            <Input
              id={id}
              autoComplete="street-address"
              placeholder={t('widget.pickupPlaceholder')}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              className="pr-14"
              {...register('pickupAddress')}
            />
            <CurrentLocationButton onClick={location.locate} locating={location.locating} />
          </div>
        )}
      </Field>
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
      <Field label={t('widget.destination')} error={msg(errors.destinationAddress?.message)}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            autoComplete="off"
            placeholder={t('widget.destinationPlaceholder')}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...register('destinationAddress')}
          />
        )}
      </Field>
      <DateTimeFieldset
        legend={t('widget.pickupDateTime')}
        dateLabel={t('widget.date')}
        timeLabel={t('widget.time')}
        date={register('pickupDate')}
        time={register('pickupTime')}
        minDate={today}
        dateInvalid={Boolean(errors.pickupDate)}
        timeInvalid={Boolean(errors.pickupTime)}
        error={msg(pickupError)}
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
          error={msg(returnError)}
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
