import { useTranslation } from 'react-i18next';
import { PRICING_RANGES } from '../../../../shared/contracts/admin-pricing.ts';
import { FEE_IDS, RATE_CARD_CATEGORIES } from '../../../../shared/domain/pricing-config.ts';
import type { PricingForm } from '../hooks/use-pricing-form.ts';
import { ActiveToggle, PriceInput } from './price-input.tsx';
import { FIELD_GRID, PricingSection, SubHeading } from './pricing-section.tsx';

const TIME_FACTORS = ['rushHour', 'weekend', 'holiday'] as const;
const VEHICLE_FIELDS = ['baseRate', 'minimumFare', 'hourlyRate'] as const;

/** The drivers' rate card (operations document): vehicles, service factors, time factors and fees. */
export function RateCardSection({ form }: { form: PricingForm }) {
  const { t } = useTranslation('admin-pricing');
  const card = form.draft.rateCard;
  return (
    <PricingSection id="pricing-rate-card" title={t('rateCard.title')} lead={t('rateCard.lead')}>
      <SubHeading>{t('rateCard.vehicles')}</SubHeading>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {RATE_CARD_CATEGORIES.map((category) => (
          <fieldset key={category} className="grid gap-3 rounded-xl bg-ivory/60 p-4 ring-1 ring-ink/6">
            <legend className="float-left mb-1 font-semibold text-ink">
              {t(`rateCard.categories.${category}`)}
            </legend>
            {VEHICLE_FIELDS.map((field) => (
              <PriceInput
                key={field}
                form={form}
                path={['rateCard', 'vehicles', category, field]}
                label={t(`rateCard.${field}`)}
                range={PRICING_RANGES[field]}
                unit="usd"
              />
            ))}
          </fieldset>
        ))}
      </div>

      <SubHeading>{t('rateCard.services')}</SubHeading>
      <div className={FIELD_GRID}>
        {card.serviceFactors.map((s, index) => (
          <PriceInput
            key={s.id}
            form={form}
            path={['rateCard', 'serviceFactors', index, 'factor']}
            label={t(`rateCard.serviceNames.${s.id}`, { defaultValue: s.name })}
            range={PRICING_RANGES.serviceFactor}
            unit="factor"
          />
        ))}
      </div>

      <SubHeading>{t('rateCard.timeFactors')}</SubHeading>
      <div className={FIELD_GRID}>
        {TIME_FACTORS.map((id) => (
          <PriceInput
            key={id}
            form={form}
            path={['rateCard', 'timeFactors', id]}
            label={t(`rateCard.timeNames.${id}`)}
            range={PRICING_RANGES[id]}
            unit="factor"
          />
        ))}
      </div>

      <SubHeading>{t('rateCard.fees')}</SubHeading>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        {FEE_IDS.map((id) => {
          const fee = card.fees[id];
          const name = t(`rateCard.feeNames.${id}`);
          return (
            <div key={id} className="grid content-start gap-2">
              <PriceInput
                form={form}
                path={['rateCard', 'fees', id, 'value']}
                label={name}
                range={fee.isPercentage ? PRICING_RANGES.feePercent : PRICING_RANGES.feeFlat}
                unit={fee.isPercentage ? 'percent' : 'usd'}
              />
              <ActiveToggle
                form={form}
                path={['rateCard', 'fees', id, 'isActive']}
                label={t('active')}
                of={name}
              />
            </div>
          );
        })}
      </div>
    </PricingSection>
  );
}
