import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppError } from '../../../../shared/errors.ts';
import { cn } from '../../../components/ui/cn.ts';
import { Field } from '../../../components/ui/form-field.tsx';
import { useErrorText, type ErrorLike } from '../../../lib/error-text.ts';
import { useResetPassword } from '../api/use-reset-password.ts';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

/** The specification's redirect delay after a successful reset. */
export const RESET_REDIRECT_MS = 3000;

interface ResetValues {
  password: string;
  confirmPassword: string;
}
type Invalid = { password: boolean; confirmPassword: boolean };
const NONE: Invalid = { password: false, confirmPassword: false };
const SUCCESS = 'success';

interface ResetPasswordFormProps {
  token: string | null;
  /** Called RESET_REDIRECT_MS after success (the page goes to /auth). */
  onDone: () => void;
}

/**
 * New password for the emailed token. One message line under the form: one starting with a check mark is a
 * success (green), anything else an error (red), as the specification describes.
 */
export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const message = useErrorText();
  const reset = useResetPassword();
  const statusId = useId();
  /** An error (a code or the server's answer, translated when shown) or SUCCESS. */
  const [status, setStatus] = useState<ErrorLike | typeof SUCCESS>(null);
  const [invalid, setInvalid] = useState<Invalid>(NONE);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, setFocus } = useForm<ResetValues>({
    defaultValues: { password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onDone, RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, onDone]);

  const fail = (problem: ErrorLike, fields: Invalid) => {
    setInvalid(fields);
    setStatus(problem);
    if (fields.password) setFocus('password');
    else if (fields.confirmPassword) setFocus('confirmPassword');
  };

  const onSubmit = async ({ password, confirmPassword }: ResetValues) => {
    if (!token) return fail('auth.resetToken', NONE);
    if (!password || !confirmPassword)
      return fail('auth.resetRequired', { password: !password, confirmPassword: !confirmPassword });
    if (password !== confirmPassword)
      return fail('auth.passwordsMismatch', { password: false, confirmPassword: true });
    if (password.length < 6) return fail('auth.resetPasswordMin', { password: true, confirmPassword: false });
    setInvalid(NONE);
    setStatus(null);
    try {
      await reset.mutateAsync({ token, password, confirmPassword });
      setStatus(SUCCESS);
      setDone(true);
    } catch (err) {
      setStatus(err instanceof AppError ? err : 'auth.resetFailed');
    }
  };

  const shown = token ? status : 'auth.resetToken';
  const text = shown === SUCCESS ? t('reset.success') : message(shown);
  const success = text?.startsWith('✓') ?? false;
  const describe = (describedBy: string | undefined, field: keyof Invalid) =>
    [describedBy, text && invalid[field] ? statusId : null].filter(Boolean).join(' ') || undefined;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-5">
      {token && !done && (
        <>
          <Field label={t('fields.newPassword')} hint={t('fields.passwordHintLong')}>
            {({ id, describedBy }) => (
              <PasswordInput
                id={id}
                autoComplete="new-password"
                aria-invalid={invalid.password || undefined}
                aria-describedby={describe(describedBy, 'password')}
                {...register('password')}
              />
            )}
          </Field>
          <Field label={t('fields.confirmNewPassword')}>
            {({ id, describedBy }) => (
              <PasswordInput
                id={id}
                autoComplete="new-password"
                aria-invalid={invalid.confirmPassword || undefined}
                aria-describedby={describe(describedBy, 'confirmPassword')}
                {...register('confirmPassword')}
              />
            )}
          </Field>
        </>
      )}
      <div aria-live="polite" aria-atomic="true">
        {text && (
          <p
            id={statusId}
            className={cn(
              'rounded-xl border px-4 py-3 text-sm leading-relaxed font-medium',
              success
                ? 'border-success/25 bg-success/5 text-success'
                : 'border-danger/25 bg-danger/5 text-danger',
            )}
          >
            {text}
          </p>
        )}
      </div>
      {!token && (
        <Link
          to="/forgot-password"
          className="rounded-sm text-sm font-semibold text-gold-dark underline-offset-4 hover:underline"
        >
          {t('reset.requestNew')}
        </Link>
      )}
      {token && !done && (
        <SubmitButton pending={reset.isPending} pendingLabel={t('reset.pending')}>
          {t('reset.submit')}
        </SubmitButton>
      )}
    </form>
  );
}
