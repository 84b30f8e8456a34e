import { ArrowLeft, CalendarX, FileWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { ProblemPanel } from '../../../components/ui/problem-panel.tsx';
import { RetryButton } from '../../../components/ui/retry-button.tsx';
import { BACK_HREF } from '../lib/checkout-params.ts';

export type CheckoutProblemKind = 'notFound' | 'cancelled' | 'failed';

/** The booking cannot be paid here: not found (or not this session's), cancelled, or not loaded. */
export function CheckoutProblem({
  kind,
  message,
  onRetry,
  retrying = false,
}: {
  kind: CheckoutProblemKind;
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation('checkout');
  return (
    <ProblemPanel
      icon={kind === 'cancelled' ? CalendarX : FileWarning}
      title={t(`problem.${kind}.title`)}
      body={message ?? t(`problem.${kind}.body`)}
      testId={`checkout-${kind}`}
    >
      {kind === 'failed' && onRetry ? (
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
