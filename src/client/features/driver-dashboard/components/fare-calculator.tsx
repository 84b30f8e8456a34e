import { Calculator } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BPS_ONE,
  FEE_IDS,
  RATE_CARD_CATEGORIES,
  type FeeId,
  type PricingConfig,
  type RateCardCategory,
} from '../../../../shared/domain/pricing-config.ts';
import { driverEarningsCents } from '../../../../shared/domain/pricing.ts';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Field, Input, Select } from '../../../components/ui/form-field.tsx';
import { useDriverFormat } from '../hooks/use-driver-format.ts';
import {
  calculate,
  defaultCalculatorForm,
  feeValueText,
  formatFactor,
  MIN_DISTANCE_MILES,
  MIN_HOURS,
  stepKinds,
  type CalculatorForm,
  type StepKind,
} from '../lib/rate-card.ts';
import { useRateCardText } from './pricing-tab.tsx';

const QUANTITY: Partial<
  Record<FeeId, { field: 'waitingMinutes' | 'extraStops' | 'luggage'; label: string }>
> = {
  waitingTime: { field: 'waitingMinutes', label: 'calculator.waitingMinutes' },
  extraStop: { field: 'extraStops', label: 'calculator.extraStops' },
  luggageHandling: { field: 'luggage', label: 'calculator.luggage' },
};

/** The rate-card fare of the operations document, computed by the shared `rateCardFare` (the server's own). */
export function FareCalculator({ config }: { config: PricingConfig }) {
  const { t } = useTranslation('driver-dashboard');
  const f = useDriverFormat();
  const names = useRateCardText();
  const [form, setForm] = useState<CalculatorForm>(defaultCalculatorForm);
  const set = <K extends keyof CalculatorForm>(key: K, value: CalculatorForm[K]) =>
    setForm((prev) => ({ ...prev, [key]: value }));
  const result = useMemo(() => calculate(config, form), [config, form]);
  const card = config.rateCard;
  const sharePercent = `${String(config.driverShareBps / 100)}%`;

  const stepLabel = (kind: StepKind | undefined, fallback: string): string => {
    if (!kind || !result.ok) return fallback;
    const vehicle = card.vehicles[form.category];
    switch (kind.kind) {
      case 'base': {
        const service = card.serviceMultipliers.find((s) => s.id === result.input.serviceType);
        const serviceName = service ? names.serviceName(service) : result.input.serviceType;
        const factor = service ? formatFactor(service.factorBps) : '';
        return kind.hourly
          ? t('calculator.step.hours', {
              hours: result.input.hours ?? 1,
              rate: f.cents(vehicle.hourlyRateCents),
              factor: service && service.factorBps !== BPS_ONE ? factor : '',
              service: serviceName,
            }).replace('  ', ' ')
          : t('calculator.step.distance', {
              miles: result.input.distanceMiles,
              rate: f.cents(vehicle.perMileCents),
              factor,
              service: serviceName,
            });
      }
      case 'time':
        return t('calculator.step.time', {
          name: names.timeName(config, kind.id),
          factor: formatFactor(card.timeFactors[kind.id].factorBps),
        });
      case 'fee': {
        const fee = card.fees[kind.id];
        const name = names.feeName(config, kind.id);
        if (fee.isPercentage)
          return t('calculator.step.percent', { name, value: feeValueText(fee, f.cents) });
        if (kind.id === 'waitingTime')
          return t('calculator.step.waitingTime', {
            name,
            count: Math.max(0, (result.input.fees?.waitingMinutes ?? 0) - card.fees.waitingTime.freeMinutes),
          });
        const count = kind.id === 'extraStop' ? result.input.fees?.extraStops : result.input.fees?.luggage;
        return t(`calculator.step.${kind.id}`, { name, count: count ?? 0 });
      }
      case 'minimum':
        return t('calculator.step.minimum', { amount: f.cents(vehicle.minimumFareCents) });
    }
  };

  const kinds = result.ok ? stepKinds(config, result) : null;
  const selectedService = card.serviceMultipliers.find((s) => s.id === form.serviceType);

  return (
    <section
      aria-labelledby="calculator-title"
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/8"
      data-testid="fare-calculator"
    >
      <div className="bg-ink px-5 py-5 text-ivory sm:px-6">
        <h3 id="calculator-title" className="flex items-center gap-2 font-display text-2xl font-semibold">
          <Calculator className="size-5 text-gold" aria-hidden />
          {t('calculator.title')}
        </h3>
        <p className="mt-1.5 text-sm text-ivory/70">{t('calculator.lead')}</p>
      </div>

      <div className="grid gap-5 px-5 py-5 sm:px-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('calculator.vehicle')}>
            {({ id }) => (
              <Select
                id={id}
                value={form.category}
                onChange={(e) => set('category', e.target.value as RateCardCategory)}
              >
                {RATE_CARD_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`pricing.categories.${c}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('calculator.service')}>
            {({ id }) => (
              <Select id={id} value={form.serviceType} onChange={(e) => set('serviceType', e.target.value)}>
                {card.serviceMultipliers.map((s) => (
                  <option key={s.id} value={s.id}>
                    {names.serviceName(s)} ({formatFactor(s.factorBps)})
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {selectedService?.hourly ? (
            <Field
              label={t('calculator.hours')}
              error={!result.ok && result.problem === 'hoursMin' ? t('calculator.hoursMin') : undefined}
              className="sm:col-span-2"
            >
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  type="number"
                  inputMode="decimal"
                  min={MIN_HOURS}
                  step={0.5}
                  value={form.hours}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  onChange={(e) => set('hours', e.target.value)}
                />
              )}
            </Field>
          ) : (
            <Field
              label={t('calculator.distance')}
              error={!result.ok && result.problem === 'distanceMin' ? t('calculator.distanceMin') : undefined}
              className="sm:col-span-2"
            >
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  type="number"
                  inputMode="decimal"
                  min={MIN_DISTANCE_MILES}
                  step={0.1}
                  value={form.distance}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  onChange={(e) => set('distance', e.target.value)}
                />
              )}
            </Field>
          )}
        </div>

        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-semibold text-ink">{t('calculator.timeFactors')}</legend>
          {(['rushHour', 'weekend', 'holiday'] as const).map((id) => (
            <CheckboxField
              key={id}
              id={`calc-${id}`}
              checked={form[id]}
              onChange={(e) => set(id, e.target.checked)}
              label={`${names.timeName(config, id)} (${formatFactor(card.timeFactors[id].factorBps)})`}
            />
          ))}
        </fieldset>

        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-semibold text-ink">{t('calculator.fees')}</legend>
          {FEE_IDS.map((id) => {
            const fee = card.fees[id];
            const name = names.feeName(config, id);
            const quantity = QUANTITY[id];
            const value = `${fee.isDiscount ? '−' : ''}${feeValueText(fee, f.cents)}`;
            return (
              <div key={id} className="grid gap-2">
                <CheckboxField
                  id={`calc-fee-${id}`}
                  checked={fee.isActive && form.fees[id]}
                  disabled={!fee.isActive}
                  onChange={(e) => set('fees', { ...form.fees, [id]: e.target.checked })}
                  label={
                    fee.isActive
                      ? `${name} (${value})`
                      : t('calculator.inactiveFee', { name: `${name} (${value})` })
                  }
                />
                {quantity && fee.isActive && form.fees[id] && (
                  <Field
                    label={t(quantity.label)}
                    hint={
                      id === 'waitingTime'
                        ? t('calculator.waitingHint', { count: card.fees.waitingTime.freeMinutes })
                        : undefined
                    }
                    className="ml-7 max-w-48"
                  >
                    {({ id: inputId, describedBy }) => (
                      <Input
                        id={inputId}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        step={1}
                        value={form[quantity.field]}
                        aria-describedby={describedBy}
                        onChange={(e) => set(quantity.field, e.target.value)}
                        className="py-2"
                      />
                    )}
                  </Field>
                )}
              </div>
            );
          })}
        </fieldset>

        <div
          aria-live="polite"
          className="rounded-2xl bg-ivory p-5 ring-1 ring-gold/30"
          data-testid="calculator-result"
          data-launcher-avoid
        >
          {result.ok ? (
            <>
              <div className="grid grid-cols-2 gap-4">
                <div>
                  <p className="text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase">
                    {t('calculator.fare')}
                  </p>
                  <p
                    className="font-display text-4xl font-semibold text-ink tabular-nums"
                    data-testid="calculator-fare"
                  >
                    {f.cents(result.fare.fareCents)}
                  </p>
                </div>
                <div className="text-right">
                  <p className="text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase">
                    {t('calculator.yourShare', { percent: sharePercent })}
                  </p>
                  <p
                    className="font-display text-4xl font-semibold text-gold-dark tabular-nums"
                    data-testid="calculator-share"
                  >
                    {f.cents(driverEarningsCents(config, result.fare.fareCents))}
                  </p>
                </div>
              </div>
              {result.fare.minimumApplied && (
                <p className="mt-3 text-sm font-medium text-ink/80">{t('calculator.minimumApplied')}</p>
              )}
              <details className="mt-4 group" open>
                <summary className="cursor-pointer text-sm font-semibold text-gold-dark">
                  {t('calculator.breakdown')}
                </summary>
                <ol className="mt-2 grid gap-1.5 text-sm" data-testid="calculator-steps">
                  {result.fare.steps.map((step, index) => (
                    <li key={index} className="flex items-baseline justify-between gap-4">
                      <span className="text-ink/80">{stepLabel(kinds?.[index], step.label)}</span>
                      <span className="shrink-0 font-medium text-ink tabular-nums">
                        {step.cents < 0 ? `−${f.cents(-step.cents)}` : f.cents(step.cents)}
                      </span>
                    </li>
                  ))}
                </ol>
              </details>
            </>
          ) : (
            <p className="text-sm font-medium text-danger">
              {result.problem === 'distanceMin' ? t('calculator.distanceMin') : t('calculator.hoursMin')}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
