import { Clock, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { SectionHeading } from '../../../../components/ui/section-heading.tsx';
import { useBook } from '../../hooks/use-book.ts';
import { usePackagePrice } from '../../hooks/use-package-price.ts';
import { bookEventRoute } from '../../lib/book-actions.ts';
import { ROUTES } from '../../lib/offers.ts';
import { OfferCard } from '../offer-card.tsx';
import { Price } from '../price.tsx';
import { CARD_GRID, cardCell } from './card-grid.ts';

export const EVENT_ROUTES_ID = 'event-routes';

/** The three point-to-point routes with their typical durations and Book This Route. */
export function EventRoutesSection() {
  const { t } = useTranslation('occasions');
  const book = useBook();
  const priceOf = usePackagePrice();
  return (
    <section
      id={EVENT_ROUTES_ID}
      aria-labelledby="event-routes-title"
      className="scroll-mt-20 bg-white py-20 sm:py-28"
    >
      <div className="container-page">
        <SectionHeading
          id="event-routes-title"
          eyebrow={t('eventPackages.routes.eyebrow')}
          title={t('eventPackages.routes.title')}
          lead={t('eventPackages.routes.lead')}
        />
        <ul className={CARD_GRID}>
          {ROUTES.map((r, i) => (
            <li key={r.id} className={cardCell(i, ROUTES.length)}>
              <OfferCard
                id={`route-${r.id}`}
                className="bg-ivory"
                title={t(`eventPackages.routes.items.${r.id}`)}
                price={<Price amount={priceOf(r.id)} from />}
                meta={
                  <ul className="grid gap-2">
                    <li className="flex items-center gap-2">
                      <Clock className="size-4 shrink-0 text-gold-dark" aria-hidden />
                      {t('eventPackages.routes.duration', { min: r.minutes[0], max: r.minutes[1] })}
                    </li>
                    <li className="flex items-start gap-2">
                      <MapPin className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden />
                      {t('eventPackages.routes.fromTo', { from: r.from, to: r.to })}
                    </li>
                  </ul>
                }
                popular={r.popular}
                action={
                  <Button
                    variant={r.popular ? 'primary' : 'dark'}
                    className="w-full"
                    aria-describedby={`offer-route-${r.id}`}
                    onClick={() => book(bookEventRoute(r.id), priceOf(r.id))}
                  >
                    {t('eventPackages.routes.book')}
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
