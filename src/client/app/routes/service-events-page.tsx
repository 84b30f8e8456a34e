import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button.tsx';
import { CtaBand } from '../../features/marketing/components/cta-band.tsx';
import { EventFeaturesSection } from '../../features/marketing/components/occasions/event-features-section.tsx';
import { EventOccasionsSection } from '../../features/marketing/components/occasions/event-occasions-section.tsx';
import { EventsHero } from '../../features/marketing/components/occasions/events-hero.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Island } from '../../components/island.tsx';

/** /services/events: intro, three feature points, wedding / prom / gala cards, custom quote. */
export function Component() {
  const { t } = useTranslation('occasions');
  usePageTitle(t('events.pageTitle'));
  return (
    <>
      <EventsHero />
      <Island id="events-1">
        <EventFeaturesSection />
      </Island>
      <Island id="events-2">
        <EventOccasionsSection />
      </Island>
      <Island id="events-3">
        <CtaBand
          id="events-cta-title"
          title={t('events.cta.title')}
          body={t('events.cta.body')}
          action={
            <ButtonLink to="/#contact" variant="dark" size="lg" className="whitespace-nowrap">
              {t('events.cta.quote')}
            </ButtonLink>
          }
        />
      </Island>
    </>
  );
}
