import { ArrowRight, Clock, Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { SectionHeading } from '../../../../components/ui/section-heading.tsx';
import { useBook } from '../../hooks/use-book.ts';
import { usePackagePrice } from '../../hooks/use-package-price.ts';
import { bookRoute } from '../../lib/book-actions.ts';
import { ROUTES, type RouteOffer } from '../../lib/offers.ts';
import { OfferCard } from '../offer-card.tsx';
import { Price } from '../price.tsx';
import { BookButton } from './book-button.tsx';

/** Duration and distance ranges of a route, as a description list. */
function RouteFacts({ route }: { route: RouteOffer }) {
  const { t } = useTranslation('transport');
  const { t: tm } = useTranslation('marketing');
  const facts = [
    {
      key: 'duration',
      Icon: Clock,
      value: tm('shared.minutesRange', { min: route.minutes[0], max: route.minutes[1] }),
    },
    {
      key: 'distance',
      Icon: Route,
      value: tm('shared.milesRange', { min: route.miles[0], max: route.miles[1] }),
    },
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 pt-2">
      {facts.map(({ key, Icon, value }) => (
        <div key={key} className="rounded-xl bg-ivory px-4 py-3">
          <dt className="flex items-center gap-1.5 text-[0.68rem] font-semibold tracking-[0.16em] text-stone uppercase">
            <Icon className="size-3.5 text-gold-dark" aria-hidden />
            {t(`pointToPoint.routes.${key}`)}
          </dt>
          <dd className="mt-1 text-base font-semibold text-ink lining-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The three popular routes from Manhattan and the custom route estimate, all to vehicle selection. */
export function PointToPointRoutesSection() {
  const { t } = useTranslation('transport');
  const book = useBook();
  const priceOf = usePackagePrice();
  const customName = t('pointToPoint.routes.custom.name');
  return (
    <section
      id="popular-routes"
      aria-labelledby="popular-routes-title"
      className="scroll-mt-20 bg-ivory py-20 sm:py-28"
    >
      <div className="container-page">
        <SectionHeading
          id="popular-routes-title"
          eyebrow={t('pointToPoint.routes.eyebrow')}
          title={t('pointToPoint.routes.title')}
          lead={t('pointToPoint.routes.lead')}
        />
        <ul className="mt-12 grid gap-6 sm:mt-14 lg:grid-cols-3">
          {ROUTES.map((route) => {
            const name = t(`pointToPoint.routes.offers.${route.id}.name`);
            return (
              <li key={route.id} className="grid">
                <OfferCard
                  id={`route-${route.id}`}
                  title={name}
                  description={t(`pointToPoint.routes.offers.${route.id}.description`)}
                  price={<Price amount={priceOf(route.id)} from />}
                  meta={<RouteFacts route={route} />}
                  popular={route.popular}

                  action={
                    <BookButton
                      label={t('common.bookRoute')}
                      offer={name}
                      variant={route.popular ? 'primary' : 'dark'}
                      onClick={() => book(bookRoute(route.id), priceOf(route.id))}
                    />
                  }
                />
              </li>
            );
          })}
        </ul>
        <article
          aria-labelledby="offer-custom-route"
          data-offer="custom-route"
          className="relative mt-10 overflow-hidden rounded-2xl bg-ink p-7 text-ivory sm:p-10"
        >
          <div
            aria-hidden
            className="absolute -top-32 -right-24 size-80 rounded-full bg-[radial-gradient(circle,rgb(200_163_90/0.18)_0%,transparent_65%)]"
          />
          <div className="relative grid gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:items-center lg:gap-12">
            <div>
              <p className="eyebrow text-gold">{t('pointToPoint.routes.custom.eyebrow')}</p>
              <h3
                id="offer-custom-route"
                className="mt-3 font-display text-3xl leading-tight font-semibold text-ivory"
              >
                {customName}
              </h3>
              <p className="mt-3 max-w-2xl text-sm leading-relaxed text-ivory/75 sm:text-base">
                {t('pointToPoint.routes.custom.description')}
              </p>
            </div>
            <div className="flex flex-col gap-5 border-t border-ivory/15 pt-6 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-12">
              <div>
                <p className="text-xs font-semibold tracking-[0.18em] text-ivory/60 uppercase">
                  {t('pointToPoint.routes.custom.estimate')}
                </p>
                <Price amount={priceOf('custom-route')} from className="mt-2 [&_*]:text-ivory" />
              </div>
              <Button
                variant="primary"
                size="lg"
                className="w-full text-center leading-tight max-sm:px-4"
                onClick={() => book(bookRoute('custom'), priceOf('custom-route'))}
              >
                {t('pointToPoint.routes.custom.action')}
                <ArrowRight className="size-4 shrink-0" aria-hidden />
              </Button>
            </div>
          </div>
        </article>
      </div>
    </section>
  );
}
