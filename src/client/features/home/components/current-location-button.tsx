import { LoaderCircle, LocateFixed } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface CurrentLocationButtonProps {
  onClick: () => void;
  locating: boolean;
}

/** Icon button inside the pickup field: "use my current location". */
export function CurrentLocationButton({ onClick, locating }: CurrentLocationButtonProps) {
  const { t } = useTranslation('home');
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={locating}
      aria-label={t('widget.useLocation')}
      title={t('widget.useLocation')}
      className="absolute top-1/2 right-1.5 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-md text-gold-dark transition-colors hover:bg-ivory-deep hover:text-ink disabled:opacity-70"
    >
      {locating ? (
        <LoaderCircle className="size-5 animate-spin" aria-hidden />
      ) : (
        <LocateFixed className="size-5" aria-hidden />
      )}
    </button>
  );
}
