import { CalendarCheck, Gem, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MARKETING_FIGURES } from '../../../../../shared/brand.ts';
import { SectionHeading } from '../../../../components/ui/section-heading.tsx';

const FEATURES = [
  { key: 'coordination', Icon: CalendarCheck },
  { key: 'luxury', Icon: Gem },
  { key: 'groups', Icon: Users },
] as const;

/** Events page: event coordination, luxury experience and group accommodations. */
export function EventFeaturesSection() {
  const { t } = useTranslation('occasions');
  return (
    <section aria-labelledby="events-features-title" className="bg-white py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading
          id="events-features-title"
          eyebrow={t('events.features.eyebrow')}
          title={t('events.features.title')}
          lead={t('events.features.lead', { year: MARKETING_FIGURES.since })}
        />
        <ul className="mt-12 grid gap-8 sm:mt-16 md:grid-cols-3">
          {FEATURES.map(({ key, Icon }) => (
            <li key={key} className="flex gap-5 border-t border-ink/10 pt-8 md:block">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full border border-gold/40 text-gold-dark">
                <Icon className="size-5" aria-hidden strokeWidth={1.5} />
              </span>
              <div>
                <h3 className="font-display text-2xl leading-tight font-semibold text-ink md:mt-6">
                  {t(`events.features.${key}.title`)}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-stone sm:text-base md:mt-3">
                  {t(`events.features.${key}.body`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
