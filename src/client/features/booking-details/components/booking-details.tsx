import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '../../../../shared/contracts/auth.ts';
import type { Prediction } from '../../../../shared/contracts/maps.ts';
import { AppError } from '../../../../shared/errors.ts';
import { RouteMap, routeMapProps, type RouteMapProps } from '../../../components/map/route-map.tsx';
import { BookingHero } from '../../../booking/components/booking-hero.tsx';
import { readPendingBooking, saveDraft, savePendingBooking } from '../../../booking/lib/booking-draft.ts';
import {
  draftPlace,
  draftStop,
  locationParam,
  type PlaceRef,
  type RouteEnd,
} from '../../../booking/lib/draft-places.ts';
import type { BookingDraft } from '../../../booking/lib/draft-types.ts';
import { isFixedPackage, quoteRequestFromDraft, rideSize } from '../../../booking/lib/quote-request.ts';
import { fieldMessages } from '../../../lib/error-text.ts';
import { USER_QUERY_KEY } from '../../../lib/session.ts';
import { useCreateBooking } from '../api/create-booking.ts';
import { useBookingFormat } from '../../../booking/hooks/use-booking-format.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { useDetailsQuote } from '../hooks/use-details-quote.ts';
import { bookingRequestFrom, quoteExtras } from '../lib/booking-request.ts';
import {
  RIDE_MESSAGES,
  detailsFormSchema,
  draftWithDetails,
  initialDetailsValues,
  passengerRequest,
  type DetailsFormInput,
  type DetailsFormOutput,
  type PartialDetails,
  type RidePlaces,
} from '../lib/details-form.ts';
import { asksParty, isAirportRide, rideAsks, withOpened, type RidePart } from '../lib/ride-needs.ts';
import { PartyFields } from './party-fields.tsx';
import {
  firstErrorPath,
  quotePartErrors,
  sortServerFields,
  type FieldTarget,
  type FormPath,
} from '../lib/server-fields.ts';
import { bookingSummary, extraPrices } from '../lib/summary-lines.ts';
import { usePriceBasisText } from '../../../booking/hooks/use-price-basis-text.ts';
import { BookingSummary, type SummaryState } from './booking-summary.tsx';
import { AccountCustomer, GuestCustomer } from './customer-card.tsx';
import { ExtrasCard } from './extras-card.tsx';
import { FormAlert } from './form-alert.tsx';
import { RideCard } from './ride-card.tsx';
import { useRenderStages } from '../../../lib/use-render-stages.ts';

/** Step 5 of the booking. */
const NEXT_STEP = '/stripe-checkout';
/** Date and time inputs change piece by piece: ask for a price once they have settled. */
const TIME_SETTLE_MS = 400;

/** Where each missing ride part is asked for, and its message. */
const MISSING_TARGETS: Record<RidePart, { target: FieldTarget; message: string }> = {
  pickup: { target: { path: 'ride.pickupAddress', part: 'pickup' }, message: RIDE_MESSAGES.pickupMissing },
  destination: {
    target: { path: 'ride.destinationAddress', part: 'destination' },
    message: RIDE_MESSAGES.destinationMissing,
  },
  dateTime: { target: { path: 'ride.pickupDate', part: 'dateTime' }, message: RIDE_MESSAGES.dateMissing },
  returnDateTime: {
    target: { path: 'ride.returnDate', part: 'returnDateTime' },
    message: RIDE_MESSAGES.returnMissing,
  },
};

interface BookingDetailsProps {
  /** The saved draft with a chosen vehicle, read once when the page opened. */
  draft: BookingDraft;
  /** The session: an account (read-only details) or a guest (editable details). */
  user: CurrentUser;
  /** /booking-details goes back to /auth; /special-service-booking back to its vehicle selection. */
  variant: 'standard' | 'special';
}

/**
 * Booking details, step 4 of 5: the ride (asking for whatever the draft lacks), the route map, the extras,
 * the customer, and a summary where every line is priced by the server (re-quoted whenever an extra or the
 * ride changes). Continue stores a pending booking (POST /api/bookings) and goes on to payment.
 */
export function BookingDetails({ draft, user, variant }: BookingDetailsProps) {
  const { t } = useTranslation('booking');
  const f = useBookingFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isGuest = user.isGuest;
  const vehicleId = draft.vehicleId ?? '';
  const vehicleHref = `/vehicle-selection/${encodeURIComponent(draft.serviceType)}`;

  // The ride parts asked for: what the draft lacks, plus what the customer or the server opened.
  const initialAsks = useMemo(() => rideAsks(draft), [draft]);
  const [opened, setOpened] = useState<ReadonlySet<RidePart>>(() => new Set());
  const asks = useMemo(() => withOpened(initialAsks, opened, draft), [initialAsks, opened, draft]);
  const open = useCallback(
    (parts: readonly RidePart[]) =>
      setOpened((current) =>
        parts.every((p) => current.has(p)) ? current : new Set([...current, ...parts]),
      ),
    [],
  );

  // The party, when nobody asked it yet (a package from a marketing page).
  const [partyAsked] = useState(() => asksParty(draft));
  const schema = useMemo(
    () => detailsFormSchema({ asks, isGuest, asksParty: partyAsked }),
    [asks, isGuest, partyAsked],
  );
  const [defaultValues] = useState(() => initialDetailsValues(draft, user));
  const form = useForm<DetailsFormInput, unknown, DetailsFormOutput>({
    resolver: zodResolver(schema),
    defaultValues,
    // Focus goes to the first invalid field in page order (see onInvalid), not in registration order.
    shouldFocusError: false,
  });
  const { control, handleSubmit, setError, setFocus, formState } = form;

  // The place behind each address (picked suggestion, or text typed and left) and the flight field.
  const [places, setPlaces] = useState<RidePlaces>(() => ({
    pickup: draftPlace(draft, 'pickup'),
    destination: draftPlace(draft, 'destination'),
  }));
  const [flightOpen, setFlightOpen] = useState(() => Boolean(draft.flightNumber?.trim()));
  // The extra stop as given (a suggestion picked, or the text typed and left): priced with the ride.
  const [stop, setStop] = useState<PlaceRef | null>(() => draftStop(draft));
  // Text typed and left keeps the picked place while it still reads as that place.
  const changeStop = useCallback(
    (given: PlaceRef) =>
      setStop((s) =>
        s?.placeId && s.address.trim() === given.address.trim() ? s : given.address.trim() ? given : null,
      ),
    [],
  );

  // Focus moves after the render that shows the field (an opened ride part, the flight number).
  const pendingFocus = useRef<FormPath | null>(null);
  useEffect(() => {
    const path = pendingFocus.current;
    if (!path) return;
    pendingFocus.current = null;
    setFocus(path);
  });

  // Everything typed is kept with the draft, so a reload keeps it.
  const values = useWatch({ control }) as PartialDetails;
  useEffect(() => {
    saveDraft(draftWithDetails(draft, values, { ...places, stop }, isGuest));
  }, [draft, values, places, stop, isGuest]);

  // The price: the ride (committed addresses, settled times) with the chosen extras.
  const ride = values.ride ?? {};
  const times = {
    pickupDate: ride.pickupDate ?? '',
    pickupTime: ride.pickupTime ?? '',
    returnDate: ride.returnDate ?? '',
    returnTime: ride.returnTime ?? '',
  };
  const settled = useDebouncedValue(times, Object.values(times).join('|'), TIME_SETTLE_MS);
  const plan = quoteRequestFromDraft(
    draftWithDetails(
      draft,
      {
        ride: {
          ...settled,
          pickupAddress: places.pickup?.address ?? '',
          destinationAddress: places.destination?.address ?? '',
          passengers: ride.passengers ?? '',
          bags: ride.bags ?? '',
        },
      },
      places,
      false,
    ),
  );
  // The stop is priced as the place picked (its place_id), else as the text typed.
  const extras = quoteExtras(values.extras, stop ? locationParam(stop) : null);
  const { quote, priceList, updating, sameRoute } = useDetailsQuote(plan, extras);
  const priceBasis = usePriceBasisText(quote.data);

  // A refused ride part (the pickup too soon …) shows on its field, opened if the draft had it.
  const partErrors = quotePartErrors(fieldMessages(quote.error));
  const refused = (Object.keys(partErrors) as RidePart[]).filter((p) => !opened.has(p));
  if (refused.length > 0) open(refused);

  let summaryState: SummaryState;
  if (plan.kind === 'incomplete') summaryState = { kind: 'incomplete' };
  else if (quote.isError) {
    summaryState =
      Object.keys(partErrors).length > 0
        ? { kind: 'fixField' }
        : {
            kind: 'error',
            message: f.message(quote.error) ?? quote.error.message,
            onRetry: () => void quote.refetch(),
            retrying: quote.isFetching,
          };
  } else if (quote.data) {
    const summary = bookingSummary(quote.data, vehicleId, { provisionalTime: plan.provisionalTime });
    summaryState = summary ? { kind: 'ready', summary, updating } : { kind: 'vehicleGone' };
  } else
    summaryState = {
      kind: 'loading',
      shape: {
        legs: plan.request.returnTrip ? 2 : 1,
        extras: [extras.meetAndGreet, extras.childSeat, extras.extraStop].filter(Boolean).length,
        fareDetails: !isFixedPackage(plan.request.packageId),
      },
    };

  // The map, when the ride has two ends: loading, the quote's route, or why there is none.
  let map: RouteMapProps | null = null;
  if (plan.kind === 'ready' && plan.request.pickup && plan.request.destination && !quote.isError) {
    const labels = { originLabel: places.pickup?.address, destinationLabel: places.destination?.address };
    const route = quote.data?.route ?? undefined;
    // A change of an extra keeps the route on the map: only a new pickup or destination draws it again.
    map =
      !quote.data || !sameRoute
        ? { status: 'loading', ...labels }
        : route
          ? { status: 'ready', ...labels, ...routeMapProps(route) }
          : {
              status: 'error',
              ...labels,
              errorMessage: f.message(quote.data.routeNoticeCode) ?? t('map.noRoute'),
            };
  }

  const pick = (end: RouteEnd, prediction: Prediction) =>
    setPlaces((p) => ({ ...p, [end]: { address: prediction.description, placeId: prediction.place_id } }));
  const commit = (end: RouteEnd, text: string) =>
    setPlaces((p) => {
      const address = text.trim();
      const current = p[end];
      if (current?.address.trim() === address) return p;
      return { ...p, [end]: address ? { address } : null };
    });
  const openFlight = () => {
    setFlightOpen(true);
    pendingFocus.current = 'extras.flightNumber';
  };
  const openPart = (part: RidePart) => {
    open([part]);
    pendingFocus.current = MISSING_TARGETS[part].target.path;
  };

  // Submit: the pending booking priced by the server, then payment.
  const create = useCreateBooking();
  const [submitError, setSubmitError] = useState<string | null>(null);

  const markFields = (items: { target: FieldTarget; message: string }[]) => {
    const parts = items.flatMap((i) => (i.target.part ? [i.target.part] : []));
    if (parts.length > 0) open(parts);
    if (items.some((i) => i.target.path === 'extras.flightNumber')) setFlightOpen(true);
    for (const { target, message } of items) setError(target.path, { type: 'server', message });
    const first = items[0];
    if (first) pendingFocus.current = first.target.path;
  };

  const showServerError = (error: unknown) => {
    if (!(error instanceof AppError)) {
      setSubmitError(t('messages.generic'));
      return;
    }
    if (error.status === 401) {
      // The session ended: the page goes back to /auth once the session is read again.
      setSubmitError(t('summary.sessionExpired'));
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      return;
    }
    const { onFields, other } = sortServerFields(fieldMessages(error));
    markFields(onFields);
    if (other.length > 0) setSubmitError(other.map((m) => f.message(m)).join(' '));
    else if (onFields.length === 0) setSubmitError(f.message(error) ?? error.message);
  };

  const onValid = async (submitted: DetailsFormOutput) => {
    setSubmitError(null);
    const completed = draftWithDetails(draft, submitted, { ...places, stop }, isGuest);
    saveDraft(completed);
    // Back from checkout: the pending booking made before is replaced by this one (it can no longer be paid).
    const pending = readPendingBooking();
    const built = bookingRequestFrom(
      completed,
      submitted.extras,
      isGuest ? submitted.guest : null,
      new Date(),
      pending?.bookingId ?? null,
    );
    if (built.kind === 'incomplete') {
      markFields(built.missing.map((part) => MISSING_TARGETS[part]));
      return;
    }
    // Someone else rides (decision 27): signed-in customers only.
    const passenger = isGuest ? undefined : passengerRequest(submitted.passenger);
    if (passenger) built.body.passenger = passenger;
    try {
      const booking = await create.mutateAsync(built.body).catch((error: unknown) => {
        // That booking can no longer be replaced (paid meanwhile, or from another session): book anew.
        if (
          built.body.replacesBookingId &&
          error instanceof AppError &&
          error.code === 'booking.cannotReplace'
        ) {
          const { replacesBookingId: _stale, ...fresh } = built.body;
          return create.mutateAsync(fresh);
        }
        throw error;
      });
      savePendingBooking({ bookingId: booking.id, number: booking.number });
      void navigate(NEXT_STEP);
    } catch (error) {
      showServerError(error);
    }
  };

  const onInvalid = (errors: Record<string, unknown>) => {
    setSubmitError(null);
    const first = firstErrorPath(errors);
    if (first) setFocus(first);
  };

  const serviceName = f.draftService(draft);
  const size = rideSize(draft);
  const partyParts = [
    ...(size.passengers != null ? [t('summary.partyPassengers', { count: size.passengers })] : []),
    ...(size.bags != null ? [t('summary.partyBags', { count: size.bags })] : []),
    ...(size.hours != null ? [t('summary.partyHours', { count: size.hours })] : []),
  ];
  const party = partyParts.length > 0 ? partyParts.join(' · ') : null;
  const submitting = formState.isSubmitting || create.isPending;
  // The ride first, then the map, the extras, the customer and the summary, each in a task of its own (each
  // below or beside what is already shown).
  const stage = useRenderStages(5);

  return (
    <>
      <BookingHero
        titleId="booking-details-title"
        back={{
          // Not /auth: step 3 sends a signed-in visitor straight back here.
          href: vehicleHref,
          label: t('backToVehicles'),
          testId: 'booking-back',
        }}
        step={4}
        eyebrow={variant === 'special' ? serviceName : t('eyebrow')}
        title={t(variant === 'special' ? 'specialTitle' : 'title')}
        lead={t('lead')}
      />
      <div className="min-h-svh bg-ivory pb-20 sm:pb-28">
        <FormProvider {...form}>
          <form
            onSubmit={handleSubmit(onValid, onInvalid)}
            noValidate
            className="container-page relative -mt-20 grid items-start gap-6 sm:-mt-24 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_26rem]"
          >
            <div className="grid min-w-0 gap-6">
              <RideCard
                draft={draft}
                asks={asks}
                initialAsks={initialAsks}
                quote={quote.data}
                partErrors={partErrors}
                onOpen={openPart}
                onPick={pick}
                onCommit={commit}
                format={f}
              />
              {partyAsked && <PartyFields format={f} />}
              {stage >= 2 && map && <RouteMap {...map} className="h-72 sm:h-80" />}
              {stage >= 3 && (
                <ExtrasCard
                  airport={isAirportRide(draft)}
                  flightOpen={flightOpen}
                  onOpenFlight={openFlight}
                  prices={extraPrices(priceList.data, vehicleId)}
                  onStopChange={changeStop}
                  pricesLoading={priceList.isPending && plan.kind === 'ready'}
                  format={f}
                />
              )}
              {stage >= 4 && (isGuest ? <GuestCustomer format={f} /> : <AccountCustomer user={user} />)}
            </div>
            <div className="lg:sticky lg:top-24">
              {stage >= 5 && (
                <BookingSummary
                  vehicleName={draft.vehicleName ?? vehicleId}
                  party={party}
                  priceBasis={priceBasis}
                  changeVehicleHref={vehicleHref}
                  state={summaryState}
                  submitting={submitting}
                  submitError={
                    submitError ? (
                      <FormAlert tone="dark" title={t('summary.submitErrorTitle')}>
                        {submitError}
                      </FormAlert>
                    ) : null
                  }
                  format={f}
                />
              )}
            </div>
          </form>
        </FormProvider>
      </div>
    </>
  );
}
