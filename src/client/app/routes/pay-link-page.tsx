import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { ChangePayment } from '../../../shared/contracts/booking-changes.ts';
import {
  changePayment,
  confirmChangePayment,
  confirmExtraPayment,
  extraPayment,
  openPayLink,
} from '../../features/admin-reservations/api/reservations.ts';
import { DifferencePayment } from '../../features/checkout/components/difference-payment.tsx';
import { useErrorText } from '../../lib/error-text.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** A difference this link pays here: a dearer change by dispatch, or an extra charge after the ride. */
type DifferenceState =
  | { kind: 'change'; bookingId: string; changeId: string; payment: ChangePayment }
  | { kind: 'extra'; bookingId: string; chargeId: string; payment: ChangePayment };
type PayLinkState =
  | { kind: 'opening' }
  | { kind: 'paid'; number: string }
  | { kind: 'extraPaid'; number: string }
  | { kind: 'error'; error: unknown }
  | { kind: 'changed'; number: string }
  | DifferenceState;

/**
 * /pay?token=…: the payment link dispatch emailed (decision 045). The server lets this browser pay the booking
 * (a guest's: a session of that booking's guest), then the site's own checkout opens; an account's booking asks
 * to sign in first; a paid one says so. A link for a dearer change by dispatch pays that change's difference
 * here (the checkout's card form); the change applies once paid.
 */
export function Component() {
  const { t } = useTranslation('admin-reservations');
  usePageTitle(t('pay.title'));
  const message = useErrorText();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<PayLinkState>({
    kind: 'opening',
  });
  useEffect(() => {
    let live = true;
    openPayLink(token).then(
      (r) => {
        if (!live) return;
        const checkout = r.changeId
          ? `/pay?token=${encodeURIComponent(token)}`
          : `/stripe-checkout?booking=${r.bookingId}`;
        if (r.next === 'payChange' && r.changeId) {
          const changeId = r.changeId;
          changePayment(r.bookingId, changeId).then(
            (payment) => live && setState({ kind: 'change', bookingId: r.bookingId, changeId, payment }),
            (error: unknown) => live && setState({ kind: 'error', error }),
          );
        } else if (r.next === 'payExtra' && r.extraChargeId) {
          const chargeId = r.extraChargeId;
          extraPayment(r.bookingId, chargeId).then(
            (payment) => live && setState({ kind: 'extra', bookingId: r.bookingId, chargeId, payment }),
            (error: unknown) => live && setState({ kind: 'error', error }),
          );
        } else if (r.next === 'pay') void navigate(checkout, { replace: true });
        else if (r.next === 'signIn')
          void navigate(`/login?next=${encodeURIComponent(checkout)}`, { replace: true });
        else setState({ kind: 'paid', number: r.number });
      },
      (error: unknown) => live && setState({ kind: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [token, navigate]);
  /** Confirms the difference paid through this link; the change then applies, the extra charge is settled. */
  async function confirmDifference(difference: DifferenceState, paymentIntentId: string) {
    if (difference.kind === 'change') {
      const done = await confirmChangePayment(difference.bookingId, difference.changeId, paymentIntentId);
      setState({ kind: 'changed', number: done.number });
    } else {
      await confirmExtraPayment(difference.bookingId, difference.chargeId, paymentIntentId);
      setState({ kind: 'extraPaid', number: difference.payment.number });
    }
  }
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-16 text-center">
      <h1 className="font-serif text-3xl text-ink">{t('pay.title')}</h1>
      {state.kind === 'opening' && (
        <p className="flex items-center justify-center gap-2 text-stone">
          <Spinner /> {t('pay.opening')}
        </p>
      )}
      {state.kind === 'paid' && <p className="text-ink">{t('pay.paid', { number: state.number })}</p>}
      {state.kind === 'extraPaid' && (
        <p role="status" className="text-ink" data-testid="pay-extra-paid">
          {t('pay.extraPaid', { number: state.number })}
        </p>
      )}
      {(state.kind === 'change' || state.kind === 'extra') && (
        <div className="grid gap-4 text-left" data-testid={`pay-${state.kind}`}>
          <p className="text-ink">
            {t(state.kind === 'change' ? 'pay.change' : 'pay.extra', {
              number: state.payment.number,
              amount: state.payment.amount.toFixed(2),
            })}
          </p>
          <DifferencePayment
            payment={state.payment}
            customerName={state.payment.customerName}
            confirm={(paymentIntentId) => confirmDifference(state, paymentIntentId)}
          />
        </div>
      )}
      {state.kind === 'changed' && (
        <p role="status" className="text-ink">
          {t('pay.changed', { number: state.number })}
        </p>
      )}
      {state.kind === 'error' && (
        <p role="alert" className="text-danger">
          {message(state.error)}
        </p>
      )}
      {state.kind !== 'opening' && state.kind !== 'change' && state.kind !== 'extra' && (
        <ButtonLink to="/" variant="outline">
          {t('pay.home')}
        </ButtonLink>
      )}
    </div>
  );
}
