import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { PageHero } from '../../../../components/ui/page-hero.tsx';
import { EVENT_OCCASIONS_ID } from './event-occasions-section.tsx';

/** Events page intro: the red-carpet illustration, the promise, and the two ways forward. */
export function EventsHero() {
  const { t } = useTranslation('occasions');
  return (
    <PageHero
      id="events-title"
      eyebrow={t('events.hero.eyebrow')}
      title={t('events.hero.title')}
      lead={t('events.hero.lead')}
      image="/images/services/events.svg"
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={`#${EVENT_OCCASIONS_ID}`} variant="primary" size="lg">
          {t('events.hero.explore')}
          <ArrowRight className="size-4" aria-hidden />
        </ButtonLink>
        <ButtonLink
          to="/#contact"
          variant="outline-light"
          size="lg"
          className="h-auto! min-h-13 py-3 text-center leading-snug"
        >
          {t('events.hero.quote')}
        </ButtonLink>
      </div>
    </PageHero>
  );
}
