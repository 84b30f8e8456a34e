import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CopyCheck, LockKeyhole, Mail, Phone, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicConfig } from '../../../../shared/contracts/catalog.ts';
import type { BookingView } from '../../../../shared/contracts/checkout.ts';
import { AppError } from '../../../../shared/errors.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { RetryButton } from '../../../components/ui/retry-button.tsx';
import { toast } from '../../../lib/toast-store.ts';
import type { BookingFormat } from '../../../booking/hooks/use-booking-format.ts';
import { createPaymentIntent, usePaymentIntent } from '../api/payment-intent.ts';
import { usePayment } from '../hooks/use-payment.ts';
import { paymentBlock } from '../lib/payment-block.ts';
import { canPay } from '../lib/payment-state.ts';
import { BACK_HREF, checkoutReturnUrl, type StripeRedirectReturn } from '../lib/checkout-params.ts';
import { PaymentAnnouncer, PaymentFailed, PaymentSucceeded } from './payment-status.tsx';
import { DuplicateDialog } from './duplicate-dialog.tsx';
import { TestCardForm } from './test-card-form.tsx';
import { prepareSaveCard, useSavedCards } from '../api/saved-cards.ts';
import { SaveCardCheckbox, SavedCardChoice } from './saved-cards.tsx';
import type { Charge } from '../hooks/use-payment.ts';
import { useCompanyBookingOptions } from '../api/company-billing.ts';
import { BillToCompany, PaymentMethodChoice } from './bill-to-company.tsx';

/** Stripe.js and its React bindings: their own chunk, fetched only in Stripe mode. */
const StripePaymentForm = lazy(() => import('./stripe-payment-form.tsx'));

interface PaymentPanelProps {
  booking: BookingView;
  config: PublicConfig;
  format: BookingFormat;
  /** Back from a Stripe redirect (3-D Secure …): the outcome to confirm, once. */
  redirect: StripeRedirectReturn | null;
  /** The server refused to take payment for this booking: replaced by an edited one, or cancelled. */
  onRefused: (kind: 'replaced' | 'cancelled', message?: string) => void;
  /** Card or "Bill to <company>", held by the page so the order summary beside shows the matching price. */
  method?: PayMethod;
  onMethodChange?: (method: PayMethod) => void;
}

export type PayMethod = 'card' | 'company';

/** Whether the payment panel offers card payment to an account (and so the company choice): the panel's rule. */
export const offersCompanyChoice = (booking: BookingView, config: PublicConfig) =>
  !booking.customer.isGuest && config.paymentMode !== 'disabled';

/**
 * The payment card of step 5: the test processor's form or Stripe's Payment Element (as the server's payment
 * intent says), the Pay button, and the payment states. 'disabled' mode says payment is not configured.
 */
export function PaymentPanel({
  booking,
  config,
  format: f,
  redirect,
  onRefused,
  method: chosen,
  onMethodChange,
}: PaymentPanelProps) {
  const { t } = useTranslation('checkout');
  const queryClient = useQueryClient();
  const { state, pay, retry } = usePayment(booking, onRefused);
  const [attempt, setAttempt] = useState(0);
  const disabled = config.paymentMode === 'disabled';

  // Back from Stripe's redirect: confirm the booking with the intent it names (or show why it failed).
  const [resolvingReturn, setResolvingReturn] = useState(redirect !== null && redirect.status !== 'failed');
  const started = useRef(false);
  useEffect(() => {
    if (!redirect || started.current) return;
    started.current = true;
    void pay(async () =>
      redirect.status === 'failed'
        ? { ok: false, error: t('failed.redirect') }
        : { ok: true, paymentIntentId: redirect.paymentIntentId },
    ).then((ok) => {
      if (!ok) setResolvingReturn(false);
    });
  }, [redirect, pay, t]);

  // The same ride already paid: the customer is asked, and only "Continue" asks for the payment again.
  const [secondCar, setSecondCar] = useState(false);
  const [duplicateOpen, setDuplicateOpen] = useState(false);
  const intent = usePaymentIntent(booking, !disabled && !resolvingReturn, secondCar);
  const block = paymentBlock(intent.error);
  const setupError = block ? null : intent.error;
  const [asked, setAsked] = useState(false);
  if (block === 'duplicate' && !asked) {
    setAsked(true);
    setDuplicateOpen(true);
  }
  useEffect(() => {
    if (block === 'replaced' || block === 'cancelled') onRefused(block);
  }, [block, onRefused]);
  useEffect(() => {
    if (!setupError) return;
    toast({
      variant: 'destructive',
      title: t('toasts.setupTitle'),
      description: f.message(setupError) ?? t('setup.failed'),
    });
    // "Already paid": the webhook won. Reading the booking again takes the customer to the confirmation.
    if (setupError instanceof AppError && setupError.status === 409)
      void queryClient.invalidateQueries({ queryKey: ['/api/bookings', booking.id] });
  }, [setupError, f, t, queryClient, booking.id]);

  const editable = canPay(state);
  const processing = state.status === 'processing';
  // Saved cards (decision 27): signed-in customers pay with one in one tap, or save the card they pay with.
  const account = offersCompanyChoice(booking, config);
  const saved = useSavedCards(account);
  const [saveCard, setSaveCard] = useState(false);
  const savedCards = (saved.data?.cards ?? []).filter((c) => c.provider === intent.data?.mode);
  const payNew = (charge: Charge) =>
    void pay(async () => {
      if (saveCard) await prepareSaveCard(booking.id);
      return charge();
    });
  const accountExtras = account && intent.data && (
    <SavedCardChoice
      cards={savedCards}
      bookingId={booking.id}
      amount={f.dollars(intent.data.amount)}
      confirmDuplicate={secondCar}
      editable={editable}
      onPay={(charge) => void pay(charge)}
    />
  );

  // Booking on account (decision 058): a company's booker may bill the ride to the company instead.
  const company = useCompanyBookingOptions(booking.id, account);
  const [ownMethod, setOwnMethod] = useState<PayMethod>('card');
  const method = chosen ?? ownMethod;
  const setMethod = onMethodChange ?? setOwnMethod;
  const onAccount = company.data && state.status !== 'succeeded' ? company.data : null;

  const onRetry = () => {
    retry();
    setAttempt((n) => n + 1);
  };

  let body;
  if (disabled) {
    body = <PaymentNotConfigured config={config} number={booking.number} />;
  } else if (block === 'duplicate') {
    body = <DuplicateHeld onReopen={() => setDuplicateOpen(true)} />;
  } else if (block) {
    body = <Working label={t('setup.loading')} />;
  } else if (state.status === 'succeeded') {
    body = <PaymentSucceeded number={state.confirmationNumber} />;
  } else if (resolvingReturn) {
    body = <Working label={t('stripe.returning')} />;
  } else if (setupError) {
    body = (
      <SetupError
        message={f.message(setupError) ?? t('setup.failed')}
        retrying={intent.isFetching}
        onRetry={() => void intent.refetch()}
      />
    );
  } else if (!intent.data) {
    body = <Working label={t('setup.loading')} />;
  } else if (intent.data.mode === 'stripe') {
    body = config.stripePublishableKey ? (
      <Suspense fallback={<Working label={t('stripe.loading')} />}>
        <StripePaymentForm
          publishableKey={config.stripePublishableKey}
          clientSecret={intent.data.clientSecret}
          amount={f.dollars(intent.data.amount)}
          billing={{ name: booking.customer.name, email: booking.customer.email }}
          returnUrl={checkoutReturnUrl(window.location.origin, booking.id)}
          language={f.lang}
          editable={editable}
          processing={processing}
          // Stripe charges the card in the browser: the server first says the booking is still payable (a tab
          // left open after the ride was changed is refused before the card is touched).
          onPay={(charge) =>
            payNew(async () => {
              try {
                await createPaymentIntent(booking, secondCar);
              } catch (error) {
                if (error instanceof AppError) return { ok: false, error };
                throw error;
              }
              return charge();
            })
          }
        />
      </Suspense>
    ) : (
      <PaymentNotConfigured config={config} number={booking.number} />
    );
  } else {
    body = (
      <TestCardForm
        intent={intent.data}
        customerName={booking.customer.name}
        format={f}
        editable={editable}
        processing={processing}
        attempt={attempt}
        onPay={payNew}
      />
    );
  }
  if (accountExtras && (intent.data?.mode === 'stripe' || intent.data?.mode === 'test') && editable) {
    body = (
      <>
        {accountExtras}
        <SaveCardCheckbox checked={saveCard} disabled={!editable} onChange={setSaveCard} />
        {body}
      </>
    );
  }

  if (onAccount && method === 'company') {
    body = <BillToCompany booking={booking} options={onAccount} format={f} />;
  }
  if (onAccount && !processing && canPay(state)) {
    body = (
      <>
        <PaymentMethodChoice
          company={onAccount.company.legalName}
          companyCard={onAccount.mode === 'companyCard' ? (onAccount.companyCard?.label ?? null) : null}
          value={method}
          onChange={setMethod}
        />
        {body}
      </>
    );
  }

  return (
    <section
      aria-labelledby="payment-title"
      aria-busy={processing || undefined}
      data-testid="payment-panel"
      data-payment-state={state.status}
      className="rounded-2xl bg-white p-6 shadow-[0_30px_80px_-30px_rgb(0_0_0/0.45)] ring-1 ring-ink/8 sm:p-8"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="payment-title" className="font-display text-2xl leading-tight font-semibold text-ink">
            {t('payment.title')}
          </h2>
          {!disabled && <p className="mt-1 text-sm text-stone">{t('payment.lead')}</p>}
        </div>
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-ink text-gold-light">
          <LockKeyhole className="size-4" aria-hidden />
        </span>
      </div>
      <PaymentAnnouncer state={state} />
      {state.status === 'failed' && (
        <div className="mt-5">
          <PaymentFailed message={state.message} onRetry={onRetry} />
        </div>
      )}
      <div className="mt-5">{body}</div>
      <DuplicateDialog
        open={duplicateOpen}
        onOpenChange={setDuplicateOpen}
        number={booking.number}
        onContinue={() => {
          setDuplicateOpen(false);
          setSecondCar(true);
        }}
      />
      {intent.data && !disabled && state.status !== 'succeeded' && !(onAccount && method === 'company') && (
        <p className="mt-4 flex items-center justify-center gap-1.5 text-center text-xs text-stone">
          <ShieldCheck className="size-3.5 shrink-0 text-gold-dark" aria-hidden />
          {t(intent.data.mode === 'stripe' ? 'payment.secureStripe' : 'payment.secureTest')}
        </p>
      )}
    </section>
  );
}

/** The customer said Cancel to a second car: nothing is charged; the question can be asked again. */
function DuplicateHeld({ onReopen }: { onReopen: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <div data-testid="duplicate-held" className="rounded-xl bg-ivory p-5">
      <p className="flex items-center gap-2 font-semibold text-ink">
        <CopyCheck className="size-4 text-gold-dark" aria-hidden />
        {t('duplicate.heldTitle')}
      </p>
      <p className="mt-1 text-sm leading-relaxed text-stone">{t('duplicate.heldBody')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="dark" size="sm" onClick={onReopen}>
          {t('duplicate.secondCar')}
        </Button>
        <ButtonLink to={BACK_HREF} variant="outline" size="sm">
          {t('back')}
        </ButtonLink>
      </div>
    </div>
  );
}

function Working({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-10 text-sm text-stone">
      <span
        aria-hidden
        className="size-5 animate-spin rounded-full border-2 border-gold border-t-transparent"
      />
      {label}
    </p>
  );
}

function SetupError({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <div
      role="alert"
      data-testid="payment-setup-error"
      className="rounded-xl border border-danger/25 bg-danger/5 p-5"
    >
      <p className="flex items-center gap-2 font-semibold text-ink">
        <CircleAlert className="size-4 text-danger" aria-hidden />
        {t('toasts.setupTitle')}
      </p>
      <p className="mt-1 text-sm text-danger">{message}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <RetryButton variant="dark" size="sm" onRetry={onRetry} retrying={retrying}>
          {t('failed.retry')}
        </RetryButton>
        <ButtonLink to={BACK_HREF} variant="outline" size="sm">
          {t('back')}
        </ButtonLink>
      </div>
    </div>
  );
}

/** No card payment on this server (production without Stripe keys): how to book by phone or email. */
function PaymentNotConfigured({ config, number }: { config: PublicConfig; number: string }) {
  const { t } = useTranslation('checkout');
  const tel = `tel:${config.supportPhone.replace(/[^\d+]/g, '')}`;
  // Long addresses wrap after the @, never inside a word.
  const at = config.supportEmail.indexOf('@');
  const local = at > 0 ? config.supportEmail.slice(0, at) : config.supportEmail;
  const domain = at > 0 ? config.supportEmail.slice(at) : '';
  return (
    <div data-testid="payment-not-configured" className="rounded-xl bg-ivory p-5">
      <p className="font-semibold text-ink">{t('disabled.title')}</p>
      <p className="mt-1 text-sm leading-relaxed text-stone">{t('disabled.body', { number })}</p>
      <div className="mt-4 grid gap-2 text-sm sm:flex sm:flex-wrap sm:gap-4">
        <a
          href={tel}
          className="inline-flex items-center gap-2 font-semibold text-gold-dark underline-offset-4 hover:underline"
        >
          <Phone className="size-4" aria-hidden />
          {config.supportPhone}
        </a>
        <a
          href={`mailto:${config.supportEmail}?subject=${encodeURIComponent(number)}`}
          className="inline-flex items-center gap-2 font-semibold text-gold-dark underline-offset-4 hover:underline"
        >
          <Mail className="size-4 shrink-0" aria-hidden />
          <span className="min-w-0">
            {local}
            <wbr />
            {domain}
          </span>
        </a>
      </div>
    </div>
  );
}
