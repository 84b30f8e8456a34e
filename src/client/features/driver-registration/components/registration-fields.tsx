import type { InputHTMLAttributes, ReactNode } from 'react';
import { get, useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import type { RegistrationField, RegistrationFormInput } from '../lib/registration-form.ts';

type TextName = Exclude<RegistrationField, 'password' | 'confirmPassword' | 'termsAccepted'>;

/**
 * A field of the registration: label `fields.<name>` (the last part of a nested name: `vehicle.licensePlate`
 * is `fields.licensePlate`), optional hint `hints.<name>`, error from the form.
 */
function useRegistrationField(name: RegistrationField) {
  const { t } = useTranslation('driver-registration');
  const {
    register,
    formState: { errors },
  } = useFormContext<RegistrationFormInput>();
  const error = (get(errors, name) as FieldError | undefined)?.message;
  return { t, key: name.split('.').pop() ?? name, error, registered: register(name) };
}

/** One group of the form: a small legend over its fields in a responsive grid. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 border-t border-ink/8 pt-4">
      <legend className="mb-2 pr-3 text-xs font-semibold tracking-[0.22em] text-gold-dark uppercase">
        {title}
      </legend>
      <div className="grid items-start gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

interface TextProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: TextName;
  hint?: boolean;
}

export function TextField({ name, hint, ...input }: TextProps) {
  const { t, key, error, registered } = useRegistrationField(name);
  return (
    <Field label={t(`fields.${key}`)} error={error} hint={hint ? t(`hints.${key}`) : undefined}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...input}
          {...registered}
        />
      )}
    </Field>
  );
}

export function PasswordField({ name, hint }: { name: 'password' | 'confirmPassword'; hint?: boolean }) {
  const { t, error, registered } = useRegistrationField(name);
  return (
    <Field label={t(`fields.${name}`)} hint={hint ? t(`hints.${name}`) : undefined} error={error}>
      {({ id, describedBy, invalid }) => (
        <PasswordInput
          id={id}
          autoComplete="new-password"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...registered}
        />
      )}
    </Field>
  );
}
