import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';

/** A failed catalogue request on a marketing page: the message and a button that asks again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('company');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl border border-danger/20 bg-white px-6 py-10 text-center"
    >
      <p className="text-base text-ink">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden />
        {t('fleet.picker.retry')}
      </Button>
    </div>
  );
}
