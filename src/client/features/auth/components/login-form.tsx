import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../../shared/contracts/auth.ts';
import { AppError } from '../../../../shared/errors.ts';
import { Field, Input } from '../../../components/ui/form-field.tsx';
import { useErrorText, type ErrorLike } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useLogin } from '../api/use-login.ts';
import { identifierPayload } from '../lib/redirects.ts';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';
import { FormAlert } from './form-alert.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

/**
 * account: /login (username or email); driver: /driver-login (same, for chauffeurs);
 * booking: the /auth card (email and password, the specification's own message).
 */
export type LoginVariant = 'account' | 'driver' | 'booking';

interface LoginValues {
  identifier: string;
  password: string;
  rememberMe: boolean;
}

type Invalid = { identifier: boolean; password: boolean };
const NONE: Invalid = { identifier: false, password: false };

interface LoginFormProps {
  variant: LoginVariant;
  onSignedIn: (user: CurrentUser) => void;
}

/** Sign-in form with remember me and the forgot-password dialog; POST /api/login. */
export function LoginForm({ variant, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const message = useErrorText();
  const login = useLogin();
  const alertId = useId();
  const [failure, setFailure] = useState<ErrorLike>(null);
  const [invalid, setInvalid] = useState<Invalid>(NONE);
  const [forgotOpen, setForgotOpen] = useState(false);
  const { register, handleSubmit, getValues, setFocus } = useForm<LoginValues>({
    defaultValues: { identifier: '', password: '', rememberMe: false },
  });
  const byEmail = variant === 'booking';

  const onSubmit = async (values: LoginValues) => {
    const missing: Invalid = { identifier: !values.identifier.trim(), password: !values.password };
    if (missing.identifier || missing.password) {
      setInvalid(missing);
      setFailure(byEmail ? 'auth.emailAndPassword' : 'auth.requiredFields');
      setFocus(missing.identifier ? 'identifier' : 'password');
      return;
    }
    setInvalid(NONE);
    setFailure(null);
    try {
      const user = await login.mutateAsync({
        ...identifierPayload(values.identifier),
        password: values.password,
        ...(byEmail ? {} : { rememberMe: values.rememberMe }),
      });
      toast({ variant: 'success', title: t('toasts.loginTitle'), description: t('toasts.loginBody') });
      onSignedIn(user);
    } catch (err) {
      const problem: ErrorLike = err instanceof AppError ? err : 'common.tryAgain';
      setFailure(problem);
      if (err instanceof AppError && err.status === 401) setInvalid({ identifier: true, password: true });
      // The specification's two toasts: the server's refusal ("Login failed" with its message), or anything
      // unexpected ("Login Error" / "Please try again").
      toast(
        err instanceof AppError && err.status < 500
          ? { variant: 'destructive', title: t('toasts.loginFailedTitle'), description: message(problem) }
          : { variant: 'destructive', title: t('toasts.loginErrorTitle'), description: t('toasts.tryAgain') },
      );
    }
  };

  const describe = (describedBy: string | undefined, field: keyof Invalid) =>
    [describedBy, failure && invalid[field] ? alertId : null].filter(Boolean).join(' ') || undefined;

  const openForgot = () => setForgotOpen(true);
  const typed = getValues('identifier')?.trim() ?? '';

  return (
    <>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-5">
        <Field label={byEmail ? t('fields.email') : t('fields.identifier')}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              type={byEmail ? 'email' : 'text'}
              inputMode={byEmail ? 'email' : undefined}
              autoComplete={byEmail ? 'email' : 'username'}
              autoCapitalize="none"
              spellCheck={false}
              placeholder={byEmail ? t('fields.emailPlaceholder') : t('fields.identifierPlaceholder')}
              aria-invalid={invalid.identifier || undefined}
              aria-describedby={describe(describedBy, 'identifier')}
              {...register('identifier')}
            />
          )}
        </Field>
        <Field label={t('fields.password')}>
          {({ id, describedBy }) => (
            <PasswordInput
              id={id}
              autoComplete="current-password"
              aria-invalid={invalid.password || undefined}
              aria-describedby={describe(describedBy, 'password')}
              {...register('password')}
            />
          )}
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
          {byEmail ? (
            <span />
          ) : (
            <CheckboxField
              id={`${alertId}-remember`}
              label={t('login.rememberMe')}
              {...register('rememberMe')}
            />
          )}
          <button
            type="button"
            onClick={openForgot}
            aria-haspopup="dialog"
            className="rounded-sm text-sm font-medium text-gold-dark underline-offset-4 hover:underline"
          >
            {t('login.forgot')}
          </button>
        </div>
        {failure && <FormAlert id={alertId}>{message(failure)}</FormAlert>}
        <SubmitButton
          pending={login.isPending}
          pendingLabel={t('login.pending')}
          variant={variant === 'driver' ? 'dark' : 'primary'}
        >
          {variant === 'driver' ? t('driverLogin.submit') : t('login.submit')}
        </SubmitButton>
      </form>
      <ForgotPasswordDialog
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        defaultEmail={forgotOpen && typed.includes('@') ? typed : ''}
      />
    </>
  );
}
