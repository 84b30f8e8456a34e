import { BadgeCheck, Car } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BookingView } from '../../../../shared/contracts/checkout.ts';
import type { CompanyBookingOptions } from '../../../../shared/contracts/company-billing.ts';
import { PriceTotals } from '../../../booking/components/price-rows.tsx';
import type { BookingFormat } from '../../../booking/hooks/use-booking-format.ts';
import { usePriceBasisText } from '../../../booking/hooks/use-price-basis-text.ts';
import { LATE_CANCELLATION_REFUND_PERCENT } from '../../../../shared/domain/ride-size.ts';

/** The price on account when "Bill to <company>" is chosen (decision 058): the summary shows it instead. */
export interface SummaryOnAccount {
  company: string;
  /** Billed on the monthly invoice, or charged now to the company's card on file (decision 060). */
  mode: CompanyBookingOptions['mode'];
  /** The card on file's label in `companyCard` mode. */
  card: string | null;
  discountPpm: number | null;
  price: CompanyBookingOptions['price'];
}

/**
 * The booking summary: vehicle, every price line, subtotal, tax with its rate and the total, all from the server;
 * the price on account (with the company discount line) while the booker has chosen to bill their company.
 */
export function OrderSummary({
  booking,
  format: f,
  onAccount = null,
}: {
  booking: BookingView;
  format: BookingFormat;
  onAccount?: SummaryOnAccount | null;
}) {
  const { t } = useTranslation('checkout');
  const priceBasis = usePriceBasisText(booking);
  const price = onAccount?.price;
  return (
    <section
      aria-labelledby="order-summary-title"
      data-testid="checkout-summary"
      data-price={onAccount ? 'account' : 'card'}
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
      {priceBasis && (
        <p className="mt-4 text-sm leading-relaxed text-stone" data-testid="summary-price-basis">
          {priceBasis}
        </p>
      )}
      {price && onAccount ? (
        <PriceTotals
          lines={price.lines.map((l) => ({
            code: l.code,
            label:
              l.code === 'company_discount'
                ? t('company.discount', { percent: f.percent((onAccount.discountPpm ?? 0) / 10_000) })
                : f.line(l),
            amount: f.dollars(l.amount),
          }))}
          subtotal={{ label: t('summary.subtotal'), amount: f.dollars(price.subtotal) }}
          tax={{ label: t('summary.tax', { rate: f.rate(price.taxRatePpm) }), amount: f.dollars(price.tax) }}
          total={{
            label: t(onAccount.mode === 'companyCard' ? 'company.cardTotal' : 'company.total'),
            amount: f.dollars(price.total),
            testId: 'summary-total',
          }}
        />
      ) : (
        <PriceTotals
          lines={booking.lines.map((l) => ({ code: l.code, label: f.line(l), amount: f.dollars(l.amount) }))}
          subtotal={{ label: t('summary.subtotal'), amount: f.dollars(booking.subtotal) }}
          tax={{
            label: t('summary.tax', { rate: f.percent(booking.taxRatePercent) }),
            amount: f.dollars(booking.tax),
          }}
          total={{ label: t('summary.total'), amount: f.dollars(booking.total), testId: 'summary-total' }}
        />
      )}
      <p className="mt-4 text-xs leading-relaxed text-stone">
        {onAccount
          ? onAccount.mode === 'companyCard'
            ? t('company.cardNote', { company: onAccount.company, card: onAccount.card ?? '' })
            : t('company.invoiceNote', { company: onAccount.company })
          : t('summary.note')}
      </p>
      {booking.cancellation && (
        <div
          className="mt-4 flex gap-3 rounded-xl bg-ivory px-4 py-3 text-sm leading-snug text-ink"
          data-testid="checkout-cancellation"
        >
          <BadgeCheck className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden />
          <p>
            <span className="block font-semibold">{t('summary.cancellationTitle')}</span>
            {booking.cancellation.refundPercent === 100
              ? t('summary.cancellationFree', {
                  deadline: f.dateTime(booking.cancellation.fullRefundUntil),
                  percent: LATE_CANCELLATION_REFUND_PERCENT,
                })
              : t('summary.cancellationLate', { percent: booking.cancellation.refundPercent })}
          </p>
        </div>
      )}
    </section>
  );
}
