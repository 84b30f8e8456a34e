import { useTranslation } from 'react-i18next';
import type { Analytics } from '../../../../shared/contracts/admin-analytics.ts';
import type { BookingStatus } from '../../../../shared/domain/booking-status.ts';
import type { AnalyticsFormat } from '../hooks/use-analytics-format.ts';
import { MONEY_COLUMNS } from '../lib/format.ts';
import { BarChart, type BarRow } from './bar-chart.tsx';

const STATUS_FILLS: Record<BookingStatus, string> = {
  pending: 'fill-amber-400',
  confirmed: 'fill-sky-500',
  assigned: 'fill-indigo-500',
  in_progress: 'fill-violet-500',
  completed: 'fill-emerald-600',
  cancelled: 'fill-rose-500',
  no_show: 'fill-orange-500',
};

type Breakdown = Analytics['byService'];

/** Bookings by status, by service type and by vehicle: three bar charts with their numbers. */
export function BreakdownCharts({ data, f }: { data: Analytics; f: AnalyticsFormat }) {
  const { t } = useTranslation(['admin-analytics', 'booking-status']);
  const listing = (rows: { label: string; valueText: string }[]) =>
    rows.map((r) => `${r.label} ${r.valueText}`).join(', ');

  const statusRows: BarRow[] = data.byStatus
    .filter((s) => s.bookings > 0)
    .map((s) => ({
      key: s.status,
      label: t(`admin.${s.status}`, { ns: 'booking-status' }),
      value: s.bookings,
      valueText: f.count(s.bookings),
      fill: STATUS_FILLS[s.status],
    }));

  const breakdownRows = (rows: Breakdown, translate: (key: string, label: string) => string): BarRow[] =>
    rows.map((r) => ({
      key: r.key,
      label: translate(r.key, r.label),
      value: r.bookings,
      valueText: `${f.count(r.bookings)} · ${f.money(r.revenue)}`,
    }));
  const serviceRows = breakdownRows(data.byService, (key, label) =>
    t(`services.${key}`, { defaultValue: label }),
  );
  const vehicleRows = breakdownRows(data.byVehicle, (_key, label) => label);
  const moneyTable = (rows: Breakdown, labels: BarRow[]) =>
    rows.map((r, i) => [
      labels[i]?.label ?? r.label,
      f.count(r.bookings),
      ...MONEY_COLUMNS.map((k) => f.money(r[k])),
    ]);
  const moneyHead = (first: string) => [
    first,
    t('breakdown.bookings'),
    ...MONEY_COLUMNS.map((k) => t(`money.${k}`)),
  ];

  return (
    <>
      <BarChart
        id="status"
        title={t('breakdown.status')}
        summary={`${t('breakdown.status')}: ${listing(statusRows)}`}
        rows={statusRows}
        head={[t('breakdown.statusColumn'), t('breakdown.bookings')]}
        table={statusRows.map((r) => [r.label, r.valueText])}
        empty={t('breakdown.empty')}
      />
      <BarChart
        id="service"
        title={t('breakdown.service')}
        subtitle={t('breakdown.bookingsRevenue')}
        summary={`${t('breakdown.service')}: ${listing(serviceRows)}`}
        rows={serviceRows}
        head={moneyHead(t('breakdown.serviceColumn'))}
        table={moneyTable(data.byService, serviceRows)}
        empty={t('breakdown.empty')}
      />
      <BarChart
        id="vehicle"
        title={t('breakdown.vehicle')}
        subtitle={t('breakdown.bookingsRevenue')}
        summary={`${t('breakdown.vehicle')}: ${listing(vehicleRows)}`}
        rows={vehicleRows}
        head={moneyHead(t('breakdown.vehicleColumn'))}
        table={moneyTable(data.byVehicle, vehicleRows)}
        empty={t('breakdown.empty')}
      />
    </>
  );
}
