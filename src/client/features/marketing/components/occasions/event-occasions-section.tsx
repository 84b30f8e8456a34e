import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { SectionHeading } from '../../../../components/ui/section-heading.tsx';
import { useBook } from '../../hooks/use-book.ts';
import { usePackagePrice } from '../../hooks/use-package-price.ts';
import { bookEvent } from '../../lib/book-actions.ts';
import { WEDDING_PACKAGES } from '../../lib/offers.ts';
import { OfferCard } from '../offer-card.tsx';
import { Price } from '../price.tsx';
import { CARD_GRID, cardCell } from './card-grid.ts';
import { translatedList } from '../../lib/translated-list.ts';

export const EVENT_OCCASIONS_ID = 'event-occasions';

/** The three occasions, each starting at the lowest price of its packages. */
const OCCASIONS = [
  { kind: 'wedding', image: '/images/services/wedding.svg', packages: WEDDING_PACKAGES.map((p) => p.id) },
  { kind: 'prom', image: '/images/services/prom.svg', packages: ['prom'] },
  { kind: 'gala', image: '/images/services/events.svg', packages: ['gala'] },
] as const;

const DETAILS = [
  { key: 'wedding', to: '/services/wedding' },
  { key: 'eventPackages', to: '/services/event-packages' },
] as const;

/** Events page: wedding, prom & formal, gala & special cards with their Book buttons, then the detail pages. */
export function EventOccasionsSection() {
  const { t } = useTranslation('occasions');
  const book = useBook();
  const priceOf = usePackagePrice();
  return (
    <section
      id={EVENT_OCCASIONS_ID}
      aria-labelledby="event-occasions-title"
      className="scroll-mt-20 bg-ivory py-20 sm:py-28"
    >
      <div className="container-page">
        <SectionHeading
          id="event-occasions-title"
          eyebrow={t('events.packages.eyebrow')}
          title={t('events.packages.title')}
          lead={t('events.packages.lead')}
        />
        <ul className={CARD_GRID}>
          {OCCASIONS.map(({ kind, image, packages }, i) => (
            <li key={kind} className={cardCell(i, OCCASIONS.length)}>
              <OfferCard
                id={`event-${kind}`}
                title={t(`events.packages.${kind}.title`)}
                description={t(`events.packages.${kind}.description`)}
                image={image}
                price={<Price amount={priceOf(...packages)} from />}
                features={translatedList(t, `events.packages.${kind}.features`)}
                action={
                  <Button
                    variant="dark"
                    className="w-full"
                    aria-describedby={`offer-event-${kind}`}
                    onClick={() => book(bookEvent(kind), priceOf(...packages))}
                  >
                    {t(`events.packages.${kind}.book`)}
                  </Button>
                }
              />
            </li>
          ))}
        </ul>

        <div className="mt-16 border-t border-ink/10 pt-12 sm:mt-20">
          <h3 className="font-display text-3xl leading-tight font-semibold text-ink">
            {t('events.details.title')}
          </h3>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {DETAILS.map(({ key, to }) => (
              <li key={key} className="flex flex-col rounded-2xl bg-white p-6 ring-1 ring-ink/8 sm:p-8">
                <h4 className="font-sans text-base font-semibold text-ink">
                  {t(`events.details.${key}.title`)}
                </h4>
                <p className="mt-2 text-sm leading-relaxed text-stone">{t(`events.details.${key}.body`)}</p>
                <Link
                  to={to}
                  className="mt-5 inline-flex items-center gap-2 self-start rounded-sm text-sm font-semibold text-gold-dark underline-offset-4 hover:underline"
                >
                  {t(`events.details.${key}.link`)}
                  <ArrowRight className="size-4" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
