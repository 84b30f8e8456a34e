import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_BAGS, MAX_PARTY } from '../../../../shared/domain/ride-size.ts';
import { CardHeading } from '../../../components/ui/card-heading.tsx';
import { Field, Input } from '../../../components/ui/form-field.tsx';
import type { BookingFormat } from '../../../booking/hooks/use-booking-format.ts';
import type { DetailsFormInput } from '../lib/details-form.ts';

/**
 * The party (decision 18) when nobody asked it yet: a package booked straight from a marketing page. Passengers
 * and bags are asked here; a party of one with no bags is never assumed (PRODUCT decision 25).
 */
export function PartyFields({ format: f }: { format: BookingFormat }) {
  const { t } = useTranslation('booking');
  const {
    register,
    formState: { errors },
  } = useFormContext<DetailsFormInput>();
  const rideErrors = errors.ride;
  return (
    <section
      aria-labelledby="party-title"
      data-testid="party-fields"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10 sm:p-8"
    >
      <CardHeading id="party-title" eyebrow={t('party.eyebrow')}>
        {t('party.title')}
      </CardHeading>
      <p className="mt-1 text-sm text-stone">{t('party.lead')}</p>
      <div className="mt-5 grid grid-cols-2 gap-4">
        <Field label={t('party.passengers')} error={f.message(rideErrors?.passengers?.message)}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_PARTY}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('ride.passengers')}
            />
          )}
        </Field>
        <Field label={t('party.bags')} error={f.message(rideErrors?.bags?.message)}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_BAGS}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('ride.bags')}
            />
          )}
        </Field>
      </div>
    </section>
  );
}
