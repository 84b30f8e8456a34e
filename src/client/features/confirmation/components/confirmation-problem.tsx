import { FileWarning, Headset, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { ProblemPanel } from '../../../components/ui/problem-panel.tsx';
import { RetryButton } from '../../../components/ui/retry-button.tsx';

export type ConfirmationProblemKind = 'notFound' | 'awaitingPayment' | 'failed';

/** The booking cannot be shown: unknown (or not this visitor's), not paid yet, or not loaded. */
export function ConfirmationProblem({
  kind,
  message,
  onRetry,
  retrying = false,
}: {
  kind: ConfirmationProblemKind;
  message?: string | undefined;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation('confirmation');
  return (
    <ProblemPanel
      icon={kind === 'awaitingPayment' ? Hourglass : FileWarning}
      title={t(`problem.${kind}.title`)}
      body={message ?? t(`problem.${kind}.body`)}
      testId={`confirmation-${kind}`}
      standalone
    >
      {kind === 'failed' && onRetry && (
        <RetryButton variant="dark" onRetry={onRetry} retrying={retrying}>
          {t('problem.retry')}
        </RetryButton>
      )}
      {kind === 'awaitingPayment' && (
        <ButtonLink to="/stripe-checkout" variant="dark">
          {t('problem.toPayment')}
        </ButtonLink>
      )}
      <ButtonLink to="/" variant={kind === 'notFound' ? 'dark' : 'outline'}>
        {t('links.home')}
      </ButtonLink>
      <ButtonLink to="/#contact" variant="outline">
        <Headset className="size-4" aria-hidden />
        {t('links.support')}
      </ButtonLink>
    </ProblemPanel>
  );
}
