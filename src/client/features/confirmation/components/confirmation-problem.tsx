import { FileWarning, Headset, Hourglass, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';

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
  const Icon = kind === 'awaitingPayment' ? Hourglass : FileWarning;
  return (
    <div className="container-page py-16 sm:py-24">
      <div
        role="alert"
        data-testid={`confirmation-${kind}`}
        className="mx-auto flex max-w-xl flex-col items-center rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-ink/8 sm:px-10"
      >
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-danger/8 text-danger">
          <Icon className="size-6" aria-hidden strokeWidth={1.5} />
        </span>
        <h1 className="mt-5 font-display text-3xl font-semibold text-ink sm:text-4xl">
          {t(`problem.${kind}.title`)}
        </h1>
        <p className="mt-3 max-w-md text-stone">{message ?? t(`problem.${kind}.body`)}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {kind === 'failed' && onRetry && (
            <Button
              variant="dark"
              onClick={retrying ? undefined : onRetry}
              aria-disabled={retrying || undefined}
              className={retrying ? 'cursor-wait opacity-60' : undefined}
            >
              <RotateCw className={retrying ? 'size-4 animate-spin' : 'size-4'} aria-hidden />
              {t('problem.retry')}
            </Button>
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
        </div>
      </div>
    </div>
  );
}
