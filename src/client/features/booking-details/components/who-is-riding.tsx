import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '../../../components/ui/form-field.tsx';
import type { DetailsFormInput } from '../lib/details-form.ts';

/**
 * "Who is riding?" (decision 27): a signed-in customer books for themself or for someone else, whose name goes
 * on the chauffeur's sign and whose phone and email get the trip's calls and emails.
 */
export function WhoIsRiding() {
  const { t } = useTranslation('booking');
  const titleId = useId();
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<DetailsFormInput>();
  const someoneElse = useWatch({ control, name: 'passenger.someoneElse' }) === true;
  const problems = errors.passenger;
  const name = useId();
  const choice = (value: boolean, label: string, testId: string) => (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-4 py-2 text-sm font-medium ring-1 ring-ink/15 has-[:checked]:bg-ink has-[:checked]:text-white">
      <input
        type="radio"
        name={name}
        data-testid={testId}
        className="accent-gold"
        checked={someoneElse === value}
        onChange={() => setValue('passenger.someoneElse', value, { shouldDirty: true })}
      />
      {label}
    </label>
  );
  return (
    <fieldset
      className="mt-6 border-t border-ink/8 pt-6"
      aria-labelledby={titleId}
      data-testid="who-is-riding"
    >
      <legend id={titleId} className="font-display text-xl font-semibold text-ink">
        {t('passenger.title')}
      </legend>
      <div className="mt-3 flex flex-wrap gap-3" role="radiogroup" aria-labelledby={titleId}>
        {choice(false, t('passenger.me'), 'rider-me')}
        {choice(true, t('passenger.someoneElse'), 'rider-someone-else')}
      </div>
      {someoneElse && (
        <div className="mt-5 grid gap-5" data-testid="passenger-fields">
          <p className="text-sm text-stone">{t('passenger.lead')}</p>
          <Field label={t('passenger.name')} hint={t('passenger.nameHint')} error={problems?.name?.message}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                autoComplete="off"
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                {...register('passenger.name')}
              />
            )}
          </Field>
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <Field label={t('passenger.phone')} error={problems?.phone?.message}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  {...register('passenger.phone')}
                />
              )}
            </Field>
            <Field
              label={t('passenger.email')}
              hint={t('passenger.emailHint')}
              error={problems?.email?.message}
            >
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  type="email"
                  inputMode="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  autoComplete="off"
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  {...register('passenger.email')}
                />
              )}
            </Field>
          </div>
        </div>
      )}
    </fieldset>
  );
}
