import { useTranslation } from 'react-i18next';
import { WeddingCustomQuoteSection } from '../../features/marketing/components/occasions/wedding-custom-quote-section.tsx';
import { WeddingHero } from '../../features/marketing/components/occasions/wedding-hero.tsx';
import { WeddingIncludedSection } from '../../features/marketing/components/occasions/wedding-included-section.tsx';
import { WeddingPackagesSection } from '../../features/marketing/components/occasions/wedding-packages-section.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Island } from '../../components/island.tsx';

/** /services/wedding: hero with highlights, three packages, what every package includes, custom quote. */
export function Component() {
  const { t } = useTranslation('occasions');
  usePageTitle(t('wedding.pageTitle'));
  return (
    <>
      <WeddingHero />
      <Island id="wedding-1">
        <WeddingPackagesSection />
      </Island>
      <Island id="wedding-2">
        <WeddingIncludedSection />
      </Island>
      <Island id="wedding-3">
        <WeddingCustomQuoteSection />
      </Island>
    </>
  );
}
