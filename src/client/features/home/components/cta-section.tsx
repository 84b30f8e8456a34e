import { ArrowRight, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BRAND } from '../../../../shared/brand.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { BOOKING_WIDGET_ID } from '../lib/service-links.ts';

/** Closing call to action: book (opens the widget's ride form) or call. */
export function CtaSection() {
  const { t } = useTranslation('home');
  return (
    <section id="book" aria-labelledby="cta-title" className="relative overflow-hidden bg-gold text-ink">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_15%_0%,rgb(255_255_255/0.35)_0%,transparent_55%)]"
      />
      <div className="container-page relative flex flex-col items-start gap-10 py-20 sm:py-24 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2
            id="cta-title"
            className="font-display text-4xl leading-tight font-semibold text-balance sm:text-5xl"
          >
            {t('cta.title')}
          </h2>
          <p className="mt-4 text-base leading-relaxed text-ink/80 sm:text-lg">{t('cta.body')}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link
            to={`/?showMap=true#${BOOKING_WIDGET_ID}`}
            className={buttonClasses('dark', 'lg', 'whitespace-nowrap')}
          >
            {t('cta.book')}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
          <a
            href={BRAND.phoneHref}
            className={buttonClasses('outline', 'lg', 'border-ink/40 whitespace-nowrap hover:border-ink')}
          >
            <Phone className="size-4" aria-hidden />
            {t('cta.call', { phone: BRAND.phoneDisplay })}
          </a>
        </div>
      </div>
    </section>
  );
}
