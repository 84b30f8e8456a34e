import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatePaymentIntentResponse } from '../../../../shared/contracts/checkout.ts';
import { useBookingFormat } from '../../../booking/hooks/use-booking-format.ts';
import { TestCardForm } from './test-card-form.tsx';
import type { Charge } from '../hooks/use-payment.ts';
import { usePublicConfig } from '../../../lib/catalog-queries.ts';

/** Stripe.js and its React bindings: their own chunk, fetched only in Stripe mode. */
const StripePaymentForm = lazy(() => import('./stripe-payment-form.tsx'));

export interface DifferencePaymentProps {
  /** The server's payment of the difference (its amount is the server's). */
  payment: CreatePaymentIntentResponse;
  customerName: string;
  /** Confirms the paid intent with the server (throws when it is refused). */
  confirm: (paymentIntentId: string) => Promise<void>;
}

/**
 * The payment of a booking change's difference with the checkout's own card forms (the test processor's, or
 * Stripe's Payment Element): the card is charged exactly the server's amount, then `confirm` applies the change
 * (a declined card leaves the booking as it was and may be tried again).
 */
export function DifferencePayment({ payment, customerName, confirm }: DifferencePaymentProps) {
  const { t } = useTranslation('checkout');
  const f = useBookingFormat();
  const config = usePublicConfig();
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const busy = useRef(false);

  const pay = async (charge: Charge) => {
    if (busy.current) return;
    busy.current = true;
    setProcessing(true);
    setFailure(null);
    try {
      const result = await charge();
      if (!result.ok) {
        setFailure(f.message(result.error) ?? t('difference.failed'));
        return;
      }
      await confirm(result.paymentIntentId);
    } catch (error) {
      setFailure(f.message(error) ?? t('difference.failed'));
    } finally {
      busy.current = false;
      setProcessing(false);
    }
  };

  const retry = () => {
    setFailure(null);
    setAttempt((n) => n + 1);
  };

  return (
    <section
      aria-labelledby="change-payment-title"
      className="rounded-2xl bg-white p-5 ring-1 ring-ink/8"
      data-testid="change-payment"
    >
      <h2 id="change-payment-title" className="font-display text-2xl font-semibold text-ink">
        {t('difference.title', { amount: f.dollars(payment.amount) })}
      </h2>
      <p className="mt-1 text-sm text-stone">{t('difference.lead')}</p>
      {failure && (
        <div
          role="alert"
          className="mt-3 rounded-lg border border-danger/25 bg-danger/5 p-3 text-sm text-danger"
        >
          <p data-testid="change-payment-failed">{failure}</p>
          <button type="button" className="mt-2 font-semibold underline" onClick={retry}>
            {t('difference.retry')}
          </button>
        </div>
      )}
      <div className="mt-4">
        {payment.mode === 'stripe' && config.data?.stripePublishableKey ? (
          <Suspense fallback={<p className="text-sm text-stone">{t('stripe.loading')}</p>}>
            <StripePaymentForm
              publishableKey={config.data.stripePublishableKey}
              clientSecret={payment.clientSecret}
              amount={f.dollars(payment.amount)}
              billing={{ name: customerName, email: '' }}
              returnUrl={window.location.href}
              language={f.lang}
              editable={!processing && !failure}
              processing={processing}
              onPay={(charge) => void pay(charge)}
            />
          </Suspense>
        ) : (
          <TestCardForm
            intent={payment}
            customerName={customerName}
            format={f}
            editable={!processing && !failure}
            processing={processing}
            attempt={attempt}
            onPay={(charge) => void pay(charge)}
          />
        )}
      </div>
    </section>
  );
}
