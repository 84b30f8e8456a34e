import { ArrowLeft, CalendarX, FileWarning, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { BACK_HREF } from './checkout-hero.tsx';

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
  const Icon = kind === 'cancelled' ? CalendarX : FileWarning;
  return (
    <div
      role="alert"
      data-testid={`checkout-${kind}`}
      className="mx-auto flex max-w-xl flex-col items-center rounded-2xl bg-white px-6 py-12 text-center shadow-[0_30px_80px_-30px_rgb(0_0_0/0.45)] ring-1 ring-ink/8 sm:px-10"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-danger/8 text-danger">
        <Icon className="size-6" aria-hidden strokeWidth={1.5} />
      </span>
      <h2 className="mt-5 font-display text-3xl font-semibold text-ink sm:text-4xl">
        {t(`problem.${kind}.title`)}
      </h2>
      <p className="mt-3 max-w-md text-stone">{message ?? t(`problem.${kind}.body`)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {kind === 'failed' && onRetry ? (
          <>
            <Button
              variant="dark"
              onClick={retrying ? undefined : onRetry}
              aria-disabled={retrying || undefined}
              className={retrying ? 'cursor-wait opacity-60' : undefined}
            >
              <RotateCw className={retrying ? 'size-4 animate-spin' : 'size-4'} aria-hidden />
              {t('failed.retry')}
            </Button>
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
      </div>
    </div>
  );
}
