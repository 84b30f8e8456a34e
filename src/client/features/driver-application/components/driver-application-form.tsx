import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DRIVER_AVAILABILITY,
  DRIVER_EXPERIENCE,
  DRIVER_VEHICLE_TYPES,
  type DriverApplicationRequest,
} from '../../../../shared/contracts/drivers.ts';
import { AppError } from '../../../../shared/errors.ts';
import { issue } from '../../../../shared/zod-issues.ts';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useSubmitDriverApplication } from '../api/use-submit-driver-application.ts';
import { ChoiceField, NotesField, Section, TextField, type FieldName } from './application-fields.tsx';
import {
  driverApplicationFormSchema,
  type DriverApplicationForm as FormValues,
  type DriverApplicationFormInput as FormInput,
} from '../lib/driver-application-form.ts';

const FIELDS = Object.keys(driverApplicationFormSchema.def.shape) as FieldName[];

const resolver = zodResolver(driverApplicationFormSchema);

const DEFAULTS: Partial<FormInput> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  licenseNumber: '',
  licenseExpiry: '',
  vehicleMake: '',
  vehicleModel: '',
  vehicleYear: '',
  vehicleColor: '',
  licensePlate: '',
  insuranceCompany: '',
  policyNumber: '',
  additionalInfo: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
};

const legalLink = 'font-medium text-gold-dark underline underline-offset-2 hover:text-ink';

interface DriverApplicationFormProps {
  onSubmitted: (application: { id: string; email: string }) => void;
}

/** The driver application: every field of the specification in sections; POST /api/driver-application. */
export function DriverApplicationForm({ onSubmitted }: DriverApplicationFormProps) {
  const { t, i18n } = useTranslation('driver-application');
  const message = useErrorText();
  const submit = useSubmitDriverApplication();
  const termsId = useId();
  const form = useForm<FormInput, unknown, FormValues>({
    resolver,
    defaultValues: DEFAULTS,
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = form;

  /** The first invalid field in the order the form shows them (react-hook-form's own order is not it). */
  const onInvalid = (invalid: Partial<Record<FieldName, unknown>>) => {
    const first = FIELDS.find((field) => invalid[field]);
    if (first) setFocus(first);
  };

  const onValid = async (values: FormValues) => {
    const { termsAccepted: _terms, ...fields } = values;
    const body: DriverApplicationRequest = {
      ...fields,
      language: i18n.resolvedLanguage === 'es' ? 'es' : 'en',
    };
    try {
      const created = await submit.mutateAsync(body);
      onSubmitted({ id: created.id, email: values.email });
    } catch (error) {
      let placed = false;
      const problems = error instanceof AppError ? error.fieldErrors : undefined;
      if (problems) {
        for (const field of FIELDS) {
          const problem = problems[field];
          if (problem) {
            setError(
              field,
              { type: 'server', message: issue(problem.code, problem.params) },
              { shouldFocus: !placed },
            );
            placed = true;
          }
        }
      }
      const pending = error instanceof AppError && error.code === 'drivers.applicationPending';
      toast({
        variant: 'destructive',
        title: t('toast.failedTitle'),
        description: pending ? message(error) : t('toast.failedBody'),
      });
    }
  };

  return (
    <FormProvider {...form}>
      <form
        onSubmit={handleSubmit(onValid, onInvalid)}
        noValidate
        aria-labelledby="driver-application-form-title"
        className="grid gap-10"
      >
        <div>
          <h2 id="driver-application-form-title" className="font-display text-3xl font-semibold text-ink">
            {t('form.title')}
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-stone">{t('form.lead')}</p>
        </div>

        <Section index={1} title={t('sections.personal')}>
          <TextField name="firstName" autoComplete="given-name" />
          <TextField name="lastName" autoComplete="family-name" />
          <TextField
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="email"
          />
          <TextField name="phone" type="tel" inputMode="tel" autoComplete="tel" placeholder="phone" />
        </Section>

        <Section index={2} title={t('sections.address')}>
          <TextField name="address" wide autoComplete="street-address" placeholder="address" />
          <TextField name="city" autoComplete="address-level2" />
          <div className="grid grid-cols-2 items-start gap-5">
            <TextField name="state" autoComplete="address-level1" placeholder="state" />
            <TextField name="zipCode" inputMode="numeric" autoComplete="postal-code" />
          </div>
        </Section>

        <Section index={3} title={t('sections.license')}>
          <TextField name="licenseNumber" autoCapitalize="characters" spellCheck={false} />
          <TextField name="licenseExpiry" type="date" />
        </Section>

        <Section index={4} title={t('sections.vehicle')}>
          <TextField name="vehicleMake" placeholder="vehicleMake" />
          <TextField name="vehicleModel" placeholder="vehicleModel" />
          <TextField name="vehicleYear" inputMode="numeric" maxLength={4} placeholder="vehicleYear" />
          <TextField name="vehicleColor" placeholder="vehicleColor" />
          <TextField name="licensePlate" autoCapitalize="characters" spellCheck={false} hint />
          <ChoiceField name="vehicleType" options={DRIVER_VEHICLE_TYPES} />
        </Section>

        <Section index={5} title={t('sections.insurance')}>
          <TextField name="insuranceCompany" />
          <TextField name="policyNumber" spellCheck={false} />
        </Section>

        <Section index={6} title={t('sections.experience')}>
          <ChoiceField name="experienceYears" options={DRIVER_EXPERIENCE} />
          <ChoiceField name="availability" options={DRIVER_AVAILABILITY} />
          <NotesField name="additionalInfo" />
        </Section>

        <Section index={7} title={t('sections.emergency')}>
          <TextField name="emergencyContactName" optional />
          <TextField name="emergencyContactPhone" type="tel" inputMode="tel" optional placeholder="phone" />
        </Section>

        <div className="grid gap-6 border-t border-ink/8 pt-8">
          <p
            data-testid="application-password-note"
            className="flex gap-3 rounded-lg bg-ivory p-4 text-sm leading-relaxed text-ink ring-1 ring-ink/8"
          >
            <KeyRound className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden />
            {t('form.passwordNote')}
          </p>
          <CheckboxField
            id={termsId}
            error={errors.termsAccepted?.message}
            label={
              <Trans
                t={t}
                i18nKey="terms"
                components={{
                  terms: <Link to="/terms" target="_blank" rel="noopener" className={legalLink} />,
                  privacy: <Link to="/privacy" target="_blank" rel="noopener" className={legalLink} />,
                  hint: <span className="sr-only" />,
                }}
              />
            }
            {...register('termsAccepted')}
          />
          <SubmitButton
            pending={submit.isPending}
            pendingLabel={t('pending')}
            className="sm:w-auto sm:justify-self-end"
          >
            {t('submit')}
          </SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
