import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** A request that failed: the message and a Try Again button. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('account');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-danger/20"
    >
      <p className="max-w-md text-base text-ink">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden />
        {t('retry')}
      </Button>
    </div>
  );
}
