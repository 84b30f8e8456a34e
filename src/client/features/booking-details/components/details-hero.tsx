import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BookingProgress } from '../../../components/ui/booking-progress.tsx';

interface DetailsHeroProps {
  backHref: string;
  backLabel: string;
  /** The line above the title (the service name on the special-service page). */
  eyebrow: string;
  title: string;
}

/** The dark band of step 4: back, the progress, the page's one h1 and its lead. */
export function DetailsHero({ backHref, backLabel, eyebrow, title }: DetailsHeroProps) {
  const { t } = useTranslation('booking');
  return (
    <section
      aria-labelledby="booking-details-title"
      className="relative isolate overflow-hidden bg-ink text-ivory"
    >
      <img
        src="/images/hero-skyline.svg"
        alt=""
        width={1600}
        height={900}
        decoding="async"
        className="absolute inset-0 -z-20 size-full object-cover opacity-60"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[linear-gradient(100deg,rgb(12_12_13/0.97)_0%,rgb(12_12_13/0.85)_55%,rgb(12_12_13/0.6)_100%)]"
      />
      <div className="container-page pt-8 pb-32 sm:pt-10 sm:pb-36">
        <Link
          to={backHref}
          data-testid="booking-back"
          className="inline-flex items-center gap-2 rounded-sm text-sm font-medium text-ivory/75 transition-colors hover:text-gold"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {backLabel}
        </Link>
        <div className="mt-8 max-w-4xl">
          <BookingProgress current={4} />
        </div>
        <p className="mt-10 text-xs font-semibold tracking-[0.22em] text-gold uppercase">{eyebrow}</p>
        <h1
          id="booking-details-title"
          className="mt-3 max-w-3xl font-display text-4xl leading-tight font-semibold text-balance sm:text-5xl"
        >
          {title}
        </h1>
        <p className="mt-4 max-w-2xl text-base leading-relaxed text-ivory/75 sm:text-lg">{t('lead')}</p>
      </div>
    </section>
  );
}
