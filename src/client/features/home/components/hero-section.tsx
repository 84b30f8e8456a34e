import { Phone } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND, MARKETING_FIGURES } from '../../../../shared/brand.ts';
import { cn } from '../../../components/ui/cn.ts';
import { readDraft } from '../../../booking/lib/booking-draft.ts';
import { rideRouteFromDraft, sameRideRoute, type RideRoute } from '../lib/ride-route.ts';
import { BookingWidget } from './booking-widget.tsx';
import { HeroFigures } from './hero-figures.tsx';

// The map (its frame, the directions query; Leaflet itself loads later still) only once the ride form opens.
const HeroRouteMap = lazy(() => import('./hero-route-map.tsx').then((m) => ({ default: m.HeroRouteMap })));

/** The map's box: under the widget on phones and tablets; beside it, under the headline, on desktops. */
const MAP_BOX = 'h-80 lg:col-start-1 lg:row-start-2 lg:h-auto lg:min-h-72';

/**
 * Full-bleed dark hero: headline, figures, call link and the booking widget. While the widget's ride form
 * is open, the route map sits beside it (under the headline) on desktops and under it on phones.
 */
export function HeroSection() {
  const { t } = useTranslation('home');
  const [formOpen, setFormOpen] = useState(false);
  const [route, setRoute] = useState<RideRoute>(() => rideRouteFromDraft(readDraft()));
  const onRouteChange = useCallback(
    (next: RideRoute) => setRoute((prev) => (sameRideRoute(prev, next) ? prev : next)),
    [],
  );
  return (
    <section
      id="top"
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-ink text-ivory"
    >
      {/* The largest paint: an image in the prerendered HTML (preloaded there), not a background found late. */}
      <img
        src="/images/hero-skyline.svg"
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
        className="absolute inset-0 -z-20 size-full object-cover object-center"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[linear-gradient(100deg,rgb(12_12_13/0.94)_0%,rgb(12_12_13/0.82)_45%,rgb(12_12_13/0.55)_100%)]"
      />
      <div
        aria-hidden
        className="absolute inset-x-0 bottom-0 -z-10 h-40 bg-gradient-to-t from-ink to-transparent"
      />
      <div
        className={cn(
          'container-page grid gap-12 py-14 sm:py-20 lg:min-h-[calc(100svh-4.5rem)] lg:grid-cols-[minmax(0,1fr)_27rem] lg:gap-x-16 lg:gap-y-14 lg:py-20 xl:gap-x-24',
          formOpen ? 'lg:grid-rows-[auto_1fr_auto]' : 'lg:grid-rows-[1fr_auto_auto_1fr]',
        )}
      >
        <div className={cn('max-w-2xl lg:col-start-1', formOpen ? 'lg:row-start-1' : 'lg:row-start-2')}>
          <p className="eyebrow flex items-center gap-3 text-gold">
            <span aria-hidden className="h-px w-8 bg-current" />
            {t('hero.eyebrow', { year: MARKETING_FIGURES.since })}
          </p>
          <h1
            id="hero-title"
            className="mt-6 font-display text-[2.625rem] leading-[1.04] font-semibold text-balance sm:text-6xl lg:text-7xl"
          >
            {t('hero.title')} <em className="block font-medium text-gold-light">{t('hero.titleAccent')}</em>
          </h1>
          <p className="mt-6 max-w-xl text-base leading-relaxed text-ivory/80 sm:text-lg">
            {t('hero.subtitle')}
          </p>
          <a
            href={BRAND.phoneHref}
            className="group mt-8 inline-flex items-center gap-4 rounded-full py-1 pr-2 text-ivory"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-full border border-gold/50 text-gold transition-colors group-hover:bg-gold group-hover:text-ink">
              <Phone className="size-5" aria-hidden />
            </span>
            <span className="grid text-left">
              <span className="text-xs font-medium tracking-[0.16em] text-ivory/70 uppercase">
                {t('hero.callLabel')}
              </span>
              <span className="text-lg font-semibold tracking-wide group-hover:text-gold-light">
                {BRAND.phoneDisplay}
              </span>
            </span>
          </a>
        </div>
        <div
          className={cn(
            'lg:col-start-2 lg:row-start-1',
            formOpen ? 'lg:row-span-2 lg:self-start' : 'lg:row-span-4 lg:self-center',
          )}
        >
          <BookingWidget onFormOpenChange={setFormOpen} onRouteChange={onRouteChange} />
        </div>
        {formOpen && (
          <Suspense fallback={<div className={cn(MAP_BOX, 'rounded-2xl bg-ink-soft ring-1 ring-gold/25')} />}>
            <HeroRouteMap route={route} className={MAP_BOX} />
          </Suspense>
        )}
        <div
          className={cn(
            'max-w-2xl lg:col-start-1',
            formOpen ? 'lg:col-span-2 lg:row-start-3 lg:max-w-none' : 'lg:row-start-3',
          )}
        >
          <HeroFigures />
        </div>
      </div>
    </section>
  );
}
