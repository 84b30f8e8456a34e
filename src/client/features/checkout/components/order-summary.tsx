import { Car } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BookingView } from '../../../../shared/contracts/checkout.ts';
import { cn } from '../../../components/ui/cn.ts';
import type { CheckoutFormat } from '../hooks/use-checkout-format.ts';

function Row({
  label,
  amount,
  strong = false,
  testId,
}: {
  label: string;
  amount: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4" data-testid={testId}>
      <dt className={cn('min-w-0', strong ? 'font-semibold text-ink' : 'text-ink/80')}>{label}</dt>
      <dd className={cn('shrink-0 tabular-nums', strong ? 'font-semibold text-ink' : 'text-ink')}>
        {amount}
      </dd>
    </div>
  );
}

/** The booking summary: vehicle, every price line, subtotal, tax with its rate and the total, all from the server. */
export function OrderSummary({ booking, format: f }: { booking: BookingView; format: CheckoutFormat }) {
  const { t } = useTranslation('checkout');
  return (
    <section
      aria-labelledby="order-summary-title"
      data-testid="checkout-summary"
      className="rounded-2xl bg-white p-6 shadow-[0_30px_80px_-30px_rgb(0_0_0/0.45)] ring-1 ring-ink/8 sm:p-8"
    >
      <h2 id="order-summary-title" className="font-display text-2xl leading-tight font-semibold text-ink">
        {t('summary.title')}
      </h2>
      <p className="mt-4 flex items-center gap-3 rounded-xl bg-ivory px-4 py-3 text-sm font-medium text-ink">
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-ink text-gold-light">
          <Car className="size-4" aria-hidden />
        </span>
        <span className="min-w-0">
          <span className="block text-[0.6875rem] font-semibold tracking-[0.16em] text-stone uppercase">
            {t('summary.vehicle')}
          </span>
          <span data-testid="summary-vehicle">{booking.vehicleName}</span>
        </span>
      </p>
      <dl className="mt-5 grid gap-2 text-sm">
        {booking.lines.map((line, i) => (
          <Row
            key={`${line.code}-${i}`}
            label={f.line(line)}
            amount={f.money(line.amount)}
            testId={`line-${line.code}`}
          />
        ))}
      </dl>
      <dl className="mt-4 grid gap-2 border-t border-ink/10 pt-4 text-sm">
        <Row label={t('summary.subtotal')} amount={f.money(booking.subtotal)} strong testId="line-subtotal" />
        <Row
          label={t('summary.tax', { rate: f.percent(booking.taxRatePercent) })}
          amount={f.money(booking.tax)}
          testId="line-tax"
        />
      </dl>
      <dl className="mt-4 flex items-end justify-between gap-4 border-t-2 border-ink pt-4">
        <dt className="text-sm font-semibold tracking-[0.16em] text-ink uppercase">{t('summary.total')}</dt>
        <dd
          className="font-display text-4xl leading-none font-semibold text-ink lining-nums tabular-nums"
          data-testid="summary-total"
        >
          {f.money(booking.total)}
        </dd>
      </dl>
      <p className="mt-4 text-xs leading-relaxed text-stone">{t('summary.note')}</p>
    </section>
  );
}
