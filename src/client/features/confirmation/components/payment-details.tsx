import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BookingView } from '../../../../shared/contracts/checkout.ts';
import { cn } from '../../../components/ui/cn.ts';
import type { ConfirmationFormat } from '../hooks/use-confirmation-format.ts';

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

/** What was paid: each price line, subtotal, tax with its rate, the total and the card used. */
export function PaymentDetails({
  booking: b,
  format: f,
}: {
  booking: BookingView;
  format: ConfirmationFormat;
}) {
  const { t } = useTranslation('confirmation');
  return (
    <section
      aria-labelledby="payment-title"
      data-testid="confirmation-payment"
      className="rounded-2xl bg-white p-6 shadow-[0_30px_80px_-30px_rgb(0_0_0/0.45)] ring-1 ring-ink/8 break-inside-avoid sm:p-8 print:shadow-none print:ring-ink/20"
    >
      <h2 id="payment-title" className="font-display text-2xl leading-tight font-semibold text-ink">
        {t('payment.title')}
      </h2>
      <dl className="mt-5 grid gap-2 text-sm">
        {b.lines.map((line, i) => (
          <Row
            key={`${line.code}-${i}`}
            label={f.line(line)}
            amount={f.money(line.amount)}
            testId={`line-${line.code}`}
          />
        ))}
      </dl>
      <dl className="mt-4 grid gap-2 border-t border-ink/10 pt-4 text-sm">
        <Row label={t('payment.subtotal')} amount={f.money(b.subtotal)} strong testId="line-subtotal" />
        <Row
          label={t('payment.tax', { rate: f.percent(b.taxRatePercent) })}
          amount={f.money(b.tax)}
          testId="line-tax"
        />
      </dl>
      <dl className="mt-4 flex items-end justify-between gap-4 border-t-2 border-ink pt-4">
        <dt className="text-sm font-semibold tracking-[0.16em] text-ink uppercase">{t('payment.total')}</dt>
        <dd
          className="font-display text-4xl leading-none font-semibold text-ink lining-nums tabular-nums"
          data-testid="confirmation-total"
        >
          {f.money(b.total)}
        </dd>
      </dl>
      <p
        className="mt-5 flex items-start gap-3 rounded-xl bg-ivory px-4 py-3 text-sm print:bg-transparent print:px-0"
        data-testid="confirmation-paid-with"
      >
        <CreditCard className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden />
        <span>
          <span className="font-semibold text-success">
            {b.paidAt ? t('payment.paid') : t('payment.unpaid')}
          </span>
          {b.paymentMethod && (
            <span className="text-ink"> · {t('payment.method', { method: b.paymentMethod })}</span>
          )}
          {b.paidAt && (
            <span className="block text-xs text-stone">
              {t('payment.paidAt', { when: f.dateTime(b.paidAt) })}
            </span>
          )}
        </span>
      </p>
    </section>
  );
}
