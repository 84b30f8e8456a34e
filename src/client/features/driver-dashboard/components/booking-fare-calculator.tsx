import { useMutation } from '@tanstack/react-query';
import { Calculator } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteRequest, QuoteResponse } from '../../../../shared/contracts/quotes.ts';
import { nyLocalToInstant, nyWallClock } from '../../../../shared/domain/new-york-time.ts';
import type { PricingConfig } from '../../../../shared/domain/pricing-config.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Field, Input, Select } from '../../../components/ui/form-field.tsx';
import { apiPost } from '../../../lib/api-client.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useDriverFormat } from '../hooks/use-driver-format.ts';
import { quotedShareCents } from '../lib/quote-share.ts';

const SERVICES = ['point-to-point', 'to-airport', 'from-airport', 'hourly'] as const;
type Service = (typeof SERVICES)[number];

interface Form {
  pickup: string;
  destination: string;
  date: string;
  time: string;
  service: Service;
  hours: string;
  meetAndGreet: boolean;
  childSeat: boolean;
}

/** Tomorrow 10:00 in New York: a pickup the booking rules accept. */
function defaultForm(): Form {
  const tomorrow = nyWallClock(new Date(Date.now() + 86_400_000));
  return {
    pickup: '',
    destination: '',
    date: tomorrow.date,
    time: '10:00',
    service: 'point-to-point',
    hours: '2',
    meetAndGreet: false,
    childSeat: false,
  };
}

function quoteRequest(form: Form): QuoteRequest {
  const [y, m, d] = form.date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = form.time.split(':').map(Number) as [number, number];
  return {
    pickup: form.pickup.trim(),
    destination: form.destination.trim(),
    pickupDateTime: nyLocalToInstant(y, m, d, hh, mm).toISOString(),
    serviceType: form.service,
    ...(form.service === 'hourly' ? { hours: Number(form.hours) } : {}),
    extras: { meetAndGreet: form.meetAndGreet, childSeat: form.childSeat },
  };
}

/**
 * The drivers' fare calculator (decision 36): a ride priced by the booking system itself (POST /api/quotes, the
 * stored pricing configuration), every vehicle's price and the chauffeur's share of it.
 */
export function BookingFareCalculator({ config }: { config: PricingConfig }) {
  const { t } = useTranslation('driver-dashboard');
  const f = useDriverFormat();
  const errorText = useErrorText();
  const [form, setForm] = useState<Form>(defaultForm);
  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((prev) => ({ ...prev, [key]: value }));
  const quote = useMutation({
    mutationFn: (body: QuoteRequest) => apiPost<QuoteResponse>('/api/quotes', body),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    quote.mutate(quoteRequest(form));
  };
  const percent = `${String(config.driverShareBps / 100)}%`;
  const text = (key: keyof Form, label: string, type = 'text') => (
    <Field label={label}>
      {({ id }) => (
        <Input
          id={id}
          type={type}
          required
          value={String(form[key])}
          onChange={(e) => set(key, e.target.value as never)}
        />
      )}
    </Field>
  );

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
        <p className="mt-1.5 text-sm text-ivory/70">{t('calculator.engineLead')}</p>
      </div>
      <form className="grid gap-4 px-5 py-5 sm:grid-cols-2 sm:px-6" onSubmit={submit} noValidate>
        {text('pickup', t('calculator.pickup'))}
        {text('destination', t('calculator.destination'))}
        {text('date', t('calculator.date'), 'date')}
        {text('time', t('calculator.time'), 'time')}
        <Field label={t('calculator.service')}>
          {({ id }) => (
            <Select id={id} value={form.service} onChange={(e) => set('service', e.target.value as Service)}>
              {SERVICES.map((s) => (
                <option key={s} value={s}>
                  {t(`services.${s}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {form.service === 'hourly' && text('hours', t('calculator.hours'), 'number')}
        <div className="grid gap-3 sm:col-span-2">
          <CheckboxField
            id="calc-meet-and-greet"
            checked={form.meetAndGreet}
            onChange={(e) => set('meetAndGreet', e.target.checked)}
            label={t('calculator.meetAndGreet')}
          />
          <CheckboxField
            id="calc-child-seat"
            checked={form.childSeat}
            onChange={(e) => set('childSeat', e.target.checked)}
            label={t('calculator.childSeat')}
          />
        </div>
        <Button type="submit" className="sm:col-span-2" disabled={quote.isPending}>
          {t('calculator.price')}
        </Button>
      </form>
      <div
        className="border-t border-ink/8 px-5 py-5 sm:px-6"
        aria-live="polite"
        data-testid="calculator-result"
        data-launcher-avoid
      >
        {quote.isError && <p className="text-sm text-red-700">{errorText(quote.error)}</p>}
        {quote.data && (
          <>
            <table className="w-full text-sm" data-testid="calculator-vehicles">
              <thead>
                <tr className="text-left text-xs text-stone">
                  <th scope="col" className="py-1 font-semibold">
                    {t('calculator.vehicle')}
                  </th>
                  <th scope="col" className="py-1 text-right font-semibold">
                    {t('calculator.customerPays')}
                  </th>
                  <th scope="col" className="py-1 text-right font-semibold">
                    {t('calculator.yourShare', { percent })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {quote.data.vehicles.map((v) => (
                  <tr key={v.vehicleId} data-vehicle={v.vehicleId} className="border-t border-ink/8">
                    <th scope="row" className="py-2 pr-2 text-left font-medium text-ink">
                      {v.vehicleName}
                    </th>
                    <td className="py-2 text-right tabular-nums" data-testid="calculator-total">
                      {f.cents(v.totalCents)}
                    </td>
                    <td className="py-2 text-right font-semibold tabular-nums" data-testid="calculator-share">
                      {f.cents(quotedShareCents(config, v))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-3 text-xs text-stone">{t('calculator.shareRule', { percent })}</p>
          </>
        )}
      </div>
    </section>
  );
}
