import { Briefcase, Clock, CreditCard, House, Star, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Prediction } from '../../../../shared/contracts/maps.ts';
import type { SavedPlace, SavedPlaceKind } from '../../../../shared/contracts/saved.ts';
import { AddressInput } from '../../../booking/components/address-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useRemoveSaved, useSavePlace, useSavedCardsList, useSavedPlacesList } from '../api/saved.ts';

const ICONS = { home: House, work: Briefcase, other: Star } as const;
const card = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/8';

/**
 * Saved places and cards on the dashboard (decision 27): name Home and Work (typed here, or a recent place
 * saved as one), remove a place or a card. Cards are saved at checkout and kept by the payment provider.
 */
export function SavedSection() {
  return (
    <>
      <SavedPlaces />
      <SavedCards />
    </>
  );
}

function SavedPlaces() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const titleId = useId();
  const inputId = useId();
  const places = useSavedPlacesList();
  const save = useSavePlace();
  const remove = useRemoveSaved('places');
  const [kind, setKind] = useState<Exclude<SavedPlaceKind, 'other'>>('home');
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Prediction | null>(null);
  const label = (p: SavedPlace) => (p.kind === 'other' ? (p.name ?? p.address) : t(`saved.${p.kind}`));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const address = text.trim();
    if (!address) return;
    const placeId = picked && picked.description === text ? picked.place_id : undefined;
    save.mutate(
      { kind, address, ...(placeId ? { placeId } : {}) },
      {
        onSuccess: () => {
          setText('');
          setPicked(null);
        },
      },
    );
  };

  return (
    <section aria-labelledby={titleId} className={card} data-testid="saved-places-section">
      <h2 id={titleId} className="font-display text-2xl font-semibold text-ink">
        {t('saved.placesTitle')}
      </h2>
      <ul className="mt-4 divide-y divide-ink/8">
        {(places.data?.places ?? []).map((p) => {
          const Icon = ICONS[p.kind];
          return (
            <li key={p.id} className="flex items-center gap-3 py-3" data-testid={`saved-place-${p.kind}`}>
              <Icon className="size-4 shrink-0 text-gold-dark" aria-hidden />
              <span className="grid min-w-0 flex-1">
                <span className="text-sm font-semibold text-ink">{label(p)}</span>
                <span className="truncate text-xs text-stone">{p.address}</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('saved.remove', { name: label(p) })}
                disabled={remove.isPending}
                onClick={() => remove.mutate(p.id)}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </li>
          );
        })}
        {(places.data?.recent ?? []).map((r) => (
          <li key={r.address} className="flex items-center gap-3 py-3">
            <Clock className="size-4 shrink-0 text-stone" aria-hidden />
            <span className="min-w-0 flex-1 truncate text-xs text-stone">{r.address}</span>
            {(['home', 'work'] as const).map((k) => (
              <Button
                key={k}
                variant="link"
                size="sm"
                className="text-xs"
                disabled={save.isPending}
                onClick={() =>
                  save.mutate({
                    kind: k,
                    address: r.address,
                    ...(r.location ? { location: r.location } : {}),
                  })
                }
              >
                {t(`saved.saveAs.${k}`)}
              </Button>
            ))}
          </li>
        ))}
      </ul>
      <form onSubmit={onSubmit} className="mt-4 grid gap-3" noValidate>
        <div className="flex gap-2" role="radiogroup" aria-label={t('saved.kind')}>
          {(['home', 'work'] as const).map((k) => (
            <label
              key={k}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-4 text-sm font-medium ring-1 ring-ink/15 has-[:checked]:bg-ink has-[:checked]:text-white"
            >
              <input
                type="radio"
                name="saved-kind"
                className="accent-gold"
                checked={kind === k}
                onChange={() => setKind(k)}
              />
              {t(`saved.${k}`)}
            </label>
          ))}
        </div>
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          {t('saved.address')}
        </label>
        <AddressInput
          id={inputId}
          data-testid="saved-place-address"
          value={text}
          onValueChange={(v) => setText(v)}
          onPick={(p) => {
            setText(p.description);
            setPicked(p);
          }}
        />
        {save.error && (
          <p role="alert" className="text-sm text-danger">
            {errorText(save.error)}
          </p>
        )}
        <Button type="submit" variant="dark" size="sm" disabled={save.isPending || !text.trim()}>
          {t('saved.savePlace')}
        </Button>
      </form>
    </section>
  );
}

function SavedCards() {
  const { t } = useTranslation('account');
  const titleId = useId();
  const cards = useSavedCardsList();
  const remove = useRemoveSaved('cards');
  const list = cards.data?.cards ?? [];
  return (
    <section aria-labelledby={titleId} className={card} data-testid="saved-cards-section">
      <h2 id={titleId} className="font-display text-2xl font-semibold text-ink">
        {t('saved.cardsTitle')}
      </h2>
      {list.length === 0 ? (
        <p className="mt-3 text-sm text-stone">{t('saved.noCards')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-ink/8">
          {list.map((c) => {
            const name = `${c.brand} •••• ${c.last4}`;
            return (
              <li key={c.id} className="flex items-center gap-3 py-3" data-testid="saved-card">
                <CreditCard className="size-4 shrink-0 text-gold-dark" aria-hidden />
                <span className="grid flex-1">
                  <span className="text-sm font-semibold text-ink">{name}</span>
                  <span className="text-xs text-stone">
                    {t('saved.expires', {
                      date: `${String(c.expMonth).padStart(2, '0')}/${String(c.expYear % 100).padStart(2, '0')}`,
                    })}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('saved.remove', { name })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(c.id)}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-3 text-xs text-stone">{t('saved.cardsHint')}</p>
    </section>
  );
}
