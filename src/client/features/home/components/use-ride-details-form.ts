import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LatLng, Prediction } from '../../../../shared/contracts/maps.ts';
import type { QuoteResponse } from '../../../../shared/contracts/quotes.ts';
import { nyInstantIso } from '../../../../shared/domain/new-york-time.ts';
import { quoteQuery } from '../../../booking/api/quote-api.ts';
import { terminalAddress, zoneAddress } from '../../../booking/lib/airport-places.ts';
import { clearAirportSelection, readDraft, saveRide } from '../../../booking/lib/booking-draft.ts';
import type { PlaceRef, RouteEnd } from '../../../booking/lib/draft-places.ts';
import type { BookingDraft } from '../../../booking/lib/draft-types.ts';
import { quoteRequestFromDraft } from '../../../booking/lib/quote-request.ts';
import { usePackagePrices } from '../../../lib/catalog-queries.ts';
import { fieldMessages } from '../../../lib/error-text.ts';
import { useCurrentLocation } from '../hooks/use-current-location.ts';
import { newYorkNow } from '../lib/new-york-time.ts';
import { hourlyRideFormSchema, rideFormSchema, type RideFormValues } from '../lib/ride-form-schema.ts';
import { asksHours, defaultHours } from '../lib/ride-packages.ts';
import { commitTyped, rideRouteFromDraft, type RideRoute } from '../lib/ride-route.ts';
import {
  airportFor,
  approximateEnds,
  ENDS,
  formDefaults,
  initialAirportChoice,
  SERVER_FIELDS,
  toDraft,
  type AirportChoice,
  type Places,
  type Review,
} from './ride-details-draft.ts';

export interface RideDetailsOptions {
  serviceType: string;
  /** English name, stored with the draft. */
  serviceName: string;
  /** Focus the pickup address on mount. */
  autoFocus: boolean;
  /** The ends to draw on the hero map, each time one is picked, located or typed and left. */
  onRouteChange?: (route: RideRoute) => void;
}

const addressFieldName = (end: RouteEnd) => (end === 'pickup' ? 'pickupAddress' : 'destinationAddress');

/**
 * The ride details form's state: the fields (react-hook-form), the place behind each address, the airport
 * card's choices, the draft kept in step, and GET MY PRICES (quote first, then the places to confirm, then on
 * to the vehicles).
 */
export function useRideDetailsForm({
  serviceType,
  serviceName,
  autoFocus,
  onRouteChange,
}: RideDetailsOptions) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const packages = usePackagePrices();
  const initialDraft = useMemo(readDraft, []);
  const hourly = asksHours(serviceType);
  const [airport, setAirport] = useState(() => airportFor(serviceType));
  const [airportChoice, setAirportChoice] = useState<AirportChoice>(() =>
    initialAirportChoice(initialDraft, airport),
  );
  // The form's first values, computed once for its first render.
  const [defaultValues] = useState(() =>
    formDefaults(initialDraft, defaultHours(initialDraft, undefined), airport, airportChoice),
  );
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    setError,
    getValues,
    control,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<RideFormValues>({
    // An hourly ride's destination is optional and it has no return leg (PRODUCT decision 20).
    resolver: zodResolver(hourly ? hourlyRideFormSchema : rideFormSchema),
    defaultValues: hourly ? { ...defaultValues, returnTrip: false } : defaultValues,
  });
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
  const pick = (end: RouteEnd, prediction: Prediction) => {
    setValue(addressFieldName(end), prediction.description, {
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

  // The ends still waiting to be confirmed: while the address still reads as it was typed.
  const waitingEnds = ENDS.filter((end) => {
    const r = review?.[end];
    return r && r.typed === (values[addressFieldName(end)] ?? '').trim();
  });

  return {
    register,
    control,
    errors,
    isSubmitting,
    onSubmit: handleSubmit(onValid),
    initialDraft,
    hourly,
    values,
    returnTrip,
    pickupDate,
    today,
    airport: { selection: airport, choice: airportChoice, chooseTerminal, chooseZone, leave: leaveAirport },
    addresses: { location, pick, leave, reviewRef, review, waitingEnds, movePin, confirm },
    formError,
    continuing,
  };
}
