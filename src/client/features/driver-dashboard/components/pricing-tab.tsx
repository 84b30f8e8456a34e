import { Clock, Gauge, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  FEE_IDS,
  RATE_CARD_CATEGORIES,
  type PricingConfig,
} from '../../../../shared/domain/pricing-config.ts';
import { DEFAULT_PRICING_CONFIG } from '../../../../shared/domain/pricing-defaults.ts';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { usePricing } from '../api/pricing-config.ts';
import { useDriverFormat } from '../hooks/use-driver-format.ts';
import { feeValueText, formatFactor } from '../lib/rate-card.ts';
import { ListSkeleton, PanelHeading } from './empty-state.tsx';
import { BookingFareCalculator } from './booking-fare-calculator.tsx';
import { EngineRates } from './engine-rates.tsx';

const TIME_IDS = ['rushHour', 'weekend', 'holiday'] as const;
const DEFAULTS = DEFAULT_PRICING_CONFIG.rateCard;

/** Names and descriptions dispatch left at their defaults read in the page language; edited ones as written. */
export function useRateCardText() {
  const { t } = useTranslation('driver-dashboard');
  const f = useDriverFormat();
  const text = (value: string, fallback: string | undefined, key: string) =>
    value === fallback ? t(key, { defaultValue: value }) : value;
  return {
    serviceName: (s: PricingConfig['rateCard']['serviceMultipliers'][number]) => {
      const d = DEFAULTS.serviceMultipliers.find((x) => x.id === s.id);
      return s.name === d?.name ? f.service(s.id, s.name) : s.name;
    },
    serviceDescription: (s: PricingConfig['rateCard']['serviceMultipliers'][number]) =>
      text(
        s.description,
        DEFAULTS.serviceMultipliers.find((x) => x.id === s.id)?.description,
        `descriptions.services.${s.id}`,
      ),
    timeName: (config: PricingConfig, id: (typeof TIME_IDS)[number]) =>
      text(config.rateCard.timeFactors[id].name, DEFAULTS.timeFactors[id].name, `pricing.timeFactors.${id}`),
    timeDescription: (config: PricingConfig, id: (typeof TIME_IDS)[number]) =>
      text(
        config.rateCard.timeFactors[id].description,
        DEFAULTS.timeFactors[id].description,
        `descriptions.timeFactors.${id}`,
      ),
    feeName: (config: PricingConfig, id: (typeof FEE_IDS)[number]) =>
      text(config.rateCard.fees[id].name, DEFAULTS.fees[id].name, `pricing.fees.${id}`),
    feeDescription: (config: PricingConfig, id: (typeof FEE_IDS)[number]) =>
      text(config.rateCard.fees[id].description, DEFAULTS.fees[id].description, `descriptions.fees.${id}`),
  };
}

function Card({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/8 sm:p-6">
      <h3 id={id} className="flex items-center gap-2 font-display text-xl font-semibold text-ink sm:text-2xl">
        <span className="text-gold-dark">{icon}</span>
        {title}
      </h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Pricing: the stored rate card, read-only, and the fare calculator that uses the server's own formula. */
export function PricingTab() {
  const { t } = useTranslation('driver-dashboard');
  const f = useDriverFormat();
  const pricing = usePricing();
  const names = useRateCardText();

  if (pricing.isError)
    return (
      <LoadFailure
        message={t('pricing.error')}
        onRetry={() => void pricing.refetch()}
        retryLabel={t('retry')}
      />
    );
  if (pricing.isPending) return <ListSkeleton label={t('loading')} />;
  const { config, version, updatedAt } = pricing.data;
  const card = config.rateCard;

  return (
    <div className="grid gap-6">
      <PanelHeading
        id="pricing-title"
        title={t('pricing.title')}
        lead={
          <>
            {t('pricing.lead')}{' '}
            <span className="text-ink/70">
              {updatedAt
                ? t('pricing.version', { version, date: f.dateTime(updatedAt) })
                : t('pricing.versionDefault')}
            </span>
          </>
        }
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-start">
        <div className="grid gap-6">
          <EngineRates config={config} />
          <Card
            id="rates-title"
            title={t('pricing.vehiclesTitle')}
            icon={<Gauge className="size-5" aria-hidden />}
          >
            <div className="-mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0">
              <table className="w-full min-w-[20rem] text-sm" data-testid="rate-card">
                <thead>
                  <tr className="border-b border-ink/10 text-left text-[0.6875rem] tracking-[0.12em] text-stone uppercase">
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {t('pricing.vehicle')}
                    </th>
                    <th scope="col" className="px-2 py-2 text-right font-semibold">
                      {t('pricing.perMile')}
                    </th>
                    <th scope="col" className="px-2 py-2 text-right font-semibold">
                      {t('pricing.minimumFare')}
                    </th>
                    <th scope="col" className="py-2 pl-2 text-right font-semibold">
                      {t('pricing.hourlyRate')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-ink/6 tabular-nums">
                  {RATE_CARD_CATEGORIES.map((category) => {
                    const v = card.vehicles[category];
                    return (
                      <tr key={category} data-category={category}>
                        <th scope="row" className="py-3 pr-3 text-left font-semibold text-ink">
                          {t(`pricing.categories.${category}`)}
                        </th>
                        <td className="px-2 py-3 text-right">{f.cents(v.perMileCents)}</td>
                        <td className="px-2 py-3 text-right">{f.cents(v.minimumFareCents)}</td>
                        <td className="py-3 pl-2 text-right">{f.cents(v.hourlyRateCents)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </Card>

          <Card
            id="services-title"
            title={t('pricing.servicesTitle')}
            icon={<Receipt className="size-5" aria-hidden />}
          >
            <ul className="divide-y divide-ink/6" data-testid="service-multipliers">
              {card.serviceMultipliers.map((s) => (
                <li key={s.id} className="flex items-start justify-between gap-4 py-3">
                  <div className="min-w-0">
                    <p className="text-sm font-semibold text-ink">{names.serviceName(s)}</p>
                    <p className="text-xs text-stone">{names.serviceDescription(s)}</p>
                  </div>
                  <span className="shrink-0 rounded-full bg-ivory-deep px-2.5 py-1 text-xs font-semibold text-ink tabular-nums">
                    {formatFactor(s.factorBps)}
                    {s.hourly ? ` · ${t('pricing.hourlyService')}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          </Card>

          <Card
            id="time-title"
            title={t('pricing.timeTitle')}
            icon={<Clock className="size-5" aria-hidden />}
          >
            <ul className="grid gap-3 sm:grid-cols-3" data-testid="time-factors">
              {TIME_IDS.map((id) => (
                <li key={id} className="rounded-xl bg-ivory px-4 py-3">
                  <p className="text-xs font-semibold tracking-[0.12em] text-stone uppercase">
                    {names.timeName(config, id)}
                  </p>
                  <p className="font-display text-2xl font-semibold text-ink tabular-nums">
                    {formatFactor(card.timeFactors[id].factorBps)}
                  </p>
                  <p className="mt-1 text-xs text-stone">{names.timeDescription(config, id)}</p>
                  {id === 'holiday' && (
                    <p className="mt-1 text-xs text-stone">
                      {t('pricing.holidayDates', { count: card.timeFactors.holiday.dates.length })}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </Card>

          <Card
            id="fees-title"
            title={t('pricing.feesTitle')}
            icon={<Receipt className="size-5" aria-hidden />}
          >
            <ul className="divide-y divide-ink/6" data-testid="fees">
              {FEE_IDS.map((id) => {
                const fee = card.fees[id];
                return (
                  <li key={id} data-fee={id} className="grid gap-1 py-3">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="text-sm font-semibold text-ink">{names.feeName(config, id)}</p>
                      <p className="font-display text-lg font-semibold text-ink tabular-nums">
                        {fee.isDiscount ? '−' : ''}
                        {feeValueText(fee, f.cents)}
                      </p>
                    </div>
                    <p className="text-xs text-stone">{names.feeDescription(config, id)}</p>
                    <dl className="mt-1 flex flex-wrap gap-2 text-xs">
                      <div
                        className={
                          fee.isActive
                            ? 'rounded-full bg-emerald-50 px-2 py-0.5 text-emerald-900'
                            : 'rounded-full bg-ink/5 px-2 py-0.5 text-ink/70'
                        }
                      >
                        <dt className="sr-only">{t('pricing.feeActive')}</dt>
                        <dd>{fee.isActive ? t('pricing.active') : t('pricing.inactive')}</dd>
                      </div>
                      <div className="flex gap-1 rounded-full bg-ivory-deep px-2 py-0.5 text-ink/80">
                        <dt>{t('pricing.feePercentage')}:</dt>
                        <dd>{fee.isPercentage ? t('pricing.yes') : t('pricing.no')}</dd>
                      </div>
                      {fee.isDiscount && (
                        <div className="rounded-full bg-sky-50 px-2 py-0.5 text-sky-900">
                          <dt className="sr-only">{t('pricing.discount')}</dt>
                          <dd>{t('pricing.discount')}</dd>
                        </div>
                      )}
                    </dl>
                  </li>
                );
              })}
            </ul>
          </Card>
        </div>

        <div className="lg:sticky lg:top-24">
          <BookingFareCalculator config={config} />
        </div>
      </div>
    </div>
  );
}
