import { useTranslation } from 'react-i18next';
import { MARKETING_FIGURES } from '../../../../../shared/brand.ts';
import { SectionHeading } from '../../../../components/ui/section-heading.tsx';

/** Achievements: the marketing figures of the specification on the dark band. */
export function AboutAchievements() {
  const { t } = useTranslation('company');
  const figures = [
    { key: 'clients', value: MARKETING_FIGURES.clients },
    { key: 'vehicles', value: MARKETING_FIGURES.vehicles },
    { key: 'cities', value: MARKETING_FIGURES.cities },
    { key: 'punctuality', value: MARKETING_FIGURES.punctuality },
    { key: 'service', value: '24/7' },
    {
      key: 'response',
      value: t('about.achievements.minutes', { count: MARKETING_FIGURES.responseMinutes }),
    },
  ] as const;
  return (
    <section aria-labelledby="about-achievements-title" className="bg-ink py-20 text-ivory sm:py-28">
      <div className="container-page">
        <SectionHeading
          id="about-achievements-title"
          tone="dark"
          align="center"
          eyebrow={t('about.achievements.eyebrow')}
          title={t('about.achievements.title')}
          lead={t('about.achievements.lead', { year: MARKETING_FIGURES.since })}
        />
        <dl className="mt-14 grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-ivory/10 ring-1 ring-ivory/10 sm:mt-16 lg:grid-cols-3">
          {figures.map(({ key, value }) => (
            <div
              key={key}
              data-figure={key}
              className="flex flex-col-reverse items-center gap-3 bg-ink px-4 py-10 text-center sm:py-12"
            >
              <dt className="text-xs font-semibold tracking-[0.16em] text-ivory/70 uppercase sm:text-sm sm:tracking-[0.18em]">
                {t(`about.achievements.items.${key}`)}
              </dt>
              <dd className="font-display text-5xl leading-none font-semibold text-gold-light lining-nums sm:text-6xl">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
