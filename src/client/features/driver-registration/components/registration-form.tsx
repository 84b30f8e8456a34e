import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, BadgeCheck } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../../shared/contracts/auth.ts';
import {
  driverRegistrationRequestSchema,
  type DriverRegistrationRequest,
} from '../../../../shared/contracts/drivers.ts';
import { nyDay } from '../../../../shared/domain/compliance.ts';
import { AppError } from '../../../../shared/errors.ts';
import { issue } from '../../../../shared/zod-issues.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatNy } from '../../../lib/new-york-date.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useRegisterDriver } from '../api/use-register-driver.ts';
import {
  applicationVehicle,
  DEFAULT_SEATS,
  EXPIRY_FIELDS,
  REGISTRATION_FIELDS,
  registrationDefaults,
  type RegistrationField,
  type RegistrationFormInput,
  type VerifiedInvitation,
} from '../lib/registration-form.ts';
import {
  ExpiryField,
  FormSection,
  LicenseNumberField,
  PasswordField,
  SeatsField,
  StateField,
  StaticField,
  TextField,
} from './registration-fields.tsx';
import { RegistrationNotes } from './registration-notes.tsx';

const schemaResolver = zodResolver(driverRegistrationRequestSchema);

/** What the resolver is told: whether the driver is correcting the vehicle (else it is not sent). */
interface FormContext {
  correcting: boolean;
}

/**
 * The contract's resolver, on the values as they are sent (the vehicle only when corrected), plus what the
 * server checks beyond the contract, shown together with the other messages: the password match, and every
 * expiry today or later in New York (`compliance.expiryPast`, as the server answers on the field).
 */
const resolver: Resolver<RegistrationFormInput, FormContext, DriverRegistrationRequest> = async (
  all,
  context,
  options,
) => {
  const values = context?.correcting ? all : { ...all, vehicle: undefined };
  const result = await schemaResolver(values, context, options);
  const extra: FieldErrors<RegistrationFormInput> = {};
  if (values.password !== values.confirmPassword && !result.errors.confirmPassword) {
    extra.confirmPassword = { type: 'custom', message: issue('drivers.passwordsMismatch') };
  }
  const today = nyDay(new Date());
  for (const field of EXPIRY_FIELDS) {
    const value = values[field].trim();
    if (!result.errors[field] && value < today) {
      extra[field] = { type: 'custom', message: issue('compliance.expiryPast') };
    }
  }
  if (Object.keys(extra).length === 0) return result;
  return { values: {}, errors: { ...result.errors, ...extra } };
};

const legalLink = 'font-medium text-gold-dark underline underline-offset-2 hover:text-ink';

interface RegistrationFormProps {
  invitation: VerifiedInvitation;
  onBack: () => void;
  onRegistered: (user: CurrentUser) => void;
}

/** One read-only detail of the application. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-stone">{label}</dt>
      <dd className="text-sm font-medium break-words text-ink">{children}</dd>
    </div>
  );
}

/**
 * Step 2: the registration. The name, email, phone, license and vehicle of the approved application are shown
 * read-only (the server takes them from the application); the driver may correct the vehicle, chooses a
 * password and accepts the terms. Back returns to step 1.
 */
export function RegistrationForm({ invitation, onBack, onRegistered }: RegistrationFormProps) {
  const { t, i18n } = useTranslation('driver-registration');
  const message = useErrorText();
  const registerDriver = useRegisterDriver();
  const termsId = useId();
  const correctId = useId();
  const [correcting, setCorrecting] = useState(false);
  /** A server problem on a vehicle field while the vehicle was not shown (a taken plate): focused once shown. */
  const [focusAfterOpen, setFocusAfterOpen] = useState<RegistrationField | null>(null);
  const { applicant } = invitation;
  const form = useForm<RegistrationFormInput, FormContext, DriverRegistrationRequest>({
    resolver,
    context: { correcting },
    defaultValues: { ...registrationDefaults(invitation), vehicle: applicationVehicle(applicant) },
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = form;

  useEffect(() => {
    if (!focusAfterOpen) return;
    setFocus(focusAfterOpen);
    setFocusAfterOpen(null);
  }, [focusAfterOpen, setFocus]);

  /** The first invalid field in the order the form shows them. */
  const onInvalid = (invalid: Partial<Record<RegistrationField, unknown>>) => {
    const first = REGISTRATION_FIELDS.find((field) => invalid[field]);
    if (first) setFocus(first);
  };

  const onValid = async (values: DriverRegistrationRequest) => {
    try {
      const { vehicle, ...rest } = values;
      onRegistered(await registerDriver.mutateAsync(correcting && vehicle ? { ...rest, vehicle } : rest));
    } catch (error) {
      let placed = false;
      const problems = error instanceof AppError ? error.fieldErrors : undefined;
      if (problems) {
        for (const field of REGISTRATION_FIELDS) {
          const problem = problems[field] ?? problems[field.replace(/^vehicle\./, '')];
          if (!problem) continue;
          // The application's plate (say) is already another car's: the vehicle opens for the correction, with
          // the message on its field.
          const hidden = field.startsWith('vehicle.') && !correcting;
          if (hidden) setCorrecting(true);
          setError(
            field,
            { type: 'server', message: issue(problem.code, problem.params) },
            { shouldFocus: !placed && !hidden },
          );
          if (!placed && hidden) setFocusAfterOpen(field);
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

  const expiresText =
    formatNy(applicant.expiresAt, 'longDay', i18n.resolvedLanguage === 'es' ? 'es' : 'en') || null;

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
            <section aria-labelledby="from-application-title" data-testid="application-details">
              <h3
                id="from-application-title"
                className="text-xs font-semibold tracking-[0.22em] text-gold-dark uppercase"
              >
                {t('register.fromApplication')}
              </h3>
              <p className="mt-1 text-sm text-stone">{t('register.fromApplicationNote')}</p>
              <dl className="mt-4 grid gap-4 sm:grid-cols-2">
                <Detail label={t('fields.name')}>
                  {`${applicant.firstName} ${applicant.lastName}`.trim()}
                </Detail>
                <Detail label={t('fields.email')}>{applicant.email}</Detail>
                <Detail label={t('fields.phone')}>{applicant.phone}</Detail>
                <Detail label={t('fields.licenseNumber')}>
                  <span className="font-mono tracking-wider">{applicant.licenseNumber}</span>
                </Detail>
                <Detail label={t('register.appliedVehicle')}>
                  {[
                    applicant.vehicleColor,
                    applicant.vehicleYear,
                    applicant.vehicleMake,
                    applicant.vehicleModel,
                  ]
                    .filter(Boolean)
                    .join(' ')}
                </Detail>
                <Detail label={t('fields.licensePlate')}>
                  <span className="font-mono tracking-wider">{applicant.licensePlate}</span>
                </Detail>
              </dl>
            </section>

            <FormSection
              title={t('sections.licenses')}
              description={t('register.licensesNote')}
              testId="licenses-section"
            >
              <LicenseNumberField name="tlcLicenseNumber" />
              <ExpiryField name="tlcLicenseExpiry" />
              <StateField hint={t('hints.fromApplication')} />
              <ExpiryField name="stateLicenseExpiry" hint={t('hints.fromApplication')} />
            </FormSection>

            <FormSection title={t('sections.vehicle')}>
              <div className="grid gap-1 sm:col-span-2">
                <label htmlFor={correctId} className="flex items-center gap-3 text-sm font-medium text-ink">
                  <input
                    id={correctId}
                    type="checkbox"
                    data-testid="correct-vehicle"
                    checked={correcting}
                    onChange={(e) => setCorrecting(e.target.checked)}
                    className="size-4 accent-gold-dark"
                  />
                  {t('register.correctVehicle')}
                </label>
                <p className="pl-7 text-xs text-stone">{t('register.correctVehicleHint')}</p>
              </div>
              {correcting && (
                <>
                  <TextField name="vehicle.vehicleMake" />
                  <TextField name="vehicle.vehicleModel" />
                  <TextField name="vehicle.vehicleYear" inputMode="numeric" maxLength={4} />
                  <TextField name="vehicle.vehicleColor" />
                  <TextField name="vehicle.licensePlate" autoCapitalize="characters" spellCheck={false} />
                </>
              )}
            </FormSection>

            <FormSection
              title={t('sections.carDocuments')}
              description={t('register.carDocumentsNote')}
              testId="car-documents-section"
            >
              <LicenseNumberField name="tlcVehicleLicenseNumber" />
              <ExpiryField name="tlcVehicleLicenseExpiry" />
              <TextField
                name="vin"
                hint
                upperCase
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={17}
                className="font-mono tracking-wider"
              />
              <SeatsField
                hint={t('hints.seats', {
                  type: t(`vehicleTypes.${applicant.vehicleType}`),
                  seats: DEFAULT_SEATS[applicant.vehicleType],
                })}
              />
              <StaticField label={t('fields.insurance')} testId="insurance-policy">
                {t('register.insurancePolicy', {
                  carrier: applicant.insuranceCompany,
                  policy: applicant.policyNumber,
                })}
              </StaticField>
              <ExpiryField name="insuranceExpiry" />
              <ExpiryField name="inspectionExpiry" hint={t('hints.inspectionExpiry')} />
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
