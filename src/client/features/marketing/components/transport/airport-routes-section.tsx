import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../../components/ui/section-heading.tsx';
import { useBook } from '../../hooks/use-book.ts';
import { usePackagePrice } from '../../hooks/use-package-price.ts';
import { bookAirport } from '../../lib/book-actions.ts';
import { AIRPORTS, MANHATTAN_ZONES, type AirportOffer } from '../../lib/offers.ts';
import { OfferCard } from '../offer-card.tsx';
import { Price } from '../price.tsx';
import { BookButton } from './book-button.tsx';

const CARD_FEATURES = ['dropoff', 'tracking', 'tolls'] as const;

function Terminals({ airport }: { airport: AirportOffer }) {
  const { t } = useTranslation('transport');
  const labelId = `terminals-${airport.id}`;
  return (
    <div className="pt-3">
      <p id={labelId} className="text-xs font-semibold tracking-[0.18em] text-stone uppercase">
        {t('airport.routes.terminals')}
      </p>
      <ul aria-labelledby={labelId} className="mt-3 flex flex-wrap gap-2">
        {airport.terminals.map((terminal) => (
          <li
            key={terminal}
            className="rounded-full bg-ivory px-3 py-1 text-xs font-medium text-ink ring-1 ring-ink/10"
          >
            {terminal}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The three airport-to-Manhattan fares, each with its terminals and Book Now, then the Manhattan zones. */
export function AirportRoutesSection() {
  const { t } = useTranslation('transport');
  const book = useBook();
  const priceOf = usePackagePrice();
  const features = CARD_FEATURES.map((key) => t(`airport.routes.features.${key}`));
  return (
    <section
      id="airport-routes"
      aria-labelledby="airport-routes-title"
      className="scroll-mt-20 bg-ivory py-20 sm:py-28"
    >
      <div className="container-page">
        <SectionHeading
          id="airport-routes-title"
          eyebrow={t('airport.routes.eyebrow')}
          title={t('airport.routes.title')}
          lead={t('airport.routes.lead')}
        />
        <ul className="mt-12 grid gap-6 sm:mt-14 lg:grid-cols-3">
          {AIRPORTS.map((airport) => {
            const name = t(`airport.routes.offers.${airport.id}.name`);
            return (
              <li key={airport.id} className="grid">
                <OfferCard
                  id={`airport-${airport.id}`}
                  title={name}
                  description={t(`airport.routes.offers.${airport.id}.description`)}
                  price={<Price amount={priceOf(airport.id)} from />}
                  meta={<Terminals airport={airport} />}
                  features={features}
                  action={
                    <BookButton
                      label={t('common.bookNow')}
                      offer={name}
                      onClick={() => book(bookAirport(airport.id), priceOf(airport.id))}
                    />
                  }
                />
              </li>
            );
          })}
        </ul>
        <div
          id="manhattan-zones"
          className="mt-10 grid gap-8 rounded-2xl bg-ink p-7 text-ivory sm:p-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12"
        >
          <div>
            <h3 className="font-display text-3xl leading-tight font-semibold text-ivory">
              {t('airport.routes.zones.title')}
            </h3>
            <p className="mt-3 text-sm leading-relaxed text-ivory/70">{t('airport.routes.zones.lead')}</p>
          </div>
          <ul className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
            {MANHATTAN_ZONES.map((zone) => (
              <li key={zone} className="flex items-start gap-2.5 text-sm text-ivory/90">
                <MapPin className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden strokeWidth={1.75} />
                {zone}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
