import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { SectionHeading } from '../../../../components/ui/section-heading.tsx';
import { useBook } from '../../hooks/use-book.ts';
import { usePackagePrice } from '../../hooks/use-package-price.ts';
import { bookEventPackage } from '../../lib/book-actions.ts';
import { EVENT_PACKAGES } from '../../lib/offers.ts';
import { OfferCard } from '../offer-card.tsx';
import { Price } from '../price.tsx';
import { CARD_GRID, cardCell } from './card-grid.ts';
import { translatedList } from '../../lib/translated-list.ts';

export const EVENT_PACKAGES_ID = 'event-packages';

/** Prom & formal, gala & special and corporate packages with Book This Service, then the custom quote. */
export function EventPackagesSection() {
  const { t } = useTranslation('occasions');
  const book = useBook();
  const priceOf = usePackagePrice();
  return (
    <section
      id={EVENT_PACKAGES_ID}
      aria-labelledby="event-packages-list-title"
      className="scroll-mt-20 bg-ivory py-20 sm:py-28"
    >
      <div className="container-page">
        <SectionHeading
          id="event-packages-list-title"
          eyebrow={t('eventPackages.packages.eyebrow')}
          title={t('eventPackages.packages.title')}
          lead={t('eventPackages.packages.lead')}
        />
        <ul className={CARD_GRID}>
          {EVENT_PACKAGES.map((p, i) => (
            <li key={p.id} className={cardCell(i, EVENT_PACKAGES.length)}>
              <OfferCard
                id={`package-${p.id}`}
                title={t(`eventPackages.packages.items.${p.id}.name`)}
                description={t(`eventPackages.packages.items.${p.id}.description`)}
                price={<Price amount={priceOf(p.id)} from />}
                features={translatedList(t, `eventPackages.packages.items.${p.id}.features`)}
                popular={p.popular}
                action={
                  <Button
                    variant={p.popular ? 'primary' : 'dark'}
                    className="w-full"
                    aria-describedby={`offer-package-${p.id}`}
                    onClick={() => book(bookEventPackage(p.id), priceOf(p.id))}
                  >
                    {t('eventPackages.packages.book')}
                  </Button>
                }
              />
            </li>
          ))}
        </ul>

        <div className="mt-6 flex flex-col gap-6 rounded-2xl bg-ink p-6 text-ivory sm:p-10 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <p className="eyebrow text-gold">{t('eventPackages.packages.custom.eyebrow')}</p>
            <h3
              id="event-packages-custom-title"
              className="mt-3 font-display text-3xl leading-tight font-semibold"
            >
              {t('eventPackages.packages.custom.title')}
            </h3>
            <p className="mt-3 text-sm leading-relaxed text-ivory/75 sm:text-base">
              {t('eventPackages.packages.custom.body')}
            </p>
          </div>
          <Button
            size="lg"
            className="h-auto! min-h-13 shrink-0 py-3 text-center leading-snug"
            aria-describedby="event-packages-custom-title"
            onClick={() => book(bookEventPackage('custom'))}
          >
            {t('eventPackages.packages.custom.button')}
            <ArrowRight className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
    </section>
  );
}
