import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RouteMap, routeMapProps, type RouteMapProps } from '../../../components/map/route-map.tsx';
import { BookingHero } from '../../../booking/components/booking-hero.tsx';
import { rememberedVehicleId, saveDraft } from '../../../booking/lib/booking-draft.ts';
import type { BookingDraft } from '../../../booking/lib/draft-types.ts';
import { useVehicles } from '../../../lib/catalog-queries.ts';
import { useQuote } from '../../../booking/api/quote-api.ts';
import { useBookingFormat } from '../../../booking/hooks/use-booking-format.ts';
import { useVehicleChoice } from '../hooks/use-vehicle-choice.ts';
import { priceSummary } from '../lib/price-lines.ts';
import { nyInstantIso } from '../../../../shared/domain/new-york-time.ts';
import { isAirportPickup, ridePromises } from '../lib/ride-promises.ts';
import { hoursNeededFrom, quoteRequestFromDraft, rideSize } from '../../../booking/lib/quote-request.ts';
import { partyTooLargeFor } from '../lib/party-fit.ts';
import { headingKind } from '../../../../shared/prerendered-pages.ts';
import { useRenderStages } from '../../../lib/use-render-stages.ts';
import { ProceedingStatus } from './proceeding-status.tsx';
import { IncompleteRide, NoVehicleFits, PackageNotice, QuoteError, RouteNotice } from './quote-problem.tsx';
import { RideSummary } from './ride-summary.tsx';
import { VehicleOptionCard } from './vehicle-option-card.tsx';
import { VehicleOptionSkeleton } from './vehicle-option-skeleton.tsx';

/** Step 3 of the booking. */
const NEXT_STEP = '/auth';
/** Cards shown while the catalogue is not there either (the fleet's size). */
const SKELETONS = 5;

interface VehicleSelectionProps {
  /** The URL's service type: it chooses the heading. */
  serviceType: string;
  /** The saved booking draft, read once when the page opens. */
  draft: BookingDraft;
}

/**
 * /vehicle-selection/{serviceType}, step 2: the ride summary, the route map and every vehicle priced by the
 * server (POST /api/quotes). Choosing one stores it with the draft and moves on to /auth after 1 second.
 */
export function VehicleSelection({ serviceType, draft: opened }: VehicleSelectionProps) {
  const { t } = useTranslation('vehicles');
  // The draft as opened, or with the hours its route needs once the customer took the offer (decision 20).
  const [draft, setDraft] = useState(opened);
  const f = useBookingFormat();
  const navigate = useNavigate();
  const plan = useMemo(() => quoteRequestFromDraft(draft), [draft]);
  const quote = useQuote(plan.kind === 'ready' ? plan.request : null);
  const vehicles = useVehicles();
  const [previousId] = useState(rememberedVehicleId);
  const proceed = useCallback(() => void navigate(NEXT_STEP), [navigate]);
  const { chosen, choose } = useVehicleChoice(draft, proceed);

  const data = quote.data;
  // What this ride's perks promise: free cancellation while the pickup is 24 hours away or more (with the
  // deadline), 90 minutes of free waiting at an airport pickup, 15 elsewhere.
  const promises = ridePromises({
    pickupAt: data?.pickupDateTime ?? nyInstantIso(draft.pickupDate, draft.pickupTime),
    now: new Date(),
    airportPickup: isAirportPickup(data?.pickupPlace?.location, draft.pickupAddress),
  });
  // The party checked against each vehicle: the quote's (what the server priced), else the draft's.
  const size = rideSize(draft);
  const party = { passengers: data?.passengers ?? size.passengers, bags: data?.bags ?? size.bags };
  const fits = (data?.vehicles ?? []).map((v) =>
    partyTooLargeFor(
      v,
      vehicles.data?.find((c) => c.id === v.vehicleId),
      party,
    ),
  );
  // A refetch after an error starts as 'pending' again: keep the error (and the focus on Try Again) meanwhile.
  const [failure, setFailure] = useState<Error | null>(null);
  if (quote.error && quote.error !== failure) setFailure(quote.error);
  if (quote.isSuccess && failure) setFailure(null);
  const retrying = failure !== null && quote.isFetching;
  // The refusal's code in the page language; a failure without one (a script error) asks to try again.
  const errorMessage = failure ? (f.message(failure) ?? f.message('common.tryAgain') ?? '') : '';
  // Too few hours for the route given: the hours it needs, offered in one click (saved with the draft).
  const hoursNeeded = hoursNeededFrom(failure);
  const bookHours = useCallback(
    (hours: number) => {
      const next = { ...draft, hours };
      saveDraft(next);
      setDraft(next);
    },
    [draft],
  );

  // The map, when the ride has two ends: loading, the quote's route, or why there is none.
  // (After a refused quote there is nothing to draw: the error says what to fix.)
  const hasEnds = plan.kind === 'ready' && Boolean(plan.request.pickup && plan.request.destination);
  let map: RouteMapProps | null = null;
  if (hasEnds && !failure) {
    const labels = { originLabel: draft.pickupAddress, destinationLabel: draft.destinationAddress };
    map = quote.isPending
      ? { status: 'loading', ...labels }
      : data?.route
        ? { status: 'ready', ...labels, ...routeMapProps(data.route) }
        : {
            status: 'error',
            ...labels,
            errorMessage: f.message(data?.routeNoticeCode) ?? t('map.noRoute'),
          };
  }

  // Priced cards two at first, then one more in each task (useRenderStages): the cards not yet priced keep
  // their skeleton lines a moment longer.
  const pricedStage = useRenderStages(Math.max(1, (data?.vehicles.length ?? 0) - 1), data);

  return (
    <>
      <VehicleSelectionHero serviceType={serviceType} />
      <div className="bg-ivory pb-20 sm:pb-28">
        <div className="container-page relative -mt-20 grid gap-12 sm:-mt-24 sm:gap-16">
          <div
            className={
              map ? 'grid items-stretch gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-8' : 'grid'
            }
          >
            <RideSummary draft={draft} quote={data} wide={!map} />
            {map && <RouteMap {...map} className="h-80 sm:h-96 lg:h-auto lg:min-h-[26rem]" />}
          </div>

          <section aria-labelledby="vehicle-list-title">
            <p className="eyebrow flex items-center gap-3">
              <span aria-hidden className="h-px w-8 bg-current" />
              {t('list.eyebrow')}
            </p>
            <h2 id="vehicle-list-title" className="section-title mt-4 text-balance">
              {t('list.title')}
            </h2>
            <p className="section-lead">{t('list.lead')}</p>

            <div className="mt-10 grid gap-6" aria-busy={quote.isFetching || undefined}>
              {plan.kind === 'incomplete' ? (
                <IncompleteRide missing={plan.missing} />
              ) : failure ? (
                <QuoteError
                  message={errorMessage}
                  onRetry={() => void quote.refetch()}
                  retrying={retrying}
                  hoursNeeded={hoursNeeded}
                  onBookHours={bookHours}
                />
              ) : quote.isPending ? (
                <>
                  <p role="status" className="sr-only">
                    {t('list.loading')}
                  </p>
                  {/* The cards as they will be, from the catalogue, each price a skeleton of its lines. */}
                  {vehicles.data
                    ? vehicles.data.map((v) => (
                        <VehicleOptionCard
                          key={v.id}
                          vehicleId={v.id}
                          price={null}
                          vehicle={v}
                          promises={promises}
                          format={f}
                          selected={false}
                          previous={previousId === v.id}
                          tooSmallFor={null}
                          onSelect={() => undefined}
                        />
                      ))
                    : Array.from({ length: SKELETONS }, (_, i) => <VehicleOptionSkeleton key={i} />)}
                </>
              ) : data ? (
                <>
                  {data.packageNoticeCode && (
                    <PackageNotice message={f.message(data.packageNoticeCode) ?? data.packageNotice ?? ''} />
                  )}
                  {data.routeNoticeCode && <RouteNotice message={f.message(data.routeNoticeCode) ?? ''} />}
                  {data.vehicles.length > 0 && fits.every(Boolean) && (
                    <NoVehicleFits passengers={party.passengers ?? 1} bags={party.bags ?? 0} />
                  )}
                  {data.vehicles.map((v, i) => (
                    <VehicleOptionCard
                      key={v.vehicleId}
                      vehicleId={v.vehicleId}
                      price={i <= pricedStage ? { quote: v, summary: priceSummary(v, data) } : null}
                      vehicle={vehicles.data?.find((c) => c.id === v.vehicleId)}
                      promises={promises}
                      format={f}
                      selected={chosen?.vehicleId === v.vehicleId}
                      previous={previousId === v.vehicleId}
                      tooSmallFor={fits[i] ?? null}
                      onSelect={() => {
                        if (!fits[i]) choose(v);
                      }}
                    />
                  ))}
                </>
              ) : null}
            </div>
          </section>
        </div>
      </div>
      <ProceedingStatus vehicleName={chosen?.vehicleName ?? null} />
    </>
  );
}

function VehicleSelectionHero({ serviceType }: { serviceType: string }) {
  const { t } = useTranslation('vehicles');
  return (
    <BookingHero
      titleId="vehicle-selection-title"
      back={{ href: '/', label: t('back') }}
      step={2}
      eyebrow={t('eyebrow')}
      title={t(`headings.${headingKind(serviceType)}`)}
      lead={t('lead')}
    />
  );
}

/**
 * The step's first screen as the build renders it (app/frame.ts): its band, and a body as tall as the screen so
 * that the footer is out of sight until the page replaces it.
 */
export function VehicleSelectionFrame({ serviceType }: { serviceType: string }) {
  return (
    <>
      <VehicleSelectionHero serviceType={serviceType} />
      <div className="min-h-svh bg-ivory" />
    </>
  );
}
