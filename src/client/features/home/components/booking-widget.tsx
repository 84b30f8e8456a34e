import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  readDraft,
  rememberedVehicleId,
  rememberVehicle,
  saveDraft,
} from '../../../booking/lib/booking-draft.ts';
import { useServices } from '../../../lib/catalog-queries.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { useIdle } from '../hooks/use-idle.ts';
import { loadRideDetailsForm } from '../lib/deferred-forms.ts';
import type { RideRoute } from '../lib/ride-route.ts';
import {
  BOOKING_WIDGET_ID,
  draftWithRide,
  hasRideFields,
  rideFromParams,
  serviceFromParams,
} from '../lib/service-links.ts';
import { BookingTabs, type BookingTab } from './booking-tabs.tsx';
import { FormSkeleton } from './form-skeleton.tsx';
import { ServiceStep } from './service-step.tsx';

const RideDetailsForm = lazy(loadRideDetailsForm);

const PLACEHOLDER = 'select';
const TAB_SERVICE: Record<BookingTab, string> = { 'point-to-point': 'point-to-point', hourly: 'hourly' };
const tabFor = (serviceId: string): BookingTab => (serviceId === 'hourly' ? 'hourly' : 'point-to-point');

interface WidgetState {
  tab: BookingTab;
  serviceId: string;
  step: 1 | 2;
  showRequired: boolean;
  /** Move focus into the ride form when it opens (after NEXT STEP, not after a link or a reload). */
  focusForm: boolean;
  /** The router location this state last followed (?service= and ?showMap= are applied once per navigation). */
  locationKey: string;
  /** The navigation whose ride parameters last filled the ride form (a new one remounts the form). */
  prefillKey: string;
  /**
   * The vehicle asked for (?vehicle=, the fleet page's Book Now) or remembered from vehicle selection, shown on
   * the ride form: the vehicle step marks it.
   */
  vehicleId: string | null;
}

/** Whether a link asks for the widget: a service, the map, or a ride's addresses. */
function opensWidget(params: URLSearchParams): boolean {
  return (
    Boolean(params.get('service')) ||
    params.get('showMap') === 'true' ||
    hasRideFields(rideFromParams(params)) ||
    Boolean(rideFromParams(params).vehicle)
  );
}

/**
 * ?service={id} preselects a service and opens step 2; ?showMap=true opens step 2 directly; the booking link's
 * ride parameters (pickup, destination, date, time, hours, passengers, bags, package, type; see
 * src/shared/domain/booking-link.ts) replace the draft's values and open step 2, so the ride form shows them
 * and the map routes the addresses as if typed; ?vehicle={id} is remembered for vehicle selection and shown
 * on the form. Writes the draft (idempotent: a re-render applies the same values again).
 */
function applyParams(search: string, state: WidgetState, locationKey: string): WidgetState | null {
  const params = new URLSearchParams(search);
  const service = serviceFromParams(params);
  const ride = rideFromParams(params);
  if (ride.vehicle) rememberVehicle(ride.vehicle);
  const prefill = hasRideFields(ride);
  if (!service && params.get('showMap') !== 'true' && !prefill && !ride.vehicle) return null;
  const serviceId = service ?? (state.serviceId !== PLACEHOLDER ? state.serviceId : TAB_SERVICE[state.tab]);
  if (prefill) saveDraft(draftWithRide(readDraft(), ride, serviceId));
  return {
    ...state,
    serviceId,
    tab: tabFor(serviceId),
    step: 2,
    showRequired: false,
    focusForm: false,
    prefillKey: prefill ? locationKey : state.prefillKey,
    vehicleId: ride.vehicle ?? state.vehicleId,
  };
}

function initialState(search: string, locationKey: string): WidgetState {
  const base: WidgetState = {
    tab: 'point-to-point',
    serviceId: PLACEHOLDER,
    step: 1,
    showRequired: false,
    focusForm: false,
    locationKey,
    prefillKey: '',
    // The fleet page's Book Now remembers its vehicle before opening the booking start.
    vehicleId: rememberedVehicleId(),
  };
  const draftService = readDraft()?.serviceType;
  const fromDraft: WidgetState = draftService
    ? { ...base, serviceId: draftService, tab: tabFor(draftService), step: 2 }
    : base;
  return applyParams(search, fromDraft, locationKey) ?? fromDraft;
}

interface BookingWidgetProps {
  /** Step 2 (the ride form) opened or closed: the hero shows its route map beside the open form. */
  onFormOpenChange?: (open: boolean) => void;
  /** The ride's ends, as the form picks them up (see RideDetailsForm). */
  onRouteChange?: (route: RideRoute) => void;
}

/**
 * The hero booking widget: trip-type tabs, step 1 (service type) and step 2 (ride details).
 * Reads ?service=, ?showMap= and the booking link's parameters on every navigation to the home page and
 * scrolls itself into view.
 */
export function BookingWidget({ onFormOpenChange, onRouteChange }: BookingWidgetProps) {
  const { t, i18n } = useTranslation('home');
  const lang = useContentLanguage();
  const location = useLocation();
  const services = useServices();
  const idPrefix = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusAfterStep = useRef(false);
  const firstLocationKey = useRef(location.key);
  const [state, setState] = useState(() => initialState(location.search, location.key));
  const idle = useIdle();

  // Fetch step 2's code (and the address field's texts) ahead of the NEXT STEP click.
  useEffect(() => {
    if (!idle) return;
    void loadRideDetailsForm();
    void i18n.loadNamespaces('maps');
  }, [idle, i18n]);

  // A new navigation (for example a service card link on this page) re-applies the URL parameters.
  if (state.locationKey !== location.key) {
    const next = applyParams(location.search, state, location.key);
    setState({ ...(next ?? state), locationKey: location.key });
  }

  const visible = services.data?.filter((s) => !s.hidden);
  const selected = visible?.find((s) => s.id === state.serviceId);
  // A draft or link naming an unknown or hidden service falls back to the placeholder.
  const serviceId = visible && !selected ? PLACEHOLDER : state.serviceId;
  const step = serviceId === PLACEHOLDER ? 1 : state.step;

  // Before paint, so a page that opens on step 2 (?showMap=true, a saved draft) lays out its map at once.
  useLayoutEffect(() => {
    onFormOpenChange?.(step === 2);
  }, [step, onFormOpenChange]);

  useEffect(() => {
    if (!opensWidget(new URLSearchParams(location.search))) return;
    const navigatedHere = location.key !== firstLocationKey.current;
    const frame = requestAnimationFrame(() => {
      const card = cardRef.current;
      if (!card) return;
      const top = card.getBoundingClientRect().top;
      // The layout scrolls to a #hash itself; otherwise bring the card up unless it already sits in view.
      if (!location.hash && (top < 64 || top > window.innerHeight * 0.4))
        card.scrollIntoView({ block: 'start' });
      if (navigatedHere) headingRef.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [location.key, location.search, location.hash]);

  // Back on step 1 after "Change service": focus the select. (Step 2's form focuses its first field itself.)
  useEffect(() => {
    if (!focusAfterStep.current || step !== 1) return;
    focusAfterStep.current = false;
    panelRef.current?.querySelector<HTMLElement>('select')?.focus();
  }, [step]);

  const changeTab = (tab: BookingTab) => {
    if (tab === state.tab) return;
    setState((s) => ({
      ...s,
      tab,
      step: 1,
      showRequired: false,
      serviceId: tab === 'hourly' ? 'hourly' : s.serviceId === 'hourly' ? PLACEHOLDER : s.serviceId,
    }));
  };

  const chooseService = (id: string) =>
    setState((s) => ({
      ...s,
      serviceId: id,
      showRequired: false,
      tab: id === PLACEHOLDER ? s.tab : tabFor(id),
    }));

  const nextStep = () => {
    if (!selected) {
      setState((s) => ({ ...s, showRequired: true }));
      return;
    }
    setState((s) => ({ ...s, step: 2, showRequired: false, focusForm: true }));
  };

  const changeService = () => {
    focusAfterStep.current = true;
    setState((s) => ({ ...s, step: 1, focusForm: false }));
  };

  const tabId = `${idPrefix}-tab-${state.tab}`;

  return (
    <div
      id={BOOKING_WIDGET_ID}
      ref={cardRef}
      className="scroll-mt-24 rounded-2xl bg-ivory p-6 text-ink shadow-[0_30px_80px_-20px_rgb(0_0_0/0.6)] ring-1 ring-gold/20 sm:p-8"
    >
      <p className="eyebrow">{t('widget.eyebrow')}</p>
      <h2 ref={headingRef} tabIndex={-1} className="mt-2 font-display text-3xl leading-tight font-semibold">
        {t('widget.title')}
      </h2>
      <div className="mt-6">
        <BookingTabs value={state.tab} onChange={changeTab} idPrefix={idPrefix} />
      </div>
      <div
        ref={panelRef}
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={tabId}
        className="mt-6"
        data-step={step}
      >
        {step === 1 || (!selected && !services.isPending) ? (
          <ServiceStep
            services={services.data}
            loading={services.isPending}
            failed={services.isError}
            onRetry={() => void services.refetch()}
            value={serviceId}
            onChange={chooseService}
            showRequired={state.showRequired}
            onNext={nextStep}
          />
        ) : !selected ? (
          <FormSkeleton fields={4} />
        ) : (
          <div className="grid gap-5">
            <div className="flex items-center justify-between gap-4 rounded-xl border border-gold/30 bg-white px-4 py-3">
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-[0.18em] text-stone uppercase">
                  {t('widget.selectedService')}
                </p>
                <p
                  className="truncate font-display text-xl font-semibold"
                  data-testid="widget-selected-service"
                >
                  {lang === 'es' ? selected.nameEs : selected.name}
                </p>
              </div>
              <button
                type="button"
                onClick={changeService}
                className="shrink-0 rounded-sm text-sm font-semibold text-gold-dark underline-offset-4 hover:underline"
              >
                {t('widget.changeService')}
              </button>
            </div>
            <Suspense fallback={<FormSkeleton fields={4} />}>
              <RideDetailsForm
                key={`${selected.id}:${state.prefillKey}`}
                serviceType={selected.id}
                serviceName={selected.name}
                autoFocus={state.focusForm}
                onRouteChange={onRouteChange}
                requestedVehicleId={state.vehicleId}
              />
            </Suspense>
          </div>
        )}
      </div>
    </div>
  );
}
