import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../../../../shared/brand.ts';

/** The eighth tile of the services grid: anything not listed, by phone. */
export function BespokeServiceCard() {
  const { t } = useTranslation('home');
  return (
    <article className="flex flex-col justify-between gap-8 rounded-2xl bg-ink p-7 text-ivory ring-1 ring-gold/25">
      <div>
        <p className="eyebrow text-gold">{t('services.bespoke.eyebrow')}</p>
        <h3 className="mt-4 font-display text-3xl leading-tight font-semibold">
          {t('services.bespoke.title')}
        </h3>
        <p className="mt-4 text-sm leading-relaxed text-ivory/75">{t('services.bespoke.body')}</p>
      </div>
      <a
        href={BRAND.phoneHref}
        className="inline-flex items-center gap-3 self-start rounded-full border border-gold/50 px-5 py-3 text-sm font-semibold text-gold transition-colors hover:bg-gold hover:text-ink"
      >
        <Phone className="size-4" aria-hidden />
        <span className="sr-only">{t('services.bespoke.cta')} </span>
        <span className="whitespace-nowrap">{BRAND.phoneDisplay}</span>
      </a>
    </article>
  );
}
