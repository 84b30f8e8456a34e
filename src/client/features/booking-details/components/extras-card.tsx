import { Baby, Plus, Signpost, UserRoundCheck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SPECIAL_REQUESTS_MAX } from '../../../../shared/contracts/checkout.ts';
import { cn } from '../../../components/ui/cn.ts';
import { Field, Input, Textarea } from '../../../components/ui/form-field.tsx';
import type { BookingFormat } from '../../../booking/hooks/use-booking-format.ts';
import type { DetailsFormInput } from '../lib/details-form.ts';
import type { ExtraId } from '../lib/summary-lines.ts';
import { AddressField } from './address-field.tsx';

interface ExtrasCardProps {
  /** Airport rides ask for the flight number; any other ride offers it behind a button. */
  airport: boolean;
  flightOpen: boolean;
  onOpenFlight: () => void;
  /** Each extra's price from the server; missing while it loads. */
  prices: Partial<Record<ExtraId, number>>;
  pricesLoading: boolean;
  /**
   * The extra stop's place was given: a suggestion picked (its place_id goes with its text) or text typed and
   * left. It is priced with the ride as that place.
   */
  onStopChange: (stop: { address: string; placeId?: string }) => void;
  format: BookingFormat;
}

/** The toggles of the extras form (the stop's added miles are a price line, not a toggle). */
type ToggleId = Exclude<ExtraId, 'extraStopMiles'>;

const ICONS: Record<ToggleId, ReactNode> = {
  meetAndGreet: <UserRoundCheck className="size-5" aria-hidden />,
  childSeat: <Baby className="size-5" aria-hidden />,
  extraStop: <Signpost className="size-5" aria-hidden />,
};

function ExtraToggle({
  id,
  price,
  loading,
  format: f,
  children,
}: {
  id: ToggleId;
  price: number | undefined;
  loading: boolean;
  format: BookingFormat;
  children?: ReactNode;
}) {
  const { t } = useTranslation('booking');
  const { register } = useFormContext<DetailsFormInput>();
  const checked = useWatch<DetailsFormInput, `extras.${ToggleId}`>({ name: `extras.${id}` });
  const uid = useId();
  const priceText = price === undefined ? undefined : t('extras.price', { price: f.cents(price) });
  return (
    <div
      className={cn(
        'rounded-xl ring-1 transition-colors',
        checked ? 'bg-gold/8 ring-2 ring-gold' : 'bg-white ring-ink/12 hover:ring-ink/25',
      )}
      data-testid={`extra-${id}`}
    >
      <label htmlFor={`${uid}-input`} className="flex cursor-pointer items-start gap-3 p-4 sm:gap-4">
        <input
          id={`${uid}-input`}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-ink/30 accent-gold-dark"
          aria-labelledby={`${uid}-name`}
          aria-describedby={`${uid}-hint ${uid}-price`}
          {...register(`extras.${id}`)}
        />
        <span
          aria-hidden
          className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-ivory-deep text-gold-dark sm:inline-flex"
        >
          {ICONS[id]}
        </span>
        <span className="min-w-0 flex-1">
          <span id={`${uid}-name`} className="block text-base font-semibold text-ink">
            {t(`extras.${id}`)}
          </span>
          <span id={`${uid}-hint`} className="mt-0.5 block text-sm leading-snug text-stone">
            {t(`extras.${id}Hint`)}
          </span>
        </span>
        {/* As wide as a price before it arrives: the name and hint beside it do not rewrap. */}
        <span
          id={`${uid}-price`}
          className="min-w-[4.5rem] shrink-0 text-right text-sm font-semibold text-ink tabular-nums"
        >
          {priceText ??
            (loading ? (
              <span className="inline-block h-4 w-14 animate-pulse rounded bg-ivory-deep align-middle">
                <span className="sr-only">{t('extras.priceLoading')}</span>
              </span>
            ) : null)}
        </span>
      </label>
      {children}
    </div>
  );
}

/** The specification's extras form: flight number, meet & greet, child seat, extra stop, special requests. */
export function ExtrasCard({
  airport,
  flightOpen,
  onOpenFlight,
  prices,
  pricesLoading,
  onStopChange,
  format: f,
}: ExtrasCardProps) {
  const { t } = useTranslation('booking');
  const {
    register,
    formState: { errors },
  } = useFormContext<DetailsFormInput>();
  const extraStop = useWatch<DetailsFormInput, 'extras.extraStop'>({ name: 'extras.extraStop' });
  const requests =
    useWatch<DetailsFormInput, 'extras.specialRequests'>({ name: 'extras.specialRequests' }) ?? '';
  const extrasErrors = errors.extras;

  const flightField = (
    <Field
      label={t('extras.flightNumber')}
      hint={t('extras.flightHint')}
      error={f.message(extrasErrors?.flightNumber?.message)}
    >
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          placeholder={t('extras.flightPlaceholder')}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className="sm:max-w-xs"
          {...register('extras.flightNumber')}
        />
      )}
    </Field>
  );

  return (
    <section
      aria-labelledby="extras-title"
      data-testid="extras-card"
      className="rounded-2xl bg-white p-6 ring-1 ring-ink/8 sm:p-8"
    >
      <h2 id="extras-title" className="font-display text-3xl leading-tight font-semibold text-ink">
        {t('extras.title')}
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-stone">{t('extras.lead')}</p>

      <div className="mt-6 grid gap-6">
        {airport || flightOpen ? (
          flightField
        ) : (
          <button
            type="button"
            onClick={onOpenFlight}
            className="inline-flex items-center gap-2 justify-self-start rounded-sm text-sm font-semibold text-gold-dark underline-offset-4 hover:underline"
          >
            <Plus className="size-4" aria-hidden />
            {t('extras.addFlight')}
          </button>
        )}

        <fieldset className="grid gap-3">
          <legend className="mb-3 text-sm font-medium text-ink">{t('extras.options')}</legend>
          <ExtraToggle id="meetAndGreet" price={prices.meetAndGreet} loading={pricesLoading} format={f} />
          <ExtraToggle id="childSeat" price={prices.childSeat} loading={pricesLoading} format={f} />
          <ExtraToggle id="extraStop" price={prices.extraStop} loading={pricesLoading} format={f}>
            {extraStop && (
              <div className="border-t border-ink/10 px-4 pt-4 pb-5">
                <AddressField
                  name="extras.extraStopAddress"
                  label={t('extras.extraStopAddress')}
                  placeholder={t('extras.extraStopPlaceholder')}
                  error={f.message(extrasErrors?.extraStopAddress?.message)}
                  onPick={(p) => onStopChange({ address: p.description, placeId: p.place_id })}
                  onCommit={(text) => onStopChange({ address: text })}
                />
              </div>
            )}
          </ExtraToggle>
        </fieldset>

        <Field
          label={t('extras.specialRequests')}
          hint={t('extras.characters', { count: requests.length, max: SPECIAL_REQUESTS_MAX })}
          error={f.message(extrasErrors?.specialRequests?.message)}
        >
          {({ id, describedBy, invalid }) => (
            <Textarea
              id={id}
              rows={4}
              maxLength={SPECIAL_REQUESTS_MAX}
              placeholder={t('extras.specialPlaceholder')}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('extras.specialRequests')}
            />
          )}
        </Field>
      </div>
    </section>
  );
}
