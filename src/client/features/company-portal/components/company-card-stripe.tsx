/**
 * Stripe mode's form for the company card (decision 060): Stripe's Payment Element on the setup intent, confirmed
 * with confirmSetup (no amount). Loaded only when the server's payment mode is 'stripe'.
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let found = stripes.get(key);
  if (!found) {
    found = loadStripe(key).catch(() => null);
    stripes.set(key, found);
  }
  return found;
}

export interface CompanyCardStripeProps {
  publishableKey: string;
  clientSecret: string;
  language: 'en' | 'es';
  /** Called once Stripe says the setup succeeded. */
  onConfirmed: () => void;
  onCancel: () => void;
}

export default function CompanyCardStripe(props: CompanyCardStripeProps) {
  const stripe = useMemo(() => stripeFor(props.publishableKey), [props.publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.clientSecret, locale: props.language }}>
      <SetupForm {...props} />
    </Elements>
  );
}

function SetupForm({ onConfirmed, onCancel }: CompanyCardStripeProps) {
  const { t } = useTranslation('company-portal');
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setError(null);
    const { error: failed, setupIntent } = await stripe.confirmSetup({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}/company` },
    });
    if (failed || setupIntent?.status !== 'succeeded') {
      setError(failed?.message ?? t('card.failed'));
      setBusy(false);
      return;
    }
    onConfirmed();
  }

  return (
    <form onSubmit={(e) => void submit(e)} data-testid="company-card-stripe" className="grid gap-4">
      <PaymentElement options={{ layout: 'tabs', wallets: { applePay: 'never', googlePay: 'never' } }} />
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="dark" disabled={busy || !stripe}>
          {busy ? t('card.saving') : t('card.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          {t('card.cancel')}
        </Button>
      </div>
    </form>
  );
}
