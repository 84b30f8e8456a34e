import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown } from 'lucide-react';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useForm, type Resolver, type UseFormRegister } from 'react-hook-form';
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
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Field, Input, Select, Textarea } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useSubmitDriverApplication } from '../api/use-submit-driver-application.ts';
import {
  driverApplicationFormSchema,
  type DriverApplicationForm as FormValues,
  type DriverApplicationFormInput as FormInput,
} from '../lib/driver-application-form.ts';

type FieldName = keyof FormInput;
const FIELDS = Object.keys(driverApplicationFormSchema.def.shape) as FieldName[];

const schemaResolver = zodResolver(driverApplicationFormSchema);

/** The contract's resolver, plus the password match shown together with the other messages. */
const resolver: Resolver<FormInput, unknown, FormValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (values.password === values.confirmPassword || result.errors.confirmPassword) return result;
  return {
    values: {},
    errors: {
      ...result.errors,
      confirmPassword: { type: 'custom', message: issue('drivers.passwordsMismatch') },
    },
  };
};

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
  password: '',
  confirmPassword: '',
};

const legalLink = 'font-medium text-gold-dark underline underline-offset-2 hover:text-ink';

/** One group of the form: a numbered legend and its fields in a responsive grid. */
function Section({ index, title, children }: { index: number; title: string; children: ReactNode }) {
  return (
    <div className="border-t border-ink/8 pt-8">
      <fieldset className="min-w-0">
        <legend className="mb-6 flex items-center gap-3 font-display text-2xl font-semibold text-ink">
          <span
            aria-hidden
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-gold/60 font-sans text-sm font-semibold text-gold-dark"
          >
            {index}
          </span>
          {title}
        </legend>
        <div className="grid items-start gap-5 sm:grid-cols-2">{children}</div>
      </fieldset>
    </div>
  );
}

interface TextProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: FieldName;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  register: UseFormRegister<FormInput>;
  wide?: boolean;
}

function TextField({ name, label, error, hint, register, wide, className, ...input }: TextProps) {
  return (
    <Field label={label} error={error} hint={hint} className={wide ? 'sm:col-span-2' : className}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...input}
          {...register(name)}
        />
      )}
    </Field>
  );
}

interface ChoiceProps {
  name: 'vehicleType' | 'availability' | 'experienceYears';
  label: ReactNode;
  options: readonly string[];
  error?: string;
  register: UseFormRegister<FormInput>;
}

function ChoiceField({ name, label, options, error, register }: ChoiceProps) {
  const { t } = useTranslation('driver-application');
  return (
    <Field label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <Select
            id={id}
            defaultValue=""
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...register(name)}
          >
            <option value="" disabled>
              {t('placeholders.select')}
            </option>
            {options.map((o) => (
              <option key={o} value={o}>
                {t(`options.${name}.${o}`)}
              </option>
            ))}
          </Select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-stone"
            aria-hidden
          />
        </div>
      )}
    </Field>
  );
}

interface DriverApplicationFormProps {
  onSubmitted: (application: { id: string; email: string }) => void;
}

/** The driver application: every field of the specification in sections; POST /api/driver-application. */
export function DriverApplicationForm({ onSubmitted }: DriverApplicationFormProps) {
  const { t, i18n } = useTranslation('driver-application');
  const message = useErrorText();
  const submit = useSubmitDriverApplication();
  const termsId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<FormInput, unknown, FormValues>({ resolver, defaultValues: DEFAULTS, shouldFocusError: false });

  /** The first invalid field in the order the form shows them (react-hook-form's own order is not it). */
  const onInvalid = (invalid: Partial<Record<FieldName, unknown>>) => {
    const first = FIELDS.find((field) => invalid[field]);
    if (first) setFocus(first);
  };

  const err = (name: FieldName) => errors[name]?.message;
  const optional = (label: string) => (
    <>
      {label} <span className="font-normal text-stone">{t('fields.optional')}</span>
    </>
  );
  const common = { register };

  const onValid = async (values: FormValues) => {
    const { confirmPassword: _confirm, termsAccepted: _terms, ...fields } = values;
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
        <TextField
          name="firstName"
          label={t('fields.firstName')}
          autoComplete="given-name"
          error={err('firstName')}
          {...common}
        />
        <TextField
          name="lastName"
          label={t('fields.lastName')}
          autoComplete="family-name"
          error={err('lastName')}
          {...common}
        />
        <TextField
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          label={t('fields.email')}
          placeholder={t('placeholders.email')}
          error={err('email')}
          {...common}
        />
        <TextField
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          label={t('fields.phone')}
          placeholder={t('placeholders.phone')}
          error={err('phone')}
          {...common}
        />
      </Section>

      <Section index={2} title={t('sections.address')}>
        <TextField
          name="address"
          wide
          autoComplete="street-address"
          label={t('fields.address')}
          placeholder={t('placeholders.address')}
          error={err('address')}
          {...common}
        />
        <TextField
          name="city"
          autoComplete="address-level2"
          label={t('fields.city')}
          error={err('city')}
          {...common}
        />
        <div className="grid grid-cols-2 items-start gap-5">
          <TextField
            name="state"
            autoComplete="address-level1"
            label={t('fields.state')}
            placeholder={t('placeholders.state')}
            error={err('state')}
            {...common}
          />
          <TextField
            name="zipCode"
            inputMode="numeric"
            autoComplete="postal-code"
            label={t('fields.zipCode')}
            error={err('zipCode')}
            {...common}
          />
        </div>
      </Section>

      <Section index={3} title={t('sections.license')}>
        <TextField
          name="licenseNumber"
          autoCapitalize="characters"
          spellCheck={false}
          label={t('fields.licenseNumber')}
          error={err('licenseNumber')}
          {...common}
        />
        <TextField
          name="licenseExpiry"
          type="date"
          label={t('fields.licenseExpiry')}
          error={err('licenseExpiry')}
          {...common}
        />
      </Section>

      <Section index={4} title={t('sections.vehicle')}>
        <TextField
          name="vehicleMake"
          label={t('fields.vehicleMake')}
          placeholder={t('placeholders.vehicleMake')}
          error={err('vehicleMake')}
          {...common}
        />
        <TextField
          name="vehicleModel"
          label={t('fields.vehicleModel')}
          placeholder={t('placeholders.vehicleModel')}
          error={err('vehicleModel')}
          {...common}
        />
        <TextField
          name="vehicleYear"
          inputMode="numeric"
          maxLength={4}
          label={t('fields.vehicleYear')}
          placeholder={t('placeholders.vehicleYear')}
          error={err('vehicleYear')}
          {...common}
        />
        <TextField
          name="vehicleColor"
          label={t('fields.vehicleColor')}
          placeholder={t('placeholders.vehicleColor')}
          error={err('vehicleColor')}
          {...common}
        />
        <TextField
          name="licensePlate"
          autoCapitalize="characters"
          spellCheck={false}
          label={t('fields.licensePlate')}
          hint={t('hints.licensePlate')}
          error={err('licensePlate')}
          {...common}
        />
        <ChoiceField
          name="vehicleType"
          label={t('fields.vehicleType')}
          options={DRIVER_VEHICLE_TYPES}
          error={err('vehicleType')}
          {...common}
        />
      </Section>

      <Section index={5} title={t('sections.insurance')}>
        <TextField
          name="insuranceCompany"
          label={t('fields.insuranceCompany')}
          error={err('insuranceCompany')}
          {...common}
        />
        <TextField
          name="policyNumber"
          spellCheck={false}
          label={t('fields.policyNumber')}
          error={err('policyNumber')}
          {...common}
        />
      </Section>

      <Section index={6} title={t('sections.experience')}>
        <ChoiceField
          name="experienceYears"
          label={t('fields.experienceYears')}
          options={DRIVER_EXPERIENCE}
          error={err('experienceYears')}
          {...common}
        />
        <ChoiceField
          name="availability"
          label={t('fields.availability')}
          options={DRIVER_AVAILABILITY}
          error={err('availability')}
          {...common}
        />
        <Field
          label={optional(t('fields.additionalInfo'))}
          error={err('additionalInfo')}
          className="sm:col-span-2"
        >
          {({ id, describedBy, invalid }) => (
            <Textarea
              id={id}
              rows={4}
              maxLength={2000}
              placeholder={t('placeholders.additionalInfo')}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('additionalInfo')}
            />
          )}
        </Field>
      </Section>

      <Section index={7} title={t('sections.emergency')}>
        <TextField
          name="emergencyContactName"
          label={optional(t('fields.emergencyContactName'))}
          error={err('emergencyContactName')}
          {...common}
        />
        <TextField
          name="emergencyContactPhone"
          type="tel"
          inputMode="tel"
          label={optional(t('fields.emergencyContactPhone'))}
          placeholder={t('placeholders.phone')}
          error={err('emergencyContactPhone')}
          {...common}
        />
      </Section>

      <Section index={8} title={t('sections.account')}>
        <Field label={t('fields.password')} hint={t('hints.password')} error={err('password')}>
          {({ id, describedBy, invalid }) => (
            <PasswordInput
              id={id}
              autoComplete="new-password"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('password')}
            />
          )}
        </Field>
        <Field label={t('fields.confirmPassword')} error={err('confirmPassword')}>
          {({ id, describedBy, invalid }) => (
            <PasswordInput
              id={id}
              autoComplete="new-password"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('confirmPassword')}
            />
          )}
        </Field>
      </Section>

      <div className="grid gap-6 border-t border-ink/8 pt-8">
        <CheckboxField
          id={termsId}
          error={err('termsAccepted')}
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
        <Button
          type="submit"
          size="lg"
          disabled={submit.isPending}
          aria-busy={submit.isPending || undefined}
          className="w-full sm:w-auto sm:justify-self-end"
        >
          {submit.isPending ? (
            <>
              <span
                className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
                aria-hidden
              />
              {t('pending')}
            </>
          ) : (
            t('submit')
          )}
        </Button>
      </div>
    </form>
  );
}
