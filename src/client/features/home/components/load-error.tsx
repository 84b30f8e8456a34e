import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

interface LoadErrorProps {
  message: string;
  onRetry: () => void;
}

/** A failed catalogue request: the message and a Try Again button. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl border border-danger/20 bg-white px-6 py-10 text-center"
    >
      <p className="text-base text-ink">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden />
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
