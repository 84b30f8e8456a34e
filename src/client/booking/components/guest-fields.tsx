import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input } from '../../components/ui/form-field.tsx';

export type GuestFieldName = 'email' | 'firstName' | 'lastName' | 'phone';

interface GuestFieldsProps {
  labels: {
    email: string;
    emailPlaceholder: string;
    firstName: string;
    lastName: string;
    phone: string;
    phoneHint: string;
    phonePlaceholder: string;
  };
  /** react-hook-form's registration of each field. */
  register: (field: GuestFieldName) => UseFormRegisterReturn;
  /** The fields the form's one alert marks; each of them points at the alert. */
  invalid: readonly GuestFieldName[];
  alertId: string;
}

/**
 * A guest's contact details (the specification's guest block): email, first and last name, phone. Used where
 * a guest starts (/auth) and where a guest's details are checked again (booking details).
 */
export function GuestFields({ labels, register, invalid, alertId }: GuestFieldsProps) {
  const control = (field: GuestFieldName, describedBy: string | undefined) => {
    const marked = invalid.includes(field);
    return {
      'aria-invalid': marked || undefined,
      'aria-describedby': [describedBy, marked ? alertId : null].filter(Boolean).join(' ') || undefined,
    };
  };
  return (
    <>
      <Field label={labels.email}>
        {({ id, describedBy }) => (
          <Input
            id={id}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={labels.emailPlaceholder}
            {...control('email', describedBy)}
            {...register('email')}
          />
        )}
      </Field>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field label={labels.firstName}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              autoComplete="given-name"
              {...control('firstName', describedBy)}
              {...register('firstName')}
            />
          )}
        </Field>
        <Field label={labels.lastName}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              autoComplete="family-name"
              {...control('lastName', describedBy)}
              {...register('lastName')}
            />
          )}
        </Field>
      </div>
      <Field label={labels.phone} hint={labels.phoneHint}>
        {({ id, describedBy }) => (
          <Input
            id={id}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={labels.phonePlaceholder}
            {...control('phone', describedBy)}
            {...register('phone')}
          />
        )}
      </Field>
    </>
  );
}
