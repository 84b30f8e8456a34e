import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { SectionHeading } from '../../../../components/ui/section-heading.tsx';
import { useBook } from '../../hooks/use-book.ts';
import { usePackagePrice } from '../../hooks/use-package-price.ts';
import { bookWedding } from '../../lib/book-actions.ts';
import { WEDDING_PACKAGES } from '../../lib/offers.ts';
import { OfferCard } from '../offer-card.tsx';
import { Price } from '../price.tsx';
import { CARD_GRID, cardCell } from './card-grid.ts';
import { translatedList } from '../../lib/translated-list.ts';

/** Essential, Luxury and Royal wedding packages with their hours, features and Book This Package. */
export function WeddingPackagesSection() {
  const { t } = useTranslation('occasions');
  const book = useBook();
  const priceOf = usePackagePrice();
  return (
    <section
      id="wedding-packages"
      aria-labelledby="wedding-packages-title"
      className="scroll-mt-20 bg-ivory py-20 sm:py-28"
    >
      <div className="container-page">
        <SectionHeading
          id="wedding-packages-title"
          eyebrow={t('wedding.packages.eyebrow')}
          title={t('wedding.packages.title')}
          lead={t('wedding.packages.lead')}
          align="center"
        />
        <ul className={CARD_GRID}>
          {WEDDING_PACKAGES.map((p, i) => (
            <li key={p.id} className={cardCell(i, WEDDING_PACKAGES.length)}>
              <OfferCard
                id={p.id}
                title={t(`wedding.packages.items.${p.id}.name`)}
                description={t(`wedding.packages.items.${p.id}.description`)}
                price={
                  <Price amount={priceOf(p.id)} suffix={t('wedding.packages.duration', { count: p.hours })} />
                }
                features={translatedList(t, `wedding.packages.items.${p.id}.features`)}
                popular={p.popular}
                action={
                  <Button
                    variant={p.popular ? 'primary' : 'dark'}
                    className="w-full"
                    aria-describedby={`offer-${p.id}`}
                    onClick={() => book(bookWedding(p.id), priceOf(p.id))}
                  >
                    {t('wedding.packages.book')}
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
