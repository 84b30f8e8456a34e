import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BRAND, MARKETING_FIGURES } from '../../../../shared/brand.ts';
import { BookingWidget } from './booking-widget.tsx';
import { HeroFigures } from './hero-figures.tsx';

/** Full-bleed dark hero: headline, figures, call link and the booking widget. */
export function HeroSection() {
  const { t } = useTranslation('home');
  return (
    <section
      id="top"
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-ink text-ivory"
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-20 bg-cover bg-center bg-no-repeat"
        style={{ backgroundImage: 'url(/images/hero-skyline.svg)' }}
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[linear-gradient(100deg,rgb(12_12_13/0.94)_0%,rgb(12_12_13/0.82)_45%,rgb(12_12_13/0.55)_100%)]"
      />
      <div
        aria-hidden
        className="absolute inset-x-0 bottom-0 -z-10 h-40 bg-gradient-to-t from-ink to-transparent"
      />
      <div className="container-page grid gap-12 py-14 sm:py-20 lg:min-h-[calc(100svh-4.5rem)] lg:grid-cols-[minmax(0,1fr)_27rem] lg:grid-rows-[1fr_auto_auto_1fr] lg:gap-x-16 lg:gap-y-14 lg:py-20 xl:gap-x-24">
        <div className="max-w-2xl lg:col-start-1 lg:row-start-2">
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
        <div className="lg:col-start-2 lg:row-span-4 lg:row-start-1 lg:self-center">
          <BookingWidget />
        </div>
        <div className="max-w-2xl lg:col-start-1 lg:row-start-3">
          <HeroFigures />
        </div>
      </div>
    </section>
  );
}
