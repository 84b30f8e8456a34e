import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button.tsx';
import { CorporateBenefitsSection } from '../../features/marketing/components/transport/corporate-benefits-section.tsx';
import { CorporateHero } from '../../features/marketing/components/transport/corporate-hero.tsx';
import { CorporateServicesSection } from '../../features/marketing/components/transport/corporate-services-section.tsx';
import { TransportCta } from '../../features/marketing/components/transport/transport-cta.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Island } from '../../components/island.tsx';

/** /services/corporate: the three corporate services, what companies can use today and Contact Corporate Sales. */
export function Component() {
  const { t } = useTranslation('transport');
  usePageTitle(t('corporate.meta.title'));
  return (
    <>
      <CorporateHero />
      <Island id="corporate-1">
        <CorporateServicesSection />
      </Island>
      <Island id="corporate-2">
        <CorporateBenefitsSection />
      </Island>
      <Island id="corporate-3">
        <TransportCta
          page="corporate"
          action={
            <ButtonLink
              to="/#contact"
              variant="dark"
              size="lg"
              className="text-center max-sm:h-auto max-sm:min-h-13 max-sm:py-3 sm:whitespace-nowrap"
            >
              <Mail className="size-4 shrink-0" aria-hidden />
              {t('corporate.cta.action')}
            </ButtonLink>
          }
        />
      </Island>
    </>
  );
}
