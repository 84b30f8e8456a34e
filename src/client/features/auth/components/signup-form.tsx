import { useId } from 'react';
import '../../../../shared/zod-setup.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type * as z from 'zod/mini';
import {
  registerRequestSchema,
  type CurrentUser,
  type RegisterRequest,
} from '../../../../shared/contracts/auth.ts';
import { AppError } from '../../../../shared/errors.ts';
import { issue } from '../../../../shared/zod-issues.ts';
import { cn } from '../../../components/ui/cn.ts';
import { Field, Input } from '../../../components/ui/form-field.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useRegister } from '../api/use-register.ts';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

type SignupInput = z.input<typeof registerRequestSchema>;
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'confirmPassword',
  'termsAccepted',
] as const;
type SignupField = (typeof FIELDS)[number];

const schemaResolver = zodResolver(registerRequestSchema);

/**
 * The contract's resolver, plus the password match shown together with the other messages (zod only runs
 * the object-level match once every field is valid).
 */
const resolver: Resolver<SignupInput, unknown, RegisterRequest> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (values.password === values.confirmPassword || result.errors.confirmPassword) return result;
  return {
    values: {},
    errors: {
      ...result.errors,
      confirmPassword: { type: 'custom', message: issue('auth.passwordsMismatch') },
    },
  };
};

const legalLink = 'font-medium text-gold-dark underline underline-offset-2 hover:text-ink';

interface SignupFormProps {
  onSignedUp: (user: CurrentUser) => void;
  /** Narrow containers (the /auth card) keep the name fields side by side only from `sm`. */
  className?: string;
}

/** Passenger account creation with the contract's rules and messages; POST /api/register (409 lands on email). */
export function SignupForm({ onSignedUp, className }: SignupFormProps) {
  const { t } = useTranslation('auth');
  const message = useErrorText();
  const registration = useRegister();
  const termsId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignupInput, unknown, RegisterRequest>({
    resolver,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
    },
  });

  const onValid = async (values: RegisterRequest) => {
    try {
      const user = await registration.mutateAsync(values);
      toast({
        variant: 'success',
        title: t('toasts.registeredTitle'),
        description: t('toasts.registeredBody', { name: user.firstName }),
      });
      onSignedUp(user);
    } catch (err) {
      const fields = err instanceof AppError ? err.fieldErrors : undefined;
      let placed = false;
      if (fields) {
        for (const field of FIELDS) {
          const problem = fields[field];
          if (problem) {
            const text = issue(problem.code, problem.params);
            setError(field, { type: 'server', message: text }, { shouldFocus: !placed });
            placed = true;
          }
        }
      }
      if (!placed && err instanceof AppError && err.status === 409) {
        setError('email', { type: 'server', message: issue(err.code, err.params) }, { shouldFocus: true });
        placed = true;
      }
      if (!placed) {
        toast(
          err instanceof AppError && err.status < 500
            ? { variant: 'destructive', title: t('toasts.registerFailedTitle'), description: message(err) }
            : {
                variant: 'destructive',
                title: t('toasts.registerErrorTitle'),
                description: t('toasts.tryAgain'),
              },
        );
      }
    }
  };

  const control = (field: SignupField) => ({
    'aria-invalid': errors[field] ? true : undefined,
  });

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className={cn('grid gap-5', className)}>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field label={t('fields.firstName')} error={errors.firstName?.message}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              autoComplete="given-name"
              aria-describedby={describedBy}
              {...control('firstName')}
              {...register('firstName')}
            />
          )}
        </Field>
        <Field label={t('fields.lastName')} error={errors.lastName?.message}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              autoComplete="family-name"
              aria-describedby={describedBy}
              {...control('lastName')}
              {...register('lastName')}
            />
          )}
        </Field>
      </div>
      <Field label={t('fields.email')} error={errors.email?.message}>
        {({ id, describedBy }) => (
          <Input
            id={id}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('fields.emailPlaceholder')}
            aria-describedby={describedBy}
            {...control('email')}
            {...register('email')}
          />
        )}
      </Field>
      <Field label={t('fields.phone')} error={errors.phone?.message}>
        {({ id, describedBy }) => (
          <Input
            id={id}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('fields.phonePlaceholder')}
            aria-describedby={describedBy}
            {...control('phone')}
            {...register('phone')}
          />
        )}
      </Field>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field label={t('fields.password')} hint={t('fields.passwordHint')} error={errors.password?.message}>
          {({ id, describedBy }) => (
            <PasswordInput
              id={id}
              autoComplete="new-password"
              aria-describedby={describedBy}
              {...control('password')}
              {...register('password')}
            />
          )}
        </Field>
        <Field label={t('fields.confirmPassword')} error={errors.confirmPassword?.message}>
          {({ id, describedBy }) => (
            <PasswordInput
              id={id}
              autoComplete="new-password"
              aria-describedby={describedBy}
              {...control('confirmPassword')}
              {...register('confirmPassword')}
            />
          )}
        </Field>
      </div>
      <CheckboxField
        id={termsId}
        error={errors.termsAccepted?.message}
        label={
          <Trans
            t={t}
            i18nKey="signup.terms"
            components={{
              terms: <Link to="/terms" target="_blank" rel="noopener" className={legalLink} />,
              privacy: <Link to="/privacy" target="_blank" rel="noopener" className={legalLink} />,
              hint: <span className="sr-only" />,
            }}
          />
        }
        {...register('termsAccepted')}
      />
      <SubmitButton pending={registration.isPending} pendingLabel={t('signup.pending')}>
        {t('signup.submit')}
      </SubmitButton>
    </form>
  );
}
