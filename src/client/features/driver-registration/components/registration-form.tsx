import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, BadgeCheck } from 'lucide-react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../../shared/contracts/auth.ts';
import {
  driverRegistrationRequestSchema,
  type DriverRegistrationRequest,
  type VerifyInvitationResponse,
} from '../../../../shared/contracts/drivers.ts';
import { AppError } from '../../../../shared/errors.ts';
import { issue } from '../../../../shared/zod-issues.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useRegisterDriver } from '../api/use-register-driver.ts';
import {
  REGISTRATION_FIELDS,
  registrationDefaults,
  type RegistrationField,
  type RegistrationFormInput,
} from '../lib/registration-form.ts';
import { FormSection, PasswordField, TextField } from './registration-fields.tsx';
import { RegistrationNotes } from './registration-notes.tsx';
import { useDomId } from '../../../lib/use-dom-id.ts';

const schemaResolver = zodResolver(driverRegistrationRequestSchema);

/** The contract's resolver, plus the password match shown together with the other messages. */
const resolver: Resolver<RegistrationFormInput, unknown, DriverRegistrationRequest> = async (
  values,
  context,
  options,
) => {
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

const legalLink = 'font-medium text-gold-dark underline underline-offset-2 hover:text-ink';

interface RegistrationFormProps {
  invitation: VerifyInvitationResponse;
  onBack: () => void;
  onRegistered: (user: CurrentUser) => void;
}

/** Step 2: the registration form, prefilled from the application behind the code; Back returns to step 1. */
export function RegistrationForm({ invitation, onBack, onRegistered }: RegistrationFormProps) {
  const { t, i18n } = useTranslation('driver-registration');
  const message = useErrorText();
  const registerDriver = useRegisterDriver();
  const termsId = useDomId();
  const form = useForm<RegistrationFormInput, unknown, DriverRegistrationRequest>({
    resolver,
    defaultValues: registrationDefaults(invitation),
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = form;

  /** The first invalid field in the order the form shows them. */
  const onInvalid = (invalid: Partial<Record<RegistrationField, unknown>>) => {
    const first = REGISTRATION_FIELDS.find((field) => invalid[field]);
    if (first) setFocus(first);
  };

  const onValid = async (values: DriverRegistrationRequest) => {
    try {
      onRegistered(await registerDriver.mutateAsync(values));
    } catch (error) {
      let placed = false;
      const problems = error instanceof AppError ? error.fieldErrors : undefined;
      if (problems) {
        for (const field of REGISTRATION_FIELDS) {
          const problem = problems[field];
          if (!problem) continue;
          setError(
            field,
            { type: 'server', message: issue(problem.code, problem.params) },
            { shouldFocus: !placed },
          );
          placed = true;
        }
      }
      // A field's problem is on its field and in the toast; the code's own fate (used meanwhile, expired)
      // is told as it is; anything else is the specification's general failure.
      const specific =
        error instanceof AppError && (placed || error.code.startsWith('invitations.'))
          ? message(error)
          : undefined;
      toast({
        variant: 'destructive',
        title: t('register.failedTitle'),
        description: specific ?? t('register.failedBody'),
      });
    }
  };

  const expires = new Date(invitation.expiresAt);
  const expiresText = Number.isNaN(expires.getTime())
    ? null
    : new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
        dateStyle: 'long',
        timeZone: 'America/New_York',
      }).format(expires);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
      <section
        aria-labelledby="registration-card-title"
        className="min-w-0 rounded-2xl bg-white p-6 shadow-xl shadow-ink/5 ring-1 ring-ink/8 sm:p-10"
      >
        <div className="flex flex-col-reverse gap-5 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 id="registration-card-title" className="font-display text-3xl font-semibold text-ink">
              {t('register.title')}
            </h2>
            <p className="mt-2 max-w-xl text-sm leading-relaxed text-stone">{t('register.lead')}</p>
          </div>
          <Button
            variant="ghost"
            size="sm"
            onClick={onBack}
            data-testid="registration-back"
            className="-ml-3 self-start sm:ml-0"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {t('register.back')}
          </Button>
        </div>

        <p
          data-testid="verified-code"
          className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-ivory px-4 py-3 text-sm text-ink/80 ring-1 ring-gold/30"
        >
          <BadgeCheck className="size-5 shrink-0 text-gold-dark" aria-hidden />
          <span>
            {t('register.verified')}{' '}
            <span className="font-mono font-semibold tracking-wider text-ink">
              {invitation.invitationCode}
            </span>
          </span>
          {expiresText && (
            <span className="text-stone">{t('register.validUntil', { date: expiresText })}</span>
          )}
        </p>

        <FormProvider {...form}>
          <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="mt-8 grid gap-8">
            <FormSection title={t('sections.personal')}>
              <TextField name="firstName" autoComplete="given-name" />
              <TextField name="lastName" autoComplete="family-name" />
              <TextField
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                hint
              />
              <TextField name="phone" type="tel" inputMode="tel" autoComplete="tel" />
            </FormSection>

            <FormSection title={t('sections.vehicle')}>
              <TextField name="licenseNumber" autoCapitalize="characters" spellCheck={false} />
              <TextField name="licensePlate" autoCapitalize="characters" spellCheck={false} />
              <TextField name="vehicleMake" />
              <TextField name="vehicleModel" />
              <TextField name="vehicleYear" inputMode="numeric" maxLength={4} />
            </FormSection>

            <FormSection title={t('sections.account')}>
              <PasswordField name="password" hint />
              <PasswordField name="confirmPassword" />
            </FormSection>

            <div className="grid gap-6 border-t border-ink/8 pt-7">
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
                pending={registerDriver.isPending}
                pendingLabel={t('register.pending')}
                className="sm:w-auto sm:justify-self-end"
              >
                {t('register.submit')}
              </SubmitButton>
            </div>
          </form>
        </FormProvider>
      </section>
      <RegistrationNotes />
    </div>
  );
}
