import { useTranslation } from 'react-i18next';
import { MARKETING_FIGURES } from '../../../../shared/brand.ts';

const FIGURES = [
  { value: MARKETING_FIGURES.clients, label: 'hero.figures.clients' },
  { value: MARKETING_FIGURES.vehicles, label: 'hero.figures.vehicles' },
  { value: MARKETING_FIGURES.cities, label: 'hero.figures.cities' },
  { value: MARKETING_FIGURES.punctuality, label: 'hero.figures.punctuality' },
] as const;

/** The four marketing figures as a description list. */
export function HeroFigures() {
  const { t } = useTranslation('home');
  return (
    <dl
      aria-label={t('hero.figures.label')}
      className="grid grid-cols-2 gap-x-6 gap-y-6 border-t border-ivory/15 pt-8 sm:grid-cols-4"
    >
      {FIGURES.map((f) => (
        <div key={f.label} className="flex flex-col-reverse gap-1">
          <dt className="text-xs font-medium tracking-[0.16em] text-ivory/70 uppercase">{t(f.label)}</dt>
          <dd className="font-display text-4xl leading-none font-semibold text-gold-light lining-nums">
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
