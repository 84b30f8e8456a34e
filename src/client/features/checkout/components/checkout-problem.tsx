import { ArrowLeft, ArrowRight, CalendarX, FileWarning, Replace } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { ProblemPanel } from '../../../components/ui/problem-panel.tsx';
import { RetryButton } from '../../../components/ui/retry-button.tsx';
import type { CompleteBookingRef } from '../../../booking/lib/draft-types.ts';
import { BACK_HREF, checkoutSearch } from '../lib/checkout-params.ts';

export type CheckoutProblemKind = 'notFound' | 'cancelled' | 'replaced' | 'failed';

/**
 * The booking cannot be paid here: not found (or not this session's), cancelled, replaced by the edited
 * booking (an old checkout link), or not loaded.
 */
export function CheckoutProblem({
  kind,
  message,
  onRetry,
  retrying = false,
  current = null,
}: {
  kind: CheckoutProblemKind;
  message?: string | undefined;
  onRetry?: () => void;
  retrying?: boolean;
  /** For 'replaced': the booking this browser is making now, when known. */
  current?: CompleteBookingRef | null;
}) {
  const { t } = useTranslation('checkout');
  return (
    <ProblemPanel
      icon={kind === 'cancelled' ? CalendarX : kind === 'replaced' ? Replace : FileWarning}
      title={t(`problem.${kind}.title`)}
      body={message ?? t(`problem.${kind}.body`)}
      testId={`checkout-${kind}`}
    >
      {kind === 'replaced' ? (
        <>
          {current && (
            <ButtonLink
              to={`/stripe-checkout${checkoutSearch(current.bookingId)}`}
              // The checkout page reads its booking once: load it anew for the other booking.
              reloadDocument
              variant="dark"
              data-testid="checkout-current"
            >
              {t('problem.replaced.current', { number: current.number })}
              <ArrowRight className="size-4" aria-hidden />
            </ButtonLink>
          )}
          <ButtonLink to={BACK_HREF} variant={current ? 'outline' : 'dark'}>
            <ArrowLeft className="size-4" aria-hidden />
            {t('back')}
          </ButtonLink>
        </>
      ) : kind === 'failed' && onRetry ? (
        <>
          <RetryButton variant="dark" onRetry={onRetry} retrying={retrying}>
            {t('failed.retry')}
          </RetryButton>
          <ButtonLink to={BACK_HREF} variant="outline">
            <ArrowLeft className="size-4" aria-hidden />
            {t('back')}
          </ButtonLink>
        </>
      ) : (
        <ButtonLink to="/" variant="dark">
          {t('problem.startAgain')}
        </ButtonLink>
      )}
    </ProblemPanel>
  );
}
