import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingView } from '../../../shared/contracts/checkout.ts';
import type { LatLng, RouteInfo } from '../../../shared/contracts/maps.ts';
import { usePublicConfig } from '../../lib/catalog-queries.ts';
import { cn } from '../ui/cn.ts';
import { EndMarkerIcon, RouteIllustration, StartMarkerIcon } from './route-map-art.tsx';
import { routePoints } from './route-points.ts';
import { localAttribution, truncateAddress } from './route-text.ts';

export type RouteMapStatus = 'empty' | 'loading' | 'error' | 'ready';
export type RouteMapTone = 'light' | 'dark';

export interface RouteMapProps {
  /** The specification's four map states: no addresses, loading, error, route displayed. */
  status: RouteMapStatus;
  origin?: LatLng | undefined;
  destination?: LatLng | undefined;
  /** The assigned chauffeur's last reported position (the customer's booking while the trip is live). */
  driver?: LatLng | undefined;
  /** Encoded polyline (precision 5), as RouteInfo.overview_polyline.points. */
  polyline?: string | undefined;
  /** The addresses as the customer gave them; shown cut to 40 characters. */
  originLabel?: string | undefined;
  destinationLabel?: string | undefined;
  distanceText?: string | undefined;
  durationText?: string | undefined;
  /** Shown in the error state (already translated), e.g. "Could not calculate route: …". */
  errorMessage?: string | undefined;
  /** 'dark' on the hero and other dark sections; 'light' on ivory pages. */
  tone?: RouteMapTone;
  /** Sizing (give the frame a height: h-72, aspect-[4/3] …) and placement. */
  className?: string;
}

/** The map's Leaflet part: fetched on first use, never in a page's first-load JavaScript. */
const loadCanvas = () => import('./route-canvas.tsx');
const RouteCanvas = lazy(() => loadCanvas().catch(() => ({ default: CanvasUnavailable })));

/** Fetches the Leaflet chunk ahead of time (e.g. when a form that leads to a route opens). */
export function preloadRouteMap(): void {
  void loadCanvas().catch(() => undefined);
}

/** RouteMap props from a /api/directions or /api/routes answer. */
export function routeMapProps(route: RouteInfo | undefined): Partial<RouteMapProps> {
  if (!route) return {};
  return {
    origin: route.start_location,
    destination: route.end_location,
    polyline: route.overview_polyline.points,
    distanceText: route.distance.text,
    durationText: route.duration.text,
  };
}

/** A stored booking's route for the map (checkout, confirmation), from what the server kept with it. */
export function bookingMapProps(b: BookingView): RouteMapProps {
  const r = b.route;
  const labels = { originLabel: b.pickupAddress, destinationLabel: b.destinationAddress };
  if (!r.polyline && !(r.pickupLocation && r.destinationLocation)) return { status: 'empty', ...labels };
  return {
    status: 'ready',
    ...labels,
    origin: r.pickupLocation ?? undefined,
    destination: r.destinationLocation ?? undefined,
    polyline: r.polyline ?? undefined,
    distanceText: r.estimatedDistance ?? undefined,
    durationText: r.estimatedDuration ?? undefined,
  };
}

/**
 * The route map every booking page shows: a designed placeholder until both addresses are known, a loading
 * state, an error state, then the route with its start and end markers, distance and estimated time.
 * Tiles come from /api/config; without them (no internet) the route still draws on a neutral background.
 */
export function RouteMap({
  status,
  origin,
  destination,
  driver,
  polyline,
  originLabel,
  destinationLabel,
  distanceText,
  durationText,
  errorMessage,
  tone = 'light',
  className,
}: RouteMapProps) {
  const { t } = useTranslation('maps');
  const config = usePublicConfig();
  const points = useMemo(() => routePoints(polyline), [polyline]);
  const start = origin ?? points[0];
  const end = destination ?? points[points.length - 1];
  const hasRoute = points.length > 1 || Boolean(start && end);
  const showRoute = (status === 'ready' || status === 'loading') && (hasRoute || Boolean(driver));
  const dark = tone === 'dark';

  const from = originLabel ? truncateAddress(originLabel) : undefined;
  const to = destinationLabel ? truncateAddress(destinationLabel) : undefined;
  // The text alternative reads the addresses in full.
  const names = { from: originLabel?.trim(), to: destinationLabel?.trim() };
  const alt =
    names.from && names.to
      ? distanceText && durationText
        ? t('map.alt', { ...names, distance: distanceText, duration: durationText })
        : t('map.altShort', names)
      : t('map.label');
  const legend = showRoute && Boolean(from || to || distanceText || durationText);
  // The legend covers the bottom of the map: the route is fitted above it.
  const [legendHeight, setLegendHeight] = useState(0);
  const legendRef = useCallback((el: HTMLElement | null) => {
    if (!el) return;
    const observer = new ResizeObserver(() => setLegendHeight(el.offsetHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const announcement =
    status === 'loading'
      ? t('map.loading')
      : status === 'error'
        ? (errorMessage ?? '')
        : status === 'ready' && hasRoute
          ? alt
          : '';
  const tileUrl = config.data?.mapTileUrl || undefined;
  const [tilesGone, setTilesGone] = useState(false);
  const onTilesGone = useCallback(() => setTilesGone(true), []);
  // The tiles' credit in the page language: "© OpenStreetMap contributors" is the server's English.
  const attribution =
    tileUrl && !tilesGone
      ? localAttribution(config.data?.mapAttribution ?? '', t('map.osmContributors')) || undefined
      : undefined;

  return (
    <figure
      data-testid="route-map"
      data-map-state={status}
      className={cn(
        'relative isolate m-0 overflow-hidden rounded-2xl',
        dark ? 'bg-ink-soft text-ivory ring-1 ring-gold/25' : 'bg-ivory-deep text-ink ring-1 ring-ink/10',
        className,
      )}
    >
      <MapBackdrop dark={dark} />

      {showRoute && (
        <Suspense fallback={null}>
          <RouteCanvas
            points={points}
            origin={start}
            destination={end}
            driver={driver}
            tileUrl={tileUrl}
            tone={tone}
            label={alt}
            bottomInset={legend ? legendHeight + 12 : 0}
            onTilesGone={onTilesGone}
          />
        </Suspense>
      )}

      {status === 'empty' && (
        <StatePanel dark={dark}>
          <RouteIllustration className="mx-auto h-16 w-40" />
          <p className={cn('mt-4 font-display text-2xl font-semibold', dark ? 'text-ivory' : 'text-ink')}>
            {t('map.emptyTitle')}
          </p>
          <p
            className={cn(
              'mx-auto mt-2 max-w-xs text-sm leading-relaxed',
              dark ? 'text-ivory/75' : 'text-stone',
            )}
          >
            {t('map.emptyBody')}
          </p>
        </StatePanel>
      )}

      {status === 'loading' && !showRoute && (
        <StatePanel dark={dark}>
          <Ring />
          <p className={cn('mt-4 text-sm font-medium', dark ? 'text-ivory/85' : 'text-ink')}>
            {t('map.loading')}
          </p>
        </StatePanel>
      )}

      {status === 'loading' && showRoute && (
        <p className="absolute top-3 right-3 z-10 inline-flex items-center gap-2 rounded-full bg-ink/85 px-3 py-1.5 text-xs font-medium text-ivory shadow-lg ring-1 ring-gold/30">
          <span
            aria-hidden
            className="size-3 animate-spin rounded-full border-2 border-gold-light border-t-transparent"
          />
          {t('map.updating')}
        </p>
      )}

      {status === 'error' && (
        <StatePanel dark={dark}>
          <span
            aria-hidden
            className={cn(
              'mx-auto inline-flex size-12 items-center justify-center rounded-full border text-xl font-semibold',
              dark ? 'border-gold/50 text-gold-light' : 'border-danger/40 text-danger',
            )}
          >
            !
          </span>
          <p className={cn('mt-4 text-sm font-semibold', dark ? 'text-ivory' : 'text-danger')}>
            {errorMessage ?? t('map.error', { status: 'UNKNOWN_ERROR' })}
          </p>
          <p className={cn('mt-1 text-sm', dark ? 'text-ivory/70' : 'text-stone')}>{t('map.errorHint')}</p>
        </StatePanel>
      )}

      {legend && (
        <figcaption
          ref={legendRef}
          className="absolute inset-x-3 bottom-3 z-10 grid gap-2.5 rounded-xl bg-ink/90 px-4 py-3 text-ivory shadow-[0_12px_30px_-12px_rgb(0_0_0/0.6)] ring-1 ring-gold/25 sm:flex sm:items-end sm:justify-between sm:gap-4"
        >
          {(from || to) && (
            <ol className="grid min-w-0 gap-1.5 text-sm">
              {from && (
                <li className="flex min-w-0 items-center gap-2">
                  <StartMarkerIcon className="size-4 shrink-0" />
                  <span className="sr-only">{t('map.pickup')}: </span>
                  <span className="truncate" data-testid="route-from">
                    {from}
                  </span>
                </li>
              )}
              {to && (
                <li className="flex min-w-0 items-center gap-2">
                  <EndMarkerIcon className="h-4 w-4 shrink-0" />
                  <span className="sr-only">{t('map.destination')}: </span>
                  <span className="truncate" data-testid="route-to">
                    {to}
                  </span>
                </li>
              )}
            </ol>
          )}
          {(distanceText || durationText) && (
            <dl className="flex shrink-0 gap-6 sm:ml-auto sm:gap-5 sm:text-right">
              {distanceText && (
                <div className="flex flex-col-reverse">
                  <dt className="text-[0.6875rem] font-medium tracking-[0.16em] text-ivory/70 uppercase">
                    {t('map.distance')}
                  </dt>
                  <dd
                    className="font-display text-2xl leading-tight font-semibold text-gold-light lining-nums"
                    data-testid="route-distance"
                  >
                    {distanceText}
                  </dd>
                </div>
              )}
              {durationText && (
                <div className="flex flex-col-reverse">
                  <dt className="text-[0.6875rem] font-medium tracking-[0.16em] text-ivory/70 uppercase">
                    {t('map.duration')}
                  </dt>
                  <dd
                    className="font-display text-2xl leading-tight font-semibold text-gold-light lining-nums"
                    data-testid="route-duration"
                  >
                    {durationText}
                  </dd>
                </div>
              )}
            </dl>
          )}
        </figcaption>
      )}

      {showRoute && attribution && (
        <p
          className={cn(
            'absolute top-2 left-3 z-10 rounded px-1.5 py-0.5 text-[0.6875rem]',
            dark ? 'bg-ink/70 text-ivory/80' : 'bg-ivory/80 text-stone',
          )}
        >
          {t('map.attribution', { attribution })}
        </p>
      )}

      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </figure>
  );
}

/** A neutral street-grid background (Manhattan's 29° grid) that shows when tiles cannot load. */
function MapBackdrop({ dark }: { dark: boolean }) {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div
        className={cn(
          'absolute -inset-1/2 rotate-[29deg]',
          dark
            ? 'bg-[linear-gradient(rgb(248_245_239/0.05)_1px,transparent_1px),linear-gradient(90deg,rgb(248_245_239/0.05)_1px,transparent_1px),linear-gradient(rgb(200_163_90/0.14)_2px,transparent_2px),linear-gradient(90deg,rgb(200_163_90/0.1)_2px,transparent_2px)]'
            : 'bg-[linear-gradient(rgb(12_12_13/0.05)_1px,transparent_1px),linear-gradient(90deg,rgb(12_12_13/0.05)_1px,transparent_1px),linear-gradient(rgb(122_94_38/0.16)_2px,transparent_2px),linear-gradient(90deg,rgb(122_94_38/0.12)_2px,transparent_2px)]',
          'bg-[size:22px_22px,22px_22px,154px_154px,154px_154px]',
        )}
      />
      <div
        className={cn(
          'absolute inset-0',
          dark
            ? 'bg-[radial-gradient(ellipse_at_center,transparent_30%,rgb(12_12_13/0.75)_100%)]'
            : 'bg-[radial-gradient(ellipse_at_center,transparent_35%,rgb(239_233_221/0.9)_100%)]',
        )}
      />
    </div>
  );
}

function StatePanel({ dark, children }: { dark: boolean; children: ReactNode }) {
  return (
    <div className="absolute inset-0 z-10 flex items-center justify-center p-6">
      <div
        className={cn(
          'w-full max-w-sm rounded-xl px-6 py-6 text-center',
          dark ? 'bg-ink/75 ring-1 ring-gold/20' : 'bg-ivory/85 ring-1 ring-ink/10',
        )}
      >
        {children}
      </div>
    </div>
  );
}

function Ring() {
  return (
    <span
      aria-hidden
      className="mx-auto block size-9 animate-spin rounded-full border-[3px] border-gold border-t-transparent"
    />
  );
}

/** When the Leaflet chunk cannot load (offline after a deploy …): the text stays, the drawing goes. */
function CanvasUnavailable() {
  const { t } = useTranslation('maps');
  return (
    <div className="absolute inset-0 flex items-start justify-center p-6 pt-10">
      <p className="rounded-lg bg-ink/80 px-4 py-2 text-sm text-ivory">{t('map.unavailable')}</p>
    </div>
  );
}
