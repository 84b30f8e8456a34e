import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import type { SelectionFormat } from '../hooks/use-selection-format.ts';
import type { PriceLine, PriceSummary } from '../lib/price-lines.ts';

function Row({
  label,
  detail,
  amount,
  strong = false,
  testId,
}: {
  label: string;
  detail?: string | undefined;
  amount: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4" data-testid={testId}>
      <dt className={cn('min-w-0', strong ? 'font-semibold text-ink' : 'text-ink/80')}>
        {label}
        {detail && <span className="block text-xs leading-snug text-stone">{detail}</span>}
      </dt>
      <dd className={cn('shrink-0 tabular-nums', strong ? 'font-semibold text-ink' : 'text-ink')}>
        {amount}
      </dd>
    </div>
  );
}

/** One vehicle's price, line by line, every amount as the server computed it. */
export function PriceBreakdown({
  summary,
  format: f,
  titleId,
}: {
  summary: PriceSummary;
  format: SelectionFormat;
  titleId: string;
}) {
  const { t } = useTranslation('vehicles');
  const several = summary.legs.length > 1;

  const line = (l: PriceLine) => {
    switch (l.id) {
      case 'package':
        return <Row key={l.id} label={t('price.package')} amount={f.money(l.cents)} testId="line-package" />;
      case 'base':
        return <Row key={l.id} label={t('price.base')} amount={f.money(l.cents)} testId="line-base" />;
      case 'distance':
        return (
          <Row
            key={l.id}
            label={t('price.distance', { miles: f.miles(l.miles) })}
            amount={f.money(l.cents)}
            testId="line-distance"
          />
        );
      case 'tolls':
        return (
          <Row
            key={l.id}
            label={t('price.tolls')}
            detail={l.names.length > 0 ? l.names.join(' · ') : undefined}
            amount={f.money(l.cents)}
            testId="line-tolls"
          />
        );
      case 'cardFee':
        return (
          <Row
            key={l.id}
            label={
              l.percent === null
                ? t('price.cardFeeNoRate')
                : t('price.cardFee', { rate: f.percent(l.percent) })
            }
            amount={f.money(l.cents)}
            testId="line-card-fee"
          />
        );
      case 'stc':
        return (
          <Row
            key={l.id}
            label={l.percent === null ? t('price.stcNoRate') : t('price.stc', { rate: f.percent(l.percent) })}
            amount={f.money(l.cents)}
            testId="line-stc"
          />
        );
      case 'admin':
        return <Row key={l.id} label={t('price.admin')} amount={f.money(l.cents)} testId="line-admin" />;
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
          <Row label={t('price.extras')} amount={t('price.noExtras')} testId="line-extras" />
        ) : (
          summary.extras.map((e) => (
            <Row
              key={e.id}
              label={t(`price.extra.${e.id}`)}
              amount={f.money(e.cents)}
              testId={`line-${e.id}`}
            />
          ))
        )}
        <Row
          label={t('price.subtotal')}
          amount={f.money(summary.subtotalCents)}
          strong
          testId="line-subtotal"
        />
        <Row
          label={t('price.tax', { rate: f.rate(summary.taxRatePpm) })}
          amount={f.money(summary.taxCents)}
          testId="line-tax"
        />
      </dl>
    </div>
  );
}
