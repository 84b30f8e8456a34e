import { Award, HeartHandshake, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../../components/ui/section-heading.tsx';

const VALUES = [
  { key: 'excellence', Icon: Award },
  { key: 'reliability', Icon: ShieldCheck },
  { key: 'care', Icon: HeartHandshake },
] as const;

/** Our values: Excellence, Reliability, Care. */
export function AboutValues() {
  const { t } = useTranslation('company');
  return (
    <section aria-labelledby="about-values-title" className="bg-white py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading
          id="about-values-title"
          eyebrow={t('about.values.eyebrow')}
          title={t('about.values.title')}
        />
        <ul className="mt-12 grid gap-6 sm:mt-14 md:grid-cols-3">
          {VALUES.map(({ key, Icon }, i) => (
            <li key={key} className="flex flex-col rounded-2xl bg-ivory p-7 ring-1 ring-ink/8 sm:p-8">
              <div className="flex items-center justify-between">
                <span className="inline-flex size-12 items-center justify-center rounded-full border border-gold/40 text-gold-dark">
                  <Icon className="size-5" aria-hidden strokeWidth={1.5} />
                </span>
                <span aria-hidden className="font-display text-3xl font-semibold text-stone lining-nums">
                  0{i + 1}
                </span>
              </div>
              <h3 className="mt-6 font-display text-3xl leading-tight font-semibold text-ink">
                {t(`about.values.items.${key}.title`)}
              </h3>
              <p className="mt-3 text-sm leading-relaxed text-stone sm:text-base">
                {t(`about.values.items.${key}.body`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
