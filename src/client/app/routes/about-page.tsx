import { useTranslation } from 'react-i18next';
import { AboutAchievements } from '../../features/marketing/components/company/about-achievements.tsx';
import { AboutCta } from '../../features/marketing/components/company/about-cta.tsx';
import { AboutHero } from '../../features/marketing/components/company/about-hero.tsx';
import { AboutMission } from '../../features/marketing/components/company/about-mission.tsx';
import { AboutStory } from '../../features/marketing/components/company/about-story.tsx';
import { AboutValues } from '../../features/marketing/components/company/about-values.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /about: story, achievements, values, mission, and the links onward (fleet, join the team, book, call). */
export function Component() {
  const { t } = useTranslation('company');
  usePageTitle(t('about.pageTitle'));
  return (
    <>
      <AboutHero />
      <AboutStory />
      <AboutAchievements />
      <AboutValues />
      <AboutMission />
      <AboutCta />
    </>
  );
}
