import { useTranslation } from 'react-i18next';
import { PriceRow } from '../../../booking/components/price-rows.tsx';
import type { BookingFormat } from '../../../booking/hooks/use-booking-format.ts';
import type { PriceLine, PriceSummary } from '../lib/price-lines.ts';

/**
 * One vehicle's price, line by line in the receipt's order (each leg's fare, the for-hire surcharges, extras,
 * subtotal and tax), every amount as the server computed it, every rate the configured one.
 */
export function PriceBreakdown({ summary, format: f }: { summary: PriceSummary; format: BookingFormat }) {
  const { t } = useTranslation('vehicles');
  const several = summary.legs.length > 1;

  const line = (l: PriceLine) => {
    switch (l.id) {
      case 'package':
        return (
          <PriceRow key={l.id} label={t('price.package')} amount={f.cents(l.cents)} testId="line-package" />
        );
      case 'hourly':
        return (
          <PriceRow
            key={l.id}
            label={t('price.hourly', { hours: l.hours, rate: f.centsRate(l.rateCents) })}
            amount={f.cents(l.cents)}
            testId="line-hourly"
          />
        );
      case 'base':
        return <PriceRow key={l.id} label={t('price.base')} amount={f.cents(l.cents)} testId="line-base" />;
      case 'distance':
        return (
          <PriceRow
            key={l.id}
            label={t('price.distance', { miles: f.miles(l.miles) })}
            amount={f.cents(l.cents)}
            testId="line-distance"
          />
        );
      case 'tolls':
        return (
          <PriceRow
            key={l.id}
            label={t('price.tolls')}
            detail={
              l.tolls.length > 0
                ? l.tolls.map((toll) => t(`price.toll.${toll.id}`, { defaultValue: toll.name })).join(' · ')
                : undefined
            }
            amount={f.cents(l.cents)}
            testId="line-tolls"
          />
        );
      case 'cardFee':
        return (
          <PriceRow
            key={l.id}
            label={t('price.cardFee', { rate: f.percent(l.percent) })}
            amount={f.cents(l.cents)}
            testId="line-card-fee"
          />
        );
      case 'stc':
        return (
          <PriceRow
            key={l.id}
            label={t('price.stc')}
            detail={t('price.stcDetail', { rate: f.percent(l.percent) })}
            amount={f.cents(l.cents)}
            testId="line-stc"
          />
        );
      case 'admin':
        return <PriceRow key={l.id} label={t('price.admin')} amount={f.cents(l.cents)} testId="line-admin" />;
    }
  };

  return (
    <div className="text-sm">
      {summary.legs.map((leg) => (
        <div key={leg.leg} className="mt-3" data-testid={`leg-${leg.leg}`}>
          {several && (
            <p className="mb-1.5 text-xs font-semibold text-gold-dark">
              {t(leg.leg === 'return' ? 'price.return' : 'price.outbound')}
            </p>
          )}
          <dl className="grid gap-1.5">{leg.lines.map(line)}</dl>
        </div>
      ))}
      {summary.surcharges.length > 0 && (
        <dl className="mt-3 grid gap-1.5 border-t border-ink/10 pt-3" data-testid="surcharges">
          {summary.surcharges.map((s) => (
            <PriceRow
              key={s.id}
              label={f.surcharge(s.id)}
              amount={f.cents(s.cents)}
              testId={`line-${s.id}`}
            />
          ))}
        </dl>
      )}
      <dl className="mt-3 grid gap-1.5 border-t border-ink/10 pt-3">
        {summary.extras.length === 0 ? (
          <PriceRow label={t('price.extras')} amount={t('price.noExtras')} testId="line-extras" />
        ) : (
          summary.extras.map((e) => (
            <PriceRow key={e.id} label={f.extra(e.id)} amount={f.cents(e.cents)} testId={`line-${e.id}`} />
          ))
        )}
        <PriceRow
          label={t('price.subtotal')}
          amount={f.cents(summary.subtotalCents)}
          strong
          testId="line-subtotal"
        />
        <PriceRow
          label={t('price.tax', { rate: f.rate(summary.taxRatePpm) })}
          amount={f.cents(summary.taxCents)}
          testId="line-tax"
        />
      </dl>
    </div>
  );
}
