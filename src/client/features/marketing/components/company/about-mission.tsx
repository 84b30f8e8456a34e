import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button.tsx';

/** Our mission, with the ways onward: the fleet and joining the team as a chauffeur. */
export function AboutMission() {
  const { t } = useTranslation('company');
  return (
    <section aria-labelledby="about-mission-title" className="bg-ivory-deep py-20 sm:py-28">
      <div className="container-page grid gap-12 lg:grid-cols-[3fr_2fr] lg:items-end lg:gap-20">
        <div>
          <h2 id="about-mission-title" className="eyebrow flex items-center gap-3 font-sans">
            <span aria-hidden className="h-px w-8 bg-current" />
            {t('about.mission.eyebrow')}
          </h2>
          <blockquote className="mt-6 font-display text-3xl leading-snug font-medium text-balance text-ink sm:text-[2.75rem] sm:leading-[1.15]">
            <p>“{t('about.mission.quote')}”</p>
          </blockquote>
          <p className="mt-6 max-w-2xl text-base leading-relaxed text-stone sm:text-lg">
            {t('about.mission.body')}
          </p>
          <ButtonLink to="/fleet" variant="dark" size="lg" className="mt-8">
            {t('about.mission.fleet')}
            <ArrowRight className="size-4" aria-hidden />
          </ButtonLink>
        </div>
        <aside
          aria-labelledby="about-join-title"
          className="rounded-2xl bg-ink p-7 text-ivory ring-1 ring-gold/30 sm:p-8"
        >
          <h3 id="about-join-title" className="font-display text-3xl leading-tight font-semibold">
            {t('about.mission.joinTitle')}
          </h3>
          <p className="mt-3 text-sm leading-relaxed text-ivory/75">{t('about.mission.joinBody')}</p>
          <ButtonLink to="/driver-request" variant="outline-light" className="mt-6">
            {t('about.mission.join')}
            <ArrowRight className="size-4" aria-hidden />
          </ButtonLink>
        </aside>
      </div>
    </section>
  );
}
