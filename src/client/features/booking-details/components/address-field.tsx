import { Controller, useFormContext } from 'react-hook-form';
import type { Prediction } from '../../../../shared/contracts/maps.ts';
import { AddressInput } from '../../../booking/components/address-input.tsx';
import { Field } from '../../../components/ui/form-field.tsx';
import type { DetailsFormInput } from '../lib/details-form.ts';

type AddressPath = 'ride.pickupAddress' | 'ride.destinationAddress' | 'extras.extraStopAddress';

interface AddressFieldProps {
  name: AddressPath;
  label: string;
  placeholder: string;
  /** Already translated. */
  error: string | undefined;
  hint?: string | undefined;
  /** A suggestion was picked (its place_id goes with the text). */
  onPick?: (prediction: Prediction) => void;
  /** The customer left the field (the typed text becomes the address). */
  onCommit?: (text: string) => void;
  autoComplete?: string;
}

/** An address with suggestions (the shared combobox), wired to the form and its error. */
export function AddressField({ name, label, placeholder, error, hint, onPick, onCommit }: AddressFieldProps) {
  const { control, setValue } = useFormContext<DetailsFormInput>();
  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <AddressInput
              ref={field.ref}
              id={id}
              name={field.name}
              value={typeof field.value === 'string' ? field.value : ''}
              onValueChange={field.onChange}
              onPick={(p) => {
                setValue(name, p.description, {
                  shouldValidate: invalid,
                  shouldDirty: true,
                  shouldTouch: true,
                });
                onPick?.(p);
              }}
              onBlur={(e) => {
                field.onBlur();
                onCommit?.(e.currentTarget.value);
              }}
              placeholder={placeholder}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            />
          )}
        />
      )}
    </Field>
  );
}
