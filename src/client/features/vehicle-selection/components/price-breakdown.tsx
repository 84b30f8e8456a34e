import { useTranslation } from 'react-i18next';
import { PriceRow } from '../../../booking/components/price-rows.tsx';
import type { BookingFormat } from '../../../booking/hooks/use-booking-format.ts';
import type { PriceLine, PriceSummary } from '../lib/price-lines.ts';

/** One vehicle's price, line by line, every amount as the server computed it. */
export function PriceBreakdown({
  summary,
  format: f,
  titleId,
}: {
  summary: PriceSummary;
  format: BookingFormat;
  titleId: string;
}) {
  const { t } = useTranslation('vehicles');
  const several = summary.legs.length > 1;

  const line = (l: PriceLine) => {
    switch (l.id) {
      case 'package':
        return (
          <PriceRow key={l.id} label={t('price.package')} amount={f.cents(l.cents)} testId="line-package" />
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
            label={
              l.percent === null
                ? t('price.cardFeeNoRate')
                : t('price.cardFee', { rate: f.percent(l.percent) })
            }
            amount={f.cents(l.cents)}
            testId="line-card-fee"
          />
        );
      case 'stc':
        return (
          <PriceRow
            key={l.id}
            label={t('price.stc')}
            detail={
              l.percent === null
                ? t('price.stcDetailNoRate')
                : t('price.stcDetail', { rate: f.percent(l.percent) })
            }
            amount={f.cents(l.cents)}
            testId="line-stc"
          />
        );
      case 'admin':
        return <PriceRow key={l.id} label={t('price.admin')} amount={f.cents(l.cents)} testId="line-admin" />;
      case 'surcharge':
        return (
          <PriceRow
            key={`surcharge-${l.surcharge}`}
            label={f.surcharge(l.surcharge)}
            amount={f.cents(l.cents)}
            testId={`line-${l.surcharge}`}
          />
        );
    }
  };

  return (
    <div className="text-sm">
      <h4
        id={titleId}
        className="font-sans text-[0.6875rem] font-semibold tracking-[0.16em] text-stone uppercase"
      >
        {t('price.title')}
      </h4>
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
