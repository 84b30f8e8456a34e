import { useTranslation } from 'react-i18next';
import { AboutAchievements } from '../../features/marketing/components/company/about-achievements.tsx';
import { AboutCta } from '../../features/marketing/components/company/about-cta.tsx';
import { AboutHero } from '../../features/marketing/components/company/about-hero.tsx';
import { AboutMission } from '../../features/marketing/components/company/about-mission.tsx';
import { AboutStory } from '../../features/marketing/components/company/about-story.tsx';
import { AboutValues } from '../../features/marketing/components/company/about-values.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Island } from '../../components/island.tsx';

/** /about: story, achievements, values, mission, and the links onward (fleet, join the team, book, call). */
export function Component() {
  const { t } = useTranslation('company');
  usePageTitle(t('about.pageTitle'));
  return (
    <>
      <AboutHero />
      <Island id="about-1">
        <AboutStory />
      </Island>
      <Island id="about-2">
        <AboutAchievements />
      </Island>
      <Island id="about-3">
        <AboutValues />
      </Island>
      <Island id="about-4">
        <AboutMission />
      </Island>
      <Island id="about-5">
        <AboutCta />
      </Island>
    </>
  );
}
