import { MessageSquareQuote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { SectionHeading } from '../../../../components/ui/section-heading.tsx';
import { useBook } from '../../hooks/use-book.ts';
import { usePackagePrice } from '../../hooks/use-package-price.ts';
import { bookHourly, hourlyCustomQuoteHref } from '../../lib/book-actions.ts';
import { HOURLY_PACKAGES } from '../../lib/offers.ts';
import { OfferCard } from '../offer-card.tsx';
import { Price } from '../price.tsx';
import { BookButton } from './book-button.tsx';
import { translatedList } from '../../lib/translated-list.ts';

/** Basic, Standard (most popular) and Premium hourly packages, then the custom quote. */
export function HourlyPackagesSection() {
  const { t } = useTranslation('transport');
  const { t: tm } = useTranslation('marketing');
  const book = useBook();
  const priceOf = usePackagePrice();
  return (
    <section
      id="hourly-packages"
      aria-labelledby="hourly-packages-title"
      className="scroll-mt-20 bg-ivory py-20 sm:py-28"
    >
      <div className="container-page">
        <SectionHeading
          id="hourly-packages-title"
          eyebrow={t('hourly.packages.eyebrow')}
          title={t('hourly.packages.title')}
          lead={t('hourly.packages.lead')}
        />
        <ul className="mt-12 grid gap-6 sm:mt-14 lg:grid-cols-3">
          {HOURLY_PACKAGES.map((p) => {
            const name = t(`hourly.packages.offers.${p.id}.name`);
            const hours = tm('shared.hours', { count: p.hours });
            return (
              <li key={p.id} className="grid">
                <OfferCard
                  id={`hourly-${p.id}`}
                  title={name}
                  description={t(`hourly.packages.offers.${p.id}.description`)}
                  price={<Price amount={priceOf(p.id)} from suffix={t('hourly.packages.per', { hours })} />}
                  features={translatedList(t, `hourly.packages.offers.${p.id}.features`)}
                  popular={p.popular}

                  action={
                    <BookButton
                      label={t('common.bookPackage')}
                      offer={name}
                      variant={p.popular ? 'primary' : 'dark'}
                      onClick={() => book(bookHourly(p.id), priceOf(p.id))}
                    />
                  }
                />
              </li>
            );
          })}
        </ul>
        <div className="mt-10 flex flex-col gap-6 rounded-2xl bg-white p-7 ring-1 ring-ink/8 sm:p-8 md:flex-row md:items-center md:justify-between">
          <div className="flex gap-5">
            <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-ink text-gold sm:inline-flex">
              <MessageSquareQuote className="size-5" aria-hidden strokeWidth={1.5} />
            </span>
            <div>
              <h3 className="font-display text-2xl leading-tight font-semibold text-ink">
                {t('hourly.packages.custom.title')}
              </h3>
              <p className="mt-2 max-w-2xl text-sm leading-relaxed text-stone">
                {t('hourly.packages.custom.body')}
              </p>
            </div>
          </div>
          <ButtonLink
            to={hourlyCustomQuoteHref}
            variant="outline"
            size="lg"
            className="shrink-0 text-center max-sm:h-auto max-sm:min-h-13 max-sm:px-5 max-sm:py-3 sm:whitespace-nowrap"
          >
            {t('hourly.packages.custom.action')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
