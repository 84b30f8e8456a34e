import { Clock, Flower2, Sparkles, Wine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../../components/ui/page-hero.tsx';

const HIGHLIGHTS = [
  { key: 'carpet', Icon: Sparkles },
  { key: 'decor', Icon: Flower2 },
  { key: 'champagne', Icon: Wine },
  { key: 'chauffeurs', Icon: Clock },
] as const;

/** Wedding page hero with its four highlights. */
export function WeddingHero() {
  const { t } = useTranslation('occasions');
  return (
    <PageHero
      id="wedding-title"
      eyebrow={t('wedding.hero.eyebrow')}
      title={t('wedding.hero.title')}
      lead={t('wedding.hero.lead')}
      image="/images/services/wedding.svg"
    >
      <ul
        aria-label={t('wedding.hero.highlightsLabel')}
        className="grid gap-px overflow-hidden rounded-2xl bg-ivory/10 ring-1 ring-ivory/10 sm:grid-cols-2 lg:grid-cols-4"
      >
        {HIGHLIGHTS.map(({ key, Icon }) => (
          <li key={key} className="flex gap-4 bg-ink/80 p-5 backdrop-blur-sm sm:p-6">
            <Icon className="mt-0.5 size-5 shrink-0 text-gold" aria-hidden strokeWidth={1.5} />
            <div>
              <p className="text-sm font-semibold text-ivory">{t(`wedding.hero.highlights.${key}.title`)}</p>
              <p className="mt-1 text-sm leading-relaxed text-ivory/65">
                {t(`wedding.hero.highlights.${key}.body`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </PageHero>
  );
}
