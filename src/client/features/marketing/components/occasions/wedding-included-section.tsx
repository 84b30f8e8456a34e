import { Car, Check, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../../components/ui/section-heading.tsx';
import { translatedList } from '../../lib/translated-list.ts';

const GROUPS = [
  { key: 'vehicle', Icon: Car },
  { key: 'service', Icon: ShieldCheck },
] as const;

/** What every wedding package includes: vehicle features and service standards. */
export function WeddingIncludedSection() {
  const { t } = useTranslation('occasions');
  return (
    <section aria-labelledby="wedding-included-title" className="bg-white py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading
          id="wedding-included-title"
          eyebrow={t('wedding.included.eyebrow')}
          title={t('wedding.included.title')}
          lead={t('wedding.included.lead')}
        />
        <div className="mt-12 grid gap-6 sm:mt-16 lg:grid-cols-2">
          {GROUPS.map(({ key, Icon }) => (
            <section
              key={key}
              aria-labelledby={`wedding-included-${key}`}
              className="rounded-2xl bg-ivory p-6 ring-1 ring-ink/8 sm:p-10"
            >
              <div className="flex items-center gap-4">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full border border-gold/40 text-gold-dark">
                  <Icon className="size-5" aria-hidden strokeWidth={1.5} />
                </span>
                <h3
                  id={`wedding-included-${key}`}
                  className="font-display text-2xl leading-tight font-semibold text-ink sm:text-3xl"
                >
                  {t(`wedding.included.${key}.title`)}
                </h3>
              </div>
              <ul className="mt-8 grid gap-3.5 text-sm text-ink/85 sm:text-base">
                {translatedList(t, `wedding.included.${key}.items`).map((item) => (
                  <li key={item} className="flex items-start gap-3">
                    <Check className="mt-0.5 size-4 shrink-0 text-gold-dark sm:mt-1" aria-hidden />
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}
