import { MapPin } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '../../../../shared/contracts/maps.ts';
import { Button } from '../../../components/ui/button.tsx';
import { usePublicConfig } from '../../../lib/catalog-queries.ts';
import type { RouteEnd } from '../../../booking/lib/draft-places.ts';

const PlacePinCanvas = lazy(() => import('./place-pin-canvas.tsx'));

/** One end the server could only place approximately, waiting for the customer. */
export interface ApproximatePlace {
  /** The text as typed (it stays the booking's display text). */
  typed: string;
  /** The address of the point the server placed. */
  placedAddress: string;
  /** The pin: the server's point, or where the customer moved it. */
  point: LatLng;
  /** True once the customer moved the pin. */
  moved: boolean;
}

interface ApproximatePlaceNoticeProps {
  end: RouteEnd;
  place: ApproximatePlace;
  onMove: (point: LatLng) => void;
  onConfirm: () => void;
  /** The last end waiting: confirming it goes on to the prices. */
  last: boolean;
  busy: boolean;
}

/**
 * "We could only place this address approximately": the address we placed, a map whose pin the customer can
 * drag (or tap the map, or move with the arrow keys), and Confirm. The booking keeps the typed text and the
 * confirmed point.
 */
export function ApproximatePlaceNotice({
  end,
  place,
  onMove,
  onConfirm,
  last,
  busy,
}: ApproximatePlaceNoticeProps) {
  const { t } = useTranslation('home');
  const config = usePublicConfig();
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={`approximate-${end}`}
      className="grid min-w-0 gap-3 rounded-xl border border-gold/50 bg-gold/10 p-4"
    >
      <h3
        id={`${id}-title`}
        tabIndex={-1}
        className="flex items-start gap-2 font-sans text-sm font-semibold text-ink focus:outline-none"
      >
        <MapPin className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden />
        <span className="min-w-0 [overflow-wrap:anywhere]">{t(`widget.approximate.title.${end}`)}</span>
      </h3>
      <p className="text-sm leading-relaxed text-ink [overflow-wrap:anywhere]" role="status">
        {place.moved
          ? t('widget.approximate.moved', { typed: place.typed })
          : t('widget.approximate.body', { typed: place.typed, placed: place.placedAddress })}
      </p>
      <div className="relative h-52 overflow-hidden rounded-lg bg-ivory-deep ring-1 ring-ink/10 sm:h-60">
        <Suspense
          fallback={
            <p className="absolute inset-0 flex items-center justify-center text-sm text-stone">
              {t('widget.approximate.mapLoading')}
            </p>
          }
        >
          <PlacePinCanvas
            point={place.point}
            onMove={onMove}
            tileUrl={config.data?.mapTileUrl || undefined}
            pinLabel={t(`widget.approximate.pin.${end}`)}
          />
        </Suspense>
      </div>
      <p className="text-xs text-stone">{t('widget.approximate.hint')}</p>
      <Button type="button" variant="dark" className="w-full" onClick={onConfirm} disabled={busy}>
        {last ? t('widget.approximate.confirmAndContinue') : t('widget.approximate.confirm')}
      </Button>
    </section>
  );
}
