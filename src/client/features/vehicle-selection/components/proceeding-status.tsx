import { useTranslation } from 'react-i18next';

/** "Proceeding…" once a vehicle is chosen. The live region is always there, so the message is announced. */
export function ProceedingStatus({ vehicleName }: { vehicleName: string | null }) {
  const { t } = useTranslation('vehicles');
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-6 z-40 flex justify-center"
    >
      {vehicleName && (
        <p
          data-testid="proceeding"
          data-launcher-box=""
          className="inline-flex max-w-md items-center gap-3 rounded-full bg-ink px-5 py-3 text-sm font-medium text-ivory shadow-[0_18px_40px_-12px_rgb(0_0_0/0.6)] ring-1 ring-gold/40"
        >
          <span
            aria-hidden
            className="size-4 shrink-0 animate-spin rounded-full border-2 border-gold border-t-transparent"
          />
          {t('proceeding', { vehicle: vehicleName })}
        </p>
      )}
    </div>
  );
}
