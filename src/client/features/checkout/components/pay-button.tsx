import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** "Pay $X", or a spinner with "Processing…" while the payment runs. Full width, at the end of a card form. */
export function PayButton({
  amount,
  processing,
  disabled,
}: {
  /** Already formatted ("$174.20"). */
  amount: string;
  processing: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation('checkout');
  return (
    <Button
      type="submit"
      size="lg"
      disabled={disabled || processing}
      aria-busy={processing || undefined}
      className={
        processing
          ? 'w-full cursor-wait text-base normal-case disabled:opacity-85!'
          : 'w-full text-base normal-case'
      }
      data-testid="pay-button"
    >
      {processing ? (
        <>
          <span
            className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
            aria-hidden
          />
          {t('pay.processing')}
        </>
      ) : (
        <>
          <LockKeyhole className="size-4" aria-hidden />
          {t('pay.button', { amount })}
        </>
      )}
    </Button>
  );
}
