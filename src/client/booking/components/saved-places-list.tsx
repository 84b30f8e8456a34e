import { Briefcase, Clock, House, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Prediction } from '../../../shared/contracts/maps.ts';
import { placePrediction, useSavedPlaces } from '../api/saved-places-api.ts';

/**
 * Saved places one tap away (decision 27): Home, Work, named and recent places, shown under an address field
 * that has the focus and no text yet, for signed-in customers. A tap picks the place like a suggestion.
 */
export function SavedPlacesList({ open, onPick }: { open: boolean; onPick: (p: Prediction) => void }) {
  const { t } = useTranslation('maps');
  const { data } = useSavedPlaces(open);
  if (!open || !data) return null;
  const rows = [
    ...data.places.map((p) => ({
      key: p.id,
      icon: p.kind === 'home' ? House : p.kind === 'work' ? Briefcase : Star,
      prediction: placePrediction(p, p.kind === 'other' ? (p.name ?? p.address) : t(`saved.${p.kind}`)),
    })),
    ...data.recent.map((r) => ({ key: `recent-${r.address}`, icon: Clock, prediction: placePrediction(r) })),
  ];
  if (rows.length === 0) return null;
  return (
    <div
      data-testid="saved-places"
      // Taps inside keep the focus in the field (as the suggestions do).
      onMouseDown={(e) => e.preventDefault()}
      className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-xl bg-white py-1.5 text-ink shadow-[0_24px_48px_-16px_rgb(12_12_13/0.45)] ring-1 ring-ink/10"
    >
      <p className="px-4 pt-1 pb-1.5 text-[0.68rem] font-semibold tracking-[0.14em] text-stone uppercase">
        {t('saved.title')}
      </p>
      <ul aria-label={t('saved.title')} className="max-h-60 overflow-y-auto overscroll-contain">
        {rows.map(({ key, icon: Icon, prediction }) => (
          <li key={key}>
            <button
              type="button"
              className="flex min-h-11 w-full items-start gap-3 px-4 py-2.5 text-left hover:bg-ivory focus-visible:bg-ivory-deep"
              onClick={() => onPick(prediction)}
            >
              <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-ivory-deep text-gold-dark">
                <Icon className="size-4" aria-hidden />
              </span>
              <span className="grid min-w-0">
                <span className="truncate text-sm font-semibold text-ink">{prediction.mainText}</span>
                {prediction.secondaryText && (
                  <span className="truncate text-xs text-stone">{prediction.secondaryText}</span>
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
