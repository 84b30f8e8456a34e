import { useTranslation } from 'react-i18next';
import { PRICING_RANGES } from '../../../../shared/contracts/admin-pricing.ts';
import { SURCHARGE_IDS } from '../../../../shared/domain/pricing-config.ts';
import type { PricingForm } from '../hooks/use-pricing-form.ts';
import { ActiveToggle, PriceInput } from './price-input.tsx';
import { PricingSection } from './pricing-section.tsx';

const ROW =
  'grid grid-cols-2 items-start gap-3 border-t border-ink/8 py-3 first:border-t-0 sm:grid-cols-[minmax(0,1fr)_9rem_9rem_7rem] sm:items-center';

/** Tolls by crossing (E-ZPass, peak and off-peak where the crossing has both), each on or off. */
export function TollsSection({ form }: { form: PricingForm }) {
  const { t } = useTranslation('admin-pricing');
  return (
    <PricingSection id="pricing-tolls" title={t('tolls.title')} lead={t('tolls.lead')}>
      <div role="table" aria-label={t('tolls.title')}>
        <div
          role="row"
          className={`${ROW} hidden text-xs font-semibold tracking-wide text-stone uppercase sm:grid`}
        >
          <span role="columnheader">{t('tolls.crossing')}</span>
          <span role="columnheader">{t('tolls.peak')}</span>
          <span role="columnheader">{t('tolls.offPeak')}</span>
          <span role="columnheader">{t('tolls.status')}</span>
        </div>
        {Object.entries(form.draft.tolls).map(([id, toll]) => (
          <div role="row" key={id} className={ROW} data-toll={id}>
            <span role="cell" className="col-span-2 font-medium text-ink sm:col-span-1">
              {toll.name}
            </span>
            <div role="cell">
              <PriceInput
                form={form}
                path={['tolls', id, 'peak']}
                label={t('tolls.peak')}
                of={toll.name}
                hideLabel
                range={PRICING_RANGES.toll}
                unit="usd"
              />
            </div>
            <div role="cell">
              {toll.offPeak === null ? (
                <p className="grid gap-1.5 text-sm">
                  <span className="font-medium text-ink sm:hidden">{t('tolls.offPeak')}</span>
                  <span className="text-stone max-sm:py-3">{t('tolls.noOffPeak')}</span>
                </p>
              ) : (
                <PriceInput
                  form={form}
                  path={['tolls', id, 'offPeak']}
                  label={t('tolls.offPeak')}
                  of={toll.name}
                  hideLabel
                  range={PRICING_RANGES.toll}
                  unit="usd"
                />
              )}
            </div>
            <div role="cell" className="col-span-2 sm:col-span-1">
              <ActiveToggle form={form} path={['tolls', id, 'isActive']} label={t('active')} of={toll.name} />
            </div>
          </div>
        ))}
      </div>
    </PricingSection>
  );
}

/** New York's for-hire charges on a black-car trip, each its own line on a custom ride's quote. */
export function SurchargesSection({ form }: { form: PricingForm }) {
  const { t } = useTranslation('admin-pricing');
  return (
    <PricingSection id="pricing-surcharges" title={t('surcharges.title')} lead={t('surcharges.lead')}>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {SURCHARGE_IDS.map((id) => {
          const s = form.draft.surcharges[id];
          const name = t(`surcharges.names.${id}`, { defaultValue: s.name });
          return (
            <div key={id} className="grid content-start gap-2 rounded-xl bg-ivory/60 p-4 ring-1 ring-ink/6">
              <PriceInput
                form={form}
                path={['surcharges', id, 'value']}
                label={name}
                range={s.isPercentage ? PRICING_RANGES.surchargePercent : PRICING_RANGES.surchargeFlat}
                unit={s.isPercentage ? 'percent' : 'usd'}
              />
              <p className="text-xs text-stone">{t(`surcharges.notes.${id}`)}</p>
              <ActiveToggle form={form} path={['surcharges', id, 'isActive']} label={t('active')} of={name} />
            </div>
          );
        })}
      </div>
    </PricingSection>
  );
}
