import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LatLng, Prediction } from '../../../../shared/contracts/maps.ts';
import type { QuoteResponse } from '../../../../shared/contracts/quotes.ts';
import { MAX_BAGS, MAX_PARTY } from '../../../../shared/domain/ride-size.ts';
import { nyInstantIso } from '../../../../shared/domain/new-york-time.ts';
import { AddressInput } from '../../../booking/components/address-input.tsx';
import { quoteQuery } from '../../../booking/api/quote-api.ts';
import { terminalAddress, zoneAddress } from '../../../booking/lib/airport-places.ts';
import {
  clearAirportSelection,
  loadAirportSelection,
  readDraft,
  saveRide,
} from '../../../booking/lib/booking-draft.ts';
import { placeDraftFields, type PlaceRef, type RouteEnd } from '../../../booking/lib/draft-places.ts';
import type { AirportServiceSelection, BookingDraft } from '../../../booking/lib/draft-types.ts';
import { quoteRequestFromDraft } from '../../../booking/lib/quote-request.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DateTimeFieldset } from '../../../components/ui/date-time-fieldset.tsx';
import { Field, Select } from '../../../components/ui/form-field.tsx';
import { usePackagePrices } from '../../../lib/catalog-queries.ts';
import { fieldMessages, useErrorText } from '../../../lib/error-text.ts';
import { useCurrentLocation } from '../hooks/use-current-location.ts';
import { newYorkNow } from '../lib/new-york-time.ts';
import { rideFormSchema, type RideFormValues } from '../lib/ride-form-schema.ts';
import { asksHours, defaultHours, HOUR_CHOICES, shownPackageId } from '../lib/ride-packages.ts';
import { commitTyped, rideRouteFromDraft, type RideRoute } from '../lib/ride-route.ts';
import { ApproximatePlaceNotice, type ApproximatePlace } from './approximate-place.tsx';
import { AirportCard } from './airport-card.tsx';
import { CountStepper } from './count-stepper.tsx';
import { CurrentLocationButton } from './current-location-button.tsx';
import { RideChoices } from './ride-choices.tsx';

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

type Places = Record<RouteEnd, PlaceRef | null>;
type Review = Partial<Record<RouteEnd, ApproximatePlace>>;
const ENDS: RouteEnd[] = ['pickup', 'destination'];

/** The airport card's choices: a terminal of the selection's airport and one of its Manhattan areas. */
interface AirportChoice {
  terminal: string;
  zone: string;
}

/** Where the server's field problems (POST /api/quotes) show on this form. */
const SERVER_FIELDS: Record<string, keyof RideFormValues> = {
  pickup: 'pickupAddress',
  destination: 'destinationAddress',
  pickupDateTime: 'pickupTime',
  returnDateTime: 'returnTime',
  returnTrip: 'returnTime',
  hours: 'hours',
  passengers: 'passengers',
  bags: 'bags',
};

function initialValues(draft: BookingDraft | null, hours: number): RideFormValues {
  return {
    pickupAddress: draft?.pickupAddress ?? '',
    destinationAddress: draft?.destinationAddress ?? '',
    pickupDate: draft?.pickupDate ?? '',
    pickupTime: draft?.pickupTime ?? '',
    returnTrip: draft?.returnTrip ?? false,
    returnDate: draft?.returnDate ?? '',
    returnTime: draft?.returnTime ?? '',
    hours,
    passengers: draft?.passengers ?? 1,
    bags: draft?.bags ?? 0,
  };
}

const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? { value: n } : null);

function toDraft(
  serviceType: string,
  serviceName: string,
  v: Partial<RideFormValues>,
  places: Places,
  airport: AirportChoice | null,
): BookingDraft {
  const returnTrip = Boolean(v.returnTrip);
  const pickupAddress = v.pickupAddress?.trim() ?? '';
  const destinationAddress = v.destinationAddress?.trim() ?? '';
  const hours = asksHours(serviceType) ? count(v.hours) : null;
  const passengers = count(v.passengers);
  const bags = count(v.bags);
  // saveRide keeps a package chosen on a marketing page (hourly, wedding, event, route) with the draft.
  return {
    serviceType,
    serviceName,
    pickupAddress,
    destinationAddress,
    // The picked suggestion's place_id (or the located or confirmed point) while the text is still that place's.
    ...placeDraftFields('pickup', pickupAddress, places.pickup),
    ...placeDraftFields('destination', destinationAddress, places.destination),
    pickupDate: v.pickupDate ?? '',
    pickupTime: v.pickupTime ?? '',
    returnTrip,
    ...(returnTrip ? { returnDate: v.returnDate ?? '', returnTime: v.returnTime ?? '' } : {}),
    ...(hours ? { hours: hours.value } : {}),
    ...(passengers ? { passengers: passengers.value } : {}),
    ...(bags ? { bags: bags.value } : {}),
    ...(airport
      ? {
          ...(airport.terminal ? { airportZone: airport.terminal } : {}),
          ...(airport.zone ? { manhattanZone: airport.zone } : {}),
        }
      : {}),
  };
}

/** The airport package the widget shows as the airport card: only on From Airport, with a stored selection. */
function airportFor(serviceType: string): AirportServiceSelection | null {
  return serviceType === 'from-airport' ? loadAirportSelection() : null;
}

/** The ends the quote placed approximately (a street without its number, a town's centre). */
function approximateEnds(quote: QuoteResponse, typed: Record<RouteEnd, string>): Review | null {
  const review: Review = {};
  for (const end of ENDS) {
    const placed = end === 'pickup' ? quote.pickupPlace : quote.destinationPlace;
    if (placed?.approximate)
      review[end] = {
        typed: typed[end],
        placedAddress: placed.address,
        point: placed.location,
        moved: false,
      };
  }
  return Object.keys(review).length ? review : null;
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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const packages = usePackagePrices();
  const initialDraft = useMemo(readDraft, []);
  const hourly = asksHours(serviceType);
  const [airport, setAirport] = useState(() => airportFor(serviceType));
  const [airportChoice, setAirportChoice] = useState<AirportChoice>(() => {
    const terminal = initialDraft?.airportZone ?? '';
    const zone = initialDraft?.manhattanZone ?? '';
    return {
      terminal: airport?.airportZones.includes(terminal) ? terminal : '',
      zone: airport?.destinationZones.includes(zone) ? zone : '',
    };
  });
  const defaultValues = useMemo(() => {
    const v = initialValues(initialDraft, defaultHours(initialDraft, undefined));
    if (!airport) return v;
    // On the airport card the addresses are the chosen terminal's and area's, nothing until chosen.
    const { terminal, zone } = airportChoice;
    return {
      ...v,
      pickupAddress: (terminal && terminalAddress(airport.pickupAirport, terminal)) || '',
      destinationAddress: (zone && zoneAddress(zone)) || '',
    };
    // Computed once, for the form's first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    setError,
    getValues,
    control,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<RideFormValues>({ resolver: zodResolver(rideFormSchema), defaultValues });
  // The place behind each address: picked from the suggestions, located, confirmed on the map, or typed and left.
  const [places, setPlaces] = useState<Places>(() => {
    const { pickup, destination } = rideRouteFromDraft({
      ...initialDraft,
      serviceType,
      pickupAddress: defaultValues.pickupAddress,
      destinationAddress: defaultValues.destinationAddress,
    });
    return { pickup, destination };
  });
  const [review, setReview] = useState<Review | null>(null);
  const [formError, setFormError] = useState<unknown>(null);
  const [continuing, setContinuing] = useState(false);
  const reviewRef = useRef<HTMLDivElement>(null);

  const values = useWatch({ control });
  const returnTrip = useWatch({ control, name: 'returnTrip' });
  const pickupDate = useWatch({ control, name: 'pickupDate' });
  const pickupTime = useWatch({ control, name: 'pickupTime' });
  const today = newYorkNow().date;
  const departureTime = nyInstantIso(pickupDate, pickupTime);
  const choice = airport ? airportChoice : null;

  useEffect(() => {
    if (autoFocus && !airport) setFocus('pickupAddress');
  }, [autoFocus, airport, setFocus]);

  // The package's hours once the package list has loaded (a link naming the package but not the hours).
  useEffect(() => {
    if (!hourly || dirtyFields.hours || !packages.data) return;
    const hours = defaultHours(initialDraft, packages.data.packages);
    if (hours !== getValues('hours')) setValue('hours', hours);
  }, [hourly, dirtyFields.hours, packages.data, initialDraft, getValues, setValue]);

  // Keep the customer's place: what they type survives a reload or a trip back from the next step.
  useEffect(() => {
    saveRide(toDraft(serviceType, serviceName, values, places, choice));
  }, [values, places, serviceType, serviceName, choice]);

  useEffect(() => {
    onRouteChange?.({ pickup: places.pickup, destination: places.destination, departureTime });
  }, [onRouteChange, places, departureTime]);

  // The notice of a place to confirm: brought into view and focused when it appears.
  const reviewShown = review !== null;
  useEffect(() => {
    if (!reviewShown) return;
    const first = reviewRef.current?.querySelector<HTMLElement>('section');
    first?.scrollIntoView({ block: 'nearest' });
    first?.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
  }, [reviewShown]);

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

  // ---- The airport card -------------------------------------------------------------------------------
  const chooseTerminal = (terminal: string) => {
    if (!airport) return;
    const address = terminal ? (terminalAddress(airport.pickupAirport, terminal) ?? '') : '';
    setAirportChoice((c) => ({ ...c, terminal }));
    setValue('pickupAddress', address, { shouldDirty: true, shouldValidate: Boolean(errors.pickupAddress) });
    setPlace('pickup', address ? { address } : null);
  };
  const chooseZone = (zone: string) => {
    const address = zone ? (zoneAddress(zone) ?? '') : '';
    setAirportChoice((c) => ({ ...c, zone }));
    setValue('destinationAddress', address, {
      shouldDirty: true,
      shouldValidate: Boolean(errors.destinationAddress),
    });
    setPlace('destination', address ? { address } : null);
  };
  const leaveAirport = () => {
    clearAirportSelection();
    setAirport(null);
  };

  // ---- GET MY PRICES ------------------------------------------------------------------------------------
  const goOn = (draft: BookingDraft) => {
    saveRide(draft);
    setContinuing(true);
    void navigate(`/vehicle-selection/${encodeURIComponent(serviceType)}`);
  };

  /** The server's field problems on their fields; anything else above the button. */
  const showRefusal = (error: unknown) => {
    const messages = fieldMessages(error) ?? {};
    let shown = false;
    for (const [field, message] of Object.entries(messages)) {
      const name = SERVER_FIELDS[field];
      if (!name) continue;
      setError(name, { type: 'server', message }, { shouldFocus: !shown && !airport });
      shown = true;
    }
    if (!shown) setFormError(error);
  };

  const onValid = async (submitted: RideFormValues) => {
    setFormError(null);
    setReview(null);
    const draft = toDraft(serviceType, serviceName, submitted, places, choice);
    saveRide(draft);
    const saved = readDraft() ?? draft;
    const plan = quoteRequestFromDraft(saved);
    if (plan.kind !== 'ready') {
      goOn(draft);
      return;
    }
    let quote: QuoteResponse;
    try {
      quote = await queryClient.fetchQuery(quoteQuery(plan.request));
    } catch (error) {
      showRefusal(error);
      return;
    }
    const typed = {
      pickup: submitted.pickupAddress.trim(),
      destination: submitted.destinationAddress.trim(),
    };
    // The airport card's places are ours (a terminal, an area): nothing to confirm there.
    const waiting = airport ? null : approximateEnds(quote, typed);
    if (waiting) setReview(waiting);
    else goOn(draft);
  };

  const movePin = (end: RouteEnd, point: LatLng) =>
    setReview((r) => (r?.[end] ? { ...r, [end]: { ...r[end], point, moved: true } } : r));

  const confirm = (end: RouteEnd) => {
    const place = review?.[end];
    if (!review || !place) return;
    // The typed text stays the display text; the confirmed point is what the ride is priced and driven to.
    const confirmed: PlaceRef = { address: place.typed, location: place.point };
    const nextPlaces = { ...places, [end]: confirmed };
    setPlace(end, confirmed);
    const rest: Review = { ...review };
    delete rest[end];
    if (Object.keys(rest).length > 0) {
      setReview(rest);
      return;
    }
    setReview(null);
    goOn(toDraft(serviceType, serviceName, getValues(), nextPlaces, choice));
  };

  const pickupError = errors.pickupDate?.message ?? errors.pickupTime?.message;
  const returnError = errors.returnDate?.message ?? errors.returnTime?.message;
  const waitingEnds = ENDS.filter((end) => {
    const r = review?.[end];
    return r && r.typed === (values[fieldName(end)] ?? '').trim();
  });

  const notice = (end: RouteEnd) => {
    const place = review?.[end];
    if (!place || !waitingEnds.includes(end)) return null;
    return (
      <ApproximatePlaceNotice
        key={`${end}:${place.typed}`}
        end={end}
        place={place}
        onMove={(point) => movePin(end, point)}
        onConfirm={() => confirm(end)}
        last={waitingEnds.length === 1}
        busy={continuing}
      />
    );
  };

  /** The pickup or destination field: suggestions, and the route end kept in step with the text. */
  const addressField = (end: RouteEnd, adornment?: ReactNode) => (
    <Field label={t(`widget.${end}`)} error={errors[`${end}Address`]?.message} className="min-w-0">
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
              wrapperClassName="min-w-0"
              className="min-w-0 text-ellipsis"
            />
          )}
        />
      )}
    </Field>
  );

  /** In the airport card, a problem with the pickup is the terminal's (and the destination the area's). */
  const airportError = (name: 'pickupAddress' | 'destinationAddress', missing: string) => {
    const e = errors[name];
    if (!e) return undefined;
    return e.type === 'server' ? e.message : missing;
  };

  const formErrorText = formError ? (errorText(formError) ?? t('widget.quoteFailed')) : null;

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="grid min-w-0 gap-5">
      <RideChoices
        packageId={airport ? undefined : shownPackageId(initialDraft)}
        packageName={initialDraft?.packageName ?? initialDraft?.routeName}
        showHours={!hourly}
        vehicleId={requestedVehicleId}
      />
      {airport ? (
        <AirportCard
          selection={airport}
          terminal={airportChoice.terminal}
          zone={airportChoice.zone}
          onTerminal={chooseTerminal}
          onZone={chooseZone}
          pickupAddress={values.pickupAddress && airportChoice.terminal ? values.pickupAddress : ''}
          destinationAddress={
            values.destinationAddress && airportChoice.zone ? values.destinationAddress : ''
          }
          terminalError={airportError('pickupAddress', t('widget.airport.terminalRequired'))}
          zoneError={airportError('destinationAddress', t('widget.airport.zoneRequired'))}
          onLeave={leaveAirport}
        />
      ) : (
        <div ref={reviewRef} className="grid min-w-0 gap-5">
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
          {notice('pickup')}
          {addressField('destination')}
          {notice('destination')}
        </div>
      )}
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
      {hourly && (
        <Field label={t('widget.hours')} error={errors.hours?.message} hint={t('widget.hoursHint')}>
          {({ id, describedBy, invalid }) => (
            <Select
              id={id}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('hours', { valueAsNumber: true })}
            >
              {HOUR_CHOICES.map((h) => (
                <option key={h} value={h}>
                  {t('widget.hoursOption', { count: h })}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">{t('widget.party')}</legend>
        <div className="grid grid-cols-2 gap-3">
          <Controller
            control={control}
            name="passengers"
            render={({ field }) => (
              <CountStepper
                name={field.name}
                label={t('widget.passengers')}
                decreaseLabel={t('widget.fewerPassengers')}
                increaseLabel={t('widget.morePassengers')}
                value={field.value}
                min={1}
                max={MAX_PARTY}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.passengers?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="bags"
            render={({ field }) => (
              <CountStepper
                name={field.name}
                label={t('widget.bags')}
                decreaseLabel={t('widget.fewerBags')}
                increaseLabel={t('widget.moreBags')}
                value={field.value}
                min={0}
                max={MAX_BAGS}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.bags?.message}
              />
            )}
          />
        </div>
      </fieldset>
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
      {formErrorText && (
        <p
          role="alert"
          className="text-sm text-danger [overflow-wrap:anywhere]"
          data-testid="ride-form-error"
        >
          {formErrorText}
        </p>
      )}
      {waitingEnds.length > 0 && (
        <p role="status" className="text-sm font-medium text-ink" data-testid="approximate-waiting">
          {t('widget.approximate.waiting', { count: waitingEnds.length })}
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
