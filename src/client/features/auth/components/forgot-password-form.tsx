import '../../../../shared/zod-setup.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import {
  forgotPasswordRequestSchema,
  type ForgotPasswordRequest,
} from '../../../../shared/contracts/auth.ts';
import { AppError } from '../../../../shared/errors.ts';
import { Field, Input } from '../../../components/ui/form-field.tsx';
import { useErrorText, type ErrorLike } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useForgotPassword } from '../api/use-forgot-password.ts';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

type ForgotInput = z.input<typeof forgotPasswordRequestSchema>;

interface ForgotPasswordFormProps {
  onSent: (email: string) => void;
  defaultEmail?: string;
}

/** Email entry for a reset link (POST /api/forgot-password, in the page language). */
export function ForgotPasswordForm({ onSent, defaultEmail = '' }: ForgotPasswordFormProps) {
  const { t, i18n } = useTranslation('auth');
  const message = useErrorText();
  const send = useForgotPassword();
  const [failure, setFailure] = useState<ErrorLike>(null);
  const failureId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotInput, unknown, ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: defaultEmail },
  });

  const onValid = async (values: ForgotPasswordRequest) => {
    setFailure(null);
    try {
      await send.mutateAsync({ email: values.email, locale: i18n.resolvedLanguage === 'es' ? 'es' : 'en' });
      onSent(values.email);
    } catch (err) {
      const problem: ErrorLike =
        err instanceof AppError ? (err.fieldErrors?.email ?? err) : 'auth.forgotFailed';
      setFailure(problem);
      toast({ variant: 'destructive', title: t('toasts.errorTitle'), description: message(problem) });
    }
  };

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="grid gap-5">
      <Field label={t('fields.email')} error={errors.email?.message}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('fields.emailPlaceholder')}
            aria-invalid={invalid || undefined}
            aria-describedby={
              [describedBy, failure ? failureId : null].filter(Boolean).join(' ') || undefined
            }
            {...register('email')}
          />
        )}
      </Field>
      {failure && <FormAlert id={failureId}>{message(failure)}</FormAlert>}
      <SubmitButton pending={send.isPending} pendingLabel={t('forgot.sending')}>
        {t('forgot.submit')}
      </SubmitButton>
    </form>
  );
}
