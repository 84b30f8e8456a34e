import {
  Ban,
  CalendarCheck,
  Car,
  CheckCircle2,
  DollarSign,
  Gauge,
  Landmark,
  Receipt,
  RotateCcw,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '../../../../shared/contracts/admin-analytics.ts';
import type { AnalyticsFormat } from '../hooks/use-analytics-format.ts';

interface Figure {
  key: string;
  Icon: LucideIcon;
  value: string;
  hint?: string;
}

/** The range's headline numbers: net revenue, gross, the chauffeurs' share, the margin, bookings, completed, average fare, cancellations, refunds, drivers. */
export function HeadlineFigures({ data, f }: { data: Analytics; f: AnalyticsFormat }) {
  const { t } = useTranslation('admin-analytics');
  const { totals, drivers } = data;
  const none = t('figures.none');
  const figures: Figure[] = [
    { key: 'revenue', Icon: DollarSign, value: f.money(totals.revenue), hint: t('figures.revenueHint') },
    {
      key: 'gross',
      Icon: Landmark,
      value: f.money(totals.gross),
      hint: t('figures.grossHint', { tax: f.money(totals.tax), passThrough: f.money(totals.passThrough) }),
    },
    { key: 'driverShare', Icon: Car, value: f.money(totals.driverShare), hint: t('figures.driverShareHint') },
    { key: 'margin', Icon: TrendingUp, value: f.money(totals.margin), hint: t('figures.marginHint') },
    { key: 'bookings', Icon: CalendarCheck, value: f.count(totals.bookings) },
    { key: 'completed', Icon: CheckCircle2, value: f.count(totals.completed) },
    {
      key: 'averageFare',
      Icon: Receipt,
      value: totals.averageFare === null ? none : f.money(totals.averageFare),
    },
    {
      key: 'cancellationRate',
      Icon: Ban,
      value: totals.cancellationRate === null ? none : f.share(totals.cancellationRate),
      hint: t('figures.cancelledCount', { count: totals.cancelled }),
    },
    { key: 'refunded', Icon: RotateCcw, value: f.money(totals.refunded) },
    {
      key: 'drivers',
      Icon: Users,
      value: t('figures.driversValue', { active: f.count(drivers.active), total: f.count(drivers.total) }),
      hint: t('figures.tripsCompleted', { count: drivers.tripsCompleted }),
    },
    {
      key: 'utilisation',
      Icon: Gauge,
      value: drivers.utilisation === null ? none : f.share(drivers.utilisation),
      hint: t('figures.utilisationHint'),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="analytics-figures">
      {figures.map(({ key, Icon, value, hint }) => (
        <div
          key={key}
          data-figure={key}
          className={
            key === 'revenue'
              ? 'flex flex-col rounded-2xl bg-ink p-4 text-ivory shadow-sm sm:p-5'
              : 'flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/8 sm:p-5'
          }
        >
          <dt
            className={`order-2 mt-1 flex items-center gap-1.5 text-[0.6875rem] font-semibold tracking-[0.12em] uppercase ${key === 'revenue' ? 'text-gold-light' : 'text-stone'}`}
          >
            <Icon
              className={`size-3.5 shrink-0 ${key === 'revenue' ? 'text-gold' : 'text-gold-dark'}`}
              aria-hidden
            />
            {t(`figures.${key}`)}
          </dt>
          <dd
            className="order-1 font-display text-2xl leading-tight font-semibold break-words lining-nums tabular-nums sm:text-3xl"
            data-testid={`figure-${key}`}
          >
            {value}
          </dd>
          {hint && (
            <dd className={`order-3 mt-1 text-xs ${key === 'revenue' ? 'text-ivory/70' : 'text-stone'}`}>
              {hint}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
