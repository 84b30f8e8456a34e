import { useTranslation } from 'react-i18next';
import { PRICING_RANGES } from '../../../../shared/contracts/admin-pricing.ts';
import { EXTRA_IDS } from '../../../../shared/domain/pricing-config.ts';
import type { PricingForm } from '../hooks/use-pricing-form.ts';
import { PriceInput } from './price-input.tsx';
import { FIELD_GRID, PricingSection, SubHeading } from './pricing-section.tsx';

const PACKAGE_KINDS = ['airport', 'hourly', 'route', 'wedding', 'event'] as const;
const CHARGES = [
  { key: 'cardFeePercent', range: PRICING_RANGES.cardFee, unit: 'percent' },
  { key: 'stcPercent', range: PRICING_RANGES.stc, unit: 'percent' },
  { key: 'adminFee', range: PRICING_RANGES.adminFee, unit: 'usd' },
  { key: 'taxRatePercent', range: PRICING_RANGES.taxRate, unit: 'percent' },
  { key: 'driverSharePercent', range: PRICING_RANGES.driverShare, unit: 'percent' },
] as const;

/** A vehicle code's name ("escalade" → Cadillac Escalade), the code itself for codes added later. */
function useVehicleCode() {
  const { t } = useTranslation('admin-pricing');
  return (code: string) => t(`vehicleCodes.${code}`, { defaultValue: code });
}

/** Custom rides: the base price and the per-mile rate of each vehicle (the customer formula). */
export function CustomRideSection({ form }: { form: PricingForm }) {
  const { t } = useTranslation('admin-pricing');
  const vehicle = useVehicleCode();
  return (
    <PricingSection id="pricing-custom" title={t('custom.title')} lead={t('custom.lead')}>
      <div className={FIELD_GRID}>
        <PriceInput
          form={form}
          path={['customRide', 'basePrice']}
          label={t('custom.basePrice')}
          range={PRICING_RANGES.customBase}
          unit="usd"
        />
        {Object.keys(form.draft.customRide.perMile).map((code) => (
          <PriceInput
            key={code}
            form={form}
            path={['customRide', 'perMile', code]}
            label={t('custom.perMile', { vehicle: vehicle(code) })}
            range={PRICING_RANGES.perMile}
            unit="usd"
          />
        ))}
      </div>
    </PricingSection>
  );
}

/** Packages by kind: airport, hourly, routes, weddings, events (all-in prices, decision 3). */
export function PackagesSection({ form }: { form: PricingForm }) {
  const { t } = useTranslation('admin-pricing');
  const packages = form.draft.packages.map((p, index) => ({ ...p, index }));
  return (
    <PricingSection id="pricing-packages" title={t('packages.title')} lead={t('packages.lead')}>
      {PACKAGE_KINDS.map((kind) => {
        const list = packages.filter((p) => p.kind === kind);
        if (!list.length) return null;
        return (
          <div key={kind}>
            <SubHeading>{t(`packages.kinds.${kind}`)}</SubHeading>
            <div className={FIELD_GRID}>
              {list.map((p) => (
                <PriceInput
                  key={p.id}
                  form={form}
                  path={['packages', p.index, 'price']}
                  label={p.hours ? t('packages.withHours', { name: p.name, count: p.hours }) : p.name}
                  range={PRICING_RANGES.packagePrice}
                  unit="usd"
                />
              ))}
            </div>
          </div>
        );
      })}
    </PricingSection>
  );
}

/** Package price multipliers by vehicle. */
export function MultipliersSection({ form }: { form: PricingForm }) {
  const { t } = useTranslation('admin-pricing');
  const vehicle = useVehicleCode();
  return (
    <PricingSection id="pricing-multipliers" title={t('multipliers.title')} lead={t('multipliers.lead')}>
      <div className={FIELD_GRID}>
        {Object.keys(form.draft.packageMultipliers).map((code) => (
          <PriceInput
            key={code}
            form={form}
            path={['packageMultipliers', code]}
            label={vehicle(code)}
            range={PRICING_RANGES.multiplier}
            unit="factor"
          />
        ))}
      </div>
    </PricingSection>
  );
}

/** Extras (decision 1) and the charges of a custom ride and of checkout. */
export function ExtrasAndChargesSection({ form }: { form: PricingForm }) {
  const { t } = useTranslation('admin-pricing');
  return (
    <PricingSection id="pricing-charges" title={t('charges.title')} lead={t('charges.lead')}>
      <SubHeading>{t('charges.extras')}</SubHeading>
      <div className={FIELD_GRID}>
        {EXTRA_IDS.map((id) => (
          <PriceInput
            key={id}
            form={form}
            path={['extras', id, 'price']}
            label={t(`charges.extraNames.${id}`)}
            range={PRICING_RANGES.extra}
            unit="usd"
          />
        ))}
      </div>
      <SubHeading>{t('charges.fees')}</SubHeading>
      <div className={FIELD_GRID}>
        {CHARGES.map(({ key, range, unit }) => (
          <PriceInput
            key={key}
            form={form}
            path={['charges', key]}
            label={t(`charges.${key}`)}
            range={range}
            unit={unit}
          />
        ))}
      </div>
    </PricingSection>
  );
}
