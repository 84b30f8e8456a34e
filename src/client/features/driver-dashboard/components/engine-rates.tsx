import { Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BPS_ONE, PPM_ONE, type PricingConfig } from '../../../../shared/domain/pricing-config.ts';
import { useDriverFormat } from '../hooks/use-driver-format.ts';

const percent = (part: number, one: number) => `${String(Math.round((part / one) * 100_000) / 1000)}%`;

/**
 * The rates the booking system prices rides with (decision 36): the same stored configuration the quote and the
 * fare calculator use, read only.
 */
export function EngineRates({ config }: { config: PricingConfig }) {
  const { t } = useTranslation('driver-dashboard');
  const f = useDriverFormat();
  const c = config.customRide;
  const rows: [string, string][] = [
    [t('engine.base'), f.cents(c.basePriceCents)],
    ...Object.entries(c.perMileCents).map(([code, cents]): [string, string] => [
      t('engine.perMile', { vehicle: t(`engine.vehicles.${code}`, { defaultValue: code }) }),
      t('pricing.perMileShort', { amount: f.cents(cents) }),
    ]),
    [t('engine.stc'), percent(c.stcBps, BPS_ONE)],
    [t('engine.cardFee'), percent(c.creditCardFeeBps, BPS_ONE)],
    [t('engine.adminFee'), f.cents(c.adminFeeCents)],
    [t('engine.meetAndGreet'), f.cents(config.extras.meetAndGreet.cents)],
    [t('engine.childSeat'), f.cents(config.extras.childSeat.cents)],
    [t('engine.extraStop'), f.cents(config.extras.extraStop.cents)],
    [t('engine.tax'), percent(config.taxRatePpm, PPM_ONE)],
    [t('engine.share'), percent(config.driverShareBps, BPS_ONE)],
  ];
  return (
    <section
      aria-labelledby="engine-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/8 sm:p-6"
      data-testid="engine-rates"
    >
      <h3
        id="engine-title"
        className="flex items-center gap-2 font-display text-xl font-semibold text-ink sm:text-2xl"
      >
        <Receipt className="size-5 text-gold-dark" aria-hidden />
        {t('engine.title')}
      </h3>
      <p className="mt-1 text-sm text-stone">{t('engine.lead')}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-ink/8 pb-1.5">
            <dt className="text-stone">{label}</dt>
            <dd className="font-semibold text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
