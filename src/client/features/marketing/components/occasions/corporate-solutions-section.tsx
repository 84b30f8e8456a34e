import { ArrowRight, Briefcase, Route, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { SectionHeading } from '../../../../components/ui/section-heading.tsx';
import { CORPORATE_SERVICES, type CorporateServiceId } from '../../lib/offers.ts';

const ICONS: Record<CorporateServiceId, typeof Briefcase> = {
  'executive-transfers': Briefcase,
  'road-shows': Route,
  'group-transportation': Users,
};

/** Event packages page: the corporate services in brief, with a link to /services/corporate. */
export function CorporateSolutionsSection() {
  const { t } = useTranslation('occasions');
  return (
    <section aria-labelledby="corporate-solutions-title" className="bg-ink py-20 text-ivory sm:py-28">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div>
          <SectionHeading
            id="corporate-solutions-title"
            tone="dark"
            eyebrow={t('eventPackages.corporate.eyebrow')}
            title={t('eventPackages.corporate.title')}
            lead={t('eventPackages.corporate.lead')}
          />
          <ul className="mt-10 flex flex-wrap gap-3">
            {CORPORATE_SERVICES.map(({ id }) => {
              const Icon = ICONS[id];
              return (
                <li
                  key={id}
                  className="flex items-center gap-2.5 rounded-full bg-ink-soft px-4 py-2.5 text-sm font-semibold ring-1 ring-ivory/10"
                >
                  <Icon className="size-4 shrink-0 text-gold" aria-hidden strokeWidth={1.75} />
                  {t(`eventPackages.corporate.items.${id}`)}
                </li>
              );
            })}
          </ul>
          <ButtonLink to="/services/corporate" size="lg" className="mt-10">
            {t('eventPackages.corporate.button')}
            <ArrowRight className="size-4" aria-hidden />
          </ButtonLink>
        </div>
        <div className="overflow-hidden rounded-2xl ring-1 ring-gold/25">
          <img
            src="/images/services/corporate.svg"
            alt={t('eventPackages.corporate.imageAlt')}
            loading="lazy"
            decoding="async"
            width={800}
            height={520}
            className="aspect-[16/10] size-full object-cover"
          />
        </div>
      </div>
    </section>
  );
}
