/**
 * Stripe mode's card form. This module (and with it @stripe/stripe-js and @stripe/react-stripe-js) is loaded
 * only by the checkout page, and only when the server's payment mode is 'stripe'.
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { CircleAlert } from 'lucide-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Charge, ChargeResult } from '../hooks/use-payment.ts';
import { PayButton } from './pay-button.tsx';

export interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  /** Already formatted ("$174.20"). */
  amount: string;
  billing: { name: string; email: string };
  /** This page with ?booking=<id>: where redirect-based methods (3-D Secure, bank pages) come back to. */
  returnUrl: string;
  language: 'en' | 'es';
  editable: boolean;
  processing: boolean;
  onPay: (charge: Charge) => void;
}

// One Stripe.js per key for the life of the page (Elements must not get a new promise on each render).
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let found = stripes.get(key);
  if (!found) {
    found = loadStripe(key).catch(() => null);
    stripes.set(key, found);
  }
  return found;
}

/** The site's look inside Stripe's iframe: gold focus, ivory inputs, Inter. */
const appearance: StripeElementsOptions['appearance'] = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#7a5e26',
    colorText: '#0c0c0d',
    colorTextSecondary: '#6b6861',
    colorDanger: '#b42318',
    fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif',
    borderRadius: '8px',
    spacingUnit: '4px',
  },
};

export default function StripePaymentForm(props: StripePaymentFormProps) {
  const stripe = useMemo(() => stripeFor(props.publishableKey), [props.publishableKey]);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let live = true;
    void stripe.then((s) => {
      if (live && !s) setUnavailable(true);
    });
    return () => {
      live = false;
    };
  }, [stripe]);

  if (unavailable) return <StripeUnavailable />;
  return (
    <Elements
      stripe={stripe}
      options={{ clientSecret: props.clientSecret, appearance, locale: props.language }}
    >
      <StripeCardForm {...props} onLoadError={() => setUnavailable(true)} />
    </Elements>
  );
}

function StripeCardForm({
  amount,
  billing,
  returnUrl,
  editable,
  processing,
  onPay,
  onLoadError,
}: StripePaymentFormProps & { onLoadError: () => void }) {
  const { t } = useTranslation('checkout');
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);

  const charge: Charge = async (): Promise<ChargeResult> => {
    if (!stripe || !elements) return { ok: false, error: t('stripe.notReady') };
    // The intent may have just been set to keep the card (Save this card): the Element reads it again first.
    const updated = await elements.fetchUpdates();
    if (updated.error) return { ok: false, error: updated.error.message ?? null };
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: {
        return_url: returnUrl,
        payment_method_data: { billing_details: { name: billing.name, email: billing.email } },
      },
    });
    // Stripe's own text, in the language Stripe.js was loaded with.
    if (error) return { ok: false, error: error.message ?? null };
    if (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing')
      return { ok: true, paymentIntentId: paymentIntent.id };
    return { ok: false, error: null };
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    onPay(charge);
  };

  return (
    <form onSubmit={onSubmit} data-testid="stripe-form">
      <PaymentElement
        options={{
          layout: 'tabs',
          readOnly: !editable,
          // Apple Pay and Google Pay where the device offers them (the intent has automatic payment methods).
          wallets: { applePay: 'auto', googlePay: 'auto' },
          defaultValues: { billingDetails: { name: billing.name, email: billing.email } },
        }}
        onReady={() => setReady(true)}
        onLoadError={onLoadError}
      />
      {!ready && (
        <p role="status" className="flex items-center gap-2 py-6 text-sm text-stone">
          <span
            aria-hidden
            className="size-4 animate-spin rounded-full border-2 border-gold border-t-transparent"
          />
          {t('stripe.loading')}
        </p>
      )}
      <div className="mt-6">
        <PayButton amount={amount} processing={processing} disabled={!editable || !ready || !stripe} />
      </div>
    </form>
  );
}

function StripeUnavailable() {
  const { t } = useTranslation('checkout');
  return (
    <div role="alert" className="flex gap-3 rounded-xl border border-danger/25 bg-danger/5 px-4 py-4 text-sm">
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden />
      <p className="text-ink">{t('stripe.unavailable')}</p>
    </div>
  );
}
