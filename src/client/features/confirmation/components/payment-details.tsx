import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BookingView } from '../../../../shared/contracts/checkout.ts';
import { PriceTotals } from '../../../booking/components/price-rows.tsx';
import type { BookingFormat } from '../../../booking/hooks/use-booking-format.ts';

/** What was paid: each price line, subtotal, tax with its rate, the total and the card used. */
export function PaymentDetails({ booking: b, format: f }: { booking: BookingView; format: BookingFormat }) {
  const { t } = useTranslation('confirmation');
  const onAccount = b.paymentMethod === 'account';
  return (
    <section
      aria-labelledby="payment-title"
      data-testid="confirmation-payment"
      className="rounded-2xl bg-white p-6 shadow-[0_30px_80px_-30px_rgb(0_0_0/0.45)] ring-1 ring-ink/8 break-inside-avoid sm:p-8 print:shadow-none print:ring-ink/20"
    >
      <h2 id="payment-title" className="font-display text-2xl leading-tight font-semibold text-ink">
        {t('payment.title')}
      </h2>
      <PriceTotals
        lines={b.lines.map((l) => ({ code: l.code, label: f.line(l), amount: f.dollars(l.amount) }))}
        subtotal={{ label: t('payment.subtotal'), amount: f.dollars(b.subtotal) }}
        tax={{ label: t('payment.tax', { rate: f.percent(b.taxRatePercent) }), amount: f.dollars(b.tax) }}
        total={{
          label: t(onAccount ? 'payment.totalBilled' : 'payment.total'),
          amount: f.dollars(b.total),
          testId: 'confirmation-total',
        }}
        refund={
          b.refunded > 0
            ? {
                refunded: { label: t('payment.refunded'), amount: f.dollars(-b.refunded) },
                net: {
                  label: t('payment.net'),
                  amount: f.dollars(Math.round((b.total - b.refunded) * 100) / 100),
                },
              }
            : undefined
        }
      />
      <p
        className="mt-5 flex items-start gap-3 rounded-xl bg-ivory px-4 py-3 text-sm print:bg-transparent print:px-0"
        data-testid="confirmation-paid-with"
      >
        <CreditCard className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden />
        <span>
          <span className="font-semibold text-success">
            {/* On account (decision 058): nothing was paid, the ride is billed to the company. */}
            {onAccount ? t('payment.billed') : b.paidAt ? t('payment.paid') : t('payment.unpaid')}
          </span>
          {b.paymentMethod && !onAccount && (
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
