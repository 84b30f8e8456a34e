import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_BAGS, MAX_PARTY } from '../../../../shared/domain/ride-size.ts';
import type { RideFormValues } from '../lib/ride-form-schema.ts';
import { CountStepper } from './count-stepper.tsx';

interface RidePartyFieldsProps {
  control: Control<RideFormValues>;
  errors: FieldErrors<RideFormValues>;
}

/** The party: passengers (at least one) and bags, each a stepper within the ride-size limits. */
export function RidePartyFields({ control, errors }: RidePartyFieldsProps) {
  const { t } = useTranslation('home');
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">{t('widget.party')}</legend>
      <div className="grid grid-cols-2 gap-3">
        <Controller
          control={control}
          name="passengers"
          render={({ field }) => (
            <CountStepper
              name={field.name}
              label={t('widget.passengers')}
              decreaseLabel={t('widget.fewerPassengers')}
              increaseLabel={t('widget.morePassengers')}
              value={field.value}
              min={1}
              max={MAX_PARTY}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.passengers?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="bags"
          render={({ field }) => (
            <CountStepper
              name={field.name}
              label={t('widget.bags')}
              decreaseLabel={t('widget.fewerBags')}
              increaseLabel={t('widget.moreBags')}
              value={field.value}
              min={0}
              max={MAX_BAGS}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.bags?.message}
            />
          )}
        />
      </div>
    </fieldset>
  );
}
