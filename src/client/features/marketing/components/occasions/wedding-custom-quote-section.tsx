import { ArrowRight, Heart, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../../../../../shared/brand.ts';
import { Button, buttonClasses } from '../../../../components/ui/button.tsx';
import { SectionHeading } from '../../../../components/ui/section-heading.tsx';
import { useBook } from '../../hooks/use-book.ts';
import { bookWedding } from '../../lib/book-actions.ts';
import { translatedList } from '../../lib/translated-list.ts';

/** Wedding page closing section: plans that no package fits, with the custom quote button and the phone. */
export function WeddingCustomQuoteSection() {
  const { t } = useTranslation('occasions');
  const { t: tm } = useTranslation('marketing');
  const book = useBook();
  return (
    <section aria-labelledby="wedding-custom-title" className="bg-ivory-deep py-20 sm:py-28">
      <div className="container-page grid items-center gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-20">
        <div>
          <SectionHeading
            id="wedding-custom-title"
            eyebrow={t('wedding.custom.eyebrow')}
            title={t('wedding.custom.title')}
            lead={t('wedding.custom.body')}
          />
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button
              variant="dark"
              size="lg"
              className="h-auto! min-h-13 py-3 text-center leading-snug"
              onClick={() => book(bookWedding('custom'))}
            >
              {t('wedding.custom.button')}
              <ArrowRight className="size-4" aria-hidden />
            </Button>
            <a href={BRAND.phoneHref} className={buttonClasses('outline', 'lg', 'whitespace-nowrap')}>
              <Phone className="size-4" aria-hidden />
              {tm('shared.call', { phone: BRAND.phoneDisplay })}
            </a>
          </div>
        </div>
        <div className="rounded-2xl bg-white p-6 ring-1 ring-ink/8 sm:p-10">
          <p className="eyebrow">{t('wedding.custom.ideasLabel')}</p>
          <ul className="mt-6 grid gap-5">
            {translatedList(t, 'wedding.custom.ideas').map((idea) => (
              <li key={idea} className="flex items-start gap-3 text-base leading-relaxed text-ink/85">
                <Heart className="mt-1 size-4 shrink-0 text-gold-dark" aria-hidden strokeWidth={1.5} />
                {idea}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
