import { LockKeyhole } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { BookingView } from '../../../../shared/contracts/checkout.ts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AppError } from '../../../../shared/errors.ts';
import { BookingRouteMap } from '../../../booking/components/booking-route-map.tsx';
import { BookingHero } from '../../../booking/components/booking-hero.tsx';
import { finishBooking, readConfirmation, readPendingBooking } from '../../../booking/lib/booking-draft.ts';
import { usePublicConfig } from '../../../lib/catalog-queries.ts';
import { useCheckoutBooking } from '../api/checkout-booking.ts';
import { useCompanyBookingOptions } from '../api/company-billing.ts';
import { paymentIntentQuery } from '../api/payment-intent.ts';
import { paymentBlock } from '../lib/payment-block.ts';
import { useBookingFormat } from '../../../booking/hooks/use-booking-format.ts';
import { BACK_HREF, checkoutSearch, confirmationHref, stripeRedirectReturn } from '../lib/checkout-params.ts';
import { CheckoutProblem } from './checkout-problem.tsx';
import { OrderSummary } from './order-summary.tsx';
import { offersCompanyChoice, PaymentPanel, type PayMethod } from './payment-panel.tsx';
import { TripSummary } from './trip-summary.tsx';

function Loading() {
  const { t } = useTranslation('checkout');
  return (
    <div role="status" className="flex min-h-64 items-center justify-center gap-3 text-sm text-stone">
      <span
        aria-hidden
        className="size-6 animate-spin rounded-full border-2 border-gold border-t-transparent"
      />
      {t('loading')}
    </div>
  );
}

/**
 * A cancelled booking: the server says why it cannot be paid (replaced by the edited booking, or cancelled), so
 * an old checkout link names the right reason in any browser. Never a card form.
 */
function NotPayable({
  booking,
  onRefused,
}: {
  booking: BookingView;
  onRefused: (kind: 'replaced' | 'cancelled') => void;
}) {
  const intent = useQuery({ ...paymentIntentQuery(booking), gcTime: 0 });
  const block = paymentBlock(intent.error);
  const settled = !intent.isPending;
  useEffect(() => {
    if (settled) onRefused(block === 'replaced' ? 'replaced' : 'cancelled');
  }, [settled, block, onRefused]);
  return <Loading />;
}

/** Already paid (the webhook was first, or a second tab): on to the confirmation, the flow's storage cleared. */
function AlreadyPaid({ number }: { number: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const saved = readConfirmation();
    finishBooking();
    void navigate(confirmationHref(number, saved?.number === number ? saved.token : null), { replace: true });
  }, [navigate, number]);
  return <Loading />;
}

/**
 * /stripe-checkout, step 5 of 5: the booking as the server priced it, its route, and the card payment.
 * The URL always carries ?booking=<id> so a reload (or Stripe's redirect back) lands on the same booking.
 */
export function CheckoutView({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('checkout');
  const f = useBookingFormat();
  const navigate = useNavigate();
  const location = useLocation();
  const booking = useCheckoutBooking(bookingId);
  const config = usePublicConfig();
  const [redirect] = useState(() => stripeRedirectReturn(new URLSearchParams(location.search)));
  // The server refused payment (an edited booking replaced this one, or it was cancelled): no card form.
  const [refused, setRefused] = useState<'replaced' | 'cancelled' | null>(null);
  // What the server said, when it said more than the kind (a charge that landed anyway and was refunded).
  const [refusedMessage, setRefusedMessage] = useState<string | undefined>(undefined);
  // The booking this browser is making now, when it is another one: where "current booking" leads.
  const otherPending = useCallback(() => {
    const pending = readPendingBooking();
    return pending && pending.bookingId !== bookingId ? pending : null;
  }, [bookingId]);
  const [current, setCurrent] = useState(otherPending);
  const onRefused = useCallback(
    (kind: 'replaced' | 'cancelled', message?: string) => {
      setRefused(kind);
      setRefusedMessage(message);
      // Refused while this tab was open: another tab may have made the booking that replaced this one.
      setCurrent(otherPending());
    },
    [otherPending],
  );

  const canonical = checkoutSearch(bookingId);
  useEffect(() => {
    if (location.search !== canonical)
      void navigate({ pathname: location.pathname, search: canonical }, { replace: true });
  }, [canonical, location.pathname, location.search, navigate]);

  const b = booking.data;
  // Card or "Bill to <company>" (decision 058): the summary shows the price of the one chosen. The options are
  // the payment panel's own query (one request): the price on account, shown when it can be billed.
  const [method, setMethod] = useState<PayMethod>('card');
  const companyOptions = useCompanyBookingOptions(
    bookingId,
    Boolean(b && b.status === 'pending' && config.data && offersCompanyChoice(b, config.data)),
  ).data;
  const onAccount =
    method === 'company' && companyOptions && !companyOptions.refusal
      ? {
          company: companyOptions.company.legalName,
          mode: companyOptions.mode,
          card: companyOptions.companyCard?.label ?? null,
          discountPpm: companyOptions.company.discountPpm,
          price: companyOptions.price,
        }
      : null;
  const pendingNumber = b?.status === 'pending' ? b.number : undefined;
  const error = booking.error;
  let content;
  const replacedError = error instanceof AppError && error.code === 'checkout.bookingReplaced';
  if (booking.isPending) content = <Loading />;
  else if (refused === 'replaced' || replacedError)
    content = (
      <CheckoutProblem
        kind="replaced"
        current={current}
        message={refusedMessage ?? f.message('checkout.bookingReplaced')}
      />
    );
  else if (refused === 'cancelled') content = <CheckoutProblem kind="cancelled" message={refusedMessage} />;
  else if (error) {
    // Not this session's booking (or no such booking): 404, 403, a malformed id (400), signed out (401).
    const missing = error instanceof AppError && [400, 401, 403, 404].includes(error.status);
    content = missing ? (
      <CheckoutProblem kind="notFound" />
    ) : (
      <CheckoutProblem
        kind="failed"
        message={f.message(error) ?? error.message}
        onRetry={() => void booking.refetch()}
        retrying={booking.isFetching}
      />
    );
  } else if (b && b.status === 'cancelled') content = <NotPayable booking={b} onRefused={onRefused} />;
  else if (b && b.status !== 'pending') content = <AlreadyPaid number={b.number} />;
  else if (b) {
    content = (
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:grid-rows-[auto_1fr] lg:gap-8">
        <TripSummary booking={b} format={f} />
        <div className="grid gap-6 lg:row-span-2 lg:gap-8">
          <OrderSummary booking={b} format={f} onAccount={onAccount} />
          {config.data ? (
            <PaymentPanel
              booking={b}
              config={config.data}
              format={f}
              redirect={redirect}
              onRefused={onRefused}
              method={method}
              onMethodChange={setMethod}
            />
          ) : config.error ? (
            <CheckoutProblem
              kind="failed"
              onRetry={() => void config.refetch()}
              retrying={config.isFetching}
            />
          ) : (
            <Loading />
          )}
        </div>
        <BookingRouteMap booking={b} className="h-80 sm:h-96 lg:h-[28rem]" />
      </div>
    );
  }

  return (
    <>
      <BookingHero
        titleId="checkout-title"
        back={{ href: BACK_HREF, label: t('back') }}
        step={5}
        eyebrow={t('eyebrow')}
        eyebrowIcon={<LockKeyhole className="size-3.5" aria-hidden />}
        title={t('title')}
        lead={pendingNumber ? t('leadWithNumber', { number: pendingNumber }) : t('lead')}
      />
      <div className="bg-ivory pb-20 sm:pb-28">
        <div className="container-page relative -mt-20 sm:-mt-24">{content}</div>
      </div>
    </>
  );
}
