import { Building2, MapPin, Plane, TrainFront } from 'lucide-react';
import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_MAX_CHARS, type PlaceKind, type Prediction } from '../../../shared/contracts/maps.ts';
import { placeText } from '../../../shared/domain/place-text.ts';
import { useContentLanguage } from '../../lib/use-content-language.ts';
import { useAddressSuggestions } from '../api/maps-api.ts';
import { OutsideAreaNotice } from './outside-area-notice.tsx';
import { ADDRESS_MIN_CHARS } from '../lib/address-rules.ts';
import { cn } from '../../components/ui/cn.ts';
import { controlClasses } from '../../components/ui/form-field.tsx';
import { SavedPlacesList } from './saved-places-list.tsx';

export interface AddressInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'onSelect' | 'role' | 'type'
> {
  value: string;
  /** Every keystroke. */
  onValueChange: (value: string) => void;
  /** A suggestion was picked: the text becomes its description. */
  onPick: (prediction: Prediction) => void;
  /** Suggestions from this many characters (the booking form's 3). */
  minChars?: number;
  /** Drawn inside the field on the right (e.g. the "use my current location" button). */
  adornment?: ReactNode;
  /** Classes for the wrapper (the input keeps the form's control style). */
  wrapperClassName?: string;
}

function KindIcon({ kind }: { kind: PlaceKind }) {
  const Icon =
    kind === 'airport' || kind === 'terminal'
      ? Plane
      : kind === 'hotel'
        ? Building2
        : kind === 'station'
          ? TrainFront
          : MapPin;
  return <Icon className="size-4" aria-hidden data-kind={kind} />;
}

/**
 * An address field with suggestions, following the WAI-ARIA combobox pattern (list autocomplete):
 * arrows move through the list, Enter picks, Escape, Tab or a click elsewhere closes it. The list asks the
 * server 300 ms after the last keystroke from 3 characters, and hides when empty, failed or after a pick.
 */
export const AddressInput = forwardRef<HTMLInputElement, AddressInputProps>(function AddressInput(
  {
    value,
    onValueChange,
    onPick,
    minChars = ADDRESS_MIN_CHARS,
    adornment,
    className,
    wrapperClassName,
    onKeyDown,
    onBlur,
    onFocus,
    ...inputProps
  },
  ref,
) {
  const { t } = useTranslation('maps');
  const lang = useContentLanguage();
  const listId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Open means "the customer is typing": set by a keystroke, cleared by a pick, Escape or leaving the field.
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Saved places (decision 27): listed while the field has the focus and no text.
  const [focused, setFocused] = useState(false);
  // Text longer than the server's autocomplete takes (a pasted paragraph) asks for no suggestions.
  const { predictions, outsideArea, loading } = useAddressSuggestions(value, {
    enabled: open && value.trim().length <= AUTOCOMPLETE_MAX_CHARS,
    minChars,
  });

  // A new list (the answer for newer text) starts with nothing highlighted, so Enter never picks an
  // option the customer has not seen highlighted.
  const [listShown, setListShown] = useState(predictions);
  if (listShown !== predictions) {
    setListShown(predictions);
    setActive(-1);
  }

  const long = value.trim().length >= minChars;
  const showList = open && long && predictions.length > 0;
  const showOutside = open && long && !showList && outsideArea !== null;
  const showPanel = open && long && (showList || loading || showOutside);
  const activeIndex = showList && active < predictions.length ? active : -1;
  const optionId = (i: number) => `${listId}-option-${i}`;

  useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current
      ?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  // A click or tap anywhere else closes the list.
  useEffect(() => {
    if (!showPanel) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!wrapperRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [showPanel]);

  const pick = (prediction: Prediction) => {
    setOpen(false);
    setActive(-1);
    onPick(prediction);
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.defaultPrevented) return;
    const count = predictions.length;
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open) setOpen(true);
        else if (showList) setActive(activeIndex < 0 || activeIndex >= count - 1 ? 0 : activeIndex + 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (!open) setOpen(true);
        else if (showList) setActive(activeIndex <= 0 ? count - 1 : activeIndex - 1);
        break;
      case 'Enter': {
        const chosen = activeIndex >= 0 ? predictions[activeIndex] : undefined;
        if (chosen) {
          e.preventDefault();
          pick(chosen);
        }
        break;
      }
      case 'Escape':
        if (showPanel) {
          e.preventDefault();
          e.stopPropagation();
          setOpen(false);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  return (
    <div ref={wrapperRef} className={cn('relative', wrapperClassName)}>
      <input
        ref={ref}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        {...inputProps}
        value={value}
        onChange={(e) => {
          setOpen(true);
          setActive(-1);
          onValueChange(e.target.value);
        }}
        onKeyDown={handleKeyDown}
        onFocus={(e) => {
          setFocused(true);
          onFocus?.(e);
        }}
        onBlur={(e) => {
          setOpen(false);
          setFocused(false);
          onBlur?.(e);
        }}
        className={cn(controlClasses, adornment ? 'pr-14' : undefined, className)}
      />
      {adornment}
      <SavedPlacesList open={focused && value.trim() === ''} onPick={pick} />
      <div
        hidden={!showPanel}
        data-testid="address-suggestions"
        // Clicks inside the list (options, its scrollbar) keep the focus in the field.
        onMouseDown={(e) => e.preventDefault()}
        className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-xl bg-white text-ink shadow-[0_24px_48px_-16px_rgb(12_12_13/0.45)] ring-1 ring-ink/10"
      >
        {showOutside && !loading && <OutsideAreaNotice place={outsideArea} />}
        {loading && !showList && (
          <p className="flex items-center gap-3 px-4 py-3 text-sm text-stone">
            <span
              aria-hidden
              className="size-4 animate-spin rounded-full border-2 border-gold-dark border-t-transparent"
            />
            {t('suggestions.loading')}
          </p>
        )}
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={t('suggestions.label')}
          aria-busy={loading || undefined}
          hidden={!showList}
          className="max-h-60 overflow-y-auto overscroll-contain py-1.5"
        >
          {predictions.map((p, i) => (
            <li
              key={p.place_id}
              id={optionId(i)}
              role="option"
              aria-selected={i === activeIndex}
              data-index={i}
              onMouseMove={() => i !== activeIndex && setActive(i)}
              onClick={() => pick(p)}
              className={cn(
                'flex cursor-pointer items-start gap-3 px-4 py-2.5',
                i === activeIndex ? 'bg-ivory-deep' : 'hover:bg-ivory',
              )}
            >
              <span
                className={cn(
                  'mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full',
                  i === activeIndex ? 'bg-ink text-gold-light' : 'bg-ivory-deep text-gold-dark',
                )}
              >
                <KindIcon kind={p.kind} />
              </span>
              <span className="grid min-w-0">
                <span className="truncate text-sm font-semibold text-ink">{p.mainText}</span>
                {p.secondaryText && (
                  <span className="truncate text-xs text-stone">{placeText(p.secondaryText, lang)}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
        {loading && showList && (
          <span
            aria-hidden
            className="absolute top-2.5 right-3 size-3.5 animate-spin rounded-full border-2 border-gold-dark border-t-transparent"
          />
        )}
      </div>
      <span className="sr-only" aria-live="polite">
        {showList ? t('suggestions.count', { count: predictions.length }) : ''}
      </span>
    </div>
  );
});
