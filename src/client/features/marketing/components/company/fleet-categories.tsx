import { Luggage, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../../components/ui/section-heading.tsx';
import { FLEET_CATEGORIES } from '../../lib/offers.ts';

const IMAGES: Record<(typeof FLEET_CATEGORIES)[number]['id'], string> = {
  sedan: '/images/vehicles/sedan-cadillac.svg',
  suv: '/images/vehicles/suv-escalade.svg',
  van: '/images/vehicles/sprinter.svg',
};

/** The three vehicle classes with their passenger and large-bag capacity (section 9's fleet capacity). */
export function FleetCategories() {
  const { t } = useTranslation('company');
  return (
    <section
      id="fleet-categories"
      aria-labelledby="fleet-categories-title"
      className="scroll-mt-20 bg-white py-20 sm:py-28"
    >
      <div className="container-page">
        <SectionHeading
          id="fleet-categories-title"
          eyebrow={t('fleet.categories.eyebrow')}
          title={t('fleet.categories.title')}
          lead={t('fleet.categories.lead')}
        />
        <ul className="mt-12 grid gap-6 sm:mt-14 md:grid-cols-3">
          {FLEET_CATEGORIES.map((c) => (
            <li key={c.id}>
              <article
                aria-labelledby={`category-${c.id}`}
                data-category={c.id}
                className="flex h-full flex-col overflow-hidden rounded-2xl bg-ivory ring-1 ring-ink/8"
              >
                <div className="aspect-[5/2] bg-[radial-gradient(ellipse_at_50%_75%,#ffffff_0%,var(--color-ivory-deep)_75%)] px-6 pt-6">
                  <img
                    src={IMAGES[c.id]}
                    alt=""
                    width={800}
                    height={320}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-contain"
                  />
                </div>
                <div className="flex flex-1 flex-col p-6 sm:p-7">
                  <h3
                    id={`category-${c.id}`}
                    className="font-display text-2xl leading-tight font-semibold text-ink"
                  >
                    {t(`fleet.categories.${c.id}.name`)}
                  </h3>
                  <p className="mt-3 flex-1 text-sm leading-relaxed text-stone">
                    {t(`fleet.categories.${c.id}.body`)}
                  </p>
                  <p className="mt-4 text-xs leading-relaxed text-stone">
                    <span className="font-semibold tracking-[0.14em] text-ink uppercase">
                      {t('fleet.categories.idealFor')}:
                    </span>{' '}
                    {t(`fleet.categories.${c.id}.ideal`)}
                  </p>
                  <ul
                    aria-label={t('fleet.categories.capacityLabel')}
                    className="mt-6 grid gap-2.5 border-t border-ink/10 pt-6 text-sm font-medium text-ink"
                  >
                    <li className="flex items-center gap-2.5">
                      <Users className="size-4 shrink-0 text-gold-dark" aria-hidden />
                      {t(`fleet.categories.${c.id}.passengers`, { value: c.passengers })}
                    </li>
                    <li className="flex items-center gap-2.5">
                      <Luggage className="size-4 shrink-0 text-gold-dark" aria-hidden />
                      {t(`fleet.categories.${c.id}.bags`, { value: c.bags })}
                    </li>
                  </ul>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
