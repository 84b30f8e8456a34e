import type { ReactNode, RefObject } from 'react';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LatLng, Prediction } from '../../../../shared/contracts/maps.ts';
import { AddressInput } from '../../../booking/components/address-input.tsx';
import type { RouteEnd } from '../../../booking/lib/draft-places.ts';
import { Field } from '../../../components/ui/form-field.tsx';
import type { CurrentLocation } from '../hooks/use-current-location.ts';
import type { RideFormValues } from '../lib/ride-form-schema.ts';
import { ApproximatePlaceNotice } from './approximate-place.tsx';
import { CurrentLocationButton } from './current-location-button.tsx';
import type { Review } from './ride-details-draft.ts';

interface AddressFieldProps {
  end: RouteEnd;
  control: Control<RideFormValues>;
  error: string | undefined;
  onPick: (end: RouteEnd, prediction: Prediction) => void;
  onLeave: (end: RouteEnd, text: string) => void;
  adornment?: ReactNode;
  /** An hourly ride's destination: optional, "As directed" when left empty. */
  optional?: boolean;
}

/** The pickup or destination field: suggestions, and the route end kept in step with the text. */
function AddressField({ end, control, error, onPick, onLeave, adornment, optional }: AddressFieldProps) {
  const { t } = useTranslation('home');
  return (
    <Field
      label={optional ? t('widget.destinationOptional') : t(`widget.${end}`)}
      error={error}
      className="min-w-0"
    >
      {({ id, describedBy, invalid }) => (
        <Controller
          control={control}
          name={`${end}Address`}
          render={({ field }) => (
            <AddressInput
              ref={field.ref}
              id={id}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onPick={(p) => onPick(end, p)}
              onBlur={(e) => {
                field.onBlur();
                onLeave(end, e.currentTarget.value);
              }}
              placeholder={optional ? t('widget.asDirected') : t(`widget.${end}Placeholder`)}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              adornment={adornment}
              wrapperClassName="min-w-0"
              className="min-w-0 text-ellipsis"
            />
          )}
        />
      )}
    </Field>
  );
}

interface RideAddressFieldsProps {
  control: Control<RideFormValues>;
  errors: FieldErrors<RideFormValues>;
  location: CurrentLocation;
  pick: (end: RouteEnd, prediction: Prediction) => void;
  leave: (end: RouteEnd, text: string) => void;
  /** Holds the notices of places to confirm (brought into view when they appear). */
  reviewRef: RefObject<HTMLDivElement | null>;
  review: Review | null;
  /** The ends whose notice shows: still waiting, the address still as typed. */
  waitingEnds: RouteEnd[];
  movePin: (end: RouteEnd, point: LatLng) => void;
  confirm: (end: RouteEnd) => void;
  /** Going on to the vehicles. */
  busy: boolean;
  /** An hourly ride: the destination is optional. */
  optionalDestination?: boolean;
}

/**
 * The pickup (with "use my location") and the destination, each followed by the notice of a place the quote
 * could only guess, for the customer to confirm or move.
 */
export function RideAddressFields({
  control,
  errors,
  location,
  pick,
  leave,
  reviewRef,
  review,
  waitingEnds,
  movePin,
  confirm,
  busy,
  optionalDestination = false,
}: RideAddressFieldsProps) {
  const { t } = useTranslation('home');
  const field = (end: RouteEnd, adornment?: ReactNode) => (
    <AddressField
      end={end}
      optional={end === 'destination' && optionalDestination}
      control={control}
      error={errors[`${end}Address`]?.message}
      onPick={pick}
      onLeave={leave}
      adornment={adornment}
    />
  );
  const notice = (end: RouteEnd) => {
    const place = review?.[end];
    if (!place || !waitingEnds.includes(end)) return null;
    return (
      <ApproximatePlaceNotice
        key={`${end}:${place.typed}`}
        end={end}
        place={place}
        onMove={(point) => movePin(end, point)}
        onConfirm={() => confirm(end)}
        last={waitingEnds.length === 1}
        busy={busy}
      />
    );
  };
  return (
    <div ref={reviewRef} className="grid min-w-0 gap-5">
      {field('pickup', <CurrentLocationButton onClick={location.locate} locating={location.locating} />)}
      {location.locating && (
        <p role="status" className="-mt-3 text-sm text-stone">
          {t('widget.locating')}
        </p>
      )}
      {location.error && (
        <p role="alert" className="-mt-3 text-sm text-danger">
          {t(`widget.locationErrors.${location.error}`)}
        </p>
      )}
      {notice('pickup')}
      {field('destination')}
      {notice('destination')}
    </div>
  );
}
